// Fills the session context (spec §4 Authentication, Credits): loads the auth gateway, follows its events,
// re-checks the session every 60 s, loads the credit balance, and offers sign-out and logout.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { isSessionGoneError, SIGN_OUT_FAILED } from '../lib/auth/session-gone';
import type { AccountAnswer } from '../lib/api/account';
import type { AuthSession } from '../lib/api/auth';
import { getJson } from '../platform/api-client';
import { isBrowserOnline, subscribeToConnection } from '../platform/connection';
import type { AuthGateway, SignOutScope } from '../platform/auth/gateway';
import { forgetKeptReportsOf } from '../platform/kept-reports';
import { clearCachedCredits, readCachedCredits, writeCachedCredits } from '../platform/credits-cache';
import { clearLayoutState, readLayoutState, saveLayoutState } from '../platform/layout-state';
import { AuthActionsContext, SessionContext, SIGNED_OUT, type AuthActions, type SessionState } from '../platform/session';

export const SESSION_RECHECK_MS = 60_000;

/** The configured gateway, loaded after the first render so neither it nor the env parser weighs on the first page. */
const loadConfiguredGateway = () => import('../platform/auth/create-gateway').then(({ createAuthGateway }) => createAuthGateway());

const LOADING: SessionState = Object.freeze({ status: 'loading', user: null, session: null, credits: null });

interface AuthProviderProps {
  children: ReactNode;
  /** Tests hand in a gateway of their own; the app loads the configured one. */
  loadGateway?: () => Promise<AuthGateway>;
}

/**
 * The credit balance from the account call; a non-OK answer counts as 0 (spec §7), a network failure keeps what we
 * had. Either failure is logged as 'Failed to load account data' (spec §7, console only per §8).
 */
async function fetchCredits(accessToken: string): Promise<number | null> {
  const result = await getJson<AccountAnswer>('/api/payments-simple/account', { accessToken });
  if (result.ok) return Number(result.data.account?.credits_balance ?? 0);
  console.error('Failed to load account data', result.status, result.error.message);
  return result.status === 0 ? null : 0;
}

export function AuthProvider({ children, loadGateway = loadConfiguredGateway }: AuthProviderProps) {
  const navigate = useNavigate();
  const [gateway, setGateway] = useState<AuthGateway | null>(null);
  // undefined until the first session fetch has finished: the 'loading' state of spec §4.
  const [session, setSession] = useState<AuthSession | null | undefined>(undefined);
  // The balance belongs to one user; another user's (or none) shows as still loading.
  const [credits, setCredits] = useState<{ userId: string; balance: number } | null>(null);

  /** Takes a session from the gateway; a newly signed-in user starts from their cached balance. */
  const applySession = useCallback((next: AuthSession | null) => {
    setSession(next);
    const cached = next ? readCachedCredits(next.user.id) : null;
    setCredits((current) => (next && current?.userId === next.user.id ? current : next && cached !== null ? { userId: next.user.id, balance: cached } : null));
  }, []);

  useEffect(() => {
    let active = true;
    let created: AuthGateway | null = null;
    loadGateway().then(
      (loaded) => {
        created = loaded;
        if (active) setGateway(loaded);
        else loaded.dispose();
      },
      (error: unknown) => {
        console.error('The sign-in service could not start', error);
        if (active) setSession(null);
      },
    );
    return () => {
      active = false;
      created?.dispose();
    };
  }, [loadGateway]);

  useEffect(() => {
    // A sign-in that reloaded the page (a redirect back from an e-mail link or Google) returns to where the user was.
    const saved = readLayoutState();
    if (saved) window.scrollTo(0, saved.scrollY);
  }, []);

  useEffect(() => {
    if (!gateway) return;
    let active = true;
    const unsubscribe = gateway.onAuthStateChange((event, next) => {
      if (event === 'SIGNED_IN') saveLayoutState();
      if (event === 'SIGNED_OUT') clearLayoutState();
      applySession(next);
    });
    void gateway.getSession().then(({ data }) => {
      if (active) applySession(data ?? null);
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [gateway, applySession]);

  const signedIn = Boolean(session);
  useEffect(() => {
    if (!gateway || !signedIn) return;
    // A server that answered "no such session" ends the local one; a network failure (offline in a basement) does not.
    const timer = setInterval(async () => {
      const { error } = await gateway.getUser();
      if (error && error.status !== 0) await gateway.forgetSession();
    }, SESSION_RECHECK_MS);
    return () => clearInterval(timer);
  }, [gateway, signedIn]);

  const sessionRef = useRef(session);
  useEffect(() => {
    sessionRef.current = session;
  }, [session]);
  const userId = session?.user.id ?? null;

  const refreshCredits = useCallback(async (): Promise<number | null> => {
    const current = sessionRef.current;
    if (!current) return null;
    const balance = await fetchCredits(current.access_token);
    if (balance === null || sessionRef.current?.user.id !== current.user.id) return null;
    writeCachedCredits(current.user.id, balance);
    setCredits({ userId: current.user.id, balance });
    return balance;
  }, []);

  useEffect(() => {
    if (userId) void refreshCredits();
  }, [userId, refreshCredits]);

  // A balance that could not load offline (shown as '...') or may have changed meanwhile is asked again on return.
  useEffect(() => {
    if (!userId) return;
    return subscribeToConnection(() => {
      if (isBrowserOnline()) void refreshCredits();
    });
  }, [userId, refreshCredits]);

  const signOut = useCallback(
    async (scope: SignOutScope = 'local'): Promise<string | null> => {
      if (!gateway) return null;
      const userId = sessionRef.current?.user.id;
      const { error } = await gateway.signOut(scope);
      if (error && !isSessionGoneError(error)) return SIGN_OUT_FAILED;
      if (error) await gateway.forgetSession();
      // A shared device keeps no signed-out user's reports: their offline copies go with the session. Signing out
      // does not wait for it; the reports are kept per user, so no one else could list them meanwhile.
      if (userId) void forgetKeptReportsOf(userId).catch(() => undefined);
      return null;
    },
    [gateway],
  );

  const logout = useCallback(async () => {
    try {
      const problem = await signOut('local');
      if (problem) console.error('Logout failed:', problem);
    } catch (error) {
      console.error('Logout failed:', error);
    }
    clearCachedCredits();
    setCredits(null);
    void navigate('/');
  }, [signOut, navigate]);

  const state = useMemo<SessionState>(() => {
    if (session === undefined) return LOADING;
    if (session === null) return SIGNED_OUT;
    return { status: 'signed-in', user: session.user, session, credits: credits?.userId === session.user.id ? credits.balance : null };
  }, [session, credits]);

  const actions = useMemo<AuthActions>(() => ({ gateway, signOut, logout, refreshCredits }), [gateway, signOut, logout, refreshCredits]);

  return (
    <AuthActionsContext value={actions}>
      <SessionContext value={state}>{children}</SessionContext>
    </AuthActionsContext>
  );
}

// Fills the session context (spec §4 Authentication, Credits): loads the auth gateway, follows its events,
// re-checks the session every 60 s, loads the credit balance, and offers sign-out and logout. A visitor with no stored
// session on a public page is signed out at once, and the gateway loads only when they go where it is needed.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isSessionGoneError, SIGN_OUT_FAILED } from '../lib/auth/session-gone';
import type { AccountAnswer } from '../lib/api/account';
import type { AuthSession } from '../lib/api/auth';
import { isBrowserOnline, subscribeToConnection } from '../platform/connection';
import type { AuthGateway, SignOutScope } from '../platform/auth/gateway';
import { hasStoredSession, isSessionKey } from '../platform/auth/session-keys';
import { clearCachedCredits, readCachedCredits, writeCachedCredits } from '../platform/credits-cache';
import { clearLayoutState, readLayoutState, saveLayoutState } from '../platform/layout-state';
import { AuthActionsContext, SessionContext, SIGNED_OUT, type AuthActions, type SessionState } from '../platform/session';

export const SESSION_RECHECK_MS = 60_000;

/** The configured gateway, loaded after the first render so neither it nor the env parser weighs on the first page. */
const loadConfiguredGateway = () => import('../platform/auth/create-gateway').then(({ createAuthGateway }) => createAuthGateway());

/**
 * The public pages (home, pricing, the blog and its articles, contact, legal) and the map: a visitor with no stored
 * session reads them signed out without the sign-in code, which would otherwise weigh on their first view (on the
 * map's, five more requests on a link that serves six at a time).
 */
const PAGES_WITHOUT_SIGN_IN = /^\/(?:pricing|blog(?:\/[^/]+)?|contact|legal|map)?\/?$/;

/** Whether this page, for this visitor, needs the sign-in service now. */
function needsGateway(pathname: string): boolean {
  return !PAGES_WITHOUT_SIGN_IN.test(pathname) || hasStoredSession();
}

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
  // Only a signed-in visitor asks: the API client stays out of the first page's script.
  const { getJson } = await import('../platform/api-client');
  const result = await getJson<AccountAnswer>('/api/payments-simple/account', { accessToken });
  if (result.ok) return Number(result.data.account?.credits_balance ?? 0);
  console.error('Failed to load account data', result.status, result.error.message);
  return result.status === 0 ? null : 0;
}

export function AuthProvider({ children, loadGateway = loadConfiguredGateway }: AuthProviderProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Once wanted, the gateway stays: a later public page keeps the session it follows.
  const [wanted, setWanted] = useState(() => needsGateway(pathname));
  if (!wanted && !PAGES_WITHOUT_SIGN_IN.test(pathname)) setWanted(true);
  const [gateway, setGateway] = useState<AuthGateway | null>(null);
  // undefined until the first session fetch has finished: the 'loading' state of spec §4. Without the gateway and
  // with nothing stored, the visitor is signed out.
  const [session, setSession] = useState<AuthSession | null | undefined>(() => (wanted ? undefined : null));
  // The balance belongs to one user; another user's (or none) shows as still loading.
  const [credits, setCredits] = useState<{ userId: string; balance: number } | null>(null);

  /** Takes a session from the gateway; a newly signed-in user starts from their cached balance. */
  const applySession = useCallback((next: AuthSession | null) => {
    setSession(next);
    const cached = next ? readCachedCredits(next.user.id) : null;
    setCredits((current) => (next && current?.userId === next.user.id ? current : next && cached !== null ? { userId: next.user.id, balance: cached } : null));
  }, []);

  useEffect(() => {
    if (wanted) return;
    // Signing in (or out) in another tab writes the session: this tab then follows it with the gateway.
    const onStorage = (event: StorageEvent) => {
      if (isSessionKey(event.key)) setWanted(true);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [wanted]);

  useEffect(() => {
    if (!wanted) return;
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
  }, [loadGateway, wanted]);

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
  useLayoutEffect(() => {
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
      // The kept reports' store (IndexedDB and the report client) loads only here, not with every page.
      if (userId) void import('../platform/kept-reports').then(({ forgetKeptReportsOf }) => forgetKeptReportsOf(userId)).catch(() => undefined);
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

// The `local` auth adapter: the AuthGateway port over the embedded service at /api/auth/local (docs/auth.md),
// with the session in persistent + per-tab storage, the spec §9 auto-refresh, and the same events as supabase-js.
import type { AuthSession, AuthUser } from '../../lib/api/auth';
import { credentialsProblem, newPasswordProblem, NO_SESSION_CREATED } from '../../lib/auth/auth-layer-checks';
import { isSessionGoneError } from '../../lib/auth/session-gone';
import { normalizeEmail } from '../../lib/validation/email';
import { isRecord } from '../stored-json';
import { fail, GOOGLE_UNAVAILABLE, isDefinitiveRefreshFailure, ok, SESSION_MISSING } from './auth-failure';
import { isExpiringSoon, startAutoRefresh, systemClock, type RefreshClock } from './auto-refresh';
import type { AuthEvent, AuthGateway, AuthResult, SignOutScope } from './gateway';
import { createLocalAuthApi } from './local-auth-api';
import { LOCAL_SESSION_KEY, parseStoredSession, readStoredSession, removeStoredSession, toSession, writeStoredSession, type SessionAnswer } from './local-session';
import { createBrowserSessionStorage, type StorageLike } from './session-storage';

export { LOCAL_SESSION_KEY } from './local-session';

type Listener = (event: AuthEvent, session: AuthSession | null) => void;

/** Where other tabs' writes to the persistent store are announced ('storage' events): `window` in a browser. */
export type StorageEventSource = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export interface LocalGatewayOptions {
  /** The API's origin; window.location.origin by default. */
  baseUrl?: string;
  storage?: StorageLike;
  fetch?: typeof fetch;
  now?: () => number;
  /** Accepted for symmetry with the hosted adapter; the embedded service builds its e-mail links itself. */
  origin?: string;
  /** Other tabs' sign-outs and refreshes arrive here; `window` by default, null to ignore them. */
  storageEvents?: StorageEventSource | null;
  /** Timers for the auto-refresh (tests inject fakes); `now` overrides its clock's time. */
  clock?: RefreshClock;
}

export function createLocalGateway(options: LocalGatewayOptions = {}): AuthGateway {
  const hasWindow = typeof window !== 'undefined';
  const api = createLocalAuthApi(options.baseUrl ?? window.location.origin, options.fetch ?? ((input, init) => globalThis.fetch(input, init)));
  const storage = options.storage ?? createBrowserSessionStorage();
  const baseClock = options.clock ?? systemClock;
  const now = options.now ?? (() => baseClock.now());
  const clock: RefreshClock = { ...baseClock, now };
  const storageEvents = options.storageEvents === undefined ? (hasWindow ? window : null) : options.storageEvents;
  const listeners = new Set<{ listener: Listener }>();
  let refreshing: Promise<AuthResult<AuthSession>> | null = null;

  const stored = () => readStoredSession(storage, now());
  // The session this tab holds as it last saved or ended it. A storage event comes after the other tab's write, so a
  // tab with no per-tab copy (signed out, or opened since) would read the new session back as its own and miss it.
  let known: AuthSession | null = stored();

  function emit(event: AuthEvent, session: AuthSession | null): void {
    for (const { listener } of [...listeners]) {
      try {
        listener(event, session);
      } catch (error) {
        console.error(error);
      }
    }
  }

  function saveSession(session: AuthSession, event: AuthEvent): AuthSession {
    writeStoredSession(storage, session);
    known = session;
    emit(event, session);
    return session;
  }

  function endSession(): void {
    removeStoredSession(storage);
    known = null;
    emit('SIGNED_OUT', null);
  }

  /** A token grant's answer → the stored session and its event; a malformed answer is a failure, not a throw. */
  function signedIn(result: AuthResult<SessionAnswer>, event: AuthEvent = 'SIGNED_IN'): AuthResult<AuthSession> {
    if (result.error) return fail(result.error);
    const session = toSession(result.data, now());
    if (!session) return fail(NO_SESSION_CREATED);
    return ok(saveSession(session, event));
  }

  /** One refresh at a time: with rotating refresh tokens a second concurrent one would look like token theft. */
  function refreshStored(): Promise<AuthResult<AuthSession>> {
    if (refreshing) return refreshing;
    const current = stored();
    if (!current) return Promise.resolve(fail(SESSION_MISSING));
    refreshing = (async () => {
      const result = await api.call<SessionAnswer>('/token?grant_type=refresh_token', { body: { refresh_token: current.refresh_token } });
      const latest = stored();
      if (result.error) {
        if (isDefinitiveRefreshFailure(result.error) && latest?.refresh_token === current.refresh_token) endSession();
        return fail(result.error);
      }
      // Signed out while the refresh was in flight: the new tokens must not bring the session back.
      if (!latest) return fail(SESSION_MISSING);
      return signedIn(result, 'TOKEN_REFRESHED');
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function getSession(): Promise<AuthResult<AuthSession | null>> {
    const session = stored();
    if (!session || !isExpiringSoon(session.expires_at, now())) return ok(session);
    const refreshed = await refreshStored();
    if (!refreshed.error) return ok(refreshed.data);
    // A passing fault (offline) keeps a session whose access token still works.
    const kept = stored();
    if (kept && kept.expires_at * 1000 > now()) return ok(kept);
    return fail(refreshed.error);
  }

  async function currentSession(): Promise<AuthResult<AuthSession>> {
    const result = await getSession();
    if (result.error) return fail(result.error);
    return result.data ? ok(result.data) : fail(SESSION_MISSING);
  }

  const autoRefresh = startAutoRefresh({
    expiresAt: () => stored()?.expires_at ?? null,
    refresh: async () => (await refreshStored()).error,
    clock,
  });

  /** Another tab signed in, refreshed or signed out: follow it, so this tab never presents a spent token. */
  const onStorage = (event: Event) => {
    const { key, newValue } = event as StorageEvent;
    if (key !== null && key !== LOCAL_SESSION_KEY) return;
    const previous = known;
    // A null key is localStorage.clear() in another tab (account deletion clears storage): signed out too.
    const next = key === null ? null : parseStoredSession(newValue, now());
    if (!next) {
      if (previous) endSession();
      return;
    }
    if (previous?.refresh_token === next.refresh_token) return;
    saveSession(next, previous?.user.id === next.user.id ? 'TOKEN_REFRESHED' : 'SIGNED_IN');
  };
  storageEvents?.addEventListener('storage', onStorage);

  return {
    kind: 'local',
    supportsGoogle: false,

    getSession,

    async getUser(): Promise<AuthResult<AuthUser>> {
      const session = await currentSession();
      if (session.error) return fail(session.error);
      const result = await api.call<unknown>('/user', { method: 'GET', token: session.data.access_token });
      if (result.error) {
        // The server no longer has the session (signed out elsewhere, revoked, account deleted): drop it here too.
        if (isSessionGoneError(result.error)) endSession();
        return fail(result.error);
      }
      const user = isRecord(result.data) && isRecord(result.data.user) ? result.data.user : result.data;
      return ok(user as AuthUser);
    },

    onAuthStateChange(listener) {
      const entry = { listener };
      listeners.add(entry);
      void getSession().then((result) => {
        if (listeners.has(entry)) listener('INITIAL_SESSION', result.data ?? null);
      });
      return () => {
        listeners.delete(entry);
      };
    },

    async signUp(email, password) {
      const problem = credentialsProblem(email, password);
      if (problem) return fail(problem);
      const result = await api.call<{ user?: AuthUser | null; session?: SessionAnswer | null }>('/signup', {
        body: { email: normalizeEmail(email), password },
      });
      if (result.error) return fail(result.error);
      const session = result.data?.session ? toSession(result.data.session, now()) : null;
      if (session) saveSession(session, 'SIGNED_IN');
      return ok({ user: result.data?.user ?? session?.user ?? null, session });
    },

    async resendConfirmation(email) {
      const result = await api.call('/resend', { body: { email: normalizeEmail(email), type: 'signup' } });
      return result.error ? fail(result.error) : ok(null);
    },

    async signInWithPassword(email, password, code) {
      const problem = credentialsProblem(email, password);
      if (problem) return fail(problem);
      const body = { email: normalizeEmail(email), password, ...(code === undefined ? {} : { code }) };
      return signedIn(await api.call<SessionAnswer>('/token?grant_type=password', { body }));
    },

    async signInWithGoogle() {
      return fail(GOOGLE_UNAVAILABLE);
    },

    async sendCode(email) {
      const result = await api.call('/otp', { body: { email: normalizeEmail(email) } });
      return result.error ? fail(result.error) : ok(null);
    },

    async verifyCode(email, code) {
      return signedIn(await api.call<SessionAnswer>('/verify', { body: { email: normalizeEmail(email), token: code.replace(/\s+/g, '') } }));
    },

    async requestPasswordReset(email) {
      const result = await api.call('/recover', { body: { email: normalizeEmail(email) } });
      return result.error ? fail(result.error) : ok(null);
    },

    async exchangeCode(code) {
      const result = await api.call<SessionAnswer>('/token?grant_type=auth_code', { body: { code } });
      return signedIn(result, result.data?.purpose === 'recovery' ? 'PASSWORD_RECOVERY' : 'SIGNED_IN');
    },

    async updatePassword(password) {
      const problem = newPasswordProblem(password);
      if (problem) return fail(problem);
      const session = await currentSession();
      if (session.error) return fail(session.error);
      const result = await api.call<unknown>('/user', { method: 'PUT', token: session.data.access_token, body: { password } });
      if (result.error) return fail(result.error);
      const user = (isRecord(result.data) && isRecord(result.data.user) ? result.data.user : result.data) as AuthUser;
      const latest = stored();
      if (latest) saveSession({ ...latest, user }, 'USER_UPDATED');
      return ok(user);
    },

    refreshSession: refreshStored,

    async signOut(scope: SignOutScope = 'local') {
      const session = await getSession();
      if (session.error) return fail(session.error);
      if (!session.data) {
        endSession();
        return ok(null);
      }
      const result = await api.call(`/logout?scope=${scope}`, { token: session.data.access_token });
      // Cleared only on success. A failure keeps the session and is returned as is: the app decides (spec §4
      // clears it anyway when the server says the session is gone, through forgetSession; offline keeps it).
      if (result.error) return fail(result.error);
      endSession();
      return ok(null);
    },

    async forgetSession() {
      // Already ended (getUser found it gone): a second SIGNED_OUT would sign the app out twice.
      if (storage.getItem(LOCAL_SESSION_KEY) !== null) endSession();
    },

    dispose() {
      autoRefresh.stop();
      storageEvents?.removeEventListener('storage', onStorage);
      listeners.clear();
    },
  };
}

// The `supabase` auth adapter: the AuthGateway port over supabase-js (PKCE, session in persistent + per-tab
// storage), making exactly the hosted calls of spec §7. The only module that imports supabase-js's auth; it is
// loaded with import() by create-gateway.ts, so the embedded build never downloads it.
import { createClient, type AuthChangeEvent, type AuthError, type Session, type SupabaseClient, type User } from '@supabase/supabase-js';
import type { AuthProvider, AuthSession, AuthUser } from '../../lib/api/auth';
import { credentialsProblem, newPasswordProblem, NO_SESSION_CREATED } from '../../lib/auth/auth-layer-checks';
import { normalizeEmail } from '../../lib/validation/email';
import { fail, NETWORK_FAILURE, ok } from './auth-failure';
import type { AuthEvent, AuthFailure, AuthGateway, AuthResult, SignOutScope } from './gateway';
import { SUPABASE_SESSION_KEY } from './session-keys';
import { createBrowserSessionStorage, type StorageLike } from './session-storage';

export { SUPABASE_SESSION_KEY };

export interface SupabaseGatewayOptions {
  url: string;
  anonKey: string;
  storage?: StorageLike;
  /** Where e-mail links and the Google callback come back to; window.location.origin by default. */
  origin?: string;
  /** Merged into createClient's options (tests pass { realtime: { transport: ws } } on Node 20). */
  clientOptions?: Record<string, unknown>;
  fetch?: typeof fetch;
}

const OUR_EVENTS: ReadonlySet<string> = new Set<AuthEvent>(['INITIAL_SESSION', 'SIGNED_IN', 'TOKEN_REFRESHED', 'SIGNED_OUT', 'PASSWORD_RECOVERY', 'USER_UPDATED']);

/**
 * supabase-js's AuthError → AuthFailure. Its "session missing" error carries no code, so it gets session_not_found;
 * a grant answered without a session, and a failed fetch, read as the local adapter's, so the app words them alike.
 */
export function toAuthFailure(error: AuthError): AuthFailure {
  if (error.name === 'AuthRetryableFetchError' && !error.status) return { ...NETWORK_FAILURE };
  if (error.name === 'AuthInvalidTokenResponseError') return { ...NO_SESSION_CREATED };
  const code = error.code ?? (error.name === 'AuthSessionMissingError' ? 'session_not_found' : null);
  return { message: error.message, status: typeof error.status === 'number' ? error.status : 0, code };
}

export function toAuthUser(user: User): AuthUser {
  const provider: AuthProvider = typeof user.app_metadata.provider === 'string' ? user.app_metadata.provider : 'email';
  const providers: unknown = user.app_metadata.providers;
  return {
    id: user.id,
    email: (user.email ?? '').toLowerCase(),
    created_at: user.created_at,
    last_sign_in_at: user.last_sign_in_at ?? null,
    email_confirmed_at: user.email_confirmed_at ?? null,
    app_metadata: {
      provider,
      providers: Array.isArray(providers) ? providers.filter((p): p is string => typeof p === 'string') : [provider],
    },
    user_metadata: { email_verified: user.user_metadata?.email_verified === true },
  };
}

export function toAuthSession(session: Session): AuthSession {
  return {
    access_token: session.access_token,
    refresh_token: session.refresh_token,
    expires_in: session.expires_in,
    expires_at: session.expires_at ?? Math.floor(Date.now() / 1000) + session.expires_in,
    token_type: 'bearer',
    user: toAuthUser(session.user),
  };
}

/** Answers a supabase-js call that should have produced a session. */
function sessionResult(data: { session: Session | null }, error: AuthError | null): AuthResult<AuthSession> {
  if (error) return fail(toAuthFailure(error));
  if (!data.session) return fail(NO_SESSION_CREATED);
  return ok(toAuthSession(data.session));
}

/** Each hosted gateway's client, so that the reports' realtime channel shares its signed-in connection. */
const clients = new WeakMap<AuthGateway, SupabaseClient>();

/** The supabase-js client behind a gateway made here (platform/reports-live.ts subscribes with it); null for others. */
export function getSupabaseClient(gateway: AuthGateway): SupabaseClient | null {
  return clients.get(gateway) ?? null;
}

export function createSupabaseGateway(options: SupabaseGatewayOptions): AuthGateway {
  const origin = options.origin ?? window.location.origin;
  const storage = options.storage ?? createBrowserSessionStorage();
  const client = createClient(options.url, options.anonKey, {
    ...options.clientOptions,
    ...(options.fetch ? { global: { fetch: options.fetch } } : {}),
    auth: {
      flowType: 'pkce',
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: false,
      storage,
      storageKey: SUPABASE_SESSION_KEY,
    },
  });
  const auth = client.auth;
  /** Our listeners by their unsubscribe function (forgetSession may have to tell them itself). */
  const subscribed = new Map<() => void, (event: AuthEvent, session: AuthSession | null) => void>();

  const gateway: AuthGateway = {
    kind: 'supabase',
    supportsGoogle: true,

    async getSession() {
      const { data, error } = await auth.getSession();
      if (error) return fail(toAuthFailure(error));
      return ok(data.session ? toAuthSession(data.session) : null);
    },

    async getUser() {
      const { data, error } = await auth.getUser();
      if (error) return fail(toAuthFailure(error));
      return ok(toAuthUser(data.user));
    },

    onAuthStateChange(listener) {
      const { data } = auth.onAuthStateChange((event: AuthChangeEvent, session: Session | null) => {
        if (OUR_EVENTS.has(event)) listener(event as AuthEvent, session ? toAuthSession(session) : null);
      });
      const unsubscribe = () => {
        data.subscription.unsubscribe();
        subscribed.delete(unsubscribe);
      };
      subscribed.set(unsubscribe, listener);
      return unsubscribe;
    },

    async signUp(email, password) {
      const problem = credentialsProblem(email, password);
      if (problem) return fail(problem);
      const { data, error } = await auth.signUp({
        email: normalizeEmail(email),
        password,
        options: { emailRedirectTo: `${origin}/login`, data: { email_verified: false } },
      });
      if (error) return fail(toAuthFailure(error));
      return ok({ user: data.user ? toAuthUser(data.user) : null, session: data.session ? toAuthSession(data.session) : null });
    },

    async resendConfirmation(email) {
      const { error } = await auth.resend({ type: 'signup', email: normalizeEmail(email), options: { emailRedirectTo: `${origin}/login` } });
      return error ? fail(toAuthFailure(error)) : ok(null);
    },

    async signInWithPassword(email, password) {
      const problem = credentialsProblem(email, password);
      if (problem) return fail(problem);
      const { data, error } = await auth.signInWithPassword({ email: normalizeEmail(email), password });
      return sessionResult(data, error);
    },

    async signInWithGoogle() {
      const { error } = await auth.signInWithOAuth({
        provider: 'google',
        options: { redirectTo: `${origin}/auth/callback`, queryParams: { access_type: 'offline', prompt: 'consent' } },
      });
      return error ? fail(toAuthFailure(error)) : ok(null);
    },

    async sendCode(email) {
      const { error } = await auth.signInWithOtp({ email: normalizeEmail(email), options: { shouldCreateUser: true } });
      return error ? fail(toAuthFailure(error)) : ok(null);
    },

    async verifyCode(email, code) {
      const { data, error } = await auth.verifyOtp({ email: normalizeEmail(email), token: code.replace(/\s+/g, ''), type: 'email' });
      return sessionResult(data, error);
    },

    async requestPasswordReset(email) {
      const { error } = await auth.resetPasswordForEmail(normalizeEmail(email), { redirectTo: `${origin}/reset-password` });
      return error ? fail(toAuthFailure(error)) : ok(null);
    },

    async exchangeCode(code) {
      const { data, error } = await auth.exchangeCodeForSession(code);
      return sessionResult(data, error);
    },

    async updatePassword(password) {
      const problem = newPasswordProblem(password);
      if (problem) return fail(problem);
      const { data, error } = await auth.updateUser({ password });
      if (error) return fail(toAuthFailure(error));
      return ok(toAuthUser(data.user));
    },

    async refreshSession() {
      const { data, error } = await auth.refreshSession();
      return sessionResult(data, error);
    },

    async signOut(scope: SignOutScope = 'local') {
      const { error } = await auth.signOut({ scope });
      return error ? fail(toAuthFailure(error)) : ok(null);
    },

    async forgetSession() {
      // Already ended (supabase-js drops a session its user call finds missing): a second SIGNED_OUT would sign the
      // app out twice.
      if (storage.getItem(SUPABASE_SESSION_KEY) === null) return;
      // scope 'local' drops the stored session and emits SIGNED_OUT before it tries the server, whose answer
      // does not matter here. Only when supabase-js first failed to refresh a still-valid session does it keep
      // it and answer an error; then it is dropped by hand.
      const { error } = await auth.signOut({ scope: 'local' });
      if (!error) return;
      storage.removeItem(SUPABASE_SESSION_KEY);
      for (const listener of [...subscribed.values()]) listener('SIGNED_OUT', null);
    },

    dispose() {
      for (const unsubscribe of [...subscribed.keys()]) unsubscribe();
      void auth.stopAutoRefresh();
      void client.removeAllChannels();
    },
  };
  clients.set(gateway, client);
  return gateway;
}

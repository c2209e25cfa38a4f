// The auth gateway port: what the app asks of a sign-in service. Two adapters implement it — `local` (the
// embedded service at /api/auth/local) and `supabase` (supabase-js) — and both emit the same events.
import type { AuthFailure, AuthSession, AuthUser } from '../../lib/api/auth';

export type { AuthFailure } from '../../lib/api/auth';

export type AuthEvent = 'INITIAL_SESSION' | 'SIGNED_IN' | 'TOKEN_REFRESHED' | 'SIGNED_OUT' | 'PASSWORD_RECOVERY' | 'USER_UPDATED';

export type AuthResult<T> = { data: T; error: null } | { data: null; error: AuthFailure };

export type SignOutScope = 'local' | 'global';

export interface AuthGateway {
  readonly kind: 'local' | 'supabase';
  /** Google sign-in needs the hosted service; the embedded one offers e-mail methods only. */
  readonly supportsGoogle: boolean;

  /** The stored session (refreshed first when it is about to expire), or null. */
  getSession(): Promise<AuthResult<AuthSession | null>>;
  /** Asks the server for the signed-in user; fails when the server no longer has the session. */
  getUser(): Promise<AuthResult<AuthUser>>;
  /** Calls back on every auth event; returns the unsubscribe function. */
  onAuthStateChange(listener: (event: AuthEvent, session: AuthSession | null) => void): () => void;

  /** Sign-up with a confirmation e-mail whose link leads to /login. No session means confirmation is pending. */
  signUp(email: string, password: string): Promise<AuthResult<{ user: AuthUser | null; session: AuthSession | null }>>;
  resendConfirmation(email: string): Promise<AuthResult<null>>;
  /**
   * `code`: the e-mailed 6-digit code, sent with the password when the service asked for one (the embedded service's
   * step-up after many failed tries, answered as `sign_in_code_required`; the hosted service never asks).
   */
  signInWithPassword(email: string, password: string, code?: string): Promise<AuthResult<AuthSession>>;
  /** Leaves the page for the provider (PKCE, offline access, forced consent); comes back to /auth/callback. */
  signInWithGoogle(): Promise<AuthResult<null>>;
  /** E-mails a 6-digit code, creating the user if missing. */
  sendCode(email: string): Promise<AuthResult<null>>;
  verifyCode(email: string, code: string): Promise<AuthResult<AuthSession>>;
  /** E-mails a link to /reset-password. */
  requestPasswordReset(email: string): Promise<AuthResult<null>>;
  /** Trades the ?code= an e-mail link or the Google callback brought back for a session. */
  exchangeCode(code: string): Promise<AuthResult<AuthSession>>;
  updatePassword(password: string): Promise<AuthResult<AuthUser>>;
  refreshSession(): Promise<AuthResult<AuthSession>>;
  signOut(scope?: SignOutScope): Promise<AuthResult<null>>;
  /**
   * Drops the stored session without asking the server (it no longer has it) and emits SIGNED_OUT; with none stored
   * (the gateway already ended it) it does nothing, so SIGNED_OUT comes once.
   */
  forgetSession(): Promise<void>;
  /** Stops timers and listeners (tests, hot reload). */
  dispose(): void;
}

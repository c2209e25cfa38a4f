// The failures both auth adapters answer alike, and the rule that tells a dead refresh token from a passing fault.
import { SESSION_GONE_CODES } from '../../lib/auth/session-gone';
import type { AuthFailure, AuthResult } from './gateway';

export function ok<T>(data: T): AuthResult<T> {
  return { data, error: null };
}

export function fail<T = never>(error: AuthFailure): AuthResult<T> {
  return { data: null, error };
}

/** fetch() itself failed: offline, DNS, connection refused. Status 0 marks it as worth retrying. */
export const NETWORK_FAILURE: AuthFailure = Object.freeze({ message: 'Network error', status: 0, code: null });

/** No session is stored; the same message supabase-js gives, so the app layer maps both adapters alike. */
export const SESSION_MISSING: AuthFailure = Object.freeze({ message: 'Auth session missing!', status: 400, code: 'session_not_found' });

export const GOOGLE_UNAVAILABLE: AuthFailure = Object.freeze({
  message: 'Google sign-in is not available on this server.',
  status: 0,
  code: 'provider_disabled',
});

/**
 * A refresh that can never succeed: the session is gone (spent or revoked token, lib/auth/session-gone.ts), or the
 * token endpoint refused it (400/401). Network faults (0), rate limits (429) and server errors (5xx) pass, so the
 * session is kept and retried.
 */
export function isDefinitiveRefreshFailure(failure: AuthFailure): boolean {
  return (failure.code !== null && SESSION_GONE_CODES.has(failure.code)) || failure.status === 400 || failure.status === 401;
}

// Spec §4: whether a failed call means the server no longer has the session (so the local one is cleared anyway),
// the one rule for sign-out and the local gateway's user check and refresh, and the message for any other sign-out
// failure. Apart from auth-error-messages.ts so the app shell, which needs only this, does not carry every auth
// message in its first chunk.
import type { AuthFailure } from '../api/auth';

export const SIGN_OUT_FAILED = 'Failed to sign out. Please try again.';

export const SESSION_GONE_CODES: ReadonlySet<string> = new Set([
  'session_not_found',
  'session_expired',
  'bad_jwt',
  'refresh_token_not_found',
  'refresh_token_already_used',
  'no_authorization',
]);

/** A session the server calls invalid, expired, not found or otherwise gone. */
export function isSessionGoneError(failure: AuthFailure): boolean {
  if (failure.code !== null && SESSION_GONE_CODES.has(failure.code)) return true;
  if (failure.status === 401) return true;
  const message = failure.message.toLowerCase();
  return ['invalid', 'expired', 'not found', 'session'].some((phrase) => message.includes(phrase));
}

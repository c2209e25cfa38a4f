// What both auth adapters refuse before any network call (spec §5 "auth layer"), and the failure they answer when a
// grant succeeded without a session (spec §8 'no session'), as plain AuthFailures the message mapping can tell apart.
// Apart from auth-error-messages.ts so the adapters, which need only this, do not carry every auth message.
import type { AuthFailure } from '../api/auth';

export const EMAIL_AND_PASSWORD_REQUIRED = 'Please enter both email and password';
export const NEW_PASSWORD_REQUIRED = 'Please enter a new password';

/** Supabase's code for parameters refused before any work was done. */
export const VALIDATION_FAILED_CODE = 'validation_failed';
/** The service answered a sign-in or a code without a session (supabase-js: AuthInvalidTokenResponseError). */
export const NO_SESSION_CREATED_CODE = 'no_session_created';

export const NO_SESSION_CREATED: AuthFailure = Object.freeze({ message: 'Auth session or user missing', status: 500, code: NO_SESSION_CREATED_CODE });

const refused = (message: string): AuthFailure => ({ message, status: 400, code: VALIDATION_FAILED_CODE });

/** Sign-in and sign-up need both fields; the e-mail counts as given only when it is more than white space. */
export function credentialsProblem(email: string, password: string): AuthFailure | null {
  return email.trim() === '' || password === '' ? refused(EMAIL_AND_PASSWORD_REQUIRED) : null;
}

export function newPasswordProblem(password: string): AuthFailure | null {
  return password === '' ? refused(NEW_PASSWORD_REQUIRED) : null;
}

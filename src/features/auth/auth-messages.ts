// Messages for the query an auth redirect brings back (spec §8), for /login and /auth/callback and /reset-password.

export interface AuthQueryError {
  error: string | null;
  errorCode: string | null;
  description: string | null;
}

export function readAuthQueryError(params: URLSearchParams): AuthQueryError | null {
  const error = params.get('error');
  const errorCode = params.get('error_code');
  const description = params.get('error_description');
  if (!error && !errorCode && !description) return null;
  return { error, errorCode, description };
}

/** The message /login shows for an auth callback's error query. */
export function authCallbackErrorMessage({ error, errorCode, description }: AuthQueryError): string {
  if (error === 'duplicate_account') {
    return 'This email is already registered with a different sign-in method. Please use Email/Password to sign in.';
  }
  if (error === 'auth_failed') {
    return 'Authentication failed. This email may already be registered with a different sign-in method. Please use Email/Password to sign in, or contact support if the problem continues.';
  }
  if (errorCode === 'otp_expired' || description?.toLowerCase().includes('expired')) {
    return 'Email confirmation link has expired. Please sign up again to receive a new confirmation email.';
  }
  if (error === 'access_denied') return 'Access denied. Please try again.';
  return description || 'Authentication error occurred. Please try again.';
}

/** The message /reset-password shows when its link carries an error. */
export function resetLinkErrorMessage({ error, errorCode, description }: AuthQueryError): string {
  if (errorCode === 'otp_expired' || error === 'expired' || description?.toLowerCase().includes('expired')) {
    return 'Your password reset link has expired. Please request a new one.';
  }
  if (error === 'access_denied') return 'Access denied. Please request a new password reset link.';
  return 'Password reset link is invalid or has expired. Please request a new one.';
}

export const NO_RESET_SESSION_MESSAGE = 'Please click the password reset link in your email to continue.';

export const RESET_SESSION_CHECK_FAILED = 'Unable to verify password reset token. Please request a new reset link.';

/** Spec §8: what /login says after trading an e-mail confirmation link's code. */
export function emailConfirmedWelcome(brand: string): string {
  return `Email confirmed successfully! Welcome to ${brand}!`;
}
export const CONFIRMATION_FAILED = 'Email confirmation failed. Please try signing in manually or request a new confirmation email.';
/** On a phone the link has confirmed the address even when no session could be made there. */
export const CONFIRMED_SIGN_IN_PLEASE = 'Email confirmed! Please sign in with your email and password.';

// Turns a failed auth call from either sign-in service (embedded or Supabase Auth) into the spec §8 text,
// one function per operation, plus the fixed failure and success texts of sign-up, sign-in and codes.
// Shared by the login pages and the account pages; the callback-query and reset-link texts live in
// src/features/auth/auth-messages.ts.
import type { AuthFailure } from '../api/auth';
import { NEW_PASSWORD_REQUIRED, NO_SESSION_CREATED_CODE } from './auth-layer-checks';
import { SESSION_GONE_CODES } from './session-gone';

export { isSessionGoneError, SIGN_OUT_FAILED } from './session-gone';
export { EMAIL_AND_PASSWORD_REQUIRED, NEW_PASSWORD_REQUIRED } from './auth-layer-checks';

export const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again.';
/** Contains 'Incorrect email or password' so the page can tell this case apart and offer the forgot-password link. */
export const INCORRECT_CREDENTIALS = 'Incorrect email or password. Please try again.';
export const ACCOUNT_EXISTS_SIGN_IN_INSTEAD = 'An account with this email already exists. Would you like to sign in instead?';
export const ACCOUNT_CREATION_FAILED = 'Account creation failed. Please try again.';
export const NO_SESSION_AFTER_SIGN_IN = 'Sign in completed but no session created. Please try again.';
export const OAUTH_VALIDATION_FAILED = 'OAuth validation failed. Please try again.';
export const NO_SESSION_AFTER_VERIFY = 'Verification completed but no session created. Please try again.';
export const VERIFICATION_FAILED = 'Verification failed. Please try again.';
export const REDIRECTING_TO_GOOGLE = 'Redirecting to Google...';
export const INVALID_EMAIL_ADDRESS = 'Please enter a valid email address.';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes before trying again.';

export const ACCOUNT_CREATED_PENDING =
  'Account created! Please check your email and click the confirmation link to complete your registration.';
export const RESET_SENT = 'Password reset instructions have been sent to your email.';
export const PASSWORD_CHANGED = 'Your password has been changed successfully.';
export const CHANGE_PASSWORD_FAILED = 'Failed to change password. Please try again.';
/** The server's answer to an unchanged password, and the legacy settings form's own check (password-forms.ts). */
export const NEW_PASSWORD_SAME_AS_CURRENT = 'New password must be different from current password';

export function accountCreatedSignedIn(brand: string): string {
  return `Welcome to ${brand}! Your account has been created and you are now signed in.`;
}

export function welcomeBack(email: string, confirmed: boolean): string {
  return confirmed ? `Welcome back, ${email}!` : 'Signed in! Please confirm your email to access all features.';
}

export function codeSent(email: string): string {
  return `We've sent a 6-digit code to ${email}`;
}

const RATE_LIMIT_CODES = new Set(['over_request_rate_limit', 'over_email_send_rate_limit', 'over_sms_send_rate_limit']);

function says(failure: AuthFailure, ...phrases: string[]): boolean {
  const message = failure.message.toLowerCase();
  return phrases.some((phrase) => message.includes(phrase));
}

function isNetworkFailure(failure: AuthFailure): boolean {
  return failure.status === 0;
}

/** HTTP 429, a rate-limit code, or Supabase's "For security purposes, you can only request this after N seconds". */
function isRateLimited(failure: AuthFailure): boolean {
  return (
    failure.status === 429 ||
    (failure.code !== null && RATE_LIMIT_CODES.has(failure.code)) ||
    says(failure, 'rate limit', 'too many', 'for security purposes')
  );
}

function isInvalidEmail(failure: AuthFailure): boolean {
  return failure.code === 'invalid_email' || failure.code === 'email_address_invalid' || says(failure, 'invalid email', 'unable to validate email');
}

/** The backend's own words, or the unexpected-error text when it sent none. */
function backendMessage(failure: AuthFailure): string {
  return isNetworkFailure(failure) || failure.message.trim() === '' ? UNEXPECTED_ERROR : failure.message;
}

export function signInErrorMessage(failure: AuthFailure): string {
  if (isNetworkFailure(failure)) return UNEXPECTED_ERROR;
  if (failure.code === NO_SESSION_CREATED_CODE) return NO_SESSION_AFTER_SIGN_IN;
  if (failure.code === 'invalid_credentials' || says(failure, 'invalid login credentials', 'incorrect email or password')) {
    return INCORRECT_CREDENTIALS;
  }
  return backendMessage(failure);
}

/** Sign-in with the password and the e-mailed code: the code's failures read as the code mode's (spec §8), the rest as sign-in's. */
export function signInWithCodeErrorMessage(failure: AuthFailure): string {
  const isCodeFailure = failure.code === 'otp_expired' || failure.code === 'otp_invalid';
  return isCodeFailure || isRateLimited(failure) ? verifyCodeErrorMessage(failure) : signInErrorMessage(failure);
}

export function signUpErrorMessage(failure: AuthFailure): string {
  if (failure.code === 'user_already_exists' || failure.code === 'email_exists' || says(failure, 'already registered', 'already exists')) {
    return ACCOUNT_EXISTS_SIGN_IN_INSTEAD;
  }
  return backendMessage(failure);
}

export function sendCodeErrorMessage(failure: AuthFailure): string {
  if (isRateLimited(failure)) return 'Too many requests. Please wait a few minutes before trying again.';
  if (isInvalidEmail(failure)) return INVALID_EMAIL_ADDRESS;
  return 'Failed to send verification code. Please try again.';
}

/** Rate limits come first: their texts must not be taken for an "invalid" code. */
export function verifyCodeErrorMessage(failure: AuthFailure): string {
  // The code was never judged: saying it is invalid would send the user hunting for a typo.
  if (isNetworkFailure(failure)) return VERIFICATION_FAILED;
  if (failure.code === NO_SESSION_CREATED_CODE) return NO_SESSION_AFTER_VERIFY;
  if (isRateLimited(failure)) return TOO_MANY_ATTEMPTS;
  // Supabase answers both cases with 'Token has expired or is invalid' (code otp_expired): a new code fixes either.
  if (failure.code === 'otp_expired' || says(failure, 'expired')) return 'Verification code has expired. Please request a new one.';
  if (failure.code === 'otp_invalid' || says(failure, 'invalid', 'wrong', 'incorrect')) {
    return 'Invalid verification code. Please check and try again.';
  }
  return 'Invalid verification code. Please try again.';
}

export function resetRequestErrorMessage(failure: AuthFailure): string {
  if (isRateLimited(failure)) return 'Too many password reset attempts. Please wait 10-15 minutes before trying again.';
  if (isInvalidEmail(failure)) return INVALID_EMAIL_ADDRESS;
  if (failure.code === 'user_not_found' || says(failure, 'user not found')) {
    return 'If an account with this email exists, you will receive password reset instructions.';
  }
  if (failure.code === 'email_send_failed' || says(failure, 'error sending', 'smtp', 'email service')) {
    return 'Email service temporarily unavailable. Please try again in a few minutes or contact support.';
  }
  return 'Failed to send password reset email. Please try again.';
}

export function changePasswordErrorMessage(failure: AuthFailure): string {
  if (failure.message === NEW_PASSWORD_REQUIRED) return NEW_PASSWORD_REQUIRED;
  if (isRateLimited(failure)) return TOO_MANY_ATTEMPTS;
  if (
    failure.status === 401 ||
    failure.code === 'reauthentication_needed' ||
    (failure.code !== null && SESSION_GONE_CODES.has(failure.code)) ||
    says(failure, 'session', 'jwt')
  ) {
    return 'Your session has expired. Please sign out and sign back in.';
  }
  // Before the weak check: Supabase says 'New password should be different from the old password.'
  if (failure.code === 'same_password' || says(failure, 'different from')) return NEW_PASSWORD_SAME_AS_CURRENT;
  if (failure.code === 'weak_password' || says(failure, 'weak', 'password should')) {
    return 'Please choose a stronger password with a mix of letters, numbers, and symbols.';
  }
  return CHANGE_PASSWORD_FAILED;
}

export function googleErrorMessage(failure: AuthFailure): string {
  if (says(failure, 'popup', 'pop-up', 'blocked')) return 'Pop-up was blocked. Please allow pop-ups for this site and try again.';
  if (failure.code === 'access_denied' || says(failure, 'cancel', 'denied')) {
    return 'Google sign-in was cancelled. Please try again if you want to continue.';
  }
  return 'Google sign-in failed. Please try again.';
}

// A Map: the names come from the sign-in service, and 'constructor' must not find Object.prototype's.
const PROVIDER_NAMES: ReadonlyMap<string, string> = new Map([
  ['email', 'email/password'],
  ['google', 'Google'],
  ['github', 'GitHub'],
  ['linkedin_oidc', 'LinkedIn'],
  ['azure', 'Microsoft'],
]);

/** How a sign-in method reads in a sentence: 'email' is email/password, providers are capitalised (Google). */
function providerName(provider: string): string {
  return PROVIDER_NAMES.get(provider.toLowerCase()) ?? provider.charAt(0).toUpperCase() + provider.slice(1);
}

/** Existing account at sign-up; with no known method it falls back to the form's sign-in-instead text. */
export function existingAccountMessage(providers: readonly string[]): string {
  const methods = [...new Set(providers.map(providerName))];
  if (methods.length === 0) return ACCOUNT_EXISTS_SIGN_IN_INSTEAD;
  return `An account with this email already exists. Please sign in using ${methods.join(' or ')}.`;
}

export function wrongMethodMessage(firstProvider: string): string {
  return `This email is registered with ${providerName(firstProvider)}. Please sign in using that method.`;
}

// The auth service's failures as codes and messages (docs/auth.md), each with the HTTP status the error handler answers.

import type { AuthErrorCode } from '../../src/lib/api/auth';
import { AppError } from '../http/app-error';

/** The status of each failure that is not a plain 400. */
const STATUS: Partial<Record<AuthErrorCode, number>> = {
  user_already_exists: 422,
  same_password: 422,
  over_request_rate_limit: 429,
  over_email_send_rate_limit: 429,
  no_authorization: 401,
  bad_jwt: 401,
  session_not_found: 401,
  email_send_failed: 503,
};

export class AuthError extends AppError {
  override readonly name = 'AuthError';
  declare readonly code: AuthErrorCode;

  constructor(code: AuthErrorCode, message: string, headers: Readonly<Record<string, string>> = {}) {
    super(code, STATUS[code] ?? 400, message, headers);
  }
}

export const AUTH_MESSAGES = {
  invalidCredentials: 'Incorrect email or password',
  userExists: 'User already registered',
  samePassword: 'New password should be different from the old password.',
  weakPassword: 'Password does not meet security requirements',
  otpInvalid: 'Invalid verification code',
  otpExpired: 'Token has expired or is invalid',
  refreshNotFound: 'Invalid Refresh Token: Refresh Token Not Found',
  refreshRevoked: 'Invalid Refresh Token: the session was signed out or revoked',
  refreshUsed: 'Invalid Refresh Token: Already Used',
  sessionNotFound: 'Session not found: it was signed out, revoked, or the account was deleted',
  flowNotFound: 'Invalid flow state, no valid flow state found',
  flowExpired: 'Flow state has expired',
  linkExpired: 'Email link is invalid or has expired',
  emailSendFailed: 'Email service temporarily unavailable. Please try again in a few minutes or contact support.',
  signInCodeRequired:
    "For your account's safety, signing in with a password also needs a code: enter the 6-digit code we've sent to your email.",
} as const;

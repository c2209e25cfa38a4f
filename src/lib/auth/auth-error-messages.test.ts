import { describe, expect, it } from 'vitest';
import type { AuthFailure } from '../api/auth';
import { NO_SESSION_CREATED } from './auth-layer-checks';
import {
  ACCOUNT_CREATED_PENDING,
  ACCOUNT_CREATION_FAILED,
  accountCreatedSignedIn,
  changePasswordErrorMessage,
  codeSent,
  EMAIL_AND_PASSWORD_REQUIRED,
  existingAccountMessage,
  googleErrorMessage,
  isSessionGoneError,
  NEW_PASSWORD_REQUIRED,
  NO_SESSION_AFTER_SIGN_IN,
  NO_SESSION_AFTER_VERIFY,
  OAUTH_VALIDATION_FAILED,
  PASSWORD_CHANGED,
  REDIRECTING_TO_GOOGLE,
  RESET_SENT,
  resetRequestErrorMessage,
  sendCodeErrorMessage,
  SIGN_OUT_FAILED,
  signInErrorMessage,
  signUpErrorMessage,
  UNEXPECTED_ERROR,
  VERIFICATION_FAILED,
  verifyCodeErrorMessage,
  welcomeBack,
  wrongMethodMessage,
} from './auth-error-messages';

function failure(message: string, status = 400, code: string | null = null): AuthFailure {
  return { message, status, code };
}

const NETWORK = failure('Failed to fetch', 0);
const SUPABASE_WAIT = failure('For security purposes, you can only request this after 42 seconds.', 429, 'over_request_rate_limit');

type Row = [string, AuthFailure, string];

describe('signInErrorMessage', () => {
  it.each<Row>([
    ['Supabase wrong password', failure('Invalid login credentials', 400, 'invalid_credentials'), 'Incorrect email or password. Please try again.'],
    ['embedded wrong password', failure('Incorrect email or password', 400, 'invalid_credentials'), 'Incorrect email or password. Please try again.'],
    ['wrong password without a code', failure('Invalid login credentials', 400, null), 'Incorrect email or password. Please try again.'],
    ['e-mail not confirmed', failure('Email not confirmed', 400, 'email_not_confirmed'), 'Email not confirmed'],
    ['rate limit text from the server', failure('Too many attempts. Please wait a few minutes before trying again.', 429), 'Too many attempts. Please wait a few minutes before trying again.'],
    ['network failure', NETWORK, 'An unexpected error occurred. Please try again.'],
    ['empty message', failure('', 500), 'An unexpected error occurred. Please try again.'],
    ['the service answered no session', NO_SESSION_CREATED, 'Sign in completed but no session created. Please try again.'],
  ])('when %s, then it shows the right text', (_case, input, expected) => {
    expect(signInErrorMessage(input)).toBe(expected);
  });
});

describe('signUpErrorMessage', () => {
  it.each<Row>([
    ['Supabase says already registered', failure('User already registered', 422, 'user_already_exists'), 'An account with this email already exists. Would you like to sign in instead?'],
    ['embedded says already exists', failure('A user with this email address has already been registered', 422, 'user_already_exists'), 'An account with this email already exists. Would you like to sign in instead?'],
    ['only the message says so', failure('User already registered', 400, null), 'An account with this email already exists. Would you like to sign in instead?'],
    ['weak password', failure('Password should be at least 6 characters.', 422, 'weak_password'), 'Password should be at least 6 characters.'],
    ['network failure', NETWORK, 'An unexpected error occurred. Please try again.'],
  ])('when %s, then it shows the right text', (_case, input, expected) => {
    expect(signUpErrorMessage(input)).toBe(expected);
  });
});

describe('sendCodeErrorMessage', () => {
  const TOO_MANY = 'Too many requests. Please wait a few minutes before trying again.';
  it.each<Row>([
    ['HTTP 429', failure('slow down', 429), TOO_MANY],
    ['Supabase e-mail rate limit', failure('Email rate limit exceeded', 429, 'over_email_send_rate_limit'), TOO_MANY],
    ['rate-limit code without 429', failure('limit', 400, 'over_email_send_rate_limit'), TOO_MANY],
    ['"Too many" in the message', failure('Too many requests', 400), TOO_MANY],
    ['Supabase wait-N-seconds', SUPABASE_WAIT, TOO_MANY],
    ['Invalid email', failure('Invalid email', 400), 'Please enter a valid email address.'],
    ['Supabase invalid address', failure('Unable to validate email address: invalid format', 400, 'validation_failed'), 'Please enter a valid email address.'],
    ['embedded invalid address code', failure('Bad address', 400, 'email_address_invalid'), 'Please enter a valid email address.'],
    ['SMTP failure', failure('Error sending magic link email', 500, 'email_send_failed'), 'Failed to send verification code. Please try again.'],
    ['network failure', NETWORK, 'Failed to send verification code. Please try again.'],
  ])('when %s, then it shows the right text', (_case, input, expected) => {
    expect(sendCodeErrorMessage(input)).toBe(expected);
  });
});

describe('verifyCodeErrorMessage', () => {
  it.each<Row>([
    ['Supabase expired-or-invalid', failure('Token has expired or is invalid', 403, 'otp_expired'), 'Verification code has expired. Please request a new one.'],
    ['embedded expired', failure('Code expired', 400, 'otp_expired'), 'Verification code has expired. Please request a new one.'],
    ['embedded wrong code', failure('Code does not match', 400, 'otp_invalid'), 'Invalid verification code. Please check and try again.'],
    ['message says invalid', failure('Invalid OTP', 400), 'Invalid verification code. Please check and try again.'],
    ['message says wrong', failure('Wrong code', 400), 'Invalid verification code. Please check and try again.'],
    ['HTTP 429', failure('Too many attempts. Please wait a few minutes before trying again.', 429), 'Too many attempts. Please wait a few minutes before trying again.'],
    ['Supabase wait-N-seconds', SUPABASE_WAIT, 'Too many attempts. Please wait a few minutes before trying again.'],
    ['anything else', failure('Something broke', 500), 'Invalid verification code. Please try again.'],
    ['network failure', NETWORK, 'Verification failed. Please try again.'],
    ['the service answered no session', NO_SESSION_CREATED, 'Verification completed but no session created. Please try again.'],
  ])('when %s, then it shows the right text', (_case, input, expected) => {
    expect(verifyCodeErrorMessage(input)).toBe(expected);
  });
});

describe('resetRequestErrorMessage', () => {
  const TOO_MANY = 'Too many password reset attempts. Please wait 10-15 minutes before trying again.';
  const EMAIL_DOWN = 'Email service temporarily unavailable. Please try again in a few minutes or contact support.';
  it.each<Row>([
    ['HTTP 429 with any text', failure('Request failed', 429), TOO_MANY],
    ['Supabase e-mail rate limit', failure('Email rate limit exceeded', 400, 'over_email_send_rate_limit'), TOO_MANY],
    ['"Too many" in the message', failure('Too many requests', 400), TOO_MANY],
    ['Supabase wait-N-seconds', SUPABASE_WAIT, TOO_MANY],
    ['Invalid email', failure('Invalid email', 400), 'Please enter a valid email address.'],
    ['user not found', failure('User not found', 404, 'user_not_found'), 'If an account with this email exists, you will receive password reset instructions.'],
    ['Supabase mailer failure', failure('Error sending recovery email', 500, 'unexpected_failure'), EMAIL_DOWN],
    ['embedded mailer failure code', failure('Could not send', 502, 'email_send_failed'), EMAIL_DOWN],
    ['SMTP in the message', failure('SMTP connection refused', 500), EMAIL_DOWN],
    ['e-mail service in the message', failure('The email service is down', 503), EMAIL_DOWN],
    ['anything else', failure('Something broke', 500), 'Failed to send password reset email. Please try again.'],
    ['network failure', NETWORK, 'Failed to send password reset email. Please try again.'],
  ])('when %s, then it shows the right text', (_case, input, expected) => {
    expect(resetRequestErrorMessage(input)).toBe(expected);
  });
});

describe('changePasswordErrorMessage', () => {
  const SESSION = 'Your session has expired. Please sign out and sign back in.';
  const WEAK = 'Please choose a stronger password with a mix of letters, numbers, and symbols.';
  it.each<Row>([
    ['Supabase session missing', failure('Auth session missing!', 400, null), SESSION],
    ['embedded session gone', failure('Session not found', 401, 'session_not_found'), SESSION],
    ['bad token', failure('invalid JWT: unable to parse or verify signature', 403, 'bad_jwt'), SESSION],
    ['HTTP 401', failure('Unauthorized', 401), SESSION],
    ['reauthentication needed', failure('Password update requires reauthentication', 400, 'reauthentication_needed'), SESSION],
    ['weak password code', failure('Password is too weak', 422, 'weak_password'), WEAK],
    ['Supabase weak text', failure('Password should contain at least one character of each: abc, ABC, 123', 422), WEAK],
    ['HTTP 429', failure('Too many attempts', 429), 'Too many attempts. Please wait a few minutes before trying again.'],
    ['same password code', failure('New password should be different from the old password.', 422, 'same_password'), 'New password must be different from current password'],
    ['same password text only', failure('New password should be different from the old password.', 422), 'New password must be different from current password'],
    ['anything else', failure('Something broke', 500), 'Failed to change password. Please try again.'],
    ['network failure', NETWORK, 'Failed to change password. Please try again.'],
    ['the auth layer refused an empty password', failure('Please enter a new password', 400, 'validation_failed'), 'Please enter a new password'],
  ])('when %s, then it shows the right text', (_case, input, expected) => {
    expect(changePasswordErrorMessage(input)).toBe(expected);
  });
});

describe('isSessionGoneError', () => {
  it.each<[string, AuthFailure, boolean]>([
    ['session_not_found', failure('Session from session_id claim in JWT does not exist', 404, 'session_not_found'), true],
    ['bad_jwt', failure('Bad token', 403, 'bad_jwt'), true],
    ['refresh_token_not_found', failure('Refresh Token Not Found', 400, 'refresh_token_not_found'), true],
    ['"Auth session missing!"', failure('Auth session missing!', 400), true],
    ['"invalid" in the message', failure('Invalid token', 400), true],
    ['"expired" in the message', failure('Token expired', 400), true],
    ['"not found" in the message', failure('User not found', 404), true],
    ['HTTP 401', failure('Unauthorized', 401), true],
    ['a server failure', failure('Internal server error', 500), false],
    ['a network failure', NETWORK, false],
  ])('when the error is %s, then session-gone is %s', (_case, input, expected) => {
    expect(isSessionGoneError(input)).toBe(expected);
  });
});

describe('googleErrorMessage', () => {
  it.each<Row>([
    ['the popup was blocked', failure('Popup blocked by the browser', 0), 'Pop-up was blocked. Please allow pop-ups for this site and try again.'],
    ['a pop-up failed', failure('Could not open pop-up', 0), 'Pop-up was blocked. Please allow pop-ups for this site and try again.'],
    ['the user cancelled', failure('User cancelled the login', 400), 'Google sign-in was cancelled. Please try again if you want to continue.'],
    ['access was denied', failure('The resource owner denied the request', 400, 'access_denied'), 'Google sign-in was cancelled. Please try again if you want to continue.'],
    ['anything else', failure('Provider error', 500), 'Google sign-in failed. Please try again.'],
  ])('when %s, then it shows the right text', (_case, input, expected) => {
    expect(googleErrorMessage(input)).toBe(expected);
  });
});

describe('existingAccountMessage and wrongMethodMessage', () => {
  it('when the account uses e-mail, then the method reads as email/password', () => {
    expect(existingAccountMessage(['email'])).toBe('An account with this email already exists. Please sign in using email/password.');
  });

  it('when the account uses several methods, then they are joined with or and capitalised', () => {
    expect(existingAccountMessage(['email', 'google'])).toBe(
      'An account with this email already exists. Please sign in using email/password or Google.',
    );
  });

  it('when a method repeats or is unknown, then it appears once, capitalised', () => {
    expect(existingAccountMessage(['apple', 'apple'])).toBe('An account with this email already exists. Please sign in using Apple.');
  });

  it('when no method is known, then it falls back to the sign-in-instead text', () => {
    expect(existingAccountMessage([])).toBe('An account with this email already exists. Would you like to sign in instead?');
  });

  it('when the e-mail is registered with Google, then the wrong-method text names Google', () => {
    expect(wrongMethodMessage('google')).toBe('This email is registered with Google. Please sign in using that method.');
  });

  it('when the e-mail is registered with a password, then the wrong-method text names email/password', () => {
    expect(wrongMethodMessage('email')).toBe('This email is registered with email/password. Please sign in using that method.');
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])(
    'when the method is %s, a name every object has, then it reads as an unknown method, capitalised',
    (provider) => {
      const name = provider.charAt(0).toUpperCase() + provider.slice(1);

      expect(existingAccountMessage([provider])).toBe(`An account with this email already exists. Please sign in using ${name}.`);
      expect(wrongMethodMessage(provider)).toBe(`This email is registered with ${name}. Please sign in using that method.`);
    },
  );
});

describe('success and fixed texts', () => {
  it('when an account is created and signed in, then it welcomes the user to the brand', () => {
    expect(accountCreatedSignedIn('ZoneBrief')).toBe('Welcome to ZoneBrief! Your account has been created and you are now signed in.');
  });

  it('when a confirmed user signs in, then it welcomes them back by e-mail', () => {
    expect(welcomeBack('jane@example.com', true)).toBe('Welcome back, jane@example.com!');
  });

  it('when an unconfirmed user signs in, then it asks them to confirm', () => {
    expect(welcomeBack('jane@example.com', false)).toBe('Signed in! Please confirm your email to access all features.');
  });

  it('when a code is sent, then it names the address', () => {
    expect(codeSent('jane@example.com')).toBe("We've sent a 6-digit code to jane@example.com");
  });

  it('exposes the fixed texts word for word', () => {
    expect([
      ACCOUNT_CREATED_PENDING,
      RESET_SENT,
      PASSWORD_CHANGED,
      ACCOUNT_CREATION_FAILED,
      NO_SESSION_AFTER_SIGN_IN,
      UNEXPECTED_ERROR,
      OAUTH_VALIDATION_FAILED,
      NO_SESSION_AFTER_VERIFY,
      VERIFICATION_FAILED,
      SIGN_OUT_FAILED,
      EMAIL_AND_PASSWORD_REQUIRED,
      NEW_PASSWORD_REQUIRED,
      REDIRECTING_TO_GOOGLE,
    ]).toEqual([
      'Account created! Please check your email and click the confirmation link to complete your registration.',
      'Password reset instructions have been sent to your email.',
      'Your password has been changed successfully.',
      'Account creation failed. Please try again.',
      'Sign in completed but no session created. Please try again.',
      'An unexpected error occurred. Please try again.',
      'OAuth validation failed. Please try again.',
      'Verification completed but no session created. Please try again.',
      'Verification failed. Please try again.',
      'Failed to sign out. Please try again.',
      'Please enter both email and password',
      'Please enter a new password',
      'Redirecting to Google...',
    ]);
  });
});

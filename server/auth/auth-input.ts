// Reads and checks the fields of auth request bodies with the shared validators (src/lib/validation), so the
// server refuses exactly what the forms refuse, with the same messages.

import { DISPOSABLE_EMAIL_MESSAGE, isDisposableEmail, normalizeEmail, validateEmail } from '../../src/lib/validation/email';
import { PASSWORD_MESSAGES, checkPassword } from '../../src/lib/validation/password';
import { AuthError } from './auth-errors';

type Body = Record<string, unknown> | undefined;

/** A string field, or '' when missing or not a string. */
export function stringField(body: Body, name: string): string {
  const value = body?.[name];
  return typeof value === 'string' ? value : '';
}

/** The e-mail lower-cased and trimmed, without judging it (sign-in looks up whatever was typed). */
export function emailField(body: Body): string {
  return normalizeEmail(stringField(body, 'email'));
}

/** A valid address, lower-cased; 400 email_address_invalid with the validator's message otherwise. */
export function requireValidEmail(body: Body, options: { refuseDisposable: boolean }): string {
  const check = validateEmail(stringField(body, 'email'));
  if (!check.valid) throw new AuthError('email_address_invalid', check.error ?? 'Please enter a valid email address');
  if (options.refuseDisposable && isDisposableEmail(check.email)) throw new AuthError('email_address_invalid', DISPOSABLE_EMAIL_MESSAGE);
  return check.email;
}

/** A password strong enough by the shared check; 400 weak_password with its first broken rule otherwise. */
export function requireStrongPassword(body: Body): string {
  const password = stringField(body, 'password');
  const check = checkPassword(password);
  if (!check.valid) throw new AuthError('weak_password', check.errors[0] ?? PASSWORD_MESSAGES.insecure);
  return password;
}

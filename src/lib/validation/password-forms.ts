// Form-level checks of the sign-up, sign-in, change-password and reset-password forms (spec §5):
// each answers the first problem to show, in the spec's words, or null when the form may be sent.
import { NEW_PASSWORD_SAME_AS_CURRENT } from '../auth/auth-error-messages';
import { DISPOSABLE_EMAIL_MESSAGE, isDisposableEmail, validateEmail } from './email';
import { checkPassword } from './password';

export const PASSWORD_FORM_MESSAGES = {
  emailRequired: 'Please enter your email address.',
  createPassword: 'Please create a password',
  enterPassword: 'Please enter your password',
  passwordsDiffer: 'Passwords do not match',
  newPasswordFieldsRequired: 'Please fill in both new password fields',
  newPasswordsDiffer: 'New passwords do not match',
  allPasswordFieldsRequired: 'All password fields are required',
  newPasswordSameAsCurrent: NEW_PASSWORD_SAME_AS_CURRENT,
  resetFieldsRequired: 'Please fill in both password fields',
} as const;

/** The e-mail problem the sign-in and sign-up forms show, disposable domains included. */
function emailFormProblem(email: string): string | null {
  const check = validateEmail(email, { requiredMessage: PASSWORD_FORM_MESSAGES.emailRequired });
  if (check.error) return check.error;
  return isDisposableEmail(check.email) ? DISPOSABLE_EMAIL_MESSAGE : null;
}

/** The first strength rule the password breaks, or null when it is strong enough. */
function strengthProblem(password: string): string | null {
  return checkPassword(password).errors[0] ?? null;
}

export function checkSignUpForm({ email, password, confirmPassword }: { email: string; password: string; confirmPassword: string }): string | null {
  const emailProblem = emailFormProblem(email);
  if (emailProblem) return emailProblem;
  if (password === '') return PASSWORD_FORM_MESSAGES.createPassword;
  const weak = strengthProblem(password);
  if (weak) return weak;
  return password === confirmPassword ? null : PASSWORD_FORM_MESSAGES.passwordsDiffer;
}

/** Sign-in asks only for some password: an account made under older rules must still get in. */
export function checkSignInForm({ email, password }: { email: string; password: string }): string | null {
  return emailFormProblem(email) ?? (password === '' ? PASSWORD_FORM_MESSAGES.enterPassword : null);
}

/** The settings form of today: the current password is optional (the signed-in session is proof enough). */
export function checkChangePasswordForm({
  newPassword,
  confirmPassword,
}: {
  currentPassword?: string;
  newPassword: string;
  confirmPassword: string;
}): string | null {
  if (newPassword === '' || confirmPassword === '') return PASSWORD_FORM_MESSAGES.newPasswordFieldsRequired;
  if (newPassword !== confirmPassword) return PASSWORD_FORM_MESSAGES.newPasswordsDiffer;
  return strengthProblem(newPassword);
}

/** The older settings variant: all three fields, and the new password must differ from the current one. */
export function checkLegacyChangePasswordForm({
  currentPassword,
  newPassword,
  confirmPassword,
}: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}): string | null {
  if (currentPassword === '' || newPassword === '' || confirmPassword === '') return PASSWORD_FORM_MESSAGES.allPasswordFieldsRequired;
  if (newPassword === currentPassword) return PASSWORD_FORM_MESSAGES.newPasswordSameAsCurrent;
  if (newPassword !== confirmPassword) return PASSWORD_FORM_MESSAGES.newPasswordsDiffer;
  return strengthProblem(newPassword);
}

export function checkResetPasswordForm({ password, confirmPassword }: { password: string; confirmPassword: string }): string | null {
  if (password === '' || confirmPassword === '') return PASSWORD_FORM_MESSAGES.resetFieldsRequired;
  if (password !== confirmPassword) return PASSWORD_FORM_MESSAGES.passwordsDiffer;
  return strengthProblem(password);
}

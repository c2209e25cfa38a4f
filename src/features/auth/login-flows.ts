// What each login-page action does (spec §4 Authentication, §5, §8), as plain async steps over the auth gateway,
// answering the message to show and whether the user is now signed in. The page only renders the outcome.
import type { ExistingAccountAnswer } from '../../lib/api/auth';
import { DISPOSABLE_EMAIL_MESSAGE, isDisposableEmail, normalizeEmail, validateEmail } from '../../lib/validation/email';
import { normalizeOneTimeCode, ONE_TIME_CODE_MESSAGE } from '../../lib/validation/one-time-code';
import { checkSignInForm, checkSignUpForm } from '../../lib/validation/password-forms';
import type { AuthGateway } from '../../platform/auth/gateway';
import {
  ACCOUNT_CREATED_PENDING,
  ACCOUNT_CREATION_FAILED,
  accountCreatedSignedIn,
  codeSent,
  existingAccountMessage,
  googleErrorMessage,
  REDIRECTING_TO_GOOGLE,
  RESET_SENT,
  resetRequestErrorMessage,
  signInErrorMessage,
  signInWithCodeErrorMessage,
  signUpErrorMessage,
  sendCodeErrorMessage,
  VERIFICATION_FAILED,
  verifyCodeErrorMessage,
  welcomeBack,
  wrongMethodMessage,
} from '../../lib/auth/auth-error-messages';
import type { LoginMode } from './login-modes';

export const BRAND = 'ZoneBrief';

export type FlowOutcome =
  | { kind: 'error'; message: string; switchTo?: LoginMode }
  | { kind: 'info'; message: string; codeSent?: boolean; resendConfirmationTo?: string; signInNeedsCode?: boolean }
  | { kind: 'signed-in'; message: string };

export interface FlowDeps {
  gateway: AuthGateway;
  /** POST /api/auth/check-existing; null when the check failed (treated as "no account", spec §4). */
  checkExisting(email: string): Promise<ExistingAccountAnswer | null>;
}

const error = (message: string, switchTo?: LoginMode): FlowOutcome => (switchTo ? { kind: 'error', message, switchTo } : { kind: 'error', message });

export async function signUp(deps: FlowDeps, values: { email: string; password: string; confirmPassword: string }): Promise<FlowOutcome> {
  const problem = checkSignUpForm(values);
  if (problem) return error(problem);
  const email = normalizeEmail(values.email);
  const existing = await deps.checkExisting(email);
  if (existing?.exists) return error(existingAccountMessage(existing.providers), 'signin');

  const { data, error: failure } = await deps.gateway.signUp(email, values.password);
  if (failure) return error(signUpErrorMessage(failure));
  if (!data.user) return error(ACCOUNT_CREATION_FAILED);
  if (data.session) return { kind: 'signed-in', message: accountCreatedSignedIn(BRAND) };
  return { kind: 'info', message: ACCOUNT_CREATED_PENDING, resendConfirmationTo: email };
}

/**
 * `code`: the e-mailed code, once the service has asked for one with the password (its step-up after many failed
 * tries); the answer that asks says so with `signInNeedsCode`, and the form then shows the code field.
 */
export async function signIn(deps: FlowDeps, values: { email: string; password: string; code?: string }): Promise<FlowOutcome> {
  const problem = checkSignInForm(values);
  if (problem) return error(problem);
  const code = values.code === undefined ? undefined : normalizeOneTimeCode(values.code);
  if (code === null) return error(ONE_TIME_CODE_MESSAGE);
  const email = normalizeEmail(values.email);
  const existing = await deps.checkExisting(email);
  if (existing?.exists && !existing.providers.includes('email')) return error(wrongMethodMessage(existing.providers[0] ?? 'email'));

  // A sign-in answered without a session comes back as a failure too (spec §8 'no session'), worded by the mapping.
  const { data, error: failure } = await deps.gateway.signInWithPassword(email, values.password, code);
  if (failure?.code === 'sign_in_code_required') return { kind: 'info', message: failure.message, signInNeedsCode: true };
  if (failure) return error(code === undefined ? signInErrorMessage(failure) : signInWithCodeErrorMessage(failure));
  return { kind: 'signed-in', message: welcomeBack(data.user.email, Boolean(data.user.email_confirmed_at)) };
}

/** The e-mail check of the code and reset modes: the shared validator, and no disposable address for a sign-in. */
function emailProblem(raw: string, refuseDisposable: boolean): string | null {
  const check = validateEmail(raw);
  if (!check.valid) return check.error;
  return refuseDisposable && isDisposableEmail(check.email) ? DISPOSABLE_EMAIL_MESSAGE : null;
}

export async function sendCode(deps: FlowDeps, rawEmail: string): Promise<FlowOutcome> {
  const problem = emailProblem(rawEmail, true);
  if (problem) return error(problem);
  const email = normalizeEmail(rawEmail);
  // Spec §4: sign-in proceeds only if the account's providers include the chosen method (a code is an e-mail sign-in).
  const existing = await deps.checkExisting(email);
  if (existing?.exists && !existing.providers.includes('email')) return error(wrongMethodMessage(existing.providers[0] ?? 'email'));
  const { error: failure } = await deps.gateway.sendCode(email);
  if (failure) return error(sendCodeErrorMessage(failure));
  return { kind: 'info', message: codeSent(email), codeSent: true };
}

export async function verifyCode(deps: FlowDeps, rawEmail: string, rawCode: string): Promise<FlowOutcome> {
  const problem = emailProblem(rawEmail, true);
  if (problem) return error(problem);
  const code = normalizeOneTimeCode(rawCode);
  if (!code) return error(ONE_TIME_CODE_MESSAGE);
  const result = await deps.gateway.verifyCode(normalizeEmail(rawEmail), code).catch(() => null);
  if (!result) return error(VERIFICATION_FAILED);
  const { data, error: failure } = result;
  if (failure) return error(verifyCodeErrorMessage(failure));
  // Spec §4: created_at equal to last_sign_in_at marks an account this code has just created.
  const isNew = data.user.created_at === data.user.last_sign_in_at;
  return { kind: 'signed-in', message: isNew ? accountCreatedSignedIn(BRAND) : welcomeBack(data.user.email, true) };
}

export async function requestReset(deps: FlowDeps, rawEmail: string): Promise<FlowOutcome> {
  const problem = emailProblem(rawEmail, false);
  if (problem) return error(problem);
  const { error: failure } = await deps.gateway.requestPasswordReset(normalizeEmail(rawEmail));
  if (failure) return error(resetRequestErrorMessage(failure));
  return { kind: 'info', message: RESET_SENT };
}

/** Leaves for Google; the outcome is shown only if the browser did not navigate away. */
export async function startGoogle(deps: FlowDeps, onRedirecting: (message: string) => void): Promise<FlowOutcome> {
  onRedirecting(REDIRECTING_TO_GOOGLE);
  const { error: failure } = await deps.gateway.signInWithGoogle();
  if (failure) return error(googleErrorMessage(failure));
  return { kind: 'info', message: REDIRECTING_TO_GOOGLE };
}

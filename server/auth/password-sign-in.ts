// Password sign-in under the rate limits: the check waits as the e-mail's recent failures say, and once they pass the
// step-up (20 in a row, from anywhere) it also needs the 6-digit code e-mailed to the address, which the owner has and
// a guesser does not. The owner is told once, when the step-up begins.

import type { AuthSession } from '../../src/lib/api/auth';
import type { AuthContext, ClientInfo } from './auth-context';
import { AUTH_MESSAGES, AuthError } from './auth-errors';
import { stepUpNoticeMail } from './auth-mails';
import { checkSignInCode, sendSignInCode, useSignInCode } from './code-flows';
import { sendMailInBackground, signInWithPassword } from './password-flows';
import type { AuthRateLimits } from './rate-limits';
import { findUserByEmail } from './users-repository';

export interface PasswordSignInInput {
  email: string;
  password: string;
  /** The e-mailed code, when the form had to ask for one. */
  code: string | null;
  /** Where the notice's sign-in link points. */
  origin: string;
}

export function signInUnderLimits(ctx: AuthContext, limits: AuthRateLimits, input: PasswordSignInInput, client: ClientInfo): Promise<AuthSession> {
  const who = { email: input.email, ip: client.ip ?? undefined };
  return limits.signIn.attempt(
    who,
    async (standing) => {
      if (standing.stepUp) return signInWithCode(ctx, limits, input, client);
      try {
        return await signInWithPassword(ctx, input, client);
      } catch (error) {
        if (standing.reachedStepUp && error instanceof AuthError && error.code === 'invalid_credentials') noticeStepUp(ctx, input);
        throw error;
      }
    },
    // Past the step-up the code gates the password check, so nobody waits for a stranger's failures.
    { skipDelay: (standing) => standing.stepUp },
  );
}

/** Tells the account's owner, if there is an account, in the background (the answer must not tell whether there is). */
function noticeStepUp(ctx: AuthContext, input: PasswordSignInInput): void {
  void findUserByEmail(ctx.db, input.email)
    .then((user) => {
      if (user) sendMailInBackground(ctx, stepUpNoticeMail(user.email, { signInPage: `${input.origin}/login` }));
    })
    .catch((error: unknown) => ctx.logger.error({ err: error }, 'the step-up notice could not be sent'));
}

/**
 * The step-up: without a code, one is e-mailed (when the account exists, at most one a minute, and while the address's
 * e-mail bucket has room; the answer is the same either way) and the form is asked for it. With a code, the code is checked under its
 * own limits first, so a guesser without the mailbox never reaches the password, and used only once the password holds.
 */
async function signInWithCode(ctx: AuthContext, limits: AuthRateLimits, input: PasswordSignInInput, client: ClientInfo): Promise<AuthSession> {
  const who = { email: input.email, ip: client.ip ?? undefined };
  const { code } = input;
  if (code === null) {
    if (await limits.takeStepUpCodeSlot(input.email)) {
      // Not awaited: whether the account exists must not show in the time taken.
      void sendSignInCode(ctx, input.email, { createUser: false })
        .then(() => limits.codeVerify.forget(input.email))
        .catch((error: unknown) => ctx.logger.error({ err: error }, 'the step-up sign-in code could not be sent'));
    }
    throw new AuthError('sign_in_code_required', AUTH_MESSAGES.signInCodeRequired);
  }
  const codeId = await limits.codeVerify.attempt(who, (standing) => checkSignInCode(ctx, { email: input.email, code }, standing));
  return signInWithPassword(ctx, input, client, {
    async prove() {
      if (!(await useSignInCode(ctx, codeId))) throw new AuthError('otp_expired', AUTH_MESSAGES.otpExpired);
    },
  });
}

// Sign-in with an e-mailed 6-digit code: 10 minutes, one use, its tries limited (LIFETIMES, rate-limits.ts); the account
// is made on the first send. The same code is the second step a password sign-in needs after a step-up.

import type { AuthSession } from '../../src/lib/api/auth';
import { LIFETIMES, type AuthContext, type ClientInfo } from './auth-context';
import { AUTH_MESSAGES, AuthError } from './auth-errors';
import { codeMail } from './auth-mails';
import { claimCodeAttempt, consumeCode, deleteCodesFor, replaceOneTimeCode } from './codes-repository';
import { sendMail } from './password-flows';
import { sameHash } from '../lib/keys';
import type { AccountStanding } from './rate-limits';
import { hashShortSecret, randomCode } from './secrets';
import { startSession } from './sessions';
import { deleteUser, findUserByEmail, insertUser } from './users-repository';

export async function sendSignInCode(ctx: AuthContext, email: string, options: { createUser: boolean } = { createUser: true }): Promise<void> {
  const now = ctx.now();
  const existing = await findUserByEmail(ctx.db, email);
  if (!existing && !options.createUser) return;
  const created = existing ? null : await insertUser(ctx.db, { email, passwordHash: null, providers: ['email'], now });
  const code = randomCode();
  await ctx.db.transaction((tx) =>
    replaceOneTimeCode(tx, { email, codeHash: hashShortSecret(ctx.codeKey, code), expiresAt: new Date(now.getTime() + LIFETIMES.oneTimeCodeMs), now }),
  );
  try {
    await sendMail(ctx, codeMail(email, code));
  } catch (error) {
    await deleteCodesFor(ctx.db, email);
    if (created) await deleteUser(ctx.db, created.id);
    throw error;
  }
}

/**
 * Checks a code against the e-mail's live one without using it up; the code's id, to consume once everything else
 * holds. Every try spends one of the code's attempts before it is compared (one atomic UPDATE), so concurrent guesses
 * cannot outrun the limit. No live code (never sent, used, replaced, expired, or out of tries) reads like an expired
 * one: the way on is to ask for a new code.
 */
export async function checkSignInCode(ctx: AuthContext, input: { email: string; code: string }, standing: AccountStanding): Promise<string> {
  const maxAttempts = standing.stepUp ? LIFETIMES.oneTimeCodeAttemptsAfterStepUp : LIFETIMES.oneTimeCodeAttempts;
  const pending = await claimCodeAttempt(ctx.db, input.email, ctx.now(), maxAttempts);
  if (!pending) throw new AuthError('otp_expired', AUTH_MESSAGES.otpExpired);
  if (!sameHash(hashShortSecret(ctx.codeKey, input.code), pending.code_hash)) throw new AuthError('otp_invalid', AUTH_MESSAGES.otpInvalid);
  return pending.id;
}

/** Uses a checked code once: false when another request got there first. */
export function useSignInCode(ctx: AuthContext, codeId: string): Promise<boolean> {
  return consumeCode(ctx.db, codeId, ctx.now());
}

export async function verifySignInCode(ctx: AuthContext, input: { email: string; code: string }, client: ClientInfo, standing: AccountStanding): Promise<AuthSession> {
  const codeId = await checkSignInCode(ctx, input, standing);
  if (!(await useSignInCode(ctx, codeId))) throw new AuthError('otp_expired', AUTH_MESSAGES.otpExpired);
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) throw new AuthError('otp_expired', AUTH_MESSAGES.otpExpired);
  return startSession(ctx, user, client, { confirmEmail: true });
}

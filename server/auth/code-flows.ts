// Sign-in with an e-mailed 6-digit code: 10 minutes, 5 wrong tries, one use; the account is made on the first send.

import type { AuthSession } from '../../src/lib/api/auth';
import { LIFETIMES, type AuthContext, type ClientInfo } from './auth-context';
import { AUTH_MESSAGES, AuthError } from './auth-errors';
import { codeMail } from './auth-mails';
import { claimCodeAttempt, consumeCode, deleteCodesFor, replaceOneTimeCode } from './codes-repository';
import { sendMail } from './password-flows';
import { sameHash } from '../lib/keys';
import { hashShortSecret, randomCode } from './secrets';
import { startSession } from './sessions';
import { deleteUser, findUserByEmail, insertUser } from './users-repository';

export async function sendSignInCode(ctx: AuthContext, email: string): Promise<void> {
  const now = ctx.now();
  const existing = await findUserByEmail(ctx.db, email);
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

export async function verifySignInCode(ctx: AuthContext, input: { email: string; code: string }, client: ClientInfo): Promise<AuthSession> {
  const now = ctx.now();
  // Every try spends one of the code's attempts before it is compared (one atomic UPDATE), so concurrent guesses
  // cannot outrun the limit. No live code (never sent, used, replaced, expired, or out of tries) reads like an
  // expired one: the way on is to ask for a new code.
  const pending = await claimCodeAttempt(ctx.db, input.email, now, LIFETIMES.oneTimeCodeAttempts);
  if (!pending) throw new AuthError('otp_expired', AUTH_MESSAGES.otpExpired);
  if (!sameHash(hashShortSecret(ctx.codeKey, input.code), pending.code_hash)) {
    throw new AuthError('otp_invalid', AUTH_MESSAGES.otpInvalid);
  }
  if (!(await consumeCode(ctx.db, pending.id, now))) throw new AuthError('otp_expired', AUTH_MESSAGES.otpExpired);
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) throw new AuthError('otp_expired', AUTH_MESSAGES.otpExpired);
  return startSession(ctx, user, client, { confirmEmail: true });
}

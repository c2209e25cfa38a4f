// E-mail and password flows: sign-up with a confirmation link, resend, sign-in, the reset e-mail and password change.

import type { AuthSession, AuthUser } from '../../src/lib/api/auth';
import type { MailMessage } from '../mail/mailer';
import { LIFETIMES, type AuthContext, type ClientInfo } from './auth-context';
import { AUTH_MESSAGES, AuthError } from './auth-errors';
import { confirmationMail, passwordNoticeMail, recoveryMail } from './auth-mails';
import { replaceLinkToken, type LinkPurpose } from './codes-repository';
import { hashSecret, randomToken } from './secrets';
import { startSession } from './sessions';
import { revokeOtherSessions } from './sessions-repository';
import { deleteUser, findUserByEmail, findUserById, insertUser, setPasswordHash, toAuthUser } from './users-repository';

/** Creates an unconfirmed account and mails its confirmation link; the session comes once the link is followed. */
export async function signUp(ctx: AuthContext, input: { email: string; password: string; origin: string }): Promise<{ user: AuthUser; session: null }> {
  if (await findUserByEmail(ctx.db, input.email)) throw new AuthError('user_already_exists', AUTH_MESSAGES.userExists);
  const passwordHash = await ctx.passwords.hash(input.password);
  const user = await insertUser(ctx.db, { email: input.email, passwordHash, providers: ['email'], now: ctx.now() });
  if (!user) throw new AuthError('user_already_exists', AUTH_MESSAGES.userExists);
  try {
    const link = await storeLink(ctx, user.id, 'signup', input.origin);
    await sendMail(ctx, confirmationMail(user.email, link));
  } catch (error) {
    // Without its e-mail the account could never be confirmed: undo it so signing up again works.
    await deleteUser(ctx.db, user.id);
    throw error;
  }
  return { user: toAuthUser(user), session: null };
}

/**
 * Mails a fresh confirmation link when the address is pending; silent otherwise. The e-mail is handed to the mailer
 * without waiting for it, so neither the time taken nor a delivery failure tells who has a pending account.
 */
export async function resendConfirmation(ctx: AuthContext, input: { email: string; origin: string }): Promise<void> {
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user || user.email_confirmed_at !== null) return;
  const link = await storeLink(ctx, user.id, 'signup', input.origin);
  sendMailInBackground(ctx, confirmationMail(user.email, link));
}

/**
 * Signs in with a password; an unconfirmed address may sign in (the client reminds the person to confirm). A second
 * step (the e-mailed code of a step-up) is proved once the password holds, and confirms the address.
 */
export async function signInWithPassword(
  ctx: AuthContext,
  input: { email: string; password: string },
  client: ClientInfo,
  secondStep?: { prove(): Promise<void> },
): Promise<AuthSession> {
  const user = await findUserByEmail(ctx.db, input.email);
  // verify() spends one hash even without a user or a password, so both answers take as long.
  const matches = await ctx.passwords.verify(input.password, user?.password_hash ?? null);
  if (!user || !matches) throw new AuthError('invalid_credentials', AUTH_MESSAGES.invalidCredentials);
  if (secondStep) await secondStep.prove();
  return startSession(ctx, user, client, { confirmEmail: secondStep !== undefined });
}

/**
 * Mails a reset link when the account exists. The e-mail is handed to the mailer without waiting for it, so the
 * answer (and its timing) is the same whether or not the account exists, even when the mailer is slow or failing.
 */
export async function requestPasswordReset(ctx: AuthContext, input: { email: string; origin: string }): Promise<void> {
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) return;
  const link = await storeLink(ctx, user.id, 'recovery', input.origin);
  sendMailInBackground(ctx, recoveryMail(user.email, link));
}

/**
 * Sets a new password (a code-only account gains one); the old one stops working at once, and so does every other
 * session of the account with its refresh tokens, in the same transaction (whoever knew the old password, or held a
 * stolen session, is out); the session that changed it stays. The reset link's way ends here too: its session is the
 * one kept. The account's address is told either way (passwordNoticeMail), without waiting for the mailer: the change
 * has happened whatever it answers.
 */
export async function updatePassword(
  ctx: AuthContext,
  input: { userId: string; sessionId: string | null; password: string; origin: string },
): Promise<AuthUser> {
  const user = await findUserById(ctx.db, input.userId);
  if (!user) throw new AuthError('session_not_found', AUTH_MESSAGES.sessionNotFound);
  if (user.password_hash && (await ctx.passwords.verify(input.password, user.password_hash))) {
    throw new AuthError('same_password', AUTH_MESSAGES.samePassword);
  }
  const passwordHash = await ctx.passwords.hash(input.password);
  const now = ctx.now();
  const updated = await ctx.db.transaction(async (tx) => {
    const changed = await setPasswordHash(tx, input.userId, passwordHash, now);
    if (changed) await revokeOtherSessions(tx, input.userId, input.sessionId, now);
    return changed;
  });
  if (!updated) throw new AuthError('session_not_found', AUTH_MESSAGES.sessionNotFound);
  sendMailInBackground(ctx, passwordNoticeMail(updated.email, { added: user.password_hash === null, signInPage: `${input.origin}/login` }));
  return toAuthUser(updated);
}

/** Stores a fresh link token of that purpose for the user; the e-mail link that carries it. */
async function storeLink(ctx: AuthContext, userId: string, purpose: LinkPurpose, origin: string): Promise<string> {
  const now = ctx.now();
  const token = randomToken();
  const lifetime = purpose === 'signup' ? LIFETIMES.signupLinkMs : LIFETIMES.recoveryLinkMs;
  await ctx.db.transaction((tx) =>
    replaceLinkToken(tx, { userId, purpose, tokenHash: hashSecret(token), expiresAt: new Date(now.getTime() + lifetime), now }),
  );
  return `${origin}/api/auth/local/verify?type=${purpose}&token=${encodeURIComponent(token)}`;
}

/** Hands the message to the mailer without waiting for it; a delivery failure is only logged. */
export function sendMailInBackground(ctx: AuthContext, message: MailMessage): void {
  void Promise.resolve()
    .then(() => ctx.mailer.send(message))
    .catch((error: unknown) => ctx.logger.error({ err: error, subject: loggedSubject(message) }, 'e-mail could not be sent'));
}

/** Sends, turning a delivery failure into email_send_failed (503) after logging what went wrong. */
export async function sendMail(ctx: AuthContext, message: MailMessage): Promise<void> {
  try {
    await ctx.mailer.send(message);
  } catch (error) {
    ctx.logger.error({ err: error, subject: loggedSubject(message) }, 'e-mail could not be sent');
    throw new AuthError('email_send_failed', AUTH_MESSAGES.emailSendFailed);
  }
}

/** The subject as logged: a code e-mail's subject carries the code, so every digit is masked. */
function loggedSubject(message: MailMessage): string {
  return message.subject.replace(/\d/g, '#');
}

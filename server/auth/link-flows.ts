// Following an e-mail link (confirmation or reset) and trading the ?code= it brings back for a session.

import type { AuthSession } from '../../src/lib/api/auth';
import { LIFETIMES, type AuthContext, type ClientInfo } from './auth-context';
import { AUTH_MESSAGES, AuthError } from './auth-errors';
import { insertAuthCode, spendAuthCode, spendLinkToken, type LinkPurpose } from './codes-repository';
import { hashSecret, randomToken } from './secrets';
import { startSession } from './sessions';
import { confirmEmail, findUserById } from './users-repository';

/** Spends the link's token; the one-time auth code for the client, or null when the link is unknown, used or expired. */
export async function followEmailLink(ctx: AuthContext, purpose: LinkPurpose, token: string): Promise<string | null> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const userId = await spendLinkToken(tx, hashSecret(token), purpose, now);
    if (!userId) return null;
    // Following either link proves the mailbox is theirs.
    await confirmEmail(tx, userId, now);
    const code = randomToken();
    await insertAuthCode(tx, { userId, purpose, codeHash: hashSecret(code), expiresAt: new Date(now.getTime() + LIFETIMES.authCodeMs), now });
    return code;
  });
}

/** The session, and which link the code came from (the client emits PASSWORD_RECOVERY for `recovery`). */
export async function exchangeAuthCode(ctx: AuthContext, code: string, client: ClientInfo): Promise<AuthSession & { purpose: LinkPurpose }> {
  const spent = await spendAuthCode(ctx.db, hashSecret(code), ctx.now());
  if (spent.outcome === 'expired') throw new AuthError('flow_state_expired', AUTH_MESSAGES.flowExpired);
  if (spent.outcome === 'not_found') throw new AuthError('flow_state_not_found', AUTH_MESSAGES.flowNotFound);
  const user = await findUserById(ctx.db, spent.userId);
  if (!user) throw new AuthError('flow_state_not_found', AUTH_MESSAGES.flowNotFound);
  return { ...(await startSession(ctx, user, client, { confirmEmail: true })), purpose: spent.purpose };
}

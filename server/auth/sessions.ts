// Starting, refreshing and ending sessions: the AuthSession answers, with rotating refresh tokens and family revocation.

import type { AuthSession } from '../../src/lib/api/auth';
import type { Queryable } from '../db/client';
import { LIFETIMES, type AuthContext, type ClientInfo } from './auth-context';
import { AUTH_MESSAGES, AuthError } from './auth-errors';
import { hashSecret, randomToken } from './secrets';
import { insertRefreshToken, insertSession, markSessionRefreshed, revokeSession, revokeUserSessions, spendRefreshToken } from './sessions-repository';
import { signAccessToken } from './tokens';
import { findUserById, recordSignIn, toAuthUser, type UserRecord } from './users-repository';

/** Signs the user in: records the sign-in (and, for e-mail proofs, confirms the address) and opens a new session. */
export async function startSession(
  ctx: AuthContext,
  user: UserRecord,
  client: ClientInfo,
  options: { confirmEmail: boolean } = { confirmEmail: false },
): Promise<AuthSession> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const signedIn = await recordSignIn(tx, user.id, now, options);
    if (!signedIn) throw new AuthError('session_not_found', AUTH_MESSAGES.sessionNotFound);
    const sessionId = await insertSession(tx, { userId: user.id, now, userAgent: client.userAgent, ip: client.ip });
    return issueTokens(ctx, tx, signedIn, sessionId, now);
  });
}

/** Trades a refresh token for a new session answer; a spent token revokes its whole family. */
export async function refreshSession(ctx: AuthContext, refreshToken: string): Promise<AuthSession> {
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const spent = await spendRefreshToken(tx, hashSecret(refreshToken), now);
    if (spent.outcome !== 'spent') return spent;
    const user = await findUserById(tx, spent.userId);
    if (!user) return { outcome: 'not_found' as const };
    await markSessionRefreshed(tx, spent.sessionId, now);
    return { outcome: 'refreshed' as const, session: await issueTokens(ctx, tx, user, spent.sessionId, now) };
  });
  switch (outcome.outcome) {
    case 'refreshed':
      return outcome.session;
    case 'already_used':
      // Reuse means two holders of one family (a stolen token): end it for both, out of the rolled-back path.
      await revokeSession(ctx.db, outcome.sessionId, now);
      ctx.logger.warn({ sessionId: outcome.sessionId }, 'refresh token reused: session revoked');
      throw new AuthError('refresh_token_already_used', AUTH_MESSAGES.refreshUsed);
    case 'session_revoked':
      // As the hosted service answers once sign-out has deleted a session's tokens.
      throw new AuthError('refresh_token_not_found', AUTH_MESSAGES.refreshRevoked);
    default:
      throw new AuthError('refresh_token_not_found', AUTH_MESSAGES.refreshNotFound);
  }
}

/** local: this session only; global: every session of the user. */
export async function endSessions(ctx: AuthContext, who: { userId: string; sessionId: string | null }, scope: 'local' | 'global'): Promise<void> {
  const now = ctx.now();
  if (scope === 'global' || !who.sessionId) await revokeUserSessions(ctx.db, who.userId, now);
  else await revokeSession(ctx.db, who.sessionId, now);
}

async function issueTokens(ctx: AuthContext, tx: Queryable, user: UserRecord, sessionId: string, now: Date): Promise<AuthSession> {
  const refreshToken = randomToken();
  await insertRefreshToken(tx, sessionId, hashSecret(refreshToken), now);
  const { token, expiresAt } = await signAccessToken(
    ctx.secret,
    { userId: user.id, email: user.email, sessionId, providers: user.providers },
    now,
    LIFETIMES.accessTokenSeconds,
  );
  return {
    access_token: token,
    refresh_token: refreshToken,
    expires_in: LIFETIMES.accessTokenSeconds,
    expires_at: expiresAt,
    token_type: 'bearer',
    user: toAuthUser(user),
  };
}

// auth_sessions and auth_refresh_tokens: a session is a refresh-token family; each refresh spends one token and adds the next.

import type { Queryable } from '../db/client';

export async function insertSession(
  db: Queryable,
  session: { userId: string; now: Date; userAgent?: string | null; ip?: string | null },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    'insert into auth_sessions (user_id, created_at, user_agent, ip) values ($1, $2, $3, $4) returning id',
    [session.userId, session.now, session.userAgent?.slice(0, 512) ?? null, session.ip ?? null],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('auth_sessions insert returned no id');
  return id;
}

export async function insertRefreshToken(db: Queryable, sessionId: string, tokenHash: string, now: Date): Promise<void> {
  await db.query('insert into auth_refresh_tokens (token_hash, session_id, created_at) values ($1, $2, $3)', [tokenHash, sessionId, now]);
}

export type SpentRefreshToken =
  | { outcome: 'spent'; sessionId: string; userId: string }
  | { outcome: 'already_used'; sessionId: string }
  | { outcome: 'session_revoked' }
  | { outcome: 'not_found' };

/**
 * Marks a refresh token used, atomically: of two requests racing with the same token only one spends it, and the
 * other sees it as already used (a replay).
 */
export async function spendRefreshToken(db: Queryable, tokenHash: string, now: Date): Promise<SpentRefreshToken> {
  const { rows } = await db.query<{ session_id: string; user_id: string; revoked_at: Date | null; spent: boolean }>(
    `with spent as (
       update auth_refresh_tokens set used_at = $2 where token_hash = $1 and used_at is null returning session_id
     )
     select t.session_id, s.user_id, s.revoked_at, exists (select 1 from spent) as spent
       from auth_refresh_tokens t join auth_sessions s on s.id = t.session_id
      where t.token_hash = $1`,
    [tokenHash, now],
  );
  const row = rows[0];
  if (!row) return { outcome: 'not_found' };
  if (row.revoked_at !== null) return { outcome: 'session_revoked' };
  if (!row.spent) return { outcome: 'already_used', sessionId: row.session_id };
  return { outcome: 'spent', sessionId: row.session_id, userId: row.user_id };
}

export async function markSessionRefreshed(db: Queryable, sessionId: string, now: Date): Promise<void> {
  await db.query('update auth_sessions set refreshed_at = $2 where id = $1', [sessionId, now]);
}

export async function revokeSession(db: Queryable, sessionId: string, now: Date): Promise<void> {
  await db.query('update auth_sessions set revoked_at = coalesce(revoked_at, $2) where id = $1', [sessionId, now]);
}

export async function revokeUserSessions(db: Queryable, userId: string, now: Date): Promise<void> {
  await db.query('update auth_sessions set revoked_at = $2 where user_id = $1 and revoked_at is null', [userId, now]);
}

/** Ends every session of the user but one (none when keep is null), with their refresh tokens. */
export async function revokeOtherSessions(db: Queryable, userId: string, keep: string | null, now: Date): Promise<void> {
  await db.query('update auth_sessions set revoked_at = $3 where user_id = $1 and revoked_at is null and id is distinct from $2', [userId, keep, now]);
}

/** The user behind a live (not revoked) session, or null: the check every local bearer token passes. */
export async function findLiveSessionUser(db: Queryable, sessionId: string, userId: string): Promise<{ id: string; email: string } | null> {
  const { rows } = await db.query<{ id: string; email: string }>(
    `select u.id, u.email from auth_sessions s join auth_users u on u.id = s.user_id
      where s.id = $1 and s.user_id = $2 and s.revoked_at is null`,
    [sessionId, userId],
  );
  return rows[0] ?? null;
}

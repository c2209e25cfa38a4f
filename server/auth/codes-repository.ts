// The hashed one-time secrets: 6-digit sign-in codes (by e-mail), e-mail link tokens, and the ?code= auth codes.

import type { Queryable } from '../db/client';

export type LinkPurpose = 'signup' | 'recovery';

/** Stores a new sign-in code for the e-mail; older unconsumed ones stop working. */
export async function replaceOneTimeCode(db: Queryable, code: { email: string; codeHash: string; expiresAt: Date; now: Date }): Promise<void> {
  await db.query(`delete from auth_one_time_codes where email = $1 and consumed_at is null`, [code.email]);
  await db.query('insert into auth_one_time_codes (email, code_hash, expires_at, created_at) values ($1, $2, $3, $4)', [
    code.email,
    code.codeHash,
    code.expiresAt,
    code.now,
  ]);
}

export interface ClaimedCodeAttempt {
  id: string;
  code_hash: string;
  attempts: number;
}

/**
 * Spends one of the e-mail's tries on its newest code, atomically: the count goes up only while the code is live
 * (unconsumed, unexpired) and below maxAttempts, so concurrent guesses can never be checked more than maxAttempts
 * times in all. The row to compare the guess with, or null when there is no live code or its tries are used up.
 */
export async function claimCodeAttempt(db: Queryable, email: string, now: Date, maxAttempts: number): Promise<ClaimedCodeAttempt | null> {
  const { rows } = await db.query<ClaimedCodeAttempt>(
    `update auth_one_time_codes set attempts = attempts + 1
      where id = (select id from auth_one_time_codes where email = $1 and consumed_at is null order by created_at desc limit 1)
        and consumed_at is null and expires_at > $2 and attempts < $3
      returning id, code_hash, attempts`,
    [email, now, maxAttempts],
  );
  return rows[0] ?? null;
}

/** Consumes the code once: false when another request got there first. */
export async function consumeCode(db: Queryable, id: string, now: Date): Promise<boolean> {
  const { rows } = await db.query('update auth_one_time_codes set consumed_at = $2 where id = $1 and consumed_at is null returning id', [id, now]);
  return rows.length > 0;
}

export async function deleteCodesFor(db: Queryable, email: string): Promise<number> {
  const { rows } = await db.query('delete from auth_one_time_codes where email = $1 returning id', [email]);
  return rows.length;
}

/**
 * Stores a link token. A new reset link retires the older ones (only the newest reset e-mail should work); the
 * confirmation links stay valid until one is used, since sign-up itself sends two (spec §4: a fresh one 2 s later).
 */
export async function replaceLinkToken(
  db: Queryable,
  link: { userId: string; purpose: LinkPurpose; tokenHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  if (link.purpose === 'recovery') {
    await db.query('delete from auth_link_tokens where user_id = $1 and purpose = $2 and used_at is null', [link.userId, link.purpose]);
  }
  await db.query('insert into auth_link_tokens (token_hash, user_id, purpose, expires_at, created_at) values ($1, $2, $3, $4, $5)', [
    link.tokenHash,
    link.userId,
    link.purpose,
    link.expiresAt,
    link.now,
  ]);
}

/** Spends a link token of that purpose once, retiring its unused siblings; the user id, or null when unknown, used or expired. */
export async function spendLinkToken(db: Queryable, tokenHash: string, purpose: LinkPurpose, now: Date): Promise<string | null> {
  const { rows } = await db.query<{ user_id: string }>(
    `update auth_link_tokens set used_at = $3
      where token_hash = $1 and purpose = $2 and used_at is null and expires_at > $3 returning user_id`,
    [tokenHash, purpose, now],
  );
  const userId = rows[0]?.user_id ?? null;
  if (userId) await db.query('delete from auth_link_tokens where user_id = $1 and purpose = $2 and used_at is null', [userId, purpose]);
  return userId;
}

export async function insertAuthCode(
  db: Queryable,
  code: { userId: string; purpose: LinkPurpose; codeHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.query('insert into auth_codes (code_hash, user_id, purpose, expires_at, created_at) values ($1, $2, $3, $4, $5)', [
    code.codeHash,
    code.userId,
    code.purpose,
    code.expiresAt,
    code.now,
  ]);
}

export type SpentAuthCode = { outcome: 'spent'; userId: string; purpose: LinkPurpose } | { outcome: 'expired' } | { outcome: 'not_found' };

/** Spends an auth code once; an unknown or already used code is not_found. */
export async function spendAuthCode(db: Queryable, codeHash: string, now: Date): Promise<SpentAuthCode> {
  const { rows } = await db.query<{ user_id: string; purpose: LinkPurpose; expires_at: Date | string }>(
    'update auth_codes set used_at = $2 where code_hash = $1 and used_at is null returning user_id, purpose, expires_at',
    [codeHash, now],
  );
  const row = rows[0];
  if (!row) return { outcome: 'not_found' };
  if (new Date(row.expires_at) <= now) return { outcome: 'expired' };
  return { outcome: 'spent', userId: row.user_id, purpose: row.purpose };
}

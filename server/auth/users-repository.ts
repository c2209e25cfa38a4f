// The auth_users table: the embedded service's accounts, read out in the AuthUser shape Supabase also answers in.

import type { AuthUser } from '../../src/lib/api/auth';
import type { Queryable } from '../db/client';

export interface UserRecord {
  id: string;
  email: string;
  password_hash: string | null;
  providers: string[];
  email_confirmed_at: Date | null;
  created_at: Date;
  last_sign_in_at: Date | null;
}

const COLUMNS = 'id, email, password_hash, providers, email_confirmed_at, created_at, last_sign_in_at';

interface RawRow extends Omit<UserRecord, 'email_confirmed_at' | 'created_at' | 'last_sign_in_at'> {
  email_confirmed_at: Date | string | null;
  created_at: Date | string;
  last_sign_in_at: Date | string | null;
}

function toRecord(row: RawRow): UserRecord {
  return {
    ...row,
    providers: [...row.providers],
    email_confirmed_at: toDate(row.email_confirmed_at),
    created_at: new Date(row.created_at),
    last_sign_in_at: toDate(row.last_sign_in_at),
  };
}

function toDate(value: Date | string | null): Date | null {
  return value === null ? null : new Date(value);
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRecord | null> {
  const { rows } = await db.query<RawRow>(`select ${COLUMNS} from auth_users where email = $1`, [email]);
  return rows[0] ? toRecord(rows[0]) : null;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRecord | null> {
  const { rows } = await db.query<RawRow>(`select ${COLUMNS} from auth_users where id = $1`, [id]);
  return rows[0] ? toRecord(rows[0]) : null;
}

/** Inserts a user; null when the e-mail is already taken (so racing sign-ups cannot both win). */
export async function insertUser(
  db: Queryable,
  user: { email: string; passwordHash: string | null; providers: string[]; now: Date },
): Promise<UserRecord | null> {
  const { rows } = await db.query<RawRow>(
    `insert into auth_users (email, password_hash, providers, created_at, updated_at) values ($1, $2, $3, $4, $4)
     on conflict (email) do nothing returning ${COLUMNS}`,
    [user.email, user.passwordHash, user.providers, user.now],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

/** Sets the password hash and lists 'email' among the providers (a code-only user gains a password). */
export async function setPasswordHash(db: Queryable, id: string, passwordHash: string, now: Date): Promise<UserRecord | null> {
  const { rows } = await db.query<RawRow>(
    `update auth_users set password_hash = $2, updated_at = $3,
            providers = case when 'email' = any(providers) then providers else array_append(providers, 'email') end
      where id = $1 returning ${COLUMNS}`,
    [id, passwordHash, now],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

export async function confirmEmail(db: Queryable, id: string, now: Date): Promise<void> {
  await db.query('update auth_users set email_confirmed_at = coalesce(email_confirmed_at, $2), updated_at = $2 where id = $1', [id, now]);
}

/**
 * Records a sign-in. A user the code flow created, and who never signed in, counts as created at that first sign-in:
 * created_at equal to last_sign_in_at is how clients tell a new account (spec §4).
 */
export async function recordSignIn(db: Queryable, id: string, now: Date, options: { confirmEmail: boolean }): Promise<UserRecord | null> {
  const { rows } = await db.query<RawRow>(
    `update auth_users set
        created_at = case when last_sign_in_at is null and password_hash is null and email_confirmed_at is null then $2 else created_at end,
        last_sign_in_at = $2,
        email_confirmed_at = case when $3::boolean then coalesce(email_confirmed_at, $2) else email_confirmed_at end,
        updated_at = $2
      where id = $1 returning ${COLUMNS}`,
    [id, now, options.confirmEmail],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

export async function deleteUser(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query('delete from auth_users where id = $1 returning id', [id]);
  return rows.length > 0;
}

export function toAuthUser(user: UserRecord): AuthUser {
  const providers = user.providers.length > 0 ? user.providers : ['email'];
  return {
    id: user.id,
    email: user.email,
    created_at: user.created_at.toISOString(),
    last_sign_in_at: user.last_sign_in_at?.toISOString() ?? null,
    email_confirmed_at: user.email_confirmed_at?.toISOString() ?? null,
    app_metadata: { provider: providers[0] ?? 'email', providers },
    user_metadata: { email_verified: user.email_confirmed_at !== null },
  };
}

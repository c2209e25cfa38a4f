// The hosted user directory: Supabase Auth's users read with SQL through DATABASE_URL (the same database), and
// removed through the Admin API. The schema name is a parameter so tests can stand a throwaway one in for `auth`.

import type { Queryable } from '../db/client';
import type { SupabaseAdmin } from './supabase-admin-adapter';
import type { DirectoryUser, UserDirectory } from './user-directory';

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

interface SupabaseUserRow {
  id: string;
  email: string;
  providers: unknown;
  provider: string | null;
  created_at: Date | string;
  last_sign_in_at: Date | string | null;
}

export function createSupabaseUserDirectory({ db, admin, schema = 'auth' }: { db: Queryable; admin: SupabaseAdmin; schema?: string }): UserDirectory {
  if (!IDENTIFIER.test(schema)) throw new Error(`not a schema name: ${schema}`);
  return {
    kind: 'supabase',
    async findByEmail(email) {
      const { rows } = await db.query<SupabaseUserRow>(
        `select id::text as id, lower(email) as email, raw_app_meta_data -> 'providers' as providers,
                raw_app_meta_data ->> 'provider' as provider, created_at, last_sign_in_at
           from ${schema}.users where lower(email) = $1 and deleted_at is null
          order by created_at limit 1`,
        [email],
      );
      return rows[0] ? toDirectoryUser(rows[0]) : null;
    },
    async deleteAccount(tx, userId) {
      const sessions = await countRows(tx, `select count(*) as count from ${schema}.sessions where user_id::text = $1`, userId);
      // Last step of the transaction: if Supabase refuses, nothing of ours is erased either.
      return { deleted: await admin.deleteUser(userId), sessions };
    },
  };
}

/**
 * Whether a verified Supabase token still stands for a live account: its user is in auth.users and not deleted,
 * and the session it names (Supabase puts `session_id` in its tokens) has not been signed out. Tokens outlive
 * both by up to an hour; this keeps a deleted or globally signed-out account from using them meanwhile.
 */
export function createSupabaseLiveCheck({ db, schema = 'auth' }: { db: Queryable; schema?: string }): SupabaseLiveCheck {
  if (!IDENTIFIER.test(schema)) throw new Error(`not a schema name: ${schema}`);
  return async (userId, sessionId) => {
    const { rows } = await db.query(
      `select 1 from ${schema}.users u
        where u.id::text = $1 and u.deleted_at is null
          and ($2::text is null or exists (select 1 from ${schema}.sessions s where s.id::text = $2 and s.user_id = u.id))`,
      [userId, sessionId],
    );
    return rows.length > 0;
  };
}

export type SupabaseLiveCheck = (userId: string, sessionId: string | null) => Promise<boolean>;

async function countRows(db: Queryable, sql: string, userId: string): Promise<number> {
  const { rows } = await db.query<{ count: string | number }>(sql, [userId]);
  return Number(rows[0]?.count ?? 0);
}

function toDirectoryUser(row: SupabaseUserRow): DirectoryUser {
  const listed = Array.isArray(row.providers) ? row.providers.filter((p): p is string => typeof p === 'string') : [];
  const providers = listed.length > 0 ? listed : row.provider ? [row.provider] : [];
  return {
    id: row.id,
    email: row.email,
    providers,
    created_at: new Date(row.created_at).toISOString(),
    last_sign_in_at: row.last_sign_in_at === null ? null : new Date(row.last_sign_in_at).toISOString(),
  };
}

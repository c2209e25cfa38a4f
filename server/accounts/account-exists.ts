// Whether a user id still names a sign-in account, asked inside a transaction: our auth_users in embedded mode,
// Supabase's auth.users (not soft-deleted) in hosted mode, the same tests account deletion and token checks rely on.

import { createSupabaseLiveCheck } from '../auth/supabase-user-directory';
import type { UserDirectory } from '../auth/user-directory';
import { findUserById } from '../auth/users-repository';
import type { Queryable } from '../db/client';

export type AccountExists = (tx: Queryable, userId: string) => Promise<boolean>;

export function createAccountExists({ directory, supabaseAuthSchema }: { directory: UserDirectory['kind']; supabaseAuthSchema?: string | undefined }): AccountExists {
  if (directory === 'local') return async (tx, userId) => (await findUserById(tx, userId)) !== null;
  // No session named: the account's existence alone, not whether one of its sign-ins is still open.
  return (tx, userId) => createSupabaseLiveCheck({ db: tx, ...(supabaseAuthSchema ? { schema: supabaseAuthSchema } : {}) })(userId, null);
}

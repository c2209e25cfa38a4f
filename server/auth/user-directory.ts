// Who has an account, for the server calls of spec §7 (check-existing, validate-oauth, account deletion): our
// auth_users in embedded mode; Supabase's auth.users in hosted mode (supabase-user-directory.ts).

import type { AuthProvider } from '../../src/lib/api/auth';
import type { Queryable } from '../db/client';
import { deleteUser, findUserByEmail } from './users-repository';

export interface DirectoryUser {
  id: string;
  email: string;
  providers: AuthProvider[];
  created_at: string;
  last_sign_in_at: string | null;
}

export interface UserDirectory {
  readonly kind: 'local' | 'supabase';
  /** The account for a lower-cased e-mail, or null. */
  findByEmail(email: string): Promise<DirectoryUser | null>;
  /**
   * Removes the sign-in account inside the deletion transaction: whether there was one, and how many of its
   * sessions went with it that the erasers did not already count (the hosted service's own sessions).
   */
  deleteAccount(tx: Queryable, userId: string): Promise<{ deleted: boolean; sessions: number }>;
}

export function createLocalUserDirectory(db: Queryable): UserDirectory {
  return {
    kind: 'local',
    async findByEmail(email) {
      const user = await findUserByEmail(db, email);
      if (!user) return null;
      return {
        id: user.id,
        email: user.email,
        providers: user.providers,
        created_at: user.created_at.toISOString(),
        last_sign_in_at: user.last_sign_in_at?.toISOString() ?? null,
      };
    },
    async deleteAccount(tx, userId) {
      // Links and auth codes go with the user (on delete cascade). Its sessions are already gone: the sessions
      // eraser (accounts/erasers.ts) runs first in the same transaction and counts them itself.
      return { deleted: await deleteUser(tx, userId), sessions: 0 };
    },
  };
}

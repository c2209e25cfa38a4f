// What account deletion erases, area by area: each eraser removes (or detaches) one kind of the user's rows inside
// the deletion transaction and says how many. Later areas (reports, credit ledger) add theirs to the list.

import type { Queryable } from '../db/client';

export interface AccountEraser {
  /** Well-known names feed the answer's counts: see ERASER_NAMES. */
  name: string;
  erase(tx: Queryable, userId: string): Promise<number>;
}

/** The names whose counts DeletedAccountAnswer reports. */
export const ERASER_NAMES = {
  reports: 'reports',
  /** Credit-ledger rows are kept for bookkeeping with the person detached, so this counts anonymised rows. */
  ledger: 'credit_ledger',
  sessions: 'auth_sessions',
} as const;

/** The embedded auth service's rows that are keyed by e-mail rather than by user (and so do not cascade). */
export const authCodesEraser: AccountEraser = {
  name: 'auth_one_time_codes',
  async erase(tx, userId) {
    const { rows } = await tx.query(
      'delete from auth_one_time_codes where email = (select email from auth_users where id = $1) returning id',
      [userId],
    );
    return rows.length;
  },
};

/** Local sessions with their refresh tokens (cascade). */
export const authSessionsEraser: AccountEraser = {
  name: ERASER_NAMES.sessions,
  async erase(tx, userId) {
    const { rows } = await tx.query('delete from auth_sessions where user_id = $1 returning id', [userId]);
    return rows.length;
  },
};

/** The erasers every deletion runs today; `extra` (from other areas) run first, before the auth rows go. */
export function accountErasers(extra: readonly AccountEraser[] = []): AccountEraser[] {
  return [...extra, authCodesEraser, authSessionsEraser];
}

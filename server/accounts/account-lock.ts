// The per-account lock that account deletion and purchase fulfilment each take first in their transactions: a payment
// either lands before the deletion erases the account's credits, or is decided after the deletion and finds it gone.

import type { Queryable } from '../db/client';

// The first key of the two-key advisory lock space; migrate.ts's one-key lock lives in another space and never clashes.
const ACCOUNT_LOCK_SPACE = 7_411_002;

/**
 * Held until the transaction ends. Neither side can lock a row for it: the account may have no accounts row yet, and in
 * hosted mode the user row is Supabase's. Two ids that hash alike only wait for each other, which is harmless.
 */
export async function lockAccount(tx: Queryable, userId: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1::int, hashtext($2::text))', [ACCOUNT_LOCK_SPACE, userId]);
}

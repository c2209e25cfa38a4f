// A paid checkout's one decision, made in one transaction under the account lock: credit the account, or, when the
// account no longer exists, keep the payment as unapplied. Never a balance for an account no one can reach.

import type { AccountExists } from '../accounts/account-exists';
import { lockAccount } from '../accounts/account-lock';
import { creditAccountWithin, hasLedgerEntry, readAccount } from '../credits/ledger';
import type { Database } from '../db/client';
import { insertUnappliedPayment, type UnappliedPayment } from './unapplied-payments-repository';

export interface Fulfilment {
  userId: string;
  credits: number;
  /** `checkout:<checkout session id>`. */
  reference: string;
}

export type FulfilmentOutcome =
  /** applied false: an earlier delivery credited it (the account may have been deleted since). */
  | { kind: 'credited'; applied: boolean; balance: number }
  /** recorded false: an earlier delivery already kept it. */
  | { kind: 'unapplied'; recorded: boolean };

export async function fulfilCheckout(
  db: Database,
  { fulfilment, payment, accountExists, refundStatus }: {
    fulfilment: Fulfilment;
    payment: UnappliedPayment;
    accountExists: AccountExists;
    /** What an unapplied payment starts as: pending when it will be refunded through the API, else awaiting_operator. */
    refundStatus: 'pending' | 'awaiting_operator';
  },
): Promise<FulfilmentOutcome> {
  return db.transaction(async (tx): Promise<FulfilmentOutcome> => {
    // Account deletion takes the same lock first, so the checks below cannot go stale before this commits: a deletion
    // that got here first has committed (each statement after the lock reads what was committed before it).
    await lockAccount(tx, fulfilment.userId);
    // A credit that landed before the account was deleted stays the deletion's anonymised ledger row: a replay of it
    // is neither a second credit nor an unapplied payment to refund.
    if (await hasLedgerEntry(tx, fulfilment.reference)) {
      return { kind: 'credited', applied: false, balance: (await readAccount(tx, fulfilment.userId)).credits_balance };
    }
    if (!(await accountExists(tx, fulfilment.userId))) {
      return { kind: 'unapplied', recorded: await insertUnappliedPayment(tx, payment, refundStatus) };
    }
    return { kind: 'credited', ...(await creditAccountWithin(tx, { ...fulfilment, reason: 'purchase' })) };
  });
}

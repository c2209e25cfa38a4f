// The credit ledger (docs/payments.md "Money model"): every change to a balance is one ledger row and one balance
// update in the same transaction, keyed by a unique reference so that a replay changes nothing.

import type { AccountSummary } from '../../src/lib/api/account';
import type { Database, Queryable } from '../db/client';

export type CreditReason = 'purchase' | 'adjustment';
export type DebitReason = 'analysis' | 'adjustment';

export interface CreditInput {
  userId: string;
  /** A positive whole number of credits. */
  credits: number;
  reason: CreditReason;
  /** Unique across the ledger, e.g. `checkout:<checkout session id>`. */
  reference: string;
}

export interface DebitInput {
  userId: string;
  reason: DebitReason;
  /** Unique across the ledger, e.g. `analysis:<report id>`. */
  reference: string;
}

export type DebitResult = { ok: true; balance: number } | { ok: false; reason: 'insufficient_credits' };

export const ZERO_ACCOUNT: AccountSummary = Object.freeze({ credits_balance: 0, credits_total_purchased: 0, credits_total_used: 0 });

/** Adds credits once per reference: a second call with the same reference answers applied false and changes nothing. */
export async function creditAccount(db: Database, input: CreditInput): Promise<{ applied: boolean; balance: number }> {
  return db.transaction((tx) => creditAccountWithin(tx, input));
}

/** creditAccount inside the caller's transaction, so that the credit commits (or rolls back) with what the caller decided. */
export async function creditAccountWithin(tx: Queryable, input: CreditInput): Promise<{ applied: boolean; balance: number }> {
  if (!Number.isSafeInteger(input.credits) || input.credits <= 0) throw new Error(`creditAccount: credits must be a positive integer (got ${input.credits})`);
  // A concurrent insert of the same reference waits here for the first to commit, then does nothing.
  const inserted = await insertLedgerRow(tx, input.userId, input.credits, input.reason, input.reference);
  if (!inserted) return { applied: false, balance: (await readAccount(tx, input.userId)).credits_balance };
  const { rows } = await tx.query<{ credits_balance: number }>(
    `insert into accounts (user_id, credits_balance, credits_total_purchased) values ($1, $2, $2)
     on conflict (user_id) do update set
       credits_balance = accounts.credits_balance + excluded.credits_balance,
       credits_total_purchased = accounts.credits_total_purchased + excluded.credits_total_purchased,
       updated_at = now()
     returning credits_balance`,
    [input.userId, input.credits],
  );
  return { applied: true, balance: rows[0]!.credits_balance };
}

/** Thrown inside the debit transaction to roll back a balance update whose reference was taken meanwhile. */
class ReferenceTaken extends Error {}

/**
 * Takes one credit, never below zero. A reference already debited for this user answers ok with the current
 * balance and changes nothing (a retried request must not pay twice); one used for something else throws.
 */
export async function debitCredit(db: Database, input: DebitInput): Promise<DebitResult> {
  try {
    return await db.transaction(async (tx): Promise<DebitResult> => {
      if (await existingDebit(tx, input)) return { ok: true, balance: (await readAccount(tx, input.userId)).credits_balance };
      // The row lock makes concurrent debits queue; each re-checks the balance once the one before it commits.
      const { rows } = await tx.query<{ credits_balance: number }>(
        `update accounts set credits_balance = credits_balance - 1, credits_total_used = credits_total_used + 1, updated_at = now()
          where user_id = $1 and credits_balance >= 1
          returning credits_balance`,
        [input.userId],
      );
      const updated = rows[0];
      if (!updated) return { ok: false, reason: 'insufficient_credits' };
      if (!(await insertLedgerRow(tx, input.userId, -1, input.reason, input.reference))) throw new ReferenceTaken();
      return { ok: true, balance: updated.credits_balance };
    });
  } catch (error) {
    if (!(error instanceof ReferenceTaken)) throw error;
    // A concurrent call with the same reference won: its debit stands, this one was rolled back.
    if (!(await existingDebit(db, input))) throw new Error(`debitCredit: reference ${input.reference} is already used`, { cause: error });
    return { ok: true, balance: (await readAccount(db, input.userId)).credits_balance };
  }
}

/**
 * Gives back the credit a debit took (a brief that failed): +1 under `refund:<debit reference>`, total used −1.
 * Applied once; applied false when there is no such debit of this user or it was already refunded.
 */
export async function refundCredit(db: Database, input: { userId: string; reference: string }): Promise<{ applied: boolean; balance: number }> {
  return db.transaction((tx) => refundCreditWithin(tx, input));
}

/** refundCredit inside the caller's transaction, so that the refund commits (or rolls back) with what the caller changes. */
export async function refundCreditWithin(tx: Queryable, input: { userId: string; reference: string }): Promise<{ applied: boolean; balance: number }> {
  const debit = await existingDebit(tx, input);
  const inserted = debit && (await insertLedgerRow(tx, input.userId, 1, 'refund', `refund:${input.reference}`));
  if (!inserted) return { applied: false, balance: (await readAccount(tx, input.userId)).credits_balance };
  const { rows } = await tx.query<{ credits_balance: number }>(
    `update accounts set credits_balance = credits_balance + 1, credits_total_used = credits_total_used - 1, updated_at = now()
      where user_id = $1 returning credits_balance`,
    [input.userId],
  );
  return { applied: true, balance: rows[0]!.credits_balance };
}

/** Whether anything (a purchase, even of an account deleted since) is already in the ledger under `reference`. */
export async function hasLedgerEntry(db: Queryable, reference: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from credit_ledger where reference = $1', [reference]);
  return rows.length > 0;
}

/** The credits a purchase under `reference` added to this user's account; null when none has been credited (yet). */
export async function findPurchaseCredits(db: Queryable, { userId, reference }: { userId: string; reference: string }): Promise<number | null> {
  const { rows } = await db.query<{ delta: number }>(
    "select delta from credit_ledger where reference = $1 and user_id = $2 and reason = 'purchase'",
    [reference, userId],
  );
  return rows[0]?.delta ?? null;
}

/** The balance and totals; zeros for a user who never bought anything. */
export async function readAccount(db: Queryable, userId: string): Promise<AccountSummary> {
  const { rows } = await db.query<AccountSummary>(
    'select credits_balance, credits_total_purchased, credits_total_used from accounts where user_id = $1',
    [userId],
  );
  return rows[0] ?? { ...ZERO_ACCOUNT };
}

async function insertLedgerRow(tx: Queryable, userId: string, delta: number, reason: string, reference: string): Promise<boolean> {
  const { rows } = await tx.query(
    `insert into credit_ledger (user_id, delta, reason, reference) values ($1, $2, $3, $4)
     on conflict (reference) do nothing returning id`,
    [userId, delta, reason, reference],
  );
  return rows.length > 0;
}

/** True when the reference is this user's debit; throws when it is taken by anything else. */
async function existingDebit(db: Queryable, { userId, reference }: { userId: string; reference: string }): Promise<boolean> {
  const { rows } = await db.query<{ user_id: string | null; delta: number }>('select user_id, delta from credit_ledger where reference = $1', [reference]);
  const row = rows[0];
  if (!row) return false;
  if (row.user_id !== userId || row.delta >= 0) throw new Error(`credit ledger: reference ${reference} belongs to another entry`);
  return true;
}

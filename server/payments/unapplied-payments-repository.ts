// The unapplied payments (unapplied_payments): checkouts paid for an account that no longer exists, kept instead of a
// balance no one could reach, with how their refund went.

import type { Queryable } from '../db/client';
import type { RefundOutcome } from './payment-refunds';

export type RefundStatus = 'pending' | 'awaiting_operator' | 'refunded' | 'failed';

export interface UnappliedPayment {
  checkoutSessionId: string;
  userId: string;
  /** Stripe's amount_total (the currency's smallest unit), null when the session did not state it. */
  amountTotal: number | null;
  currency: string | null;
  paymentIntentId: string | null;
}

/** Records the payment once per checkout session; false when a delivery before this one already did. */
export async function insertUnappliedPayment(tx: Queryable, payment: UnappliedPayment, refundStatus: 'pending' | 'awaiting_operator'): Promise<boolean> {
  const { rows } = await tx.query(
    `insert into unapplied_payments (checkout_session_id, user_id, reason, amount_total, currency, payment_intent_id, refund_status)
     values ($1, $2, 'account_deleted', $3, $4, $5, $6)
     on conflict (checkout_session_id) do nothing returning checkout_session_id`,
    [payment.checkoutSessionId, payment.userId, payment.amountTotal, payment.currency, payment.paymentIntentId, refundStatus],
  );
  return rows.length > 0;
}

/** How the refund went: refunded (with the refund's id and when) or failed (with why, for the operator). */
export async function recordRefundOutcome(db: Queryable, checkoutSessionId: string, outcome: RefundOutcome): Promise<void> {
  if (outcome.ok) {
    await db.query(
      `update unapplied_payments set refund_status = 'refunded', refund_id = $2, refunded_at = now(), refund_error = null
        where checkout_session_id = $1`,
      [checkoutSessionId, outcome.refundId],
    );
    return;
  }
  await db.query(
    "update unapplied_payments set refund_status = 'failed', refund_error = $2 where checkout_session_id = $1",
    // Bounded: an error's text is for a person to read, and an SDK's can run long.
    [checkoutSessionId, outcome.error.slice(0, 1000)],
  );
}

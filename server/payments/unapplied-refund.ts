// What follows once a payment is kept as unapplied: a warning for the operator, then its refund through the refund port
// (Stripe), written to its row. Nothing here fails the webhook: whatever goes wrong, the row stays for the operator.

import type { Database } from '../db/client';
import type { Logger } from '../http/logger';
import type { PaymentRefunds, RefundOutcome } from './payment-refunds';
import { recordRefundOutcome, type UnappliedPayment } from './unapplied-payments-repository';

export const NO_PAYMENT_INTENT = 'the checkout session names no payment_intent to refund';

export async function settleUnappliedPayment({ db, refunds, payment, recorded, log }: {
  db: Database;
  /** null: nothing to refund through (the embedded checkout); the row awaits the operator. */
  refunds: PaymentRefunds | null;
  payment: UnappliedPayment;
  /** false for a replay of a payment already kept: its refund was asked for by the delivery that kept it. */
  recorded: boolean;
  log: Logger;
}): Promise<void> {
  const { checkoutSessionId, userId, amountTotal, currency } = payment;
  if (!recorded) {
    log.info({ checkoutSessionId, userId }, 'checkout for a deleted account delivered again: already kept as unapplied');
    return;
  }
  log.warn(
    { checkoutSessionId, userId, amountTotal, currency, refund: refunds ? 'requested' : 'awaiting_operator' },
    'checkout for an account that no longer exists: no credit, kept as an unapplied payment',
  );
  if (!refunds) return;
  try {
    const outcome: RefundOutcome = payment.paymentIntentId
      ? await refunds.refund({ checkoutSessionId, paymentIntentId: payment.paymentIntentId })
      : { ok: false, error: NO_PAYMENT_INTENT };
    await recordRefundOutcome(db, checkoutSessionId, outcome);
    if (outcome.ok) log.info({ checkoutSessionId, refundId: outcome.refundId }, 'unapplied payment refunded');
    else log.error({ checkoutSessionId, refundError: outcome.error }, 'unapplied payment could not be refunded: left for the operator');
  } catch (error) {
    // The row stays pending, which the operator's list shows as not refunded.
    log.error({ err: error, checkoutSessionId }, 'unapplied payment: the refund outcome could not be recorded');
  }
}

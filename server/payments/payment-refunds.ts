// The refund port: paying back a checkout that was never credited (an unapplied payment). Stripe's Refunds API when
// Stripe is configured; the embedded checkout takes no money, so it has no such port and the operator settles its rows.

export interface RefundRequest {
  checkoutSessionId: string;
  paymentIntentId: string;
}

/** A refund asked for and accepted (its id), or why it was not: the caller records either, neither throws. */
export type RefundOutcome = { ok: true; refundId: string } | { ok: false; error: string };

export interface PaymentRefunds {
  refund(request: RefundRequest): Promise<RefundOutcome>;
}

/** One key per checkout session: a refund asked twice for the same session (a retry, a replay) is made once. */
export function refundIdempotencyKey(checkoutSessionId: string): string {
  return `unapplied-refund:${checkoutSessionId}`;
}

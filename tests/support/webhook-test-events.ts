// For tests: Stripe-shaped checkout events and a delivery to POST /api/payments-simple/webhook, as Stripe posts it.

import { randomBytes } from 'node:crypto';
import type { Json } from './auth-test-app';

export function checkoutEvent(
  { sessionId, userId, credits = 1, type = 'checkout.session.completed', paymentStatus = 'paid', email }:
  { sessionId: string; userId: string | null; credits?: number | null; type?: string; paymentStatus?: string; email?: string },
): Json {
  return {
    id: `evt_test_${randomBytes(8).toString('hex')}`,
    object: 'event',
    type,
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        client_reference_id: userId,
        metadata: { ...(userId ? { user_id: userId } : {}), product_id: 'single-report', ...(credits === null ? {} : { credits: String(credits) }) },
        payment_status: paymentStatus,
        amount_total: 4900,
        currency: 'cad',
        ...(email ? { customer_details: { email } } : {}),
      },
    },
  };
}

export async function deliverWebhook(base: string, payload: string, signature?: string): Promise<{ status: number; body: Json }> {
  const res = await fetch(`${base}/api/payments-simple/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', ...(signature === undefined ? {} : { 'stripe-signature': signature }) },
    body: payload,
  });
  return { status: res.status, body: await res.json() };
}

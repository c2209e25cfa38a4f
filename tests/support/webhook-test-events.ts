// For tests: Stripe-shaped checkout events, a delivery to POST /api/payments-simple/webhook as Stripe posts it, and a
// buyer with an account for them to name.

import { randomBytes } from 'node:crypto';
import { insertUser } from '../../server/auth/users-repository';
import type { Queryable } from '../../server/db/client';
import type { Json } from './auth-test-app';

export function checkoutEvent(
  { sessionId, userId, credits = 1, type = 'checkout.session.completed', paymentStatus = 'paid', email, paymentIntent }:
  { sessionId: string; userId: string | null; credits?: number | null; type?: string; paymentStatus?: string; email?: string; paymentIntent?: string },
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
        ...(paymentIntent ? { payment_intent: paymentIntent } : {}),
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

/**
 * A user id with an account behind it (an auth_users row of the embedded sign-in service, made without sign-up mails):
 * a paid checkout is credited only to an account that exists.
 */
export async function buyerAccount(db: Queryable, email = `buyer.${randomBytes(6).toString('hex')}@example.com`): Promise<string> {
  const user = await insertUser(db, { email, passwordHash: null, providers: ['email'], now: new Date() });
  if (!user) throw new Error(`an account for ${email} exists already`);
  return user.id;
}

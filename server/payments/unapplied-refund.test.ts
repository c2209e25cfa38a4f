// API tests with Stripe configured (a local fake of Stripe's API through STRIPE_API_BASE_URL): a paid checkout for a
// deleted account is refunded through Stripe's Refunds API once, and how that went is kept on its unapplied payment;
// a refund Stripe refuses is recorded and the webhook still answers 200. On PGlite and PostgreSQL.

import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedUpSession, uniqueEmail } from '../../tests/support/auth-test-app';
import { testDatabases } from '../../tests/support/test-databases';
import { useStripeTestApp } from '../../tests/support/stripe-test-app';
import { buyerAccount, checkoutEvent, deliverWebhook } from '../../tests/support/webhook-test-events';
import { readAccount } from '../credits/ledger';
import { signStripePayload } from './stripe-adapter';
import { NO_PAYMENT_INTENT } from './unapplied-refund';

const STRIPE_SECRET_KEY = 'sk_test_zonebrief_refunds';
const STRIPE_WEBHOOK_SECRET = 'whsec_zonebrief_refunds';

describe.each(testDatabases())('refunds of payments for deleted accounts on $name', ({ open }) => {
  const { app, stripe, log } = useStripeTestApp(open, { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET });

  const newSessionId = () => `cs_test_${randomBytes(8).toString('hex')}`;
  const newPaymentIntent = () => `pi_test_${randomBytes(8).toString('hex')}`;
  const signedCheckout = async (sessionId: string, userId: string, paymentIntent?: string) => {
    const payload = JSON.stringify(checkoutEvent({ sessionId, userId, ...(paymentIntent ? { paymentIntent } : {}) }));
    return { payload, signature: await signStripePayload(payload, STRIPE_WEBHOOK_SECRET) };
  };
  const deletedAccount = async () => {
    const session = await signedUpSession(app, uniqueEmail('leaver'));
    expect((await app.call('DELETE', '/api/delete-account', { token: session.access_token })).status).toBe(200);
    return session.user.id;
  };
  const refundRequests = (paymentIntent: string) =>
    stripe.seen.filter((request) => request.path === '/v1/refunds' && request.form.get('payment_intent') === paymentIntent);
  const unapplied = async (sessionId: string) =>
    (await app.db.query('select * from unapplied_payments where checkout_session_id = $1', [sessionId])).rows;

  it('when a paid checkout names a deleted account, then its payment intent is refunded once under a key of its session, and the refund is recorded', async () => {
    const userId = await deletedAccount();
    const sessionId = newSessionId();
    const paymentIntent = newPaymentIntent();
    const { payload, signature } = await signedCheckout(sessionId, userId, paymentIntent);

    const answer = await deliverWebhook(app.base, payload, signature);

    expect(answer).toEqual({ status: 200, body: { received: true } });
    const requests = refundRequests(paymentIntent);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', authorization: `Bearer ${STRIPE_SECRET_KEY}`, idempotencyKey: `unapplied-refund:${sessionId}` });
    expect(requests[0]?.form.get('metadata[checkout_session_id]')).toBe(sessionId);
    const [row] = await unapplied(sessionId);
    expect(row).toMatchObject({ user_id: userId, amount_total: 4900, payment_intent_id: paymentIntent, refund_status: 'refunded', refund_error: null });
    expect(row?.refund_id).toMatch(/^re_test_/);
    expect(row?.refunded_at).not.toBeNull();
    expect((await app.db.query('select 1 from accounts where user_id = $1', [userId])).rows).toEqual([]);
  });

  it('when the same event is delivered again, then no second refund is asked for and the payment is kept once', async () => {
    const userId = await deletedAccount();
    const sessionId = newSessionId();
    const paymentIntent = newPaymentIntent();
    const { payload, signature } = await signedCheckout(sessionId, userId, paymentIntent);
    await deliverWebhook(app.base, payload, signature);

    const replays = await Promise.all(Array.from({ length: 5 }, () => deliverWebhook(app.base, payload, signature)));

    expect(replays.map((replay) => replay.status)).toEqual([200, 200, 200, 200, 200]);
    expect(refundRequests(paymentIntent)).toHaveLength(1);
    expect(await unapplied(sessionId)).toHaveLength(1);
  });

  it('when Stripe refuses the refund, then the webhook still answers 200 and the failure is recorded and logged for the operator', async () => {
    const userId = await deletedAccount();
    const sessionId = newSessionId();
    const paymentIntent = newPaymentIntent();
    const { payload, signature } = await signedCheckout(sessionId, userId, paymentIntent);
    stripe.failNext({ status: 400, error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Charge ch_1 has already been refunded.' } });

    const answer = await deliverWebhook(app.base, payload, signature);

    expect(answer).toEqual({ status: 200, body: { received: true } });
    const [row] = await unapplied(sessionId);
    expect(row).toMatchObject({ refund_status: 'failed', refund_id: null, refunded_at: null });
    expect(row?.refund_error).toContain('Charge ch_1 has already been refunded.');
    expect(row?.refund_error).toContain('charge_already_refunded');
    expect(log.lines).toContainEqual(expect.objectContaining({ level: 50, checkoutSessionId: sessionId }));
    expect(JSON.stringify(log.lines)).not.toContain(STRIPE_SECRET_KEY);
  });

  it('when the session names no payment intent, then nothing is asked of Stripe and the payment is left failed for the operator', async () => {
    const userId = await deletedAccount();
    const sessionId = newSessionId();
    const before = stripe.seen.length;
    const { payload, signature } = await signedCheckout(sessionId, userId);

    expect((await deliverWebhook(app.base, payload, signature)).status).toBe(200);
    expect(stripe.seen).toHaveLength(before);
    expect(await unapplied(sessionId)).toEqual([expect.objectContaining({ refund_status: 'failed', refund_error: NO_PAYMENT_INTENT })]);
  });

  it('when the account exists, then it is credited and no refund is asked for', async () => {
    const userId = await buyerAccount(app.db);
    const sessionId = newSessionId();
    const paymentIntent = newPaymentIntent();
    const { payload, signature } = await signedCheckout(sessionId, userId, paymentIntent);

    expect((await deliverWebhook(app.base, payload, signature)).status).toBe(200);
    expect((await readAccount(app.db, userId)).credits_balance).toBe(1);
    expect(refundRequests(paymentIntent)).toEqual([]);
    expect(await unapplied(sessionId)).toEqual([]);
  });
});

// API tests with Stripe configured: the Checkout Session request the SDK sends (to a local fake of Stripe's API,
// through STRIPE_API_BASE_URL), the webhook under STRIPE_WEBHOOK_SECRET, and the embedded checkout switched off.

import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedUpSession, uniqueEmail } from '../../tests/support/auth-test-app';
import { readAccount } from '../credits/ledger';
import { testDatabases } from '../../tests/support/test-databases';
import { useStripeTestApp } from '../../tests/support/stripe-test-app';
import { signStripePayload } from './stripe-adapter';
import { localWebhookSecret } from './webhook';
import { buyerAccount, checkoutEvent, deliverWebhook } from '../../tests/support/webhook-test-events';

const STRIPE_SECRET_KEY = 'sk_test_zonebrief_fake';
const STRIPE_WEBHOOK_SECRET = 'whsec_zonebrief_test';
const SESSION_SECRET = 'stripe-test-session-secret-0123456789abcdef';

describe.each(testDatabases())('Stripe checkout on $name', ({ open }) => {
  const { app, stripe, log } = useStripeTestApp(open, { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, SESSION_SECRET });

  it('when a product without a Stripe price is bought, then a payment-mode session in CAD with inline price data is created', async () => {
    const email = uniqueEmail();
    const session = await signedUpSession(app, email);
    const before = stripe.seen.length;

    const answer = await app.call('POST', '/api/payments-simple/create-checkout-session', { token: session.access_token, body: { productId: 'single-report', priceId: null } });

    expect(answer.status).toBe(200);
    expect(answer.body.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    expect(stripe.seen).toHaveLength(before + 1);
    const request = stripe.seen.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions', authorization: `Bearer ${STRIPE_SECRET_KEY}` });
    expect(Object.fromEntries(request.form)).toEqual({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'cad',
      'line_items[0][price_data][unit_amount]': '4900',
      'line_items[0][price_data][product_data][name]': 'Single Report',
      'line_items[0][price_data][product_data][description]': 'One Type D Informational Zoning Brief for any Toronto property',
      'line_items[0][quantity]': '1',
      client_reference_id: session.user.id,
      'metadata[user_id]': session.user.id,
      'metadata[product_id]': 'single-report',
      'metadata[credits]': '1',
      customer_email: email,
      success_url: `${app.base}/pricing?session_id={CHECKOUT_SESSION_ID}&open_account=true`,
      cancel_url: `${app.base}/pricing`,
    });
  });

  it('when the product has a Stripe price, then the session uses that price and the request must name it', async () => {
    await app.db.query("insert into products (id, name, price_cad, description, stripe_price_id) values ('priced-pack', 'Priced', 49, 'Priced pack', 'price_123')");
    const { access_token: token } = await signedUpSession(app, uniqueEmail());

    const forged = await app.call('POST', '/api/payments-simple/create-checkout-session', { token, body: { productId: 'priced-pack', priceId: 'price_other' } });
    const answer = await app.call('POST', '/api/payments-simple/create-checkout-session', { token, body: { productId: 'priced-pack', priceId: 'price_123' } });

    expect(forged.status).toBe(400);
    expect(answer.status).toBe(200);
    const form = stripe.seen.at(-1)!.form;
    expect(form.get('line_items[0][price]')).toBe('price_123');
    expect(form.get('line_items[0][quantity]')).toBe('1');
    expect(form.has('line_items[0][price_data][currency]')).toBe(false);
  });

  it.each([
    ['a bad API key (401)', { status: 401, error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****fake' } }],
    ['an unknown price (400)', { status: 400, error: { type: 'invalid_request_error', code: 'resource_missing', message: "No such price: 'price_gone'" } }],
  ])('when Stripe refuses the session with %s, then it is 502 with spec §8\'s words and Stripe\'s detail is only logged', async (_name, failure) => {
    const { access_token: token } = await signedUpSession(app, uniqueEmail());
    stripe.failNext(failure);

    const answer = await app.call('POST', '/api/payments-simple/create-checkout-session', { token, body: { productId: 'single-report', priceId: null } });

    expect(answer).toEqual({ status: 502, body: { error: { code: 'checkout_failed', message: 'Failed to create checkout session' } } });
    expect(JSON.stringify(answer.body)).not.toContain(failure.error.message);
    const logged = log.lines.find((line) => (line.err as { code?: string } | undefined)?.code === 'checkout_failed' && (line.err as { stripe?: { detail?: string } }).stripe?.detail === failure.error.message);
    expect(logged?.err).toMatchObject({ stripe: { type: failure.error.type, statusCode: failure.status } });
  });

  it('when the embedded checkout is asked for, then it is 503 embedded_checkout_disabled', async () => {
    const { access_token: token } = await signedUpSession(app, uniqueEmail());

    const answer = await app.call('GET', '/api/payments-simple/embedded-checkout/cs_local_any', { token });

    expect(answer.status).toBe(503);
    expect(answer.body.error.code).toBe('embedded_checkout_disabled');
  });

  it('when the embedded checkout is paid, then it is 503 embedded_checkout_disabled and nothing is credited', async () => {
    const session = await signedUpSession(app, uniqueEmail());
    const card = { card_number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Avery Chen' };

    const answer = await app.call('POST', '/api/payments-simple/embedded-checkout/cs_local_any/pay', { token: session.access_token, body: card });

    expect(answer.status).toBe(503);
    expect(answer.body.error.code).toBe('embedded_checkout_disabled');
    expect((await readAccount(app.db, session.user.id)).credits_balance).toBe(0);
  });

  it('when Stripe delivers an event signed with STRIPE_WEBHOOK_SECRET, then the buyer is credited', async () => {
    const userId = await buyerAccount(app.db);
    const payload = JSON.stringify(checkoutEvent({ sessionId: `cs_test_${randomBytes(6).toString('hex')}`, userId }));

    expect(await deliverWebhook(app.base, payload, await signStripePayload(payload, STRIPE_WEBHOOK_SECRET))).toEqual({ status: 200, body: { received: true } });
    expect((await readAccount(app.db, userId)).credits_balance).toBe(1);
  });

  it('when an event is signed with the local embedded-checkout secret, then Stripe mode refuses it', async () => {
    const userId = await buyerAccount(app.db);
    const payload = JSON.stringify(checkoutEvent({ sessionId: `cs_test_${randomBytes(6).toString('hex')}`, userId }));

    const answer = await deliverWebhook(app.base, payload, await signStripePayload(payload, localWebhookSecret(SESSION_SECRET)));

    expect(answer.status).toBe(400);
    expect((await readAccount(app.db, userId)).credits_balance).toBe(0);
  });
});

// API tests with Stripe configured: the Checkout Session request the SDK sends (to a local fake of Stripe's API,
// through STRIPE_API_BASE_URL), the webhook under STRIPE_WEBHOOK_SECRET, and the embedded checkout switched off.

import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpSession, startAuthTestApp, uniqueEmail, type AuthTestApp } from '../auth/auth-test-app';
import { readAccount } from '../credits/ledger';
import { testDatabases } from '../db/test-databases';
import { signStripePayload } from './stripe-adapter';
import { localWebhookSecret } from './webhook';
import { checkoutEvent, deliverWebhook } from './webhook-test-events';

const STRIPE_SECRET_KEY = 'sk_test_zonebrief_fake';
const STRIPE_WEBHOOK_SECRET = 'whsec_zonebrief_test';
const SESSION_SECRET = 'stripe-test-session-secret-0123456789abcdef';

interface SeenRequest {
  method: string;
  path: string;
  authorization: string;
  form: URLSearchParams;
}

/** Stands in for api.stripe.com: records each request and answers a Checkout Session. */
async function startFakeStripe(): Promise<{ base: string; seen: SeenRequest[]; close(): Promise<void> }> {
  const seen: SeenRequest[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', path: req.url ?? '', authorization: req.headers.authorization ?? '', form: new URLSearchParams(body) });
      const id = `cs_test_${randomBytes(8).toString('hex')}`;
      res.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_${id}` });
      res.end(JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}` }));
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDatabases())('Stripe checkout on $name', ({ open }) => {
  let app: AuthTestApp;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  let closeDatabase: () => Promise<void>;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    const opened = await open();
    closeDatabase = opened.close;
    app = await startAuthTestApp(opened.db, {
      env: { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE_URL: stripe.base, SESSION_SECRET },
    });
  });
  afterAll(async () => {
    await app.close();
    await closeDatabase();
    await stripe.close();
  });

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

  it('when the embedded checkout is asked for, then it is 503 embedded_checkout_disabled', async () => {
    const { access_token: token } = await signedUpSession(app, uniqueEmail());

    const answer = await app.call('GET', '/api/payments-simple/embedded-checkout/cs_local_any', { token });

    expect(answer.status).toBe(503);
    expect(answer.body.error.code).toBe('embedded_checkout_disabled');
  });

  it('when Stripe delivers an event signed with STRIPE_WEBHOOK_SECRET, then the buyer is credited', async () => {
    const userId = randomUUID();
    const payload = JSON.stringify(checkoutEvent({ sessionId: `cs_test_${randomBytes(6).toString('hex')}`, userId }));

    expect(await deliverWebhook(app.base, payload, await signStripePayload(payload, STRIPE_WEBHOOK_SECRET))).toEqual({ status: 200, body: { received: true } });
    expect((await readAccount(app.db, userId)).credits_balance).toBe(1);
  });

  it('when an event is signed with the local embedded-checkout secret, then Stripe mode refuses it', async () => {
    const userId = randomUUID();
    const payload = JSON.stringify(checkoutEvent({ sessionId: `cs_test_${randomBytes(6).toString('hex')}`, userId }));

    const answer = await deliverWebhook(app.base, payload, await signStripePayload(payload, localWebhookSecret(SESSION_SECRET)));

    expect(answer.status).toBe(400);
    expect((await readAccount(app.db, userId)).credits_balance).toBe(0);
  });
});

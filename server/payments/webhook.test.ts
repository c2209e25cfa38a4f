// API tests of POST /api/payments-simple/webhook in embedded mode (the secret derived from SESSION_SECRET), on
// PGlite and PostgreSQL; signatures are made as Stripe makes them (stripe.webhooks.generateTestHeaderString).

import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useAuthTestApp } from '../../tests/support/auth-test-app';
import { readAccount } from '../credits/ledger';
import { testDatabases } from '../../tests/support/test-databases';
import { signStripePayload } from './stripe-adapter';
import { localWebhookSecret } from './webhook';
import { buyerAccount, checkoutEvent, deliverWebhook } from '../../tests/support/webhook-test-events';

const SESSION_SECRET = 'webhook-test-session-secret-0123456789abcdef';
const SECRET = localWebhookSecret(SESSION_SECRET);

describe.each(testDatabases())('webhook on $name', ({ open }) => {
  const app = useAuthTestApp(open, { env: { SESSION_SECRET } });

  const newSessionId = () => `cs_test_${randomBytes(8).toString('hex')}`;
  // A real account: a payment naming a user id no account has is not credited (unapplied-payments.test.ts).
  const buyer = () => buyerAccount(app.db);
  const ledgerRows = async (reference: string) => (await app.db.query('select * from credit_ledger where reference = $1', [reference])).rows;

  it('when a signed checkout.session.completed arrives, then the buyer is credited under checkout:<session id>', async () => {
    const userId = await buyer();
    const sessionId = newSessionId();
    const payload = JSON.stringify(checkoutEvent({ sessionId, userId, credits: 2 }));

    const answer = await deliverWebhook(app.base, payload, await signStripePayload(payload, SECRET));

    expect(answer).toEqual({ status: 200, body: { received: true } });
    expect(await readAccount(app.db, userId)).toEqual({ credits_balance: 2, credits_total_purchased: 2, credits_total_used: 0 });
    expect(await ledgerRows(`checkout:${sessionId}`)).toHaveLength(1);
  });

  it('when checkout.session.async_payment_succeeded arrives, then it credits too', async () => {
    const userId = await buyer();
    const payload = JSON.stringify(checkoutEvent({ sessionId: newSessionId(), userId, type: 'checkout.session.async_payment_succeeded' }));

    expect((await deliverWebhook(app.base, payload, await signStripePayload(payload, SECRET))).status).toBe(200);
    expect((await readAccount(app.db, userId)).credits_balance).toBe(1);
  });

  it('when metadata names no credits, then the product\'s credits are added', async () => {
    const userId = await buyer();
    const payload = JSON.stringify(checkoutEvent({ sessionId: newSessionId(), userId, credits: null }));

    expect((await deliverWebhook(app.base, payload, await signStripePayload(payload, SECRET))).status).toBe(200);
    expect((await readAccount(app.db, userId)).credits_balance).toBe(1);
  });

  it('when the same event is delivered again, then it is acknowledged and credits nothing more', async () => {
    const userId = await buyer();
    const payload = JSON.stringify(checkoutEvent({ sessionId: newSessionId(), userId }));
    const signature = await signStripePayload(payload, SECRET);

    await deliverWebhook(app.base, payload, signature);
    const replay = await deliverWebhook(app.base, payload, signature);

    expect(replay).toEqual({ status: 200, body: { received: true } });
    expect(await readAccount(app.db, userId)).toMatchObject({ credits_balance: 1, credits_total_purchased: 1 });
  });

  it('when the same event is delivered 50 times at once, then one ledger row is written and one credit added', async () => {
    const userId = await buyer();
    const sessionId = newSessionId();
    const payload = JSON.stringify(checkoutEvent({ sessionId, userId }));
    const signature = await signStripePayload(payload, SECRET);

    const answers = await Promise.all(Array.from({ length: 50 }, () => deliverWebhook(app.base, payload, signature)));

    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await ledgerRows(`checkout:${sessionId}`)).toHaveLength(1);
    expect(await readAccount(app.db, userId)).toMatchObject({ credits_balance: 1, credits_total_purchased: 1 });
  });

  describe('signatures that must be refused', () => {
    it('when the body was changed after signing, then it is 400 invalid_signature and nothing is credited', async () => {
      const userId = await buyer();
      const payload = JSON.stringify(checkoutEvent({ sessionId: newSessionId(), userId }));
      const signature = await signStripePayload(payload, SECRET);

      const answer = await deliverWebhook(app.base, payload.replace('"credits":"1"', '"credits":"9"'), signature);

      expect(answer).toEqual({ status: 400, body: { error: { code: 'invalid_signature', message: 'The webhook signature is missing, invalid or too old.' } } });
      expect((await readAccount(app.db, userId)).credits_balance).toBe(0);
    });

    it('when the event is signed with another secret, then it is 400 invalid_signature and nothing is credited', async () => {
      const userId = await buyer();
      const payload = JSON.stringify(checkoutEvent({ sessionId: newSessionId(), userId }));

      const answer = await deliverWebhook(app.base, payload, await signStripePayload(payload, 'whsec_someone_else'));

      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('invalid_signature');
      expect((await readAccount(app.db, userId)).credits_balance).toBe(0);
    });

    it('when the signature is older than 300 s, then it is 400 invalid_signature and nothing is credited', async () => {
      const userId = await buyer();
      const payload = JSON.stringify(checkoutEvent({ sessionId: newSessionId(), userId }));
      const stale = Math.floor(Date.now() / 1000) - 301;

      const answer = await deliverWebhook(app.base, payload, await signStripePayload(payload, SECRET, stale));

      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('invalid_signature');
      expect((await readAccount(app.db, userId)).credits_balance).toBe(0);
    });

    it('when the signature is dated more than 300 s in the future, then it is 400 invalid_signature and nothing is credited', async () => {
      const userId = await buyer();
      const payload = JSON.stringify(checkoutEvent({ sessionId: newSessionId(), userId }));
      // A minute past the tolerance: the server reads its clock after the signing, and on a busy machine a second
      // or more later, which would bring a signature dated 301 s ahead back inside the window.
      const ahead = Math.floor(Date.now() / 1000) + 360;

      const answer = await deliverWebhook(app.base, payload, await signStripePayload(payload, SECRET, ahead));

      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('invalid_signature');
      expect((await readAccount(app.db, userId)).credits_balance).toBe(0);
    });

    it('when the signature is dated a minute ahead (a clock slightly fast), then the event is credited', async () => {
      const userId = await buyer();
      const payload = JSON.stringify(checkoutEvent({ sessionId: newSessionId(), userId }));
      const ahead = Math.floor(Date.now() / 1000) + 60;

      expect((await deliverWebhook(app.base, payload, await signStripePayload(payload, SECRET, ahead))).status).toBe(200);
      expect((await readAccount(app.db, userId)).credits_balance).toBe(1);
    });

    it('when there is no signature header, then it is 400 invalid_signature', async () => {
      const payload = JSON.stringify(checkoutEvent({ sessionId: newSessionId(), userId: randomUUID() }));

      expect((await deliverWebhook(app.base, payload)).body.error.code).toBe('invalid_signature');
    });
  });

  it('when a signed event names no user, then it is 400 invalid_event and nothing is written', async () => {
    const sessionId = newSessionId();
    const payload = JSON.stringify(checkoutEvent({ sessionId, userId: null }));

    const answer = await deliverWebhook(app.base, payload, await signStripePayload(payload, SECRET));

    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('invalid_event');
    expect(await ledgerRows(`checkout:${sessionId}`)).toHaveLength(0);
  });

  it('when a signed event names no credits and a product that is not for sale, then it is 400 invalid_event and nothing is credited', async () => {
    const userId = await buyer();
    const sessionId = newSessionId();
    const event = checkoutEvent({ sessionId, userId, credits: null });
    event.data.object.metadata.product_id = 'no-such-product';
    const payload = JSON.stringify(event);

    const answer = await deliverWebhook(app.base, payload, await signStripePayload(payload, SECRET));

    expect(answer).toEqual({ status: 400, body: { error: { code: 'invalid_event', message: 'The checkout session names no credits and no product.' } } });
    expect(await ledgerRows(`checkout:${sessionId}`)).toHaveLength(0);
    expect((await readAccount(app.db, userId)).credits_balance).toBe(0);
  });

  describe('a correctly signed body that is not a usable event', () => {
    const paidSession = (userId: string) => checkoutEvent({ sessionId: newSessionId(), userId }).data.object;
    const ledgerSize = async () => (await app.db.query<{ n: string | number }>('select count(*) as n from credit_ledger')).rows[0]?.n;

    it.each([
      ['not JSON', () => '{'],
      ['empty', () => ''],
      ['an array', () => '[1,2]'],
      ['a string', () => '"str"'],
      ['null', () => 'null'],
      ['a number', () => '1'],
      ['an event with no data', () => JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed' })],
      ['an event whose data is null', () => JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed', data: null })],
      ['an event whose data.object is null', () => JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed', data: { object: null } })],
      ['an event whose data.object is an array', () => JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed', data: { object: [paidSession(randomUUID())] } })],
      ['an event whose type is not text', () => JSON.stringify({ id: 'evt_1', type: ['checkout.session.completed'], data: { object: paidSession(randomUUID()) } })],
      ['an event with no id', () => JSON.stringify({ type: 'checkout.session.completed', data: { object: paidSession(randomUUID()) } })],
    ])('when it is %s, then it is a 400 and the ledger is unchanged', async (_name, makePayload) => {
      const payload = makePayload();
      const before = await ledgerSize();

      const answer = await deliverWebhook(app.base, payload, await signStripePayload(payload, SECRET));

      expect(answer.status).toBe(400);
      expect(['invalid_event', 'invalid_signature']).toContain(answer.body.error.code);
      expect(await ledgerSize()).toBe(before);
    });

    it('when a signed JSON body is not an event, then the answer says so: 400 invalid_event', async () => {
      const payload = '[1,2]';

      expect(await deliverWebhook(app.base, payload, await signStripePayload(payload, SECRET))).toEqual({
        status: 400,
        body: { error: { code: 'invalid_event', message: 'The webhook body is not a Stripe event.' } },
      });
    });
  });

  it.each([
    ['an unpaid checkout.session.completed', { type: 'checkout.session.completed', paymentStatus: 'unpaid' }],
    ['another event type', { type: 'checkout.session.expired', paymentStatus: 'unpaid' }],
  ])('when %s arrives, then it is acknowledged and nothing is credited', async (_name, variant) => {
    const userId = await buyer();
    const payload = JSON.stringify(checkoutEvent({ sessionId: newSessionId(), userId, ...variant }));

    expect(await deliverWebhook(app.base, payload, await signStripePayload(payload, SECRET))).toEqual({ status: 200, body: { received: true } });
    expect((await readAccount(app.db, userId)).credits_balance).toBe(0);
  });
});

// API tests of the receipt e-mail sent on fulfilment: once per checkout, never on a replayed webhook, and never
// holding up or failing the webhook when the mailer is slow or broken; on PGlite and PostgreSQL.

import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { uniqueEmail, useAuthTestApp } from '../../tests/support/auth-test-app';
import { testDatabases } from '../../tests/support/test-databases';
import { buyerAccount, checkoutEvent, deliverWebhook } from '../../tests/support/webhook-test-events';
import { readAccount } from '../credits/ledger';
import type { Queryable } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { listOutboxMessages } from '../mail/outbox-repository';
import { RECEIPT_SUBJECT } from './receipt-mail';
import { signStripePayload } from './stripe-adapter';
import { localWebhookSecret } from './webhook';

const SESSION_SECRET = 'receipt-test-session-secret-0123456789abcdef';
const SECRET = localWebhookSecret(SESSION_SECRET);
/** Long enough for a background send that was going to happen to have happened. */
const SETTLE_MS = 300;

const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
const newSessionId = () => `cs_test_${randomBytes(8).toString('hex')}`;

async function signedCheckout(db: Queryable, options: { email: string; credits?: number }) {
  const sessionId = newSessionId();
  const userId = await buyerAccount(db, options.email);
  const payload = JSON.stringify(checkoutEvent({ sessionId, userId, ...options }));
  return { sessionId, userId, payload, signature: await signStripePayload(payload, SECRET) };
}

describe.each(testDatabases())('receipt e-mail on $name', ({ open }) => {
  const app = useAuthTestApp(open, { env: { SESSION_SECRET } });
  const receiptsTo = async (email: string) => (await listOutboxMessages(app.db, { to: email })).filter((mail) => mail.subject === RECEIPT_SUBJECT);

  it('when a checkout is credited, then one receipt names the amount in CAD, the credits, the date and the checkout reference', async () => {
    const email = uniqueEmail('buyer');
    const checkout = await signedCheckout(app.db, { email, credits: 1 });

    await deliverWebhook(app.base, checkout.payload, checkout.signature);

    await expect.poll(() => receiptsTo(email)).toHaveLength(1);
    const [receipt] = await receiptsTo(email);
    expect(receipt?.text).toContain('Amount paid: 49.00 CAD');
    expect(receipt?.text).toContain('Credits added: 1 credit');
    expect(receipt?.text).toMatch(/Date: [A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(receipt?.text).toContain(`Checkout reference: ${checkout.sessionId}`);
  });

  it('when the same event is delivered again, then no second receipt is sent', async () => {
    const email = uniqueEmail('replay');
    const checkout = await signedCheckout(app.db, { email });

    await deliverWebhook(app.base, checkout.payload, checkout.signature);
    await expect.poll(() => receiptsTo(email)).toHaveLength(1);
    const replay = await deliverWebhook(app.base, checkout.payload, checkout.signature);
    await settle();

    expect(replay.status).toBe(200);
    expect(await receiptsTo(email)).toHaveLength(1);
  });

  it('when the same event is delivered 20 times at once, then exactly one receipt is sent', async () => {
    const email = uniqueEmail('burst');
    const checkout = await signedCheckout(app.db, { email, credits: 3 });

    await Promise.all(Array.from({ length: 20 }, () => deliverWebhook(app.base, checkout.payload, checkout.signature)));
    await expect.poll(() => receiptsTo(email)).toHaveLength(1);
    await settle();

    const receipts = await receiptsTo(email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain('Credits added: 3 credits');
  });

  it('when the event is not a paid checkout, then no receipt is sent', async () => {
    const email = uniqueEmail('unpaid');
    const payload = JSON.stringify(checkoutEvent({ sessionId: newSessionId(), userId: await buyerAccount(app.db, email), paymentStatus: 'unpaid', email }));

    await deliverWebhook(app.base, payload, await signStripePayload(payload, SECRET));
    await settle();

    expect(await receiptsTo(email)).toEqual([]);
  });
});

describe.each(testDatabases())('receipt e-mail with a broken mailer on $name', ({ open }) => {
  const failingMailer: Mailer = { kind: 'smtp', send: () => Promise.reject(new Error('the relay refused the connection')) };
  const app = useAuthTestApp(open, { env: { SESSION_SECRET }, deps: { mailer: failingMailer } });

  it('when the receipt cannot be sent, then the webhook still answers 200 and the credit stands', async () => {
    const checkout = await signedCheckout(app.db, { email: uniqueEmail('broken') });

    const answer = await deliverWebhook(app.base, checkout.payload, checkout.signature);

    expect(answer).toEqual({ status: 200, body: { received: true } });
    expect((await readAccount(app.db, checkout.userId)).credits_balance).toBe(1);
  });
});

describe.each(testDatabases())('receipt e-mail with a mailer that never answers on $name', ({ open }) => {
  const hangingMailer: Mailer = { kind: 'smtp', send: () => new Promise<void>(() => undefined) };
  const app = useAuthTestApp(open, { env: { SESSION_SECRET }, deps: { mailer: hangingMailer } });

  it('when the mailer hangs, then the webhook answers without waiting for it', async () => {
    const checkout = await signedCheckout(app.db, { email: uniqueEmail('hanging') });

    const answer = await deliverWebhook(app.base, checkout.payload, checkout.signature);

    expect(answer.status).toBe(200);
    expect((await readAccount(app.db, checkout.userId)).credits_balance).toBe(1);
  });
});

// API tests of GET /api/payments-simple/checkout/:id, which the account page asks after a purchase: pending until the
// webhook credits the checkout, then how many credits it added; only ever the buyer's own. PGlite and PostgreSQL.

import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedUpSession, uniqueEmail, useAuthTestApp } from '../../tests/support/auth-test-app';
import { testDatabases } from '../../tests/support/test-databases';
import { checkoutEvent, deliverWebhook } from '../../tests/support/webhook-test-events';
import { signStripePayload } from './stripe-adapter';
import { localWebhookSecret } from './webhook';

const SESSION_SECRET = 'checkout-outcome-test-secret-0123456789abcdef';

describe.each(testDatabases())('checkout outcome on $name', ({ open }) => {
  const app = useAuthTestApp(open, { env: { SESSION_SECRET } });
  const newSessionId = () => `cs_test_${randomBytes(8).toString('hex')}`;
  const credit = async (sessionId: string, userId: string, credits: number) => {
    const payload = JSON.stringify(checkoutEvent({ sessionId, userId, credits }));
    await deliverWebhook(app.base, payload, await signStripePayload(payload, localWebhookSecret(SESSION_SECRET)));
  };

  it('when the webhook has not credited the checkout yet, then it is pending', async () => {
    const buyer = await signedUpSession(app, uniqueEmail('early'));
    const sessionId = newSessionId();

    const answer = await app.call('GET', `/api/payments-simple/checkout/${sessionId}`, { token: buyer.access_token });

    expect(answer).toEqual({ status: 200, body: { checkout: { id: sessionId, status: 'pending', credits: null } } });
  });

  it('when the checkout has been credited, then it says how many credits arrived', async () => {
    const buyer = await signedUpSession(app, uniqueEmail('paid'));
    const sessionId = newSessionId();
    await credit(sessionId, buyer.user.id, 3);

    const answer = await app.call('GET', `/api/payments-simple/checkout/${sessionId}`, { token: buyer.access_token });

    expect(answer.body).toEqual({ checkout: { id: sessionId, status: 'credited', credits: 3 } });
  });

  it("when someone asks about another buyer's checkout, then it reads as pending and tells nothing", async () => {
    const buyer = await signedUpSession(app, uniqueEmail('owner'));
    const stranger = await signedUpSession(app, uniqueEmail('stranger'));
    const sessionId = newSessionId();
    await credit(sessionId, buyer.user.id, 1);

    const answer = await app.call('GET', `/api/payments-simple/checkout/${sessionId}`, { token: stranger.access_token });

    expect(answer.body).toEqual({ checkout: { id: sessionId, status: 'pending', credits: null } });
  });

  it('when no one is signed in, then it is 401', async () => {
    expect((await app.call('GET', `/api/payments-simple/checkout/${newSessionId()}`)).status).toBe(401);
  });
});

// API tests of the embedded checkout (no STRIPE_SECRET_KEY): create-checkout-session, the summary, pay, and the
// account call, through the real app on PGlite and PostgreSQL.

import { describe, expect, it } from 'vitest';
import { signedUpSession, uniqueEmail, useAuthTestApp, type AuthTestApp } from '../../tests/support/auth-test-app';
import { testDatabases } from '../../tests/support/test-databases';

const SUCCESS_CARD = { card_number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Avery Chen' };
const DECLINE_CARD = { ...SUCCESS_CARD, card_number: '4000 0000 0000 0002' };

async function openCheckout(app: AuthTestApp, token: string): Promise<string> {
  const { body } = await app.call('POST', '/api/payments-simple/create-checkout-session', { token, body: { productId: 'single-report', priceId: null } });
  return String(body.url).split('/checkout/')[1]!;
}

describe.each(testDatabases())('embedded checkout on $name', ({ open }) => {
  const app = useAuthTestApp(open);

  describe('POST /create-checkout-session', () => {
    it('when there is no bearer token, then it is 401', async () => {
      const { status } = await app.call('POST', '/api/payments-simple/create-checkout-session', { body: { productId: 'single-report' } });
      expect(status).toBe(401);
    });

    it.each([
      ['an unknown product', { productId: 'gold-pack' }, 'invalid_product'],
      ['a price that is not the product\'s', { productId: 'single-report', priceId: 'price_forged' }, 'invalid_product'],
      ['no product', {}, 'invalid_request'],
    ])('when the body names %s, then it is 400 %s', async (_name, body, code) => {
      const { access_token: token } = await signedUpSession(app, uniqueEmail());

      const answer = await app.call('POST', '/api/payments-simple/create-checkout-session', { token, body });

      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe(code);
    });

    it('when the product is inactive, then it is 400 invalid_product', async () => {
      const { access_token: token } = await signedUpSession(app, uniqueEmail());
      await app.db.query("insert into products (id, name, price_cad, description, active) values ('retired-pack', 'Retired', 10, 'gone', false) on conflict do nothing");

      expect((await app.call('POST', '/api/payments-simple/create-checkout-session', { token, body: { productId: 'retired-pack' } })).body.error.code).toBe('invalid_product');
    });

    it('when a signed-in buyer asks for the single report, then the url is the app\'s own checkout page', async () => {
      const { access_token: token } = await signedUpSession(app, uniqueEmail());

      const answer = await app.call('POST', '/api/payments-simple/create-checkout-session', { token, body: { productId: 'single-report', priceId: null } });

      expect(answer.status).toBe(200);
      expect(answer.body.url).toMatch(new RegExp(`^${app.base}/checkout/cs_local_[0-9a-f]{32}$`));
    });
  });

  describe('GET /embedded-checkout/:id', () => {
    it('when the buyer asks, then it shows the order in CAD with the return URLs', async () => {
      const email = uniqueEmail();
      const { access_token: token } = await signedUpSession(app, email);
      const id = await openCheckout(app, token);

      const { status, body } = await app.call('GET', `/api/payments-simple/embedded-checkout/${id}`, { token });

      expect(status).toBe(200);
      expect(body).toEqual({
        id,
        status: 'open',
        product: { id: 'single-report', name: 'Single Report', description: 'One Type D Informational Zoning Brief for any Toronto property', credits: 1 },
        amount_cad: 49,
        currency: 'CAD',
        customer_email: email,
        cancel_url: `${app.base}/pricing`,
        success_url: `${app.base}/pricing?session_id=${id}&open_account=true`,
      });
    });

    it('when another user asks for the session, or the id is unknown, then it is 404', async () => {
      const { access_token: buyer } = await signedUpSession(app, uniqueEmail());
      const { access_token: other } = await signedUpSession(app, uniqueEmail());
      const id = await openCheckout(app, buyer);

      expect((await app.call('GET', `/api/payments-simple/embedded-checkout/${id}`, { token: other })).status).toBe(404);
      expect((await app.call('GET', '/api/payments-simple/embedded-checkout/cs_local_nope', { token: buyer })).status).toBe(404);
    });

    it('when the session is older than 24 hours, then its status is expired and paying it is 410', async () => {
      const { access_token: token } = await signedUpSession(app, uniqueEmail());
      const id = await openCheckout(app, token);
      await app.db.query("update checkout_sessions set expires_at = now() - interval '1 second' where id = $1", [id]);

      expect((await app.call('GET', `/api/payments-simple/embedded-checkout/${id}`, { token })).body.status).toBe('expired');
      expect((await app.call('POST', `/api/payments-simple/embedded-checkout/${id}/pay`, { token, body: SUCCESS_CARD })).status).toBe(410);
    });
  });

  describe('POST /embedded-checkout/:id/pay', () => {
    it('when the success card pays, then the buyer returns to /pricing with the session id and holds one credit', async () => {
      const { access_token: token } = await signedUpSession(app, uniqueEmail());
      const id = await openCheckout(app, token);

      const answer = await app.call('POST', `/api/payments-simple/embedded-checkout/${id}/pay`, { token, body: SUCCESS_CARD });

      expect(answer).toEqual({ status: 200, body: { redirect_url: `${app.base}/pricing?session_id=${id}&open_account=true` } });
      expect((await app.call('GET', '/api/payments-simple/account', { token })).body).toEqual({
        account: { credits_balance: 1, credits_total_purchased: 1, credits_total_used: 0 },
      });
      expect((await app.call('GET', `/api/payments-simple/embedded-checkout/${id}`, { token })).body.status).toBe('complete');
    });

    it('when a paid session is paid again, then it is 409 checkout_complete and no second credit is added', async () => {
      const { access_token: token } = await signedUpSession(app, uniqueEmail());
      const id = await openCheckout(app, token);
      await app.call('POST', `/api/payments-simple/embedded-checkout/${id}/pay`, { token, body: SUCCESS_CARD });

      const again = await app.call('POST', `/api/payments-simple/embedded-checkout/${id}/pay`, { token, body: SUCCESS_CARD });

      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe('checkout_complete');
      expect((await app.call('GET', '/api/payments-simple/account', { token })).body.account.credits_balance).toBe(1);
    });

    it('when the same session is paid five times at once, then one payment succeeds and one credit is added', async () => {
      const { access_token: token } = await signedUpSession(app, uniqueEmail());
      const id = await openCheckout(app, token);

      const answers = await Promise.all(
        Array.from({ length: 5 }, () => app.call('POST', `/api/payments-simple/embedded-checkout/${id}/pay`, { token, body: SUCCESS_CARD })),
      );

      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.status === 409)).toHaveLength(4);
      expect((await app.call('GET', '/api/payments-simple/account', { token })).body.account.credits_balance).toBe(1);
    });

    it('when the decline card is used, then it is 402 card_declined, the balance is unchanged and the session stays open', async () => {
      const { access_token: token } = await signedUpSession(app, uniqueEmail());
      const id = await openCheckout(app, token);

      const answer = await app.call('POST', `/api/payments-simple/embedded-checkout/${id}/pay`, { token, body: DECLINE_CARD });

      expect(answer).toEqual({ status: 402, body: { error: { code: 'card_declined', message: 'Your card was declined. Please use a different card.' } } });
      expect((await app.call('GET', '/api/payments-simple/account', { token })).body.account.credits_balance).toBe(0);
      expect((await app.call('GET', `/api/payments-simple/embedded-checkout/${id}`, { token })).body.status).toBe('open');
    });

    it.each([
      ['a number that fails the Luhn check', { card_number: '4242 4242 4242 4241' }, 'invalid_number', 'Your card number is invalid.'],
      ['a past expiry', { expiry: '01/20' }, 'expired_card', 'Your card has expired.'],
      ['an expiry month that does not exist', { expiry: '13/30' }, 'invalid_expiry', "Your card's expiration date is invalid."],
      ['a two-digit CVC', { cvc: '12' }, 'invalid_cvc', "Your card's security code is invalid."],
      ['no name', { name: '' }, 'missing_name', 'Please enter the name on the card.'],
    ])('when the form has %s, then it is 400 %s', async (_name, change, code, message) => {
      const { access_token: token } = await signedUpSession(app, uniqueEmail());
      const id = await openCheckout(app, token);

      const answer = await app.call('POST', `/api/payments-simple/embedded-checkout/${id}/pay`, { token, body: { ...SUCCESS_CARD, ...change } });

      expect(answer).toEqual({ status: 400, body: { error: { code, message } } });
    });

    it('when another user pays the buyer\'s session, then it is 404 and nobody is credited', async () => {
      const { access_token: buyer } = await signedUpSession(app, uniqueEmail());
      const { access_token: other } = await signedUpSession(app, uniqueEmail());
      const id = await openCheckout(app, buyer);

      expect((await app.call('POST', `/api/payments-simple/embedded-checkout/${id}/pay`, { token: other, body: SUCCESS_CARD })).status).toBe(404);
      expect((await app.call('GET', '/api/payments-simple/account', { token: other })).body.account.credits_balance).toBe(0);
      expect((await app.call('GET', '/api/payments-simple/account', { token: buyer })).body.account.credits_balance).toBe(0);
    });
  });

  describe('GET /account', () => {
    it('when the user never bought anything, then it answers zeros', async () => {
      const { access_token: token } = await signedUpSession(app, uniqueEmail());

      expect(await app.call('GET', '/api/payments-simple/account', { token })).toEqual({
        status: 200,
        body: { account: { credits_balance: 0, credits_total_purchased: 0, credits_total_used: 0 } },
      });
    });

    it('when there is no bearer token, then it is 401', async () => {
      expect((await app.call('GET', '/api/payments-simple/account')).status).toBe(401);
    });
  });

  it('when the products are asked for without a token, then the single report is listed at 49 CAD', async () => {
    const { status, body } = await app.call('GET', '/api/payments-simple/products');

    expect(status).toBe(200);
    expect(body.products).toEqual([
      { id: 'single-report', type: 'one_time', name: 'Single Report', price_cad: 49, description: 'One Type D Informational Zoning Brief for any Toronto property', note: 'Limited post-launch price', credits: 1, stripe_price_id: null },
    ]);
  });

  it('when the products cannot be read, then it is 500 products_unavailable with spec §7\'s words', async () => {
    await app.db.query('alter table products rename to products_away');
    try {
      const answer = await app.call('GET', '/api/payments-simple/products');

      expect(answer).toEqual({ status: 500, body: { error: { code: 'products_unavailable', message: 'Failed to load products' } } });
    } finally {
      await app.db.query('alter table products_away rename to products');
    }
  });
});

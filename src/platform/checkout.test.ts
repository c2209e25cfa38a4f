import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreBrowserOnline, setBrowserOnline } from '../../tests/dom/connection-kit';
import { CHECKOUT_MESSAGES, EMBEDDED_CHECKOUT_MESSAGES, fetchProducts, loadEmbeddedCheckout, payEmbeddedCheckout, startCheckout } from './checkout';

afterEach(() => {
  vi.unstubAllGlobals();
  restoreBrowserOnline();
});

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Every call answers `answer`; the calls made are kept for the test to read. */
function stubFetch(answer: () => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const BUY = { productId: 'single-report', priceId: 'price_single' };
const CARD = { name: 'Ada Lovelace', card_number: '4000000000000002', expiry: '12/40', cvc: '123' };

describe('startCheckout', () => {
  it('when the server answers a url, then it is the checkout url, and the call carries the bearer token and the product', async () => {
    const fetchMock = stubFetch(() => json(200, { url: 'https://checkout.example.com/c/pay/cs_1' }));
    expect(await startCheckout('token-1', BUY)).toEqual({ ok: true, url: 'https://checkout.example.com/c/pay/cs_1' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toMatch(/\/api\/payments-simple\/create-checkout-session$/);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-1');
    expect(JSON.parse(String(init?.body))).toEqual(BUY);
  });

  it.each([
    ['401', () => json(401, { error: { code: 'unauthorized', message: 'Missing token' } }), CHECKOUT_MESSAGES.authRequired],
    ['an error with a message', () => json(400, { error: { code: 'invalid_product', message: 'Unknown product' } }), 'Unknown product'],
    ['an older { error: text } answer', () => json(500, { error: 'Stripe is not reachable' }), 'Stripe is not reachable'],
    ['an error without a message', () => new Response('<h1>Bad gateway</h1>', { status: 502 }), 'Failed to create checkout session'],
    ['200 without a url', () => json(200, {}), 'Invalid response from server'],
    ['200 with a script url', () => json(200, { url: 'javascript:alert(1)' }), 'Invalid response from server'],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), 'Purchase failed. Please try again.'],
  ] as const)('when the server answers %s, then the message is "%s"', async (_case, answer, message) => {
    stubFetch(answer);
    expect(await startCheckout('token-1', BUY)).toEqual({ ok: false, message });
  });
});

describe('fetchProducts', () => {
  it('when a product leaves out credits, then it buys 1 credit', async () => {
    stubFetch(() => json(200, { products: [{ id: 'single-report', type: 'one_time', price_cad: 49, description: 'One report' }] }));
    const result = await fetchProducts();
    expect(result.ok && result.data[0]).toMatchObject({ id: 'single-report', credits: 1, note: null, stripe_price_id: null });
  });
});

describe('loadEmbeddedCheckout', () => {
  it('when the session is unknown (404), then it is not found', async () => {
    stubFetch(() => json(404, { error: { code: 'not_found', message: 'No such checkout' } }));
    expect(await loadEmbeddedCheckout('token-1', 'cs_local_x')).toEqual({
      ok: false,
      reason: 'not-found',
      message: 'This checkout session was not found.',
    });
  });

  it('when the answer is not a summary, then it is an invalid response', async () => {
    stubFetch(() => json(200, { id: 'cs_local_x' }));
    expect(await loadEmbeddedCheckout('token-1', 'cs_local_x')).toMatchObject({ ok: false, message: 'Invalid response from server' });
  });
});

describe('loadEmbeddedCheckout without a network', () => {
  it('when the server cannot be reached, then the checkout could not be loaded', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await loadEmbeddedCheckout('token-1', 'cs_local_x')).toEqual({ ok: false, reason: 'failed', message: EMBEDDED_CHECKOUT_MESSAGES.loadFailed });
  });

  it('when the browser is offline, then it says so instead', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    setBrowserOnline(false);
    expect(await loadEmbeddedCheckout('token-1', 'cs_local_x')).toEqual({ ok: false, reason: 'failed', message: 'You are offline. This needs a connection.' });
  });
});

describe('payEmbeddedCheckout', () => {
  it('when the card is declined (402), then the server\'s words come back as a decline', async () => {
    stubFetch(() => json(402, { error: { code: 'card_declined', message: 'Your card was declined. Please use a different card.' } }));
    expect(await payEmbeddedCheckout('token-1', 'cs_local_x', CARD)).toEqual({
      ok: false,
      reason: 'declined',
      message: 'Your card was declined. Please use a different card.',
    });
  });

  it('when the checkout was paid already (409), then it says so', async () => {
    stubFetch(() => json(409, { error: { code: 'checkout_complete', message: 'Already paid' } }));
    expect(await payEmbeddedCheckout('token-1', 'cs_local_x', CARD)).toMatchObject({ ok: false, reason: 'complete', message: 'This checkout is already paid.' });
  });

  it('when the network fails, then the payment failed', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await payEmbeddedCheckout('token-1', 'cs_local_x', CARD)).toMatchObject({ ok: false, message: 'Payment failed. Please try again.' });
  });

  it('when it is paid, then the redirect url comes back', async () => {
    stubFetch(() => json(200, { redirect_url: '/pricing?session_id=cs_local_x&open_account=true' }));
    expect(await payEmbeddedCheckout('token-1', 'cs_local_x', CARD)).toEqual({
      ok: true,
      redirectUrl: `${window.location.origin}/pricing?session_id=cs_local_x&open_account=true`,
    });
  });
});

import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreBrowserOnline, setBrowserOnline } from '../../../tests/dom/connection-kit';
import { jsonResponse, stubLocationAssign, testProduct } from '../../../tests/fixtures/payments';
import { testSession, testUser } from '../../../tests/fixtures/test-auth-gateway';
import { readPendingPurchase, savePendingPurchase } from '../../platform/pending-purchase';
import { SessionContext, SIGNED_OUT, type SessionState } from '../../platform/session';
import { OFFLINE_PURCHASE_MESSAGES } from '../../ui/purchase-button';
import { PricingPage } from './pricing-page';

const SIGNED_IN: SessionState = { status: 'signed-in', user: testUser(), session: testSession(), credits: 0 };
const PRODUCT = testProduct({ stripe_price_id: null });

let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  assign = stubLocationAssign();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  restoreBrowserOnline();
});


/** The payments API as the server answers it; `checkout` is the create-checkout-session answer. */
function stubPaymentsApi(checkout: () => Response) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.endsWith('/api/payments-simple/products')) return jsonResponse(200, { products: [PRODUCT] });
    if (url.endsWith('/api/payments-simple/create-checkout-session')) return checkout();
    return jsonResponse(404, { error: { code: 'not_found', message: 'No route' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPricing(session: SessionState) {
  return render(
    <SessionContext value={session}>
      <MemoryRouter initialEntries={['/pricing']}>
        <PricingPage />
      </MemoryRouter>
    </SessionContext>,
  );
}

describe('/pricing', () => {
  it('when a visitor is signed out, then the products show with Buy Now buttons', async () => {
    stubPaymentsApi(() => jsonResponse(500, {}));
    renderPricing(SIGNED_OUT);
    expect(screen.getByText('Loading pricing information...')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Buy Now' })).toBeTruthy();
    expect(screen.getByText('Limited post-launch price')).toBeTruthy();
  });

  it('when a signed-in buyer lands with a purchase kept from before sign-in, then it is cleared and its checkout starts', async () => {
    savePendingPurchase('single-report');
    const fetchMock = stubPaymentsApi(() => jsonResponse(200, { url: 'http://localhost:3000/checkout/cs_local_1' }));
    renderPricing(SIGNED_IN);
    expect(await screen.findByText('Processing...')).toBeTruthy();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/checkout/cs_local_1'));
    expect(readPendingPurchase()).toBeNull();
    const checkoutCall = fetchMock.mock.calls.find(([url]) => url.endsWith('/create-checkout-session'));
    expect(JSON.parse(String(checkoutCall?.[1]?.body))).toEqual({ productId: 'single-report', priceId: null });
    expect(screen.queryByRole('button', { name: 'Buy Now' })).toBeNull();
  });

  it('when the resumed checkout fails, then the error shows above the cards', async () => {
    savePendingPurchase('single-report');
    stubPaymentsApi(() => jsonResponse(400, { error: { code: 'invalid_product', message: 'This product is not for sale.' } }));
    renderPricing(SIGNED_IN);
    expect((await screen.findByRole('alert')).textContent).toBe('This product is not for sale.');
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('when the resumed checkout fails, then its error clears after 5 s and the cards stay', async () => {
    vi.useFakeTimers();
    savePendingPurchase('single-report');
    stubPaymentsApi(() => jsonResponse(400, { error: { code: 'invalid_product', message: 'This product is not for sale.' } }));
    renderPricing(SIGNED_IN);
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('alert').textContent).toBe('This product is not for sale.');

    await act(async () => vi.advanceTimersByTimeAsync(4_999));
    expect(screen.queryByRole('alert')).not.toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeTruthy();
  });

  it('when a signed-out visitor lands with a kept purchase, then it stays kept and nothing is bought', async () => {
    savePendingPurchase('single-report');
    const fetchMock = stubPaymentsApi(() => jsonResponse(200, { url: 'http://localhost:3000/checkout/cs_local_1' }));
    renderPricing(SIGNED_OUT);
    await screen.findByRole('button', { name: 'Buy Now' });
    await act(async () => undefined);
    expect(readPendingPurchase()?.productId).toBe('single-report');
    expect(fetchMock.mock.calls.some(([url]) => url.endsWith('/create-checkout-session'))).toBe(false);
  });
});

describe('/pricing when the products cannot be loaded', () => {
  it('when the products call fails, then the error banner clears after 5 s while the published card stays', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(500, { error: { code: 'products_unavailable', message: 'Failed to load products' } })));
    renderPricing(SIGNED_OUT);

    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('alert').textContent).toBe('Failed to load pricing information');
    expect(screen.getByText('Limited post-launch price')).toBeTruthy();

    await act(async () => vi.advanceTimersByTimeAsync(4_999));
    expect(screen.queryByRole('alert')).not.toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Single Report' })).toBeTruthy();
    expect(screen.getByText('$49')).toBeTruthy();
    expect(screen.getByText('Single report product not available')).toBeTruthy();
  });

  it('when the products call fails, then \'Failed to load products\' is logged to the console', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(500, { error: { code: 'products_unavailable', message: 'Failed to load products' } })));
    renderPricing(SIGNED_OUT);

    await screen.findByRole('alert');

    expect(logged).toHaveBeenCalledWith('Failed to load products', expect.anything());
  });
});

describe('/pricing offline', () => {
  it('when the prices come from the worker\'s cache offline, then they show with a note that buying needs a connection, and Buy Now is off', async () => {
    const fetchMock = stubPaymentsApi(() => jsonResponse(200, { url: 'http://localhost:3000/checkout/cs_local_1' }));
    setBrowserOnline(false);
    renderPricing(SIGNED_IN);

    const buy = await screen.findByRole('button', { name: 'Buy Now' });
    expect(screen.getByText('$49')).toBeTruthy();
    expect(screen.getByText(OFFLINE_PURCHASE_MESSAGES.pricesOffline)).toBeTruthy();
    expect((buy as HTMLButtonElement).disabled).toBe(true);
    expect(document.getElementById(buy.getAttribute('aria-describedby') ?? '')?.textContent).toBe(OFFLINE_PURCHASE_MESSAGES.buyingNeedsConnection);
    buy.click();
    expect(fetchMock.mock.calls.some(([url]) => url.endsWith('/create-checkout-session'))).toBe(false);
  });

  it('when the connection returns, then the note goes and Buy Now can be pressed again', async () => {
    stubPaymentsApi(() => jsonResponse(200, { url: 'http://localhost:3000/checkout/cs_local_1' }));
    setBrowserOnline(false);
    renderPricing(SIGNED_IN);
    const buy = await screen.findByRole('button', { name: 'Buy Now' });

    act(() => setBrowserOnline(true));

    expect((buy as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText(OFFLINE_PURCHASE_MESSAGES.pricesOffline)).toBeNull();
  });

  it('when no prices were ever kept and the page opens offline, then the spec\'s error shows and the note says buying needs a connection', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    setBrowserOnline(false);
    renderPricing(SIGNED_OUT);

    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load pricing information');
    expect(screen.getByText(OFFLINE_PURCHASE_MESSAGES.offline)).toBeTruthy();
  });

  it('when the prices could not load offline and the connection returns, then they are loaded and can be bought', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    setBrowserOnline(false);
    renderPricing(SIGNED_OUT);
    await screen.findByText('Single report product not available');

    stubPaymentsApi(() => jsonResponse(500, {}));
    act(() => setBrowserOnline(true));

    await vi.waitFor(() => expect(screen.queryByText('Single report product not available')).toBeNull(), { timeout: 5_000 });
    expect((screen.getByRole('button', { name: 'Buy Now' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

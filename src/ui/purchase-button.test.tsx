import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubLocationAssign, testProduct } from '../../tests/fixtures/payments';
import { testSession, testUser } from '../../tests/fixtures/test-auth-gateway';
import type { Product } from '../lib/api/payments';
import { readPendingPurchase } from '../platform/pending-purchase';
import { SessionContext, SIGNED_OUT, type SessionState } from '../platform/session';
import { ProductOffers, PurchaseButton } from './purchase-button';

const PRODUCT = testProduct();

const SIGNED_IN: SessionState = { status: 'signed-in', user: testUser(), session: testSession(), credits: 3 };

let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  assign = stubLocationAssign();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});


/** fetch answers only when the test says so, so the in-between state can be seen. */
function deferredFetch() {
  let answer: (response: Response) => void = () => undefined;
  vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
  return (response: Response) => act(async () => answer(response));
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname} from ${(location.state as { from?: string } | null)?.from ?? '-'}`}</output>;
}

function renderButton(session: SessionState, product: Product | null = PRODUCT, label?: string) {
  return render(
    <SessionContext value={session}>
      <MemoryRouter initialEntries={['/pricing']}>
        <Routes>
          <Route path="/pricing" element={<PurchaseButton product={product} label={label} />} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </SessionContext>,
  );
}

describe('PurchaseButton, signed in', () => {
  it('when pressed, then it reads Processing... and is busy until checkout answers, then the browser goes to the checkout url', async () => {
    const answer = deferredFetch();
    renderButton(SIGNED_IN);
    fireEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    const busy = await screen.findByRole('button', { name: 'Processing...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    await answer(jsonResponse(200, { url: 'https://checkout.example.com/c/pay/cs_1' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example.com/c/pay/cs_1'));
  });

  it('when checkout fails, then the error shows and the button is ready again', async () => {
    const answer = deferredFetch();
    renderButton(SIGNED_IN, PRODUCT, 'Purchase');
    fireEvent.click(screen.getByRole('button', { name: 'Purchase' }));
    await answer(jsonResponse(401, { error: { code: 'unauthorized', message: 'Invalid token' } }));
    expect((await screen.findByRole('alert')).textContent).toBe('Authentication required. Please sign in again.');
    expect((screen.getByRole('button', { name: 'Purchase' }) as HTMLButtonElement).disabled).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it('when checkout fails, then the error clears after 5 s (spec §4, §9)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(500, { error: { code: 'internal', message: 'Checkout is down' } })));
    renderButton(SIGNED_IN);
    fireEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('alert').textContent).toBe('Checkout is down');

    await act(async () => vi.advanceTimersByTimeAsync(4_999));
    expect(screen.queryByRole('alert')).not.toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeTruthy();
  });
});

describe('PurchaseButton, signed out', () => {
  it('when pressed, then the purchase is kept and the buyer goes to sign in, to come back to /pricing', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderButton(SIGNED_OUT);
    fireEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(readPendingPurchase()?.productId).toBe('single-report');
    expect(screen.getByTestId('where').textContent).toBe('/login from /pricing');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('PurchaseButton without a product', () => {
  it('when the products could not be loaded, then the button says the product is not available and buys nothing', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderButton(SIGNED_IN, null);
    const button = screen.getByRole('button', { name: 'Buy Now' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Single report product not available');
    fireEvent.click(button);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('ProductOffers', () => {
  function renderOffers(products: Product[]) {
    return render(
      <SessionContext value={SIGNED_OUT}>
        <MemoryRouter>
          <ProductOffers products={{ status: 'ready', products }} />
        </MemoryRouter>
      </SessionContext>,
    );
  }

  it('when a product has no note, then its card shows no note', () => {
    renderOffers([testProduct({ note: null })]);
    expect(screen.queryByText('Limited post-launch price')).toBeNull();
  });

  it('when a product has a note, then its card shows that note', () => {
    renderOffers([testProduct({ note: 'Launch week price' })]);
    expect(screen.getByText('Launch week price')).toBeTruthy();
  });
});

import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubLocationAssign, testProduct } from '../../../tests/fixtures/payments';
import { AccountPricingPage } from './account-pricing-page';
import { renderAccountPage, signedIn } from '../../../tests/dom/account-test-kit';

const PRODUCT = testProduct();

let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  assign = stubLocationAssign();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = url.endsWith('/products') ? { products: [PRODUCT] } : { url: 'https://checkout.example.com/c/pay/cs_2' };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/account/pricing', () => {
  it('when signed in, then the balance line and the offers with a Purchase button show', async () => {
    renderAccountPage(<AccountPricingPage />, { session: signedIn(4), path: '/account/pricing' });
    expect(screen.getByText(/^You have 4 credits\./)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Purchase' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Enterprise' })).toBeTruthy();
  });

  it('when Purchase is pressed, then the browser goes to checkout', async () => {
    renderAccountPage(<AccountPricingPage />, { session: signedIn(0), path: '/account/pricing' });
    fireEvent.click(await screen.findByRole('button', { name: 'Purchase' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example.com/c/pay/cs_2'));
  });
});

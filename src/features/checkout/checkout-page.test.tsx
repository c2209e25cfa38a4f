import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubLocationAssign } from '../../../tests/fixtures/payments';
import { testSession, testUser } from '../../../tests/fixtures/test-auth-gateway';
import type { EmbeddedCheckoutSummary } from '../../lib/api/payments';
import { SessionContext, SIGNED_OUT, type SessionState } from '../../platform/session';
import { CheckoutPage } from './checkout-page';

const SIGNED_IN: SessionState = { status: 'signed-in', user: testUser(), session: testSession(), credits: 0 };
const ORIGIN = window.location.origin;

const SUMMARY: EmbeddedCheckoutSummary = {
  id: 'cs_local_1',
  status: 'open',
  product: { id: 'single-report', name: 'Single Report', description: 'One Type D Informational Zoning Brief', credits: 1 },
  amount_cad: 49,
  currency: 'CAD',
  customer_email: 'ada@example.com',
  cancel_url: `${ORIGIN}/pricing`,
  success_url: `${ORIGIN}/pricing?session_id=cs_local_1&open_account=true`,
};

let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  assign = stubLocationAssign(ORIGIN, `${ORIGIN}/checkout/cs_local_1`);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});


/** The embedded checkout's two calls: the summary, and `pay` for the payment. */
function stubCheckoutApi(summary: () => Response, pay: () => Response = () => jsonResponse(500, {})) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => (url.endsWith('/pay') ? pay() : summary()));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderCheckout(session: SessionState = SIGNED_IN) {
  return render(
    <SessionContext value={session}>
      <MemoryRouter initialEntries={['/checkout/cs_local_1']}>
        <Routes>
          <Route path="/checkout/:sessionId" element={<CheckoutPage />} />
        </Routes>
      </MemoryRouter>
    </SessionContext>,
  );
}

function fill(label: string, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

function fillCard(number: string) {
  fill('Name on card', 'Ada Lovelace');
  fill('Card number', number);
  fill('Expiry (MM/YY)', '12/40');
  fill('CVC', '123');
}

function value(label: string): string {
  return (screen.getByLabelText(label) as HTMLInputElement).value;
}

describe('/checkout/:sessionId', () => {
  it('when the checkout is open, then the order summary, the test-card banner and the card form show', async () => {
    stubCheckoutApi(() => jsonResponse(200, SUMMARY));
    renderCheckout();
    expect(await screen.findByText('Total: $49.00 CAD')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Single Report')).toBeTruthy();
    expect(within(summary).getByText('One Type D Informational Zoning Brief')).toBeTruthy();
    expect(within(summary).getByText('1 credit')).toBeTruthy();
    expect(screen.getByText('4242 4242 4242 4242')).toBeTruthy();
    expect(screen.getByText('4000 0000 0000 0002')).toBeTruthy();
    expect(screen.getByLabelText('Card number').getAttribute('autocomplete')).toBe('cc-number');
    expect(screen.getByRole('button', { name: 'Pay $49.00 CAD' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancel and return' }).getAttribute('href')).toBe('/pricing');
  });

  it('when a card number is typed, then it is spaced every four digits', async () => {
    stubCheckoutApi(() => jsonResponse(200, SUMMARY));
    renderCheckout();
    await screen.findByLabelText('Card number');
    fill('Card number', '4242424242424242');
    expect(value('Card number')).toBe('4242 4242 4242 4242');
  });

  it('when the form is sent with mistakes, then each field says what to fix, tied to it, and nothing is sent', async () => {
    const fetchMock = stubCheckoutApi(() => jsonResponse(200, SUMMARY));
    renderCheckout();
    await screen.findByLabelText('Card number');
    fill('Card number', '4242 4242 4242 4241');
    fill('Expiry (MM/YY)', '01/20');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $49.00 CAD' }));
    const number = screen.getByLabelText('Card number');
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(number.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Your card number is invalid.');
    expect(screen.getByText('Please enter the name on the card.')).toBeTruthy();
    expect(screen.getByText('Your card has expired.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Name on card'));
    expect(fetchMock.mock.calls.some(([url]) => url.endsWith('/pay'))).toBe(false);
  });

  it('when the card is declined, then the server\'s message shows and everything typed is kept', async () => {
    stubCheckoutApi(
      () => jsonResponse(200, SUMMARY),
      () => jsonResponse(402, { error: { code: 'card_declined', message: 'Your card was declined. Please use a different card.' } }),
    );
    renderCheckout();
    await screen.findByLabelText('Card number');
    fillCard('4000000000000002');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $49.00 CAD' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined. Please use a different card.');
    expect([value('Name on card'), value('Card number'), value('Expiry (MM/YY)'), value('CVC')]).toEqual([
      'Ada Lovelace',
      '4000 0000 0000 0002',
      '12/40',
      '123',
    ]);
    expect((screen.getByRole('button', { name: 'Pay $49.00 CAD' }) as HTMLButtonElement).disabled).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it('when the card pays, then the card goes without spaces and the browser goes to the redirect url', async () => {
    const redirect = `${ORIGIN}/pricing?session_id=cs_local_1&open_account=true`;
    const fetchMock = stubCheckoutApi(
      () => jsonResponse(200, SUMMARY),
      () => jsonResponse(200, { redirect_url: redirect }),
    );
    renderCheckout();
    await screen.findByLabelText('Card number');
    fillCard('4242424242424242');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $49.00 CAD' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeTruthy();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(redirect));
    const payCall = fetchMock.mock.calls.find(([url]) => url.endsWith('/api/payments-simple/embedded-checkout/cs_local_1/pay'));
    expect(JSON.parse(String(payCall?.[1]?.body))).toEqual({ name: 'Ada Lovelace', card_number: '4242424242424242', expiry: '12/40', cvc: '123' });
  });

  it('when the checkout session is unknown, then it says so with a way back to pricing', async () => {
    stubCheckoutApi(() => jsonResponse(404, { error: { code: 'not_found', message: 'Checkout session not found' } }));
    renderCheckout();
    expect((await screen.findByRole('alert')).textContent).toBe('This checkout session was not found.');
    expect(screen.getByRole('link', { name: 'Back to Pricing' }).getAttribute('href')).toBe('/pricing');
  });

  it('when the checkout is paid already, then it says so with a way to the account', async () => {
    stubCheckoutApi(() => jsonResponse(200, { ...SUMMARY, status: 'complete' }));
    renderCheckout();
    expect(await screen.findByText('This checkout is already paid.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Account Overview' }).getAttribute('href')).toBe('/account/overview');
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it('when signed out, then the sign-in prompt shows and nothing is loaded', () => {
    const fetchMock = stubCheckoutApi(() => jsonResponse(200, SUMMARY));
    renderCheckout(SIGNED_OUT);
    expect(screen.getByRole('heading', { name: 'Sign in required' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

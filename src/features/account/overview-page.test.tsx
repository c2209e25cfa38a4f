import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paidCheckoutState } from '../../lib/payments/paid-checkout';
import { AccountOldPage } from './account-old-page';
import { renderAccountPage, signedIn, testActions } from '../../../tests/dom/account-test-kit';
import { AccountOverviewPage } from './overview-page';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The checkout-outcome call answers with these bodies in turn (the last one from then on). */
function answerCheckoutOutcomes(...checkouts: object[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      calls.push(String(input));
      const checkout = checkouts[Math.min(calls.length, checkouts.length) - 1];
      return new Response(JSON.stringify({ checkout }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

describe('Account overview', () => {
  it('when signed in, then the balance and the four quick actions show', () => {
    renderAccountPage(<AccountOverviewPage />, { session: signedIn(8), path: '/account' });
    expect(screen.getByText('8')).toBeTruthy();
    const actions = ['View Reports', 'Purchase Credits', 'Account Settings', 'Start Analysis'].map(
      (name) => screen.getAllByRole('link', { name }).at(-1)?.getAttribute('href'),
    );
    expect(actions).toEqual(['/account/reports', '/account/pricing', '/account/settings', '/map']);
    expect(screen.getByRole('heading', { name: 'Tips' })).toBeTruthy();
  });

  it('when the user is back from paying, then the page says the purchase succeeded and how many credits arrived', async () => {
    const calls = answerCheckoutOutcomes({ id: 'cs_1', status: 'credited', credits: 1 });
    const refreshCredits = vi.fn(async () => 9);
    renderAccountPage(<AccountOverviewPage />, { session: signedIn(8), actions: testActions({ refreshCredits }), path: { pathname: '/account/overview', state: paidCheckoutState('cs_1') } });

    expect(await screen.findByText('Payment successful! 1 credit was added to your account.')).toBeTruthy();
    expect(calls.at(-1)).toMatch(/\/api\/payments-simple\/checkout\/cs_1$/);
    expect(refreshCredits).toHaveBeenCalled();
  });

  it('when the webhook lands after the user is back, then the page asks again until the credits arrive', async () => {
    vi.useFakeTimers();
    answerCheckoutOutcomes({ id: 'cs_2', status: 'pending', credits: null }, { id: 'cs_2', status: 'credited', credits: 3 });
    renderAccountPage(<AccountOverviewPage />, { session: signedIn(0), path: { pathname: '/account/overview', state: paidCheckoutState('cs_2') } });
    await act(async () => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByText('Payment received. Adding your credits…')).toBeTruthy();

    await act(async () => vi.advanceTimersByTimeAsync(1_000));

    expect(screen.getByText('Payment successful! 3 credits were added to your account.')).toBeTruthy();
  });

  it('when no purchase was just made, then no purchase notice shows', () => {
    renderAccountPage(<AccountOverviewPage />, { session: signedIn(8), path: '/account' });
    expect(screen.queryByText(/Payment/)).toBeNull();
  });

  it('when the balance is still loading, then it reads "..."', () => {
    renderAccountPage(<AccountOverviewPage />, { session: signedIn(null), path: '/account' });
    expect(screen.getByText('...')).toBeTruthy();
  });
});

describe('Older account page', () => {
  it('when signed in, then the balance, the links and the older change-password form show', () => {
    renderAccountPage(<AccountOldPage />, { session: signedIn(2), path: '/account-old' });
    expect(screen.getByText('2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View My Reports' }).getAttribute('href')).toBe('/account/reports');
    expect(screen.getByRole('link', { name: 'Purchase Credits' }).getAttribute('href')).toBe('/account/pricing');
    // The older form asks for the current password outright.
    expect(screen.getByLabelText('Current Password')).toBeTruthy();
  });
});

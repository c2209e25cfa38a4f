import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testSession } from '../../tests/fixtures/test-auth-gateway';
import { toLngLat } from '../lib/geo/lng-lat';
import { readPaidCheckout } from '../lib/payments/paid-checkout';
import { saveReturnPlace } from '../platform/return-place';
import { AuthActionsContext, SessionContext, SIGNED_OUT, type SessionState } from '../platform/session';
import { CHECKOUT_REFRESH_DELAYS_MS, QueryRedirects } from './query-redirects';

const SIGNED_IN: SessionState = { status: 'signed-in', user: testSession().user, session: testSession(), credits: 1 };

function Where() {
  const location = useLocation();
  return (
    <>
      <output data-testid="where">{`${location.pathname}${location.search}`}</output>
      <output data-testid="paid-checkout">{readPaidCheckout(location.state) ?? ''}</output>
    </>
  );
}

function tree(path: string, session: SessionState, refreshCredits: () => Promise<number | null>) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <AuthActionsContext value={{ gateway: null, signOut: async () => null, logout: async () => undefined, refreshCredits }}>
        <SessionContext value={session}>
          <QueryRedirects />
          <Where />
        </SessionContext>
      </AuthActionsContext>
    </MemoryRouter>
  );
}

async function renderAt(path: string, session: SessionState, refreshCredits: () => Promise<number | null> = vi.fn(async () => null)) {
  render(tree(path, session, refreshCredits));
  await act(async () => undefined);
  return screen.getByTestId('where').textContent;
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('QueryRedirects', () => {
  it('when ?showLogin=true and nobody is signed in, then the visitor goes to /login without the query', async () => {
    expect(await renderAt('/pricing?showLogin=true', SIGNED_OUT)).toBe('/login');
  });

  it('when ?showLogin=true and the user is signed in, then only the query is stripped', async () => {
    expect(await renderAt('/pricing?showLogin=true&x=1', SIGNED_IN)).toBe('/pricing?x=1');
  });

  it('when checkout returns with session_id and open_account=true, then the overview opens and the balance is not asked for twice at once', async () => {
    const refreshCredits = vi.fn(async () => null);
    expect(await renderAt('/pricing?session_id=cs_1&open_account=true', SIGNED_IN, refreshCredits)).toBe('/account/overview');
    // The overview is told which checkout was paid, to say what it added.
    expect(screen.getByTestId('paid-checkout').textContent).toBe('cs_1');
    // The provider's own reload of the signed-in user is the first try.
    expect(refreshCredits).not.toHaveBeenCalled();
  });

  it('when the buyer left the map to buy a credit, then checkout returns them to the map', async () => {
    saveReturnPlace({ point: toLngLat(-79.3985, 43.6515), source: 'Map Click' });
    expect(await renderAt('/pricing?session_id=cs_1&open_account=true', SIGNED_IN)).toBe('/map');
  });

  it('when checkout returns to a signed-out browser, then nothing moves', async () => {
    expect(await renderAt('/pricing?session_id=cs_1&open_account=true', SIGNED_OUT)).toBe('/pricing?session_id=cs_1&open_account=true');
  });
});

describe('QueryRedirects, the balance after checkout', () => {
  const RETURN = '/pricing?session_id=cs_1&open_account=true';
  const ALL_DELAYS_MS = CHECKOUT_REFRESH_DELAYS_MS.reduce((sum, ms) => sum + ms, 0);

  /** An account call that answers the old balance (1) until the webhook has landed (counting the provider's try as 1). */
  function refreshLandingOn(landsOnTry: number) {
    let tries = 1;
    return vi.fn(async () => {
      tries += 1;
      return tries >= landsOnTry ? 2 : 1;
    });
  }

  it('when the webhook lands after the return, then the balance is reloaded with back-off until it moves, and no more', async () => {
    vi.useFakeTimers();
    const refreshCredits = refreshLandingOn(3);

    expect(await renderAt(RETURN, SIGNED_IN, refreshCredits)).toBe('/account/overview');
    await act(async () => vi.advanceTimersByTimeAsync(CHECKOUT_REFRESH_DELAYS_MS[0]!));
    expect(refreshCredits).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(ALL_DELAYS_MS));

    expect(refreshCredits).toHaveBeenCalledTimes(2);
  });

  it('when the balance never moves, then it gives up after five tries over about 10 s (the provider\'s and four more)', async () => {
    vi.useFakeTimers();
    const refreshCredits = refreshLandingOn(Number.POSITIVE_INFINITY);

    await renderAt(RETURN, SIGNED_IN, refreshCredits);
    await act(async () => vi.advanceTimersByTimeAsync(ALL_DELAYS_MS * 3));

    expect(refreshCredits).toHaveBeenCalledTimes(4);
    expect(ALL_DELAYS_MS).toBeLessThanOrEqual(10_000);
  });

  it('when the provider\'s first reload already shows the new balance, then it is not asked for again', async () => {
    vi.useFakeTimers();
    const refreshCredits = refreshLandingOn(1);
    const { rerender } = render(tree(RETURN, SIGNED_IN, refreshCredits));
    await act(async () => undefined);

    rerender(tree(RETURN, { ...SIGNED_IN, credits: 2 }, refreshCredits));
    await act(async () => vi.advanceTimersByTimeAsync(ALL_DELAYS_MS));

    expect(refreshCredits).not.toHaveBeenCalled();
  });
});

import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testSession } from '../../tests/fixtures/test-auth-gateway';
import { toLngLat } from '../lib/geo/lng-lat';
import { saveReturnPlace } from '../platform/return-place';
import { AuthActionsContext, SessionContext, SIGNED_OUT, type SessionState } from '../platform/session';
import { QueryRedirects } from './query-redirects';

const SIGNED_IN: SessionState = { status: 'signed-in', user: testSession().user, session: testSession(), credits: 1 };

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

async function renderAt(path: string, session: SessionState, refreshCredits = vi.fn(async () => undefined)) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AuthActionsContext value={{ gateway: null, signOut: async () => null, logout: async () => undefined, refreshCredits }}>
        <SessionContext value={session}>
          <QueryRedirects />
          <Where />
        </SessionContext>
      </AuthActionsContext>
    </MemoryRouter>,
  );
  await act(async () => undefined);
  return screen.getByTestId('where').textContent;
}

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('QueryRedirects', () => {
  it('when ?showLogin=true and nobody is signed in, then the visitor goes to /login without the query', async () => {
    expect(await renderAt('/pricing?showLogin=true', SIGNED_OUT)).toBe('/login');
  });

  it('when ?showLogin=true and the user is signed in, then only the query is stripped', async () => {
    expect(await renderAt('/pricing?showLogin=true&x=1', SIGNED_IN)).toBe('/pricing?x=1');
  });

  it('when checkout returns with session_id and open_account=true, then the balance reloads and the overview opens', async () => {
    const refreshCredits = vi.fn(async () => undefined);
    expect(await renderAt('/pricing?session_id=cs_1&open_account=true', SIGNED_IN, refreshCredits)).toBe('/account/overview');
    expect(refreshCredits).toHaveBeenCalledOnce();
  });

  it('when the buyer left the map to buy a credit, then checkout returns them to the map', async () => {
    saveReturnPlace(toLngLat(-79.3985, 43.6515), 'Map Click');
    expect(await renderAt('/pricing?session_id=cs_1&open_account=true', SIGNED_IN)).toBe('/map');
  });

  it('when checkout returns to a signed-out browser, then nothing moves', async () => {
    expect(await renderAt('/pricing?session_id=cs_1&open_account=true', SIGNED_OUT)).toBe('/pricing?session_id=cs_1&open_account=true');
  });
});

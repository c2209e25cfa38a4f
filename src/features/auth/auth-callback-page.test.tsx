import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestGateway, testSession } from '../../../tests/fixtures/test-auth-gateway';
import { toLngLat } from '../../lib/geo/lng-lat';
import type { AuthGateway } from '../../platform/auth/gateway';
import { saveReturnPlace } from '../../platform/return-place';
import { AuthActionsContext } from '../../platform/session';
import { AuthCallbackPage, CALLBACK_ERROR_REDIRECT_MS, CALLBACK_RETRY_MS, CALLBACK_SUCCESS_REDIRECT_MS } from './auth-callback-page';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderCallback(gateway: AuthGateway, path = '/auth/callback') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AuthActionsContext value={{ gateway, signOut: async () => null, logout: async () => undefined, refreshCredits: async () => null }}>
        <Routes>
          <Route path="/auth/callback" element={<AuthCallbackPage />} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </AuthActionsContext>
    </MemoryRouter>,
  );
}

function answerValidation(status: number) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: 'x', existing_providers: ['email'] }), { status, headers: { 'Content-Type': 'application/json' } })));
}

const where = () => screen.getByTestId('where').textContent;
const settle = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AuthCallbackPage', () => {
  it('when no session appears even after the 1 s retry, then it shows the duplicate-account error and goes to /login after 3 s', async () => {
    const gateway = createTestGateway();
    renderCallback(gateway);
    await settle(CALLBACK_RETRY_MS + 10);
    expect(gateway.calls.filter((call) => call === 'getSession')).toHaveLength(2);
    expect(screen.getByRole('alert').textContent).toBe('This email is already registered with a different sign-in method. Please use Email/Password to sign in.');
    await settle(CALLBACK_ERROR_REDIRECT_MS);
    expect(where()).toBe('/login?error=duplicate_account');
  });

  it('when validation answers 409, then the session is dropped and the user is sent to the duplicate-account message', async () => {
    answerValidation(409);
    const gateway = createTestGateway({ getSession: async () => ({ data: testSession(), error: null }) });
    renderCallback(gateway);
    await settle(10);
    expect(gateway.calls).toContain('forgetSession');
    await settle(CALLBACK_ERROR_REDIRECT_MS);
    expect(where()).toBe('/login?error=duplicate_account');
  });

  it('when validation fails otherwise, then it says OAuth validation failed and sends the user to /login?error=auth_failed', async () => {
    answerValidation(500);
    renderCallback(createTestGateway({ getSession: async () => ({ data: testSession(), error: null }) }));
    await settle(10);
    expect(screen.getByRole('alert').textContent).toBe('OAuth validation failed. Please try again.');
    await settle(CALLBACK_ERROR_REDIRECT_MS);
    expect(where()).toBe('/login?error=auth_failed');
  });

  it('when the code is traded and validation passes, then success shows and the user goes to / after 1.5 s', async () => {
    answerValidation(200);
    const gateway = createTestGateway({ exchangeCode: async () => ({ data: testSession(), error: null }) });
    renderCallback(gateway, '/auth/callback?code=pkce-code');
    await settle(10);
    expect(screen.getByText(/You are signed in/)).toBeTruthy();
    await settle(CALLBACK_SUCCESS_REDIRECT_MS);
    expect(where()).toBe('/');
  });

  it('when the user left the map\'s Analysis tab to sign in with Google, then success takes them back to /map', async () => {
    answerValidation(200);
    saveReturnPlace({ point: toLngLat(-79.3832, 43.6532), source: 'Map Click' });
    renderCallback(createTestGateway({ exchangeCode: async () => ({ data: testSession(), error: null }) }), '/auth/callback?code=pkce-code');
    await settle(10);
    await settle(CALLBACK_SUCCESS_REDIRECT_MS);
    expect(where()).toBe('/map');
  });

  it('when the provider sends back an error, then it is shown and the user goes to /login with it after 3 s', async () => {
    const exchangeCode = vi.fn(async () => ({ data: testSession(), error: null }));
    renderCallback(createTestGateway({ exchangeCode }), '/auth/callback?error=access_denied&error_description=User+denied');
    await settle(10);
    expect(screen.getByRole('alert').textContent).toBe('Access denied. Please try again.');
    await settle(CALLBACK_ERROR_REDIRECT_MS - 20);
    expect(where()).toBe('/auth/callback?error=access_denied&error_description=User+denied');
    await settle(20);
    expect(where()).toBe('/login?error=access_denied&error_description=User+denied');
    expect(exchangeCode).not.toHaveBeenCalled();
  });

  it('when the validation call cannot be made, then it counts as success (spec §4)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    renderCallback(createTestGateway({ getSession: async () => ({ data: testSession(), error: null }) }));
    await settle(10);
    await settle(CALLBACK_SUCCESS_REDIRECT_MS);
    expect(where()).toBe('/');
  });
});

import 'fake-indexeddb/auto';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreBrowserOnline, setBrowserOnline } from '../../tests/dom/connection-kit';
import { createTestGateway, testSession, type TestGateway } from '../../tests/fixtures/test-auth-gateway';
import type { AuthGateway } from '../platform/auth/gateway';
import { readCachedCredits, writeCachedCredits } from '../platform/credits-cache';
import { forgetKeptReportsOf, keepReport, listKeptReports } from '../platform/kept-reports';
import { jsonResponse, savedReport } from '../../tests/dom/reports-test-kit';
import { LOCAL_SESSION_KEY } from '../platform/auth/session-keys';
import { readLayoutState } from '../platform/layout-state';
import { useAuthActions, useSession } from '../platform/session';
import { AuthProvider, SESSION_RECHECK_MS } from './auth-provider';

function Probe() {
  const session = useSession();
  const { logout } = useAuthActions();
  const { pathname } = useLocation();
  return (
    <>
      <output data-testid="status">{session.status}</output>
      <output data-testid="credits">{String(session.credits)}</output>
      <output data-testid="path">{pathname}</output>
      <button type="button" onClick={() => void logout()}>
        Log out
      </button>
    </>
  );
}

function GoToLogin() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/login')}>
      Go to login
    </button>
  );
}

/** A gateway loader that counts its loads. */
function countingLoader(gateway: AuthGateway) {
  const loader = { loads: 0, load: async () => (loader.loads++, gateway) };
  return loader;
}

function renderCounting(loader: ReturnType<typeof countingLoader>, path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AuthProvider loadGateway={loader.load}>
        <GoToLogin />
        <Probe />
      </AuthProvider>
    </MemoryRouter>,
  );
}

function renderWith(gateway: AuthGateway, path = '/account') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AuthProvider loadGateway={async () => gateway}>
        <Probe />
      </AuthProvider>
    </MemoryRouter>,
  );
}

function answerAccount(status: number, balance = 0) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      new Response(JSON.stringify(status === 200 ? { account: { credits_balance: balance, credits_total_purchased: balance, credits_total_used: 0 } } : { error: { code: 'x', message: 'x' } }), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );
}

const status = () => screen.getByTestId('status').textContent;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  restoreBrowserOnline();
});

describe('AuthProvider', () => {
  it('when the first session fetch has not finished, then the state is loading; after it, signed out', async () => {
    let finish: (value: Awaited<ReturnType<AuthGateway['getSession']>>) => void = () => undefined;
    const gateway = createTestGateway({ getSession: () => new Promise((resolve) => (finish = resolve)) });
    renderWith(gateway);
    await act(async () => undefined);
    expect(status()).toBe('loading');
    await act(async () => finish({ data: null, error: null }));
    expect(status()).toBe('signed-out');
  });

  it('when a session exists, then the cached balance shows first and the account call replaces it', async () => {
    answerAccount(200, 7);
    writeCachedCredits('user-1', 3);
    const gateway = createTestGateway({ getSession: async () => ({ data: testSession(), error: null }) });
    renderWith(gateway);
    await screen.findByText('7');
    expect(status()).toBe('signed-in');
    expect(readCachedCredits('user-1')).toBe(7);
  });

  it('when the account call answers non-OK, then the balance falls back to 0', async () => {
    answerAccount(404);
    renderWith(createTestGateway({ getSession: async () => ({ data: testSession(), error: null }) }));
    expect(await screen.findByText('0')).toBeTruthy();
  });

  it('when the account call answers non-OK, then \'Failed to load account data\' is logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answerAccount(500);
    renderWith(createTestGateway({ getSession: async () => ({ data: testSession(), error: null }) }));
    await screen.findByText('0');
    expect(logged).toHaveBeenCalledWith('Failed to load account data', 500, expect.any(String));
  });

  it('when the account call cannot reach the server, then \'Failed to load account data\' is logged and the cached balance stays', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    writeCachedCredits('user-1', 5);
    renderWith(createTestGateway({ getSession: async () => ({ data: testSession(), error: null }) }));
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('Failed to load account data', 0, expect.any(String)));
    expect(screen.getByTestId('credits').textContent).toBe('5');
  });

  it('when the balance could not load offline and the connection returns, then it is asked again and shown', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    setBrowserOnline(false);
    renderWith(createTestGateway({ getSession: async () => ({ data: testSession(), error: null }) }));
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.getByTestId('credits').textContent).toBe('null');

    answerAccount(200, 4);
    act(() => setBrowserOnline(true));

    expect(await screen.findByText('4')).toBeTruthy();
  });

  it('when the balance is reloaded, then refreshCredits answers it', async () => {
    answerAccount(200, 6);
    function Refresher() {
      const { refreshCredits } = useAuthActions();
      const [answered, setAnswered] = useState<number | null>(null);
      return (
        <button type="button" onClick={() => void refreshCredits().then(setAnswered)}>
          {`Answered ${String(answered)}`}
        </button>
      );
    }
    render(
      <MemoryRouter initialEntries={['/account']}>
        <AuthProvider loadGateway={async () => createTestGateway({ getSession: async () => ({ data: testSession(), error: null }) })}>
          <Refresher />
          <Probe />
        </AuthProvider>
      </MemoryRouter>,
    );
    await screen.findByText('6');

    await act(async () => screen.getByRole('button', { name: 'Answered null' }).click());

    expect(await screen.findByRole('button', { name: 'Answered 6' })).toBeTruthy();
  });

  it('when SIGNED_IN arrives, then the layout state is saved; SIGNED_OUT removes it', async () => {
    answerAccount(200, 1);
    const gateway: TestGateway = createTestGateway();
    renderWith(gateway);
    await act(async () => undefined);
    await act(async () => gateway.emit('SIGNED_IN', testSession()));
    expect(readLayoutState()).not.toBeNull();
    await act(async () => gateway.emit('SIGNED_OUT', null));
    expect(readLayoutState()).toBeNull();
    expect(status()).toBe('signed-out');
  });

  it('when the 60 s re-check finds the server no longer has the session, then the local session is cleared', async () => {
    vi.useFakeTimers();
    answerAccount(200, 1);
    const gateway = createTestGateway({
      getSession: async () => ({ data: testSession(), error: null }),
      getUser: async () => ({ data: null, error: { message: 'Session not found', status: 401, code: 'session_not_found' } }),
    });
    renderWith(gateway);
    await act(async () => vi.advanceTimersByTimeAsync(10));
    expect(status()).toBe('signed-in');
    await act(async () => vi.advanceTimersByTimeAsync(SESSION_RECHECK_MS));
    expect(gateway.calls).toContain('forgetSession');
  });

  it('when the 60 s re-check cannot reach the server, then the session is kept (offline use)', async () => {
    vi.useFakeTimers();
    answerAccount(200, 1);
    const gateway = createTestGateway({
      getSession: async () => ({ data: testSession(), error: null }),
      getUser: async () => ({ data: null, error: { message: 'Network error', status: 0, code: null } }),
    });
    renderWith(gateway);
    await act(async () => vi.advanceTimersByTimeAsync(10));
    await act(async () => vi.advanceTimersByTimeAsync(SESSION_RECHECK_MS * 2));
    expect(gateway.calls.filter((call) => call === 'getUser')).toHaveLength(2);
    expect(gateway.calls).not.toContain('forgetSession');
  });

  it('when the user logs out, then the cached credits are cleared and they land on /', async () => {
    answerAccount(200, 4);
    const gateway = createTestGateway({ getSession: async () => ({ data: testSession(), error: null }) });
    renderWith(gateway);
    await screen.findByText('4');
    await act(async () => screen.getByRole('button', { name: 'Log out' }).click());
    expect(readCachedCredits('user-1')).toBeNull();
    expect(screen.getByTestId('path').textContent).toBe('/');
    expect(gateway.calls).toContain('signOut');
  });

  it('when the user logs out, then the reports they kept on this device are deleted, and no other user’s', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) =>
        input.endsWith('/pdf-url') ? jsonResponse({ url: 'https://files.example.com/r.pdf?sig=1', expires_at: '', filename: 'x.pdf' }) : new Response('%PDF-1.7 brief'),
      ),
    );
    const report = savedReport();
    expect(await keepReport('token', 'user-1', report)).toBeNull();
    expect(await keepReport('token', 'user-2', report)).toBeNull();
    answerAccount(200, 4);
    const gateway = createTestGateway({ getSession: async () => ({ data: testSession(), error: null }) });
    renderWith(gateway);
    await screen.findByText('4');
    await act(async () => screen.getByRole('button', { name: 'Log out' }).click());
    await vi.waitFor(async () => expect(await listKeptReports('user-1')).toEqual([]));
    expect((await listKeptReports('user-2')).map((kept) => kept.report.id)).toEqual([report.id]);
    await forgetKeptReportsOf('user-2');
  });

  it('when sign-out fails because the session is already gone, then the local session is cleared anyway', async () => {
    answerAccount(200, 1);
    const gateway = createTestGateway({
      getSession: async () => ({ data: testSession(), error: null }),
      signOut: async () => ({ data: null, error: { message: 'Session not found', status: 404, code: 'session_not_found' } }),
    });
    renderWith(gateway);
    await screen.findByText('1');
    await act(async () => screen.getByRole('button', { name: 'Log out' }).click());
    expect(gateway.calls).toContain('forgetSession');
  });

  it.each(['/blog/some-article', '/map'])('when a visitor with no stored session opens %s, then they are signed out at once and the sign-in service is not loaded', async (path) => {
    const loader = countingLoader(createTestGateway());
    renderCounting(loader, path);
    expect(status()).toBe('signed-out');
    await act(async () => undefined);
    expect(loader.loads).toBe(0);
  });

  it('when that visitor goes on to a page that signs in, then the sign-in service loads', async () => {
    const loader = countingLoader(createTestGateway());
    renderCounting(loader, '/');
    await act(async () => screen.getByRole('button', { name: 'Go to login' }).click());
    expect(loader.loads).toBe(1);
  });

  it('when a session is stored, then a public page loads the sign-in service and shows the session', async () => {
    answerAccount(200, 5);
    localStorage.setItem(LOCAL_SESSION_KEY, JSON.stringify(testSession()));
    const loader = countingLoader(createTestGateway({ getSession: async () => ({ data: testSession(), error: null }) }));
    renderCounting(loader, '/pricing');
    expect(status()).toBe('loading');
    await screen.findByText('5');
    expect(status()).toBe('signed-in');
  });

  it('when another tab signs in while a public page is open, then the sign-in service loads and follows it', async () => {
    answerAccount(200, 2);
    const loader = countingLoader(createTestGateway({ getSession: async () => ({ data: testSession(), error: null }) }));
    renderCounting(loader, '/');
    await act(async () => window.dispatchEvent(new StorageEvent('storage', { key: LOCAL_SESSION_KEY, newValue: '{}' })));
    await screen.findByText('2');
    expect(loader.loads).toBe(1);
  });
});

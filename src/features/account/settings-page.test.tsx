import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeletedAccountAnswer } from '../../lib/api/auth';
import type { AuthGateway } from '../../platform/auth/gateway';
import { SIGNED_OUT, type AuthActions } from '../../platform/session';
import { DELETE_REDIRECT_MS, DELETION_STEP_PAUSE_MS } from './account-deletion';
import { renderAccountPage, TEST_SESSION, testActions, testGateway } from '../../../tests/dom/account-test-kit';
import { AccountSettingsPage } from './settings-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});

const DELETED: DeletedAccountAnswer = {
  deleted: true,
  user_id: 'user-1',
  removed: { reports: 3, report_files: 2, ledger_rows_anonymised: 4, sessions: 1, auth_user: true },
};

function answerDelete(status: number, body: string) {
  const fetchStub = vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

function renderSettings(answers: Partial<AuthGateway> = { getSession: async () => ({ data: TEST_SESSION, error: null }) }, actions: Partial<AuthActions> = {}) {
  return renderAccountPage(<AccountSettingsPage />, { actions: testActions({ gateway: testGateway(answers), ...actions }) });
}

async function confirmDeletion(typed = 'DELETE MY ACCOUNT') {
  fireEvent.input(screen.getByLabelText('Type "DELETE MY ACCOUNT" to confirm'), { target: { value: typed } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
  });
}

function progress(): string | null {
  return screen.getByRole('progressbar', { name: 'Account deletion progress' }).getAttribute('aria-valuenow');
}

describe('Account settings, danger zone', () => {
  it('shows the change-password form and the danger zone', () => {
    renderSettings();
    expect(screen.getByRole('heading', { name: 'Change Password' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Danger Zone' })).toBeTruthy();
  });

  it('when the confirmation is not typed exactly, then the user is asked to type it and nothing is sent', async () => {
    const fetchStub = answerDelete(200, JSON.stringify(DELETED));
    renderSettings();
    await confirmDeletion('delete my account');
    expect(screen.getByText('Please type "DELETE MY ACCOUNT" exactly to confirm.')).toBeTruthy();
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('when the server deletes the account, then progress shows 50, 75 and 90 in turn, reaches 100 and lists what was removed', async () => {
    vi.useFakeTimers();
    const fetchStub = answerDelete(200, JSON.stringify(DELETED));
    renderSettings();

    await confirmDeletion();
    const seen = [progress()];
    for (let step = 0; step < 3; step += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(DELETION_STEP_PAUSE_MS);
      });
      seen.push(progress());
    }

    expect(seen).toEqual(['50', '75', '90', '100']);
    expect(screen.getByText('Your account has been deleted.')).toBeTruthy();
    expect(screen.getByText('3 reports')).toBeTruthy();
    expect(screen.getByText('2 report files')).toBeTruthy();
    expect(screen.getByText('1 sessions')).toBeTruthy();
    const [url, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(new URL(url).pathname).toBe('/api/delete-account');
    expect(init.method).toBe('DELETE');
    expect(new Headers(init.headers).get('Authorization')).toBe(`Bearer ${TEST_SESSION.access_token}`);
  });

  it('while the server works, then progress stands at the cancel-subscriptions step', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
    renderSettings();
    await confirmDeletion();
    expect(progress()).toBe('25');
    expect(screen.getByText('Cancelling subscriptions...')).toBeTruthy();
  });

  it('when the server fails, then the status and body text are shown', async () => {
    answerDelete(500, 'database unavailable');
    renderSettings();
    await confirmDeletion();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to delete account (500): database unavailable');
  });

  it('when no fresh session can be had, then the user is asked to sign in again and nothing is sent', async () => {
    const fetchStub = answerDelete(200, JSON.stringify(DELETED));
    renderSettings({ getSession: async () => ({ data: null, error: null }) });
    await confirmDeletion();
    expect(screen.getByRole('alert').textContent).toBe('Unable to verify authentication. Please sign in again.');
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('when 2 s have passed after deletion, then storage is cleared, the user is signed out globally and sent home', async () => {
    vi.useFakeTimers();
    answerDelete(200, JSON.stringify(DELETED));
    localStorage.setItem('zonebrief.credits', '5');
    sessionStorage.setItem('zonebrief.layout', '{}');
    let storedWhenSigningOut = -1;
    const signOut = vi.fn(async () => {
      storedWhenSigningOut = localStorage.length;
      return 'Failed to sign out. Please try again.';
    });
    const { setSession } = renderSettings(undefined, { signOut });
    await confirmDeletion();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3 * DELETION_STEP_PAUSE_MS);
    });

    // The provider notices the account is gone: the success view must stay, not turn into the sign-in prompt.
    setSession(SIGNED_OUT);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(DELETE_REDIRECT_MS - 1);
    });
    expect(screen.getByText('Your account has been deleted.')).toBeTruthy();
    expect(screen.queryByText('Sign in required')).toBeNull();
    expect(localStorage.length).toBe(1);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });

    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(signOut).toHaveBeenCalledWith('global');
    // The session was still there for the global sign-out to send; storage went after it.
    expect(storedWhenSigningOut).toBe(1);
    expect(screen.getByText('Home page')).toBeTruthy();
  });
});

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestGateway, testSession, testUser } from '../../../tests/fixtures/test-auth-gateway';
import type { AuthGateway } from '../../platform/auth/gateway';
import { AuthActionsContext, type AuthActions } from '../../platform/session';
import { RESET_REDIRECT_MS, ResetPasswordPage } from './reset-password-page';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

function renderReset(gateway: AuthGateway, path: string, signOut: AuthActions['signOut'] = async () => null) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AuthActionsContext value={{ gateway, signOut, logout: async () => undefined, refreshCredits: async () => null }}>
        <Routes>
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </AuthActionsContext>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

describe('ResetPasswordPage', () => {
  it('when the link has no code and there is no session, then it asks the user to click the e-mailed link', async () => {
    renderReset(createTestGateway(), '/reset-password');
    expect(await screen.findByText('Please click the password reset link in your email to continue.')).toBeTruthy();
  });

  it('when the code has expired, then the expired screen shows', async () => {
    const gateway = createTestGateway({ exchangeCode: async () => ({ data: null, error: { message: 'Link has expired', status: 400, code: 'otp_expired' } }) });
    renderReset(gateway, '/reset-password?code=old-code&type=recovery');
    expect(await screen.findByText('Your password reset link has expired. Please request a new one.')).toBeTruthy();
  });

  it('when the new passwords differ, then the form says so and nothing is sent', async () => {
    const gateway = createTestGateway({ exchangeCode: async () => ({ data: testSession(), error: null }) });
    renderReset(gateway, '/reset-password?code=fresh-1&type=recovery');
    await screen.findByRole('form', { name: 'New password' });
    type('New Password', 'Harbour!Lights72');
    type('Confirm New Password', 'Harbour!Lights73');
    fireEvent.submit(screen.getByRole('form', { name: 'New password' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(gateway.calls).not.toContain('updatePassword');
  });

  let linkCount = 0;
  /** Opens the form from a fresh link, types a strong password twice and submits it (fake timers from here). */
  async function updateTo(password: string, signOut: AuthActions['signOut']) {
    const gateway = createTestGateway({
      exchangeCode: async () => ({ data: testSession(), error: null }),
      updatePassword: async () => ({ data: testUser(), error: null }),
    });
    renderReset(gateway, `/reset-password?code=fresh-link-${(linkCount += 1)}&type=recovery`, signOut);
    await screen.findByRole('form', { name: 'New password' });
    vi.useFakeTimers();
    type('New Password', password);
    type('Confirm New Password', password);
    await act(async () => {
      fireEvent.submit(screen.getByRole('form', { name: 'New password' }));
      await vi.advanceTimersByTimeAsync(10);
    });
  }

  it('when the password is updated, then the recovery session ends and /login follows 3 s later', async () => {
    const signOut = vi.fn(async () => null);
    await updateTo('Harbour!Lights72', signOut);
    expect(screen.getByText(/Your password has been changed successfully\./)).toBeTruthy();
    expect(signOut).toHaveBeenCalledWith('local');
    await act(async () => vi.advanceTimersByTimeAsync(RESET_REDIRECT_MS));
    expect(screen.getByTestId('where').textContent).toBe('/login');
  });

  it('when signing out after the update fails, then it says so, stays, and a retry that works goes on to /login', async () => {
    const signOut = vi.fn<AuthActions['signOut']>().mockResolvedValueOnce('Failed to sign out. Please try again.').mockResolvedValue(null);
    await updateTo('Harbour!Lights72', signOut);
    expect(screen.getByText('Your password has been changed successfully.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Failed to sign out. Please try again.');
    await act(async () => vi.advanceTimersByTimeAsync(RESET_REDIRECT_MS));
    expect(screen.getByTestId('where').textContent).toBe('/reset-password');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(RESET_REDIRECT_MS));
    expect(screen.getByTestId('where').textContent).toBe('/login');
  });
});

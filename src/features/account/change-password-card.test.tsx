import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthGateway } from '../../platform/auth/gateway';
import { renderAccountPage, TEST_USER, testActions, testGateway } from '../../../tests/dom/account-test-kit';
import { ChangePasswordCard, PASSWORD_SUCCESS_MS } from './change-password-card';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const STRONG = 'Maple#Harbour92';

function renderCard(variant: 'new' | 'legacy', answers: Partial<AuthGateway> = {}) {
  const gateway = testGateway(answers);
  renderAccountPage(<ChangePasswordCard variant={variant} email={TEST_USER.email} />, { actions: testActions({ gateway }) });
  return gateway;
}

function fill(label: string, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
  });
}

describe('ChangePasswordCard, new form', () => {
  it('when a new password field is empty, then both are asked for', async () => {
    renderCard('new');
    fill('New Password', STRONG);
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Please fill in both new password fields');
  });

  it('when the new passwords differ, then they are said not to match', async () => {
    renderCard('new');
    fill('New Password', STRONG);
    fill('Confirm New Password', `${STRONG}x`);
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('New passwords do not match');
  });

  it('when the new password is weak, then the strength rule is named', async () => {
    renderCard('new');
    fill('New Password', 'short');
    fill('Confirm New Password', 'short');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Password must be at least 8 characters long');
  });

  it('when the change succeeds, then the success message shows, the fields clear, and the message goes after 5 s', async () => {
    vi.useFakeTimers();
    const updatePassword = vi.fn(async () => ({ data: TEST_USER, error: null }));
    renderCard('new', { updatePassword });
    fill('New Password', STRONG);
    fill('Confirm New Password', STRONG);

    await submit();

    expect(updatePassword).toHaveBeenCalledWith(STRONG);
    expect(screen.getByText('Your password has been changed successfully.')).toBeTruthy();
    expect((screen.getByLabelText('New Password') as HTMLInputElement).value).toBe('');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PASSWORD_SUCCESS_MS - 1);
    });
    expect(screen.getByText('Your password has been changed successfully.')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.queryByText('Your password has been changed successfully.')).toBeNull();
  });

  it('when the session has expired, then the user is told to sign out and back in', async () => {
    renderCard('new', { updatePassword: async () => ({ data: null, error: { status: 401, code: 'session_not_found', message: 'Session not found' } }) });
    fill('New Password', STRONG);
    fill('Confirm New Password', STRONG);
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Your session has expired. Please sign out and sign back in.');
  });

  it('when a current password is typed, then it is not tried by signing in (no second session) and the change goes through', async () => {
    const updatePassword = vi.fn(async () => ({ data: TEST_USER, error: null }));
    const gateway = renderCard('new', { updatePassword });
    fill('Current Password (optional)', 'Old#Harbour71');
    fill('New Password', STRONG);
    fill('Confirm New Password', STRONG);
    await submit();
    expect(gateway.calls).toEqual(['updatePassword']);
    expect(screen.getByText('Your password has been changed successfully.')).toBeTruthy();
  });

  it('when the new password is left empty at the auth layer, then its own words show', async () => {
    renderCard('new', { updatePassword: async () => ({ data: null, error: { status: 400, code: 'validation_failed', message: 'Please enter a new password' } }) });
    fill('New Password', STRONG);
    fill('Confirm New Password', STRONG);
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Please enter a new password');
  });

  it('while the change is in progress, then the button says so and is disabled', async () => {
    renderCard('new', { updatePassword: () => new Promise(() => {}) });
    fill('New Password', STRONG);
    fill('Confirm New Password', STRONG);
    await submit();
    const button = screen.getByRole('button', { name: 'Changing Password...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });
});

describe('ChangePasswordCard, older variant', () => {
  it('when any field is empty, then all three are asked for', async () => {
    renderCard('legacy');
    fill('New Password', STRONG);
    fill('Confirm New Password', STRONG);
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('All password fields are required');
  });

  it('when the new password equals the current one, then a different one is asked for', async () => {
    renderCard('legacy');
    fill('Current Password', STRONG);
    fill('New Password', STRONG);
    fill('Confirm New Password', STRONG);
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('New password must be different from current password');
  });

  it('when all three fields are filled and the new password differs, then the password is updated', async () => {
    const updatePassword = vi.fn(async () => ({ data: TEST_USER, error: null }));
    renderCard('legacy', { updatePassword });
    fill('Current Password', 'Old#Harbour71');
    fill('New Password', STRONG);
    fill('Confirm New Password', STRONG);
    await submit();
    expect(updatePassword).toHaveBeenCalledWith(STRONG);
    expect(screen.getByText('Your password has been changed successfully.')).toBeTruthy();
  });
});

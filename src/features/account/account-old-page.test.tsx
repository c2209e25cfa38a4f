import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SIGNED_OUT } from '../../platform/session';
import { renderAccountPage, signedIn } from '../../../tests/dom/account-test-kit';
import { AccountOldPage } from './account-old-page';

afterEach(cleanup);

describe('AccountOldPage (/account-old)', () => {
  it('when signed out, then it asks the visitor to sign in, with a way back home', () => {
    renderAccountPage(<AccountOldPage />, { session: SIGNED_OUT, path: '/account-old' });

    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeTruthy();
    expect(screen.getByText('Please sign in to see your account.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
  });

  it('when signed in, then it shows the e-mail, the balance, the ways to reports and credits, and the password form', () => {
    renderAccountPage(<AccountOldPage />, { session: signedIn(3), path: '/account-old' });

    expect(screen.getByText('E-mail: jane.doe@example.com')).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View My Reports' }).getAttribute('href')).toBe('/account/reports');
    expect(screen.getByRole('link', { name: 'Purchase Credits' }).getAttribute('href')).toBe('/account/pricing');
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeTruthy();
    expect(screen.getAllByLabelText(/password/i).length).toBeGreaterThanOrEqual(3);
  });

  it('when the balance is still loading, then it reads "..."', () => {
    renderAccountPage(<AccountOldPage />, { session: signedIn(null), path: '/account-old' });

    expect(screen.getByText('...')).toBeTruthy();
  });
});

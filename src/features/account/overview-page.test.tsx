import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountOldPage } from './account-old-page';
import { renderAccountPage, signedIn } from '../../../tests/dom/account-test-kit';
import { AccountOverviewPage } from './overview-page';

afterEach(cleanup);

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

import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_OUT } from '../../platform/session';
import { AccountLayout } from './account-layout';
import { LOADING, renderAccountPage, signedIn, testActions } from '../../../tests/dom/account-test-kit';

afterEach(cleanup);

function page(pinned?: string) {
  return (
    <AccountLayout title="Account Overview" purpose="see your credits" pinned={pinned ? <p>{pinned}</p> : undefined}>
      {(user, credits) => (
        <p>
          Content for {user.email} with {credits ?? '...'} credits
        </p>
      )}
    </AccountLayout>
  );
}

describe('AccountLayout', () => {
  it('when the session is loading, then a loading state shows and not the sign-in prompt', () => {
    renderAccountPage(page(), { session: LOADING });
    expect(screen.getByRole('status').textContent).toBe('Loading your account...');
    expect(screen.queryByText('Sign in required')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Account' })).toBeNull();
  });

  it('when signed out, then the sign-in prompt offers Back to Home and Sign In', () => {
    renderAccountPage(page(), { session: SIGNED_OUT });
    expect(screen.getByText('Please sign in to see your credits.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('navigation', { name: 'Account' })).toBeNull();
  });

  it('when signed in, then the page content and the sidebar show', () => {
    renderAccountPage(page(), { session: signedIn(4) });
    expect(screen.getByRole('heading', { level: 1, name: 'Account Overview' })).toBeTruthy();
    expect(screen.getByText('Content for jane.doe@example.com with 4 credits')).toBeTruthy();
    const sidebar = screen.getByRole('navigation', { name: 'Account' });
    const links = Array.from(sidebar.querySelectorAll('a')).map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Overview', '/account/overview'],
      ['Account Settings', '/account/settings'],
      ['My Reports', '/account/reports'],
      ['Plans & Pricing', '/account/pricing'],
    ]);
  });

  it('when Sign Out is pressed, then logout() is called', async () => {
    const logout = vi.fn(async () => undefined);
    renderAccountPage(page(), { session: signedIn(), actions: testActions({ logout }) });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    });
    expect(logout).toHaveBeenCalledOnce();
  });

  it('when content is pinned, then it stays on screen after the session ends', () => {
    const { setSession } = renderAccountPage(page('Your account has been deleted.'), { session: signedIn() });
    setSession(SIGNED_OUT);
    expect(screen.getByText('Your account has been deleted.')).toBeTruthy();
    expect(screen.queryByText('Sign in required')).toBeNull();
  });
});

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testSession, testUser } from '../../../tests/fixtures/test-auth-gateway';
import { AuthActionsContext, SessionContext, SIGNED_OUT, type AuthActions, type SessionState } from '../../platform/session';
import { TopBar } from './top-bar';

afterEach(cleanup);

const user = testUser({ email: 'jane.doe@example.com' });
const authSession = testSession(user);

function signedIn(credits: number | null): SessionState {
  return { status: 'signed-in', user, session: authSession, credits };
}

function actions(overrides: Partial<AuthActions> = {}): AuthActions {
  return { gateway: null, signOut: async () => null, logout: async () => undefined, refreshCredits: async () => null, ...overrides };
}

/** Where the router is, and the page a link to /login asked to come back to. */
function Where() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '';
  return <output data-testid="where">{`${location.pathname}${location.search} from=${from}`}</output>;
}

function renderAt(path: string | { pathname: string; search?: string; state?: unknown }, session: SessionState = SIGNED_OUT, authActions: AuthActions = actions()) {
  return render(
    <SessionContext value={session}>
      <AuthActionsContext value={authActions}>
        <MemoryRouter initialEntries={[path]}>
          <TopBar menuOpen={false} onOpenMenu={() => {}} />
          <p>Elsewhere on the page</p>
          <Where />
        </MemoryRouter>
      </AuthActionsContext>
    </SessionContext>,
  );
}

function openUserMenu() {
  fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
}

describe('TopBar', () => {
  it('shows Launch Map on the home page', () => {
    renderAt('/');
    expect(screen.getByRole('link', { name: 'Launch Map' }).getAttribute('href')).toBe('/map');
  });

  it.each(['/blog', '/pricing', '/legal'])('hides Launch Map on %s', (path) => {
    renderAt(path);
    expect(screen.queryByRole('link', { name: 'Launch Map' })).toBeNull();
  });

  it('offers Sign In and Sign Up to a signed-out visitor', () => {
    renderAt('/');
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/login?mode=signup');
  });

  it.each([
    ['Sign In', '/login'],
    ['Sign Up', '/login?mode=signup'],
  ])('when %s is followed, then /login is told the page to come back to', (name, target) => {
    renderAt('/map?lat=43.7');
    fireEvent.click(screen.getByRole('link', { name }));
    expect(screen.getByTestId('where').textContent).toBe(`${target} from=/map?lat=43.7`);
  });

  it('when Sign Up is followed on /login, then the page /login was going back to is kept', () => {
    renderAt({ pathname: '/login', state: { from: '/account/reports' } });
    fireEvent.click(screen.getByRole('link', { name: 'Sign Up' }));
    expect(screen.getByTestId('where').textContent).toBe('/login?mode=signup from=/account/reports');
  });

  it('has the logo link home and the Blog link', () => {
    renderAt('/blog');
    expect(screen.getByRole('link', { name: 'ZoneBrief home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog');
  });

  it('when the session is loading, then neither Sign In nor the account controls show', () => {
    renderAt('/', { status: 'loading', user: null, session: null, credits: null });
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
    expect(screen.queryByText(/Credits/)).toBeNull();
  });

  it('when signed in, then the credit count links to the account pricing page', () => {
    renderAt('/', signedIn(12));
    expect(screen.getByRole('link', { name: '12 Credits' }).getAttribute('href')).toBe('/account/pricing');
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('when the balance is one credit, then the count reads "1 Credit"', () => {
    renderAt('/', signedIn(1));
    expect(screen.getByRole('link', { name: '1 Credit' })).toBeTruthy();
  });

  it('when the balance is still loading, then the count reads "..."', () => {
    renderAt('/', signedIn(null));
    expect(screen.getByRole('link', { name: '... Credits' })).toBeTruthy();
  });

  it('when signed in, then the mobile header has an Account button to /account', () => {
    renderAt('/', signedIn(3));
    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/account');
  });
});

describe('TopBar user menu', () => {
  it('when the menu button is pressed, then the menu shows the e-mail and the account links, focus on the first', () => {
    renderAt('/', signedIn(3));
    const button = screen.getByRole('button', { name: 'Account menu' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');

    openUserMenu();

    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('jane.doe@example.com')).toBeTruthy();
    const hrefs = screen.getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Manage account', '/account'],
      ['Plans & Pricing', '/account/pricing'],
      ['My Reports', '/account/reports'],
      ['Log out', null],
    ]);
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Manage account' }));
  });

  it('when Escape is pressed, then the menu closes and focus returns to the button', () => {
    renderAt('/', signedIn(3));
    openUserMenu();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Account menu' }));
  });

  it('when the user clicks outside, then the menu closes', () => {
    renderAt('/', signedIn(3));
    openUserMenu();
    fireEvent.mouseDown(screen.getByText('Elsewhere on the page'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('when the arrow keys are pressed, then focus moves between items and wraps', () => {
    renderAt('/', signedIn(3));
    openUserMenu();
    const menu = screen.getByRole('menu');
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Log out' }));
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Manage account' }));
  });

  it('when Log out is chosen, then logout() is called', async () => {
    const logout = vi.fn(async () => undefined);
    renderAt('/', signedIn(3), actions({ logout }));
    openUserMenu();
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    });
    expect(logout).toHaveBeenCalledOnce();
  });
});

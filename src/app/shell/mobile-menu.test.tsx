import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { holdFramesInEachTest } from '../../../tests/dom/animation-frames';
import { testSession, testUser } from '../../../tests/fixtures/test-auth-gateway';
import { AuthActionsContext, SessionContext, SIGNED_OUT, type AuthActions, type SessionState } from '../../platform/session';
import { MobileMenu } from './mobile-menu';

// The tests draw the frames and space a finger's moves in time themselves (tests/dom/animation-frames.ts).
holdFramesInEachTest();

const finger = { pointerId: 1, isPrimary: true, pointerType: 'touch', button: 0, buttons: 1 };
/** Time between a finger's moves: 6 moves 100 ms apart is a slow swipe, 10 ms apart a flick (over 0.5 px/ms). */
const SLOW = 100;
const FAST = 10;

/** A finger pressed on `target` and drawn to `to` in six moves `msPerMove` apart, then lifted. */
function swipe(target: Element, from: { x: number; y: number }, to: { x: number; y: number }, msPerMove: number) {
  fireEvent.pointerDown(target, { ...finger, clientX: from.x, clientY: from.y });
  const moves = 6;
  for (let move = 1; move <= moves; move += 1) {
    vi.advanceTimersByTime(msPerMove);
    const at = { clientX: from.x + ((to.x - from.x) * move) / moves, clientY: from.y + ((to.y - from.y) * move) / moves };
    fireEvent.pointerMove(window, { ...finger, ...at });
  }
  fireEvent.pointerUp(window, { ...finger, buttons: 0, clientX: to.x, clientY: to.y });
}

const user = testUser({ email: 'jane.doe@example.com' });
const authSession = testSession(user);

function signedIn(credits: number | null): SessionState {
  return { status: 'signed-in', user, session: authSession, credits };
}

/** Where the router is, and the page a link to /login asked to come back to. */
function Where() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '';
  return <output data-testid="where">{`${location.pathname}${location.search} from=${from}`}</output>;
}

function menuTree(
  open: boolean,
  onClose: () => void,
  session: SessionState = SIGNED_OUT,
  logout: AuthActions['logout'] = async () => undefined,
  path = '/',
) {
  const authActions: AuthActions = { gateway: null, signOut: async () => null, logout, refreshCredits: async () => null };
  return (
    <SessionContext value={session}>
      <AuthActionsContext value={authActions}>
        <MemoryRouter initialEntries={[path]}>
          <MobileMenu open={open} onClose={onClose} />
          <Where />
        </MemoryRouter>
      </AuthActionsContext>
    </SessionContext>
  );
}

/** The menu as the top bar holds it: closed until its button is pressed. */
function MenuBehindAButton({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open menu
      </button>
      {menuTree(open, onClose)}
    </>
  );
}

function renderMenu(
  onClose = vi.fn(),
  session: SessionState = SIGNED_OUT,
  logout: AuthActions['logout'] = async () => undefined,
  path = '/',
) {
  const view = render(menuTree(true, onClose, session, logout, path));
  return { ...view, onClose };
}

describe('MobileMenu', () => {
  it('shows the guest account card and the Navigation and Account sections', () => {
    renderMenu();
    expect(screen.getByText('Guest User')).toBeTruthy();
    expect(screen.getByText('Not signed in')).toBeTruthy();
    for (const name of ['Home', 'Pricing', 'Legal', 'Contact Us', 'Sign In']) {
      expect(screen.getByRole('link', { name })).toBeTruthy();
    }
    expect(screen.getByRole('heading', { name: 'Navigation' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Account' })).toBeTruthy();
  });

  it('when signed out, then Navigation lists Home, Map, Blog, Pricing, Legal and Contact Us, in that order', () => {
    renderMenu();
    const navigation = screen.getByRole('heading', { name: 'Navigation' }).nextElementSibling as HTMLElement;
    const links = within(navigation).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['Map', '/map'],
      ['Blog', '/blog'],
      ['Pricing', '/pricing'],
      ['Legal', '/legal'],
      ['Contact Us', '/contact'],
    ]);
  });

  it('when signed in, then Navigation still has Map and Blog', () => {
    renderMenu(vi.fn(), signedIn(7));
    expect(screen.getByRole('link', { name: 'Map' }).getAttribute('href')).toBe('/map');
    expect(screen.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog');
  });

  it('when Map is followed, then the map opens and the menu closes', () => {
    const { onClose } = renderMenu(vi.fn(), SIGNED_OUT, async () => undefined, '/legal');
    fireEvent.click(screen.getByRole('link', { name: 'Map' }));
    expect(screen.getByTestId('where').textContent).toBe('/map from=');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('when a page of the menu is open, then its link is marked as the current page and no other is', () => {
    renderMenu(vi.fn(), SIGNED_OUT, async () => undefined, '/blog');
    expect(screen.getByRole('link', { name: 'Blog' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Map' }).getAttribute('aria-current')).toBeNull();
  });

  it.each([
    ['Sign In', '/login'],
    ['Sign Up', '/login?mode=signup'],
  ])('when %s is followed, then /login is told the page to come back to', (name, target) => {
    renderMenu(vi.fn(), SIGNED_OUT, async () => undefined, '/blog?article=3');
    fireEvent.click(screen.getByRole('link', { name }));
    expect(screen.getByTestId('where').textContent).toBe(`${target} from=/blog?article=3`);
  });

  it('closes from the close button', () => {
    const { onClose } = renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes from the backdrop', () => {
    const { container, onClose } = renderMenu();
    fireEvent.click(container.querySelector('.mobile-menu__backdrop') as Element);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('when a render lands after its slide has ended, then the panel and backdrop show where the spring rests', () => {
    // React writes an animated element's style as it was rendered; a render computed mid-slide and committed after
    // the last frame would otherwise leave the panel part-way in.
    const { container, rerender } = renderMenu();
    rerender(menuTree(true, vi.fn(), signedIn(3)));
    const panel = screen.getByRole('dialog', { name: 'Menu' });
    const backdrop = container.querySelector<HTMLElement>('.mobile-menu__backdrop') as HTMLElement;
    panel.style.transform = 'translateX(-40%)';
    backdrop.style.opacity = '0.6';

    rerender(menuTree(true, vi.fn(), signedIn(4)));

    expect(panel.style.transform).toBe('translateX(0%)');
    expect(backdrop.style.opacity).toBe('1');
  });

  it('closes on a slow swipe left of more than 80 px', () => {
    const { onClose } = renderMenu();
    swipe(screen.getByRole('dialog', { name: 'Menu' }), { x: 250, y: 300 }, { x: 140, y: 320 }, SLOW);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes on a swipe left of more than 80 px that starts on the backdrop', () => {
    const { container, onClose } = renderMenu();
    swipe(container.querySelector('.mobile-menu__backdrop') as Element, { x: 360, y: 400 }, { x: 200, y: 380 }, SLOW);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes on a fast flick left, however short', () => {
    const { onClose } = renderMenu();
    swipe(screen.getByRole('dialog', { name: 'Menu' }), { x: 250, y: 300 }, { x: 210, y: 300 }, FAST);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it.each([
    ['a vertical drag', { x: 240, y: 600 }, SLOW],
    ['a slow swipe left of exactly 80 px', { x: 170, y: 300 }, SLOW],
    ['a swipe left with 100 px of vertical drift', { x: 100, y: 400 }, SLOW],
    ['a fast flick left with 100 px of vertical drift', { x: 100, y: 400 }, FAST],
    ['a flick to the right', { x: 400, y: 300 }, FAST],
  ])('stays open on %s', (_name, end, pace) => {
    const { onClose } = renderMenu();
    swipe(screen.getByRole('dialog', { name: 'Menu' }), { x: 250, y: 300 }, end, pace);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('stays open when the browser takes the touch (a scroll) and the finger then ends far to the left', () => {
    const { onClose } = renderMenu();
    fireEvent.pointerDown(screen.getByRole('dialog', { name: 'Menu' }), { ...finger, clientX: 250, clientY: 300 });
    fireEvent.pointerMove(window, { ...finger, clientX: 250, clientY: 320 });
    fireEvent.pointerCancel(window, { ...finger, clientX: 250, clientY: 320 });
    fireEvent.pointerUp(window, { ...finger, buttons: 0, clientX: 60, clientY: 300 });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps Tab inside the open menu: from its last control to its first, and Shift+Tab from its first to its last', () => {
    renderMenu();
    const closeButton = screen.getByRole('button', { name: 'Close menu' });
    const home = screen.getByRole('link', { name: 'Home' });
    const lastControl = [...screen.getByRole('dialog', { name: 'Menu' }).querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].at(-1) as HTMLElement;
    expect(document.activeElement).toBe(closeButton);

    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(lastControl);
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(closeButton);
    // Between the first and the last control, Tab is the browser's own.
    home.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(home);
  });

  it('closes on Escape', () => {
    const { onClose } = renderMenu();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('when signed in, then the card shows the e-mail local part and the credit plan', () => {
    renderMenu(vi.fn(), signedIn(7));
    expect(screen.getByText('jane.doe')).toBeTruthy();
    expect(screen.getByText('Credit-Based Plan • 7 credits')).toBeTruthy();
    expect(screen.queryByText('Guest User')).toBeNull();
  });

  it('when the balance is one credit, then the card reads "1 credit"', () => {
    renderMenu(vi.fn(), signedIn(1));
    expect(screen.getByText('Credit-Based Plan • 1 credit')).toBeTruthy();
  });

  it('when the balance is still loading, then the card reads "..." credits', () => {
    renderMenu(vi.fn(), signedIn(null));
    expect(screen.getByText('Credit-Based Plan • ... credits')).toBeTruthy();
  });

  it('when signed in, then the Account section lists the account pages and Log out, and Pricing is gone', () => {
    renderMenu(vi.fn(), signedIn(7));
    const links = ['Overview', 'Account Settings', 'My Reports', 'Plans & Pricing'].map((name) => screen.getByRole('link', { name }).getAttribute('href'));
    expect(links).toEqual(['/account/overview', '/account/settings', '/account/reports', '/account/pricing']);
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pricing' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('when Log out is pressed, then it reads "Logging out..." until logout() finishes, then the menu closes', async () => {
    let finish = () => {};
    const logout = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { onClose } = renderMenu(vi.fn(), signedIn(7), logout);

    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));

    expect(logout).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Logging out...' })).toBeTruthy();
    await act(async () => finish());
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('when a click opens the menu, then it has focus at once and an Escape pressed at once closes it', () => {
    // On /map a phone may spend its next frames drawing the map: a user who opens the menu and presses Escape at once
    // must not find it deaf. React commits a click's update, with its effects, before it handles the next event;
    // fireEvent wraps each event in act(), which does the same.
    const onClose = vi.fn();
    render(<MenuBehindAButton onClose={onClose} />);

    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));

    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close menu' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('when the session is loading, then the menu offers neither Sign In nor Log out', () => {
    renderMenu(vi.fn(), { status: 'loading', user: null, session: null, credits: null });
    expect(screen.queryByText('Guest User')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });
});

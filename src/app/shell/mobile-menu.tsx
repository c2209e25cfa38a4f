// The mobile slide-in menu (spec §2): closed by the backdrop, the close button, Escape or a swipe left of over 80 px
// with under 100 px of vertical drift (on the panel or the backdrop), sliding in and out in 300 ms. While a finger
// drags it left the panel follows (@use-gesture/react's useDrag, drawn by @react-spring/web); let go short of closing,
// it springs back. Below 768 px the top bar has no Blog or Launch Map, so the menu carries Map and Blog for every page.
// It loads with the phone layout only (app-shell.tsx, map-workspace.tsx).
import { animated, useSpringValue } from '@react-spring/web';
import { useDrag } from '@use-gesture/react';
import { useLayoutEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { loginLinkState, type LoginReturnState } from '../../lib/auth/login-return';
import { creditCount } from '../../lib/payments/credit-count';
import { useLogout, useSession } from '../../platform/session';
import { CloseIcon } from './icons';
import { FLICK_PX_PER_MS } from '../../ui/bottom-sheet-snap';
import { moveOnTime, SPRING_BACK, useDrawnAfterEachRender } from '../../ui/move-on-time';
import { InstallMenuSection } from './install-offer';
import './mobile-menu.css';

const SWIPE_CLOSE_PX = 80;
const SWIPE_MAX_DRIFT_PX = 100;

interface Release {
  dx: number;
  dy: number;
  /** Horizontal speed at release, px/ms, and its direction (negative is leftward). */
  speed: number;
  directionX: number;
}

/** Whether a released swipe closes the menu: far enough left, or flicked left however short, and not vertical. */
function swipeCloses({ dx, dy, speed, directionX }: Release): boolean {
  if (Math.abs(dy) >= SWIPE_MAX_DRIFT_PX) return false;
  return dx < -SWIPE_CLOSE_PX || (speed >= FLICK_PX_PER_MS && directionX < 0 && dx < 0);
}

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
}

function AccountCard() {
  const session = useSession();
  if (session.status === 'loading') {
    return (
      <div className="mobile-menu__account-card" aria-busy="true">
        <p className="mobile-menu__account-detail">Checking your account...</p>
      </div>
    );
  }
  if (session.status !== 'signed-in') {
    return (
      <div className="mobile-menu__account-card">
        <p className="mobile-menu__account-name">Guest User</p>
        <p className="mobile-menu__account-detail">Not signed in</p>
      </div>
    );
  }
  const localPart = session.user.email.split('@')[0] ?? session.user.email;
  const credits = session.credits === null ? '... credits' : creditCount(session.credits);
  return (
    <div className="mobile-menu__account-card">
      <p className="mobile-menu__account-name">{localPart}</p>
      <p className="mobile-menu__account-detail">Credit-Based Plan • {credits}</p>
    </div>
  );
}

function LogoutItem({ onDone }: { onDone: () => void }) {
  const { loggingOut, logOut } = useLogout(onDone);
  return (
    <li>
      <button type="button" className="menu-row mobile-menu__link" disabled={loggingOut} onClick={() => void logOut()}>
        {loggingOut ? 'Logging out...' : 'Log out'}
      </button>
    </li>
  );
}

function MenuLinks({ onNavigate }: { onNavigate: () => void }) {
  const session = useSession();
  const location = useLocation();
  const signedIn = session.status === 'signed-in';
  // Spec §4: after signing in the user goes back to the page they were on.
  const comeBack = loginLinkState(location);
  // A page of the site says so when it is the one open (aria-current); the sign-in links share /login and do not.
  const item = (to: string, label: string, state?: LoginReturnState) => (
    <li>
      {state ? (
        <Link className="menu-row mobile-menu__link" to={to} state={state} onClick={onNavigate}>
          {label}
        </Link>
      ) : (
        <NavLink className="menu-row mobile-menu__link" to={to} end onClick={onNavigate}>
          {label}
        </NavLink>
      )}
    </li>
  );
  return (
    <>
      <h2 className="mobile-menu__section-title">Navigation</h2>
      <ul className="mobile-menu__list">
        {item('/', 'Home')}
        {item('/map', 'Map')}
        {item('/blog', 'Blog')}
        {signedIn ? null : item('/pricing', 'Pricing')}
        {item('/legal', 'Legal')}
        {item('/contact', 'Contact Us')}
      </ul>
      {/* While the session loads there is no Account section yet: neither Sign In nor Log out would be right. */}
      {session.status === 'loading' ? null : (
        <>
          <h2 className="mobile-menu__section-title">Account</h2>
          <ul className="mobile-menu__list">
            {signedIn ? (
              <>
                {item('/account/overview', 'Overview')}
                {item('/account/settings', 'Account Settings')}
                {item('/account/reports', 'My Reports')}
                {item('/account/pricing', 'Plans & Pricing')}
                <LogoutItem onDone={onNavigate} />
              </>
            ) : (
              <>
                {item('/login', 'Sign In', comeBack)}
                {item('/login?mode=signup', 'Sign Up', comeBack)}
              </>
            )}
          </ul>
        </>
      )}
    </>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A modal dialog keeps Tab inside it: from its last control Tab goes to its first, and Shift+Tab the other way. */
function keepFocusIn(container: HTMLElement, event: KeyboardEvent): void {
  const controls = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/** The panel's place for how far in the menu is (1 open, 0 away to the left). */
const panelTransform = (shown: number) => `translateX(${(shown - 1) * 100}%)`;

export function MobileMenu({ open, onClose }: MobileMenuProps) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // How far in the menu is: 1 open, 0 away to the left; the panel slides and the backdrop fades with it.
  const shown = useSpringValue(open ? 1 : 0);
  const backdrop = useRef<HTMLDivElement>(null);
  useDrawnAfterEachRender(backdrop, (element) => {
    element.style.opacity = String(shown.get());
  });
  useDrawnAfterEachRender(panel, (element) => {
    element.style.transform = panelTransform(shown.get());
  });

  // A layout effect: focus and Escape are in place when the commit that opens the menu ends. React runs a click's
  // passive effects before the next event too, but any other update's only after the browser paints (on /map, a long
  // frame the map may be drawing).
  useLayoutEffect(() => {
    moveOnTime(shown, { to: open ? 1 : 0 });
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else if (event.key === 'Tab' && panel.current) keepFocusIn(panel.current, event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      opener?.focus();
    };
  }, [open, onClose, shown]);

  const bind = useDrag(
    ({ last, tap, xy: [x, y], initial: [pressedX, pressedY], velocity: [speed], direction: [directionX] }) => {
      if (tap) return; // a tap on a link, the close button or the backdrop is theirs
      const dx = x - pressedX;
      const dy = y - pressedY;
      const width = panel.current?.offsetWidth || 1;
      if (!last) moveOnTime(shown, { to: 1 + Math.min(0, dx) / width, immediate: true });
      else if (swipeCloses({ dx, dy, speed, directionX })) onClose();
      else moveOnTime(shown, { to: 1, config: SPRING_BACK });
    },
    // No pointer capture, so a tap's click still reaches the link under it; the arrow keys stay the page's.
    { enabled: open, filterTaps: true, pointer: { capture: false, keys: false } },
  );

  return (
    <div className={open ? 'mobile-menu mobile-menu--open' : 'mobile-menu'} inert={!open} {...bind()}>
      <animated.div ref={backdrop} className="mobile-menu__backdrop" style={{ opacity: shown }} onClick={onClose} />
      <animated.div
        ref={panel}
        id="mobile-menu"
        className="mobile-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        style={{ transform: shown.to(panelTransform) }}
      >
        <div className="mobile-menu__header">
          <p className="mobile-menu__title">Menu</p>
          <button ref={closeButton} type="button" className="icon-button" aria-label="Close menu" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <AccountCard />
        <nav aria-label="Mobile">
          <MenuLinks onNavigate={onClose} />
        </nav>
        <InstallMenuSection />
      </animated.div>
    </div>
  );
}

// The top bar (spec §2): logo, Blog, Launch Map (home page only), auth area; on mobile a menu button and Account or Sign In.
import { Link, NavLink, useLocation } from 'react-router-dom';
import { loginLinkState } from '../../lib/auth/login-return';
import { creditCount } from '../../lib/payments/credit-count';
import { useSession } from '../../platform/session';
import { Logo } from '../../ui/logo';
import { InstallTopBarOffer } from './install-offer';
import { MenuButton } from './menu-button';
import { UserMenu } from './user-menu';

interface TopBarProps {
  menuOpen: boolean;
  onOpenMenu: () => void;
}

function AuthArea() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') {
    // Holds the space without a guess, so a signed-in visitor never sees Sign In flash by.
    return <div className="top-bar__auth top-bar__auth--pending" aria-hidden="true" />;
  }
  if (session.status === 'signed-in') {
    const credits = session.credits === null ? '... Credits' : creditCount(session.credits, { capitalized: true });
    return (
      <div className="top-bar__auth">
        <Link className="top-bar__credits top-bar__desktop-only" to="/account/pricing">
          {credits}
        </Link>
        <div className="top-bar__desktop-only">
          <UserMenu email={session.user.email} />
        </div>
        <Link className="button button--secondary top-bar__mobile-only" to="/account">
          Account
        </Link>
      </div>
    );
  }
  // Spec §4: after signing in the user goes back to the page they were on.
  const comeBack = loginLinkState(location);
  return (
    <div className="top-bar__auth">
      <Link className="button button--ghost" to="/login" state={comeBack}>
        Sign In
      </Link>
      <Link className="button button--primary top-bar__desktop-only" to="/login?mode=signup" state={comeBack}>
        Sign Up
      </Link>
    </div>
  );
}

export function TopBar({ menuOpen, onOpenMenu }: TopBarProps) {
  const { pathname } = useLocation();
  return (
    <header className="top-bar">
      <div className="top-bar__inner">
        <MenuButton className="top-bar__menu-button" open={menuOpen} onOpen={onOpenMenu} />
        <Link to="/" className="top-bar__logo" aria-label="ZoneBrief home">
          <Logo />
        </Link>
        {/* Before the links, outside them: the offer comes when the browser makes it, after the first paint, and the
            bar is aligned to the right, so only what starts left of it would move when it does: nothing. */}
        <div className="top-bar__desktop-only">
          <InstallTopBarOffer />
        </div>
        <nav className="top-bar__nav top-bar__desktop-only" aria-label="Main">
          <NavLink className="top-bar__link" to="/blog">
            Blog
          </NavLink>
          {pathname === '/' ? (
            <Link className="button button--primary" to="/map">
              Launch Map
            </Link>
          ) : null}
        </nav>
        <AuthArea />
      </div>
    </header>
  );
}

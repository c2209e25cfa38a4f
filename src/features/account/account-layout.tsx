// The account section's frame: sidebar (desktop only), the page heading, and the sign-in prompt when signed out.
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useLogout, useSession, type SessionUser } from '../../platform/session';
import { useDocumentTitle } from '../../ui/page';
import { SignInPrompt } from '../../ui/sign-in-prompt';
import './account.css';

const LINKS = [
  { to: '/account/overview', label: 'Overview' },
  { to: '/account/settings', label: 'Account Settings' },
  { to: '/account/reports', label: 'My Reports' },
  { to: '/account/pricing', label: 'Plans & Pricing' },
] as const;

interface AccountLayoutProps {
  title: string;
  /** What the page is for, completing "Please sign in to …" for a signed-out visitor. */
  purpose: string;
  children: (user: SessionUser, credits: number | null) => ReactNode;
  /**
   * Shown in place of the page whatever the session does. Account deletion needs it: the session ends while
   * the success view is still on screen, and the sign-in prompt must not flash up in those 2 seconds.
   */
  pinned?: ReactNode;
}

function AccountSidebar() {
  const { loggingOut: signingOut, logOut } = useLogout();
  return (
    <nav className="account__sidebar" aria-label="Account">
      <ul className="account__nav">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink className="menu-row account__nav-link" to={link.to}>
              {link.label}
            </NavLink>
          </li>
        ))}
        <li>
          <button type="button" className="menu-row account__nav-link account__sign-out" disabled={signingOut} onClick={() => void logOut()}>
            {signingOut ? 'Signing out...' : 'Sign Out'}
          </button>
        </li>
      </ul>
    </nav>
  );
}

function AccountLoading() {
  return (
    <p className="account__loading" role="status">
      Loading your account...
    </p>
  );
}

export function AccountLayout({ title, purpose, children, pinned }: AccountLayoutProps) {
  useDocumentTitle(title);
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  // Pinned content replaces the whole section: no sidebar to wander off with mid-deletion.
  const withSidebar = signedIn && !pinned;
  let content: ReactNode;
  if (pinned) content = pinned;
  else if (signedIn) content = children(session.user, session.credits);
  else if (session.status === 'loading') content = <AccountLoading />;
  else content = <SignInPrompt what={purpose} />;
  return (
    <div className={withSidebar ? 'account account--with-sidebar' : 'account'}>
      {withSidebar ? <AccountSidebar /> : null}
      <div className="account__content">
        <h1 className="page__title">{title}</h1>
        {content}
      </div>
    </div>
  );
}

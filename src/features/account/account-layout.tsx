// The account section's frame: sidebar (desktop only), the page heading, and the sign-in prompt when signed out.
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useSession, type SessionUser } from '../../platform/session';
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
}

export function AccountLayout({ title, purpose, children }: AccountLayoutProps) {
  useDocumentTitle(title);
  const session = useSession();
  return (
    <div className="account">
      {session.status === 'signed-in' ? (
        <nav className="account__sidebar" aria-label="Account">
          <ul className="account__nav">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink className="account__nav-link" to={link.to}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <button type="button" className="account__nav-link account__sign-out">
                Sign Out
              </button>
            </li>
          </ul>
        </nav>
      ) : null}
      <div className="account__content">
        <h1 className="page__title">{title}</h1>
        {session.status === 'signed-in' ? children(session.user, session.credits) : <SignInPrompt what={purpose} />}
      </div>
    </div>
  );
}

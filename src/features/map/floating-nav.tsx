// The map's floating buttons (spec §2): Home, Legal, Pricing, Contact Us, and the account: the credit balance and
// the way to the account for a signed-in user, Sign In for a visitor (the map has no top bar to hold them). Phones show
// the balance alone (BalanceChip): their site links are in the slide-in menu and the account beside the search.
import { Link, useLocation } from 'react-router-dom';
import { loginLinkState } from '../../lib/auth/login-return';
import { creditCount } from '../../lib/payments/credit-count';
import { hasStoredSession } from '../../platform/auth/session-keys';
import { useSession } from '../../platform/session';
import './map.css';

const LINKS = [
  { to: '/', label: 'Home' },
  { to: '/legal', label: 'Legal' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/contact', label: 'Contact Us' },
] as const;

/** What a kept session most likely shows (its balance still loading), and what a visitor without one sees. */
const SIGNED_IN_ROOM = ['... Credits', 'Account'];
const SIGNED_OUT_ROOM = ['Sign In'];

/** The account links' room, drawn invisibly and hidden from assistive technology: nothing to read or follow yet. */
function KeptRoom({ labels }: { labels: readonly string[] }) {
  return labels.map((label) => (
    <span key={label} className="floating-nav__link floating-nav__link--account floating-nav__link--room" aria-hidden="true">
      {label}
    </span>
  ));
}

function BalanceLink({ credits }: { credits: number | null }) {
  return (
    <Link className="floating-nav__link floating-nav__link--account" to="/account/pricing">
      {credits === null ? '... Credits' : creditCount(credits, { capitalized: true })}
    </Link>
  );
}

function AccountLinks() {
  const session = useSession();
  const location = useLocation();
  // While the session loads nothing is offered (neither Sign In nor a balance would be right yet), but the room of what
  // most likely comes is kept, so neither the links nor the chips under them move when it does.
  if (session.status === 'loading') return <KeptRoom labels={hasStoredSession() ? SIGNED_IN_ROOM : SIGNED_OUT_ROOM} />;
  if (session.status === 'signed-out') {
    return (
      <Link className="floating-nav__link floating-nav__link--account" to="/login" state={loginLinkState(location)}>
        Sign In
      </Link>
    );
  }
  return (
    <>
      <BalanceLink credits={session.credits} />
      <Link className="floating-nav__link floating-nav__link--account" to="/account">
        Account
      </Link>
    </>
  );
}

export function FloatingNav() {
  return (
    <nav className="floating-nav" aria-label="Site">
      {LINKS.map((link) => (
        <Link key={link.to} className="floating-nav__link" to={link.to}>
          {link.label}
        </Link>
      ))}
      <AccountLinks />
    </nav>
  );
}

/** The signed-in user's balance on the phone map, its room while a kept session loads, nothing for a visitor. */
export function BalanceChip() {
  const session = useSession();
  if (session.status === 'loading') return hasStoredSession() ? <KeptRoom labels={['... Credits']} /> : null;
  return session.status === 'signed-in' ? <BalanceLink credits={session.credits} /> : null;
}

// The phone map's way to the account (spec §2 "Mobile layout": an Account or Sign In button), beside the search: an
// icon the size of the menu button, so the search keeps the rest of the row and its placeholder fits a 390 px screen.
import { Link, useLocation } from 'react-router-dom';
import { loginLinkState } from '../../lib/auth/login-return';
import { useSession } from '../../platform/session';
import { UserIcon } from '../shell/icons';

export function MapAccountButton() {
  const session = useSession();
  const location = useLocation();
  // Neither Sign In nor Account would be right yet; the button's room is kept, so the search does not widen and shrink.
  if (session.status === 'loading') return <span className="map-screen__account map-screen__account--room" aria-hidden="true" />;
  if (session.status === 'signed-in') {
    return (
      <Link className="map-screen__account" to="/account" aria-label="Account" title="Account">
        <UserIcon />
      </Link>
    );
  }
  return (
    <Link className="map-screen__account" to="/login" state={loginLinkState(location)} aria-label="Sign In" title="Sign In">
      <UserIcon />
    </Link>
  );
}

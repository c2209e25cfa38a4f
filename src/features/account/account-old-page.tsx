// /account-old: the older combined account page: credits, links to reports and pricing, and the older
// change-password form (all three fields required).
import { Link } from 'react-router-dom';
import { Card } from '../../ui/card';
import { AccountLayout } from './account-layout';
import { ChangePasswordCard } from './change-password-card';

export function AccountOldPage() {
  return (
    <AccountLayout title="My Account" purpose="see your account">
      {(user, credits) => (
        <>
          <Card title="Profile">
            <p>E-mail: {user.email}</p>
          </Card>
          <Card title="Credit Balance">
            <p className="account__balance">{credits ?? '...'}</p>
            <p className="hint">One credit buys one analysis. Credits never expire.</p>
          </Card>
          <Card title="Your Account">
            <ul className="account__links">
              <li>
                <Link className="button button--secondary" to="/account/reports">
                  View My Reports
                </Link>
              </li>
              <li>
                <Link className="button button--secondary" to="/account/pricing">
                  Purchase Credits
                </Link>
              </li>
            </ul>
          </Card>
          <ChangePasswordCard variant="legacy" email={user.email} />
        </>
      )}
    </AccountLayout>
  );
}

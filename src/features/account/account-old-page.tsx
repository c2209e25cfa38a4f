// /account-old: the older combined account page (credits, reports and settings in one place).
import { Link } from 'react-router-dom';
import { Card } from '../../ui/card';
import { AccountLayout } from './account-layout';

export function AccountOldPage() {
  return (
    <AccountLayout title="My Account" purpose="see your account">
      {(user, credits) => (
        <>
          <Card title="Profile">
            <p>E-mail: {user.email}</p>
          </Card>
          <Card title="Credits">
            <p className="account__balance">{credits ?? '...'}</p>
            <Link className="button button--secondary" to="/account/pricing">
              Purchase Credits
            </Link>
          </Card>
          <Card title="Reports">
            <Link className="button button--secondary" to="/account/reports">
              View My Reports
            </Link>
          </Card>
        </>
      )}
    </AccountLayout>
  );
}

// /account and /account/overview: credit balance, quick actions and tips.
import { Link } from 'react-router-dom';
import { Card } from '../../ui/card';
import { AccountLayout } from './account-layout';

const ACTIONS = [
  { to: '/account/reports', label: 'View Reports' },
  { to: '/account/pricing', label: 'Purchase Credits' },
  { to: '/account/settings', label: 'Account Settings' },
  { to: '/map', label: 'Start Analysis' },
] as const;

export function AccountOverviewPage() {
  return (
    <AccountLayout title="Account Overview" purpose="see your credits and reports">
      {(user, credits) => (
        <>
          <p className="page__lead">Signed in as {user.email}</p>
          <Card title="Credit Balance">
            <p className="account__balance">{credits ?? '...'}</p>
            <p className="hint">One credit buys one analysis. Credits never expire.</p>
          </Card>
          <Card title="Quick Actions">
            <div className="account__tiles">
              {ACTIONS.map((action) => (
                <Link key={action.to} className="button button--secondary" to={action.to}>
                  {action.label}
                </Link>
              ))}
            </div>
          </Card>
          <Card title="Tips">
            <ul>
              <li>Click a parcel on the map to check its zone before spending a credit.</li>
              <li>Exceptions (the x-number in a zone label) can change what is permitted; the brief lists them.</li>
              <li>Reports are saved to My Reports so you can download them again.</li>
            </ul>
          </Card>
        </>
      )}
    </AccountLayout>
  );
}

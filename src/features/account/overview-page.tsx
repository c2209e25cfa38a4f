// /account and /account/overview: credit balance, quick actions and tips; after a purchase, what it added.
import { Link, useLocation } from 'react-router-dom';
import { readPaidCheckout } from '../../lib/payments/paid-checkout';
import { useSession } from '../../platform/session';
import { Card } from '../../ui/card';
import { AccountLayout } from './account-layout';
import { PurchaseNotice } from './purchase-notice';

const ACTIONS = [
  { to: '/account/reports', label: 'View Reports' },
  { to: '/account/pricing', label: 'Purchase Credits' },
  { to: '/account/settings', label: 'Account Settings' },
  { to: '/map', label: 'Start Analysis' },
] as const;

export function AccountOverviewPage() {
  const paidCheckout = readPaidCheckout(useLocation().state);
  const { session } = useSession();
  return (
    <AccountLayout title="Account Overview" purpose="see your credits and reports">
      {(user, credits) => (
        <>
          {paidCheckout && session ? <PurchaseNotice checkoutId={paidCheckout} accessToken={session.access_token} /> : null}
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

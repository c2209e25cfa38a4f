// /account/reports: saved reports, newest first, and a button to start a new analysis.
import { Link } from 'react-router-dom';
import { Card } from '../../ui/card';
import { AccountLayout } from './account-layout';

export function AccountReportsPage() {
  return (
    <AccountLayout title="My Reports" purpose="see your saved reports">
      {() => (
        <>
          <div>
            <Link className="button button--primary" to="/map">
              Start New Analysis
            </Link>
          </div>
          <Card title="Saved Reports">
            <p className="account__empty">No reports yet. Reports you generate appear here, newest first.</p>
          </Card>
        </>
      )}
    </AccountLayout>
  );
}

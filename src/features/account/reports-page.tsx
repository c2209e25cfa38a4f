// /account/reports: saved reports, newest first and live, and a button to start a new analysis.
import { Link } from 'react-router-dom';
import { Card } from '../../ui/card';
import { ReportsList } from '../../ui/reports-list';
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
            <ReportsList />
          </Card>
        </>
      )}
    </AccountLayout>
  );
}

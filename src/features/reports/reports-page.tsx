// /reports: the older saved-reports page, the same live list as /account/reports.
import { Link } from 'react-router-dom';
import { useSession } from '../../platform/session';
import { Card } from '../../ui/card';
import { Page } from '../../ui/page';
import { ReportsList } from '../../ui/reports-list';
import { SignInPrompt } from '../../ui/sign-in-prompt';

export function ReportsPage() {
  const session = useSession();
  return (
    <Page title="Saved Reports" lead="Your Type D Informational Zoning Briefs, newest first.">
      {session.status === 'signed-in' ? (
        <Card title="Reports">
          <div className="button-row">
            <Link className="button button--primary" to="/map">
              Start New Analysis
            </Link>
          </div>
          <ReportsList />
        </Card>
      ) : session.status === 'loading' ? (
        <p role="status">Loading your account...</p>
      ) : (
        <SignInPrompt what="see your saved reports" />
      )}
    </Page>
  );
}

// /reports: the older saved-reports page.
import { Link } from 'react-router-dom';
import { useSession } from '../../platform/session';
import { Card } from '../../ui/card';
import { Page } from '../../ui/page';
import { SignInPrompt } from '../../ui/sign-in-prompt';

export function ReportsPage() {
  const session = useSession();
  return (
    <Page title="Saved Reports" lead="Your Type D Informational Zoning Briefs, newest first.">
      {session.status === 'signed-in' ? (
        <Card title="Reports">
          <p>No reports yet.</p>
          <Link className="button button--primary" to="/map">
            Start New Analysis
          </Link>
        </Card>
      ) : (
        <SignInPrompt what="see your saved reports" />
      )}
    </Page>
  );
}

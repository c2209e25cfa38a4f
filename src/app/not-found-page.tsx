// The 404 page for any path the app does not know.
import { Link, useLocation } from 'react-router-dom';
import { Page } from '../ui/page';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Page title="Page not found" width="narrow" lead={<>There is no page at <code>{pathname}</code>. It may have moved, or the link may be mistyped.</>}>
      <div className="button-row">
        <Link className="button button--primary" to="/">
          Back to Home
        </Link>
        <Link className="button button--secondary" to="/map">
          Open the Map
        </Link>
      </div>
    </Page>
  );
}

// /auth/callback: where Google sign-in returns; loading, then success or error (the auth issue drives the states).
import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '../../ui/page';
import { authCallbackErrorMessage, readAuthQueryError } from './auth-messages';
import './auth.css';

export function AuthCallbackPage() {
  const [params] = useSearchParams();
  const queryError = readAuthQueryError(params);

  if (queryError) {
    return (
      <Page title="Sign-in Failed" width="narrow">
        <div className="auth-status">
          <p className="notice notice--error" role="alert">
            {authCallbackErrorMessage(queryError)}
          </p>
          <Link className="button button--primary" to="/login">
            Back to Sign In
          </Link>
        </div>
      </Page>
    );
  }

  return (
    <Page title="Completing Sign-in" width="narrow">
      <div className="auth-status" role="status" aria-live="polite">
        <div className="auth-status__spinner" aria-hidden="true" />
        <p>Please wait while we finish signing you in…</p>
      </div>
    </Page>
  );
}

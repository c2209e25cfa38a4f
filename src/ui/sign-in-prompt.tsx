// What an account-only page shows a signed-out visitor: why, and the way to sign in or back home.
import { Link, useLocation } from 'react-router-dom';
import './page.css';

export function SignInPrompt({ what }: { what: string }) {
  const { pathname, search } = useLocation();
  return (
    <section className="sign-in-prompt" aria-labelledby="sign-in-prompt-title">
      <h2 id="sign-in-prompt-title" className="sign-in-prompt__title">
        Sign in required
      </h2>
      <p>Please sign in to {what}.</p>
      <div className="button-row">
        <Link className="button button--secondary" to="/">
          Back to Home
        </Link>
        {/* After signing in, the user comes back to this page. */}
        <Link className="button button--primary" to="/login" state={{ from: `${pathname}${search}` }}>
          Sign In
        </Link>
      </div>
    </section>
  );
}

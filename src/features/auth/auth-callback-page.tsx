// /auth/callback: where Google sign-in returns (spec §4): loading, then success or error, then on to the next page.
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { analyticsEvents, track } from '../../platform/analytics';
import type { AuthSession } from '../../lib/api/auth';
import { OAUTH_VALIDATION_FAILED } from '../../lib/auth/auth-error-messages';
import type { AuthGateway } from '../../platform/auth/gateway';
import { useAuthActions } from '../../platform/session';
import { readReturnPlace } from '../../platform/return-place';
import { Page } from '../../ui/page';
import { afterSignInPath } from './after-sign-in';
import { validateOAuthSession } from './api';
import { authCallbackErrorMessage, readAuthQueryError } from './auth-messages';
import { exchangeCodeOnce } from './exchange-once';
import './auth.css';

/** Spec §9: retry wait 1 s; error redirect 3 s; success redirect 1.5 s. */
export const CALLBACK_RETRY_MS = 1_000;
export const CALLBACK_ERROR_REDIRECT_MS = 3_000;
export const CALLBACK_SUCCESS_REDIRECT_MS = 1_500;

type CallbackState =
  | { status: 'loading' }
  | { status: 'success' }
  | { status: 'error'; message: string; redirectTo: string };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The session the provider handed back: from ?code= (PKCE) when present, else the stored one; retried once after 1 s. */
async function findSession(gateway: AuthGateway, code: string | null): Promise<AuthSession | null> {
  if (code) {
    const { data } = await exchangeCodeOnce(gateway, code);
    if (data) return data;
  }
  const first = await gateway.getSession();
  if (first.data) return first.data;
  await wait(CALLBACK_RETRY_MS);
  return (await gateway.getSession()).data;
}

async function completeSignIn(gateway: AuthGateway, code: string | null): Promise<CallbackState> {
  const session = await findSession(gateway, code);
  const duplicate = authCallbackErrorMessage({ error: 'duplicate_account', errorCode: null, description: null });
  if (!session) return { status: 'error', message: duplicate, redirectTo: '/login?error=duplicate_account' };
  const validation = await validateOAuthSession(session);
  if (validation === 'valid') return { status: 'success' };
  // The e-mail belongs to an account using other sign-in methods (or validation failed): this session must not stay.
  await gateway.forgetSession();
  // Spec §8: a failed validation says so here; /login then explains auth_failed at more length.
  return validation === 'other-providers'
    ? { status: 'error', message: duplicate, redirectTo: '/login?error=duplicate_account' }
    : { status: 'error', message: OAUTH_VALIDATION_FAILED, redirectTo: '/login?error=auth_failed' };
}

export function AuthCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { gateway } = useAuthActions();
  const queryError = readAuthQueryError(params);
  const code = params.get('code');
  const [state, setState] = useState<CallbackState>({ status: 'loading' });

  useEffect(() => {
    if (!gateway || queryError) return;
    let active = true;
    void completeSignIn(gateway, code).then((next) => {
      if (next.status === 'success') track(analyticsEvents.authentication('login', 'google'));
      if (active) setState(next);
    });
    return () => {
      active = false;
    };
    // One attempt per arrival on this page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gateway]);

  // The provider sent the user back with an error (consent denied, link expired…): /login shows that same error.
  useEffect(() => {
    if (!queryError) return;
    const timer = setTimeout(() => void navigate(`/login?${params.toString()}`, { replace: true }), CALLBACK_ERROR_REDIRECT_MS);
    return () => clearTimeout(timer);
    // One redirect per arrival on this page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (state.status === 'loading') return;
    const [to, delay] = state.status === 'success' ? [afterSignInPath(readReturnPlace() ? '/map' : null), CALLBACK_SUCCESS_REDIRECT_MS] : [state.redirectTo, CALLBACK_ERROR_REDIRECT_MS];
    const timer = setTimeout(() => void navigate(to, { replace: true }), delay);
    return () => clearTimeout(timer);
  }, [state, navigate]);

  if (queryError || state.status === 'error') {
    const message = queryError ? authCallbackErrorMessage(queryError) : (state as { message: string }).message;
    return (
      <Page title="Sign-in Failed" width="narrow">
        <div className="auth-status">
          <p className="notice notice--error" role="alert">
            {message}
          </p>
          <Link className="button button--primary" to="/login">
            Back to Sign In
          </Link>
        </div>
      </Page>
    );
  }

  if (state.status === 'success') {
    return (
      <Page title="Signed In" width="narrow">
        <div className="auth-status" role="status">
          <p className="notice notice--success">You are signed in. Taking you onward…</p>
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

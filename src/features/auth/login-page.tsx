// /login: sign-in, sign-up, forgot-password and one-time-code modes (spec §2), chosen by ?mode= or the switcher;
// also where e-mail confirmation links land (?code=…&type=signup) and auth callbacks report errors.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { UNEXPECTED_ERROR } from '../../lib/auth/auth-error-messages';
import { returnPath } from '../../lib/auth/login-return';
import { analyticsEvents, track } from '../../platform/analytics';
import { useViewportBelow } from '../../platform/device-info';
import { useAuthActions, useSession } from '../../platform/session';
import { Page } from '../../ui/page';
import { afterSignInPath } from './after-sign-in';
import { checkExistingAccount } from './api';
import { authCallbackErrorMessage, CONFIRMATION_FAILED, CONFIRMED_SIGN_IN_PLEASE, emailConfirmedWelcome, readAuthQueryError } from './auth-messages';
import { BRAND, requestReset, sendCode, signIn, signUp, startGoogle, verifyCode, type FlowDeps, type FlowOutcome } from './login-flows';
import { LoginForm, VerifyCodeForm, type LoginFormValues } from './login-forms';
import { loginModeFromQuery, MODE_LEADS, MODE_TITLES, type LoginMode } from './login-modes';
import { exchangeCodeOnce } from './exchange-once';
import './auth.css';

const EMPTY: LoginFormValues = { email: '', password: '', confirmPassword: '', code: '' };
const SWITCHER: readonly { mode: LoginMode; label: string }[] = [
  { mode: 'signin', label: 'Sign In' },
  { mode: 'signup', label: 'Sign Up' },
  { mode: 'code', label: 'Email Code' },
  { mode: 'forgot-password', label: 'Forgot Password' },
];
/** Spec §9: post-login redirect 1.5 s; e-mail-confirmed redirect 2 s; confirmation e-mail resent after 2 s. */
export const POST_LOGIN_REDIRECT_MS = 1_500;
export const EMAIL_CONFIRMED_REDIRECT_MS = 2_000;
export const CONFIRMATION_RESEND_MS = 2_000;

type Message = { tone: 'error' | 'info' | 'success'; text: string } | null;

/** The query for a mode, keeping ?next= (where to go back to) and dropping everything else. */
function queryForMode(mode: LoginMode, current: URLSearchParams): Record<string, string> {
  const next = current.get('next');
  return { ...(mode === 'signin' ? {} : { mode }), ...(next ? { next } : {}) };
}

export function LoginPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const { gateway } = useAuthActions();
  const isMobile = useViewportBelow(768);
  const mode = loginModeFromQuery(params.get('mode'));
  const queryError = readAuthQueryError(params);
  const [values, setValues] = useState<LoginFormValues>(EMPTY);
  const [message, setMessage] = useState<Message>(queryError ? { tone: 'error', text: authCallbackErrorMessage(queryError) } : null);
  const [busy, setBusy] = useState(false);
  const [codeWasSent, setCodeWasSent] = useState(false);
  // The service asked for the e-mailed code with the password (its step-up after many failed tries).
  const [signInNeedsCode, setSignInNeedsCode] = useState(false);
  const [shownMode, setShownMode] = useState(mode);
  // What the next mode opens with: the automatic switch to sign-in after 'account exists' carries its message over.
  const [messageForNextMode, setMessageForNextMode] = useState<Message>(null);
  // Set while this page is signing the user in, so the "already signed in" redirect waits for the success message.
  const flowActive = useRef(false);
  const [redirectAfter, setRedirectAfter] = useState<number | null>(null);
  // The address whose confirmation link this tab is waiting for: the link, opened in another tab, signs this one in too.
  const [awaitingConfirmation, setAwaitingConfirmation] = useState<string | null>(null);
  const messageRegion = useRef<HTMLDivElement>(null);
  const returnTo = returnPath(location.state, params);

  // Spec §2: a new mode starts clean (messages and passwords cleared, e-mail kept), whether it came from the switcher
  // or through the URL (the top bar's Sign Up while already on /login).
  if (shownMode !== mode) {
    setShownMode(mode);
    setValues((current) => ({ ...EMPTY, email: current.email }));
    setMessage(messageForNextMode);
    setMessageForNextMode(null);
    setCodeWasSent(false);
    setSignInNeedsCode(false);
  }

  // Spec §4, §8: when the sign-in is the confirmation link this tab asked for, followed in another tab, this tab
  // says so (the welcome) and moves on 2 s later, as the link's own tab does.
  if (awaitingConfirmation !== null && session.status === 'signed-in' && session.user.email === awaitingConfirmation) {
    setAwaitingConfirmation(null);
    setMessage({ tone: 'success', text: emailConfirmedWelcome(BRAND) });
    setRedirectAfter(EMAIL_CONFIRMED_REDIRECT_MS);
  }

  // Spec §2: a user already signed in goes back to the page they came from, or /. A pending purchase resumes only
  // after a sign-in made here (the redirect below), not because a signed-in user opened /login.
  useEffect(() => {
    if (session.status === 'signed-in' && !flowActive.current && redirectAfter === null) void navigate(returnTo ?? '/', { replace: true });
  }, [session.status, navigate, returnTo, redirectAfter]);

  // The outcome of a click shows where the user is looking: a tall form (a phone, the sign-up mode) leaves the
  // message region above the fold, so it is scrolled into view; the live region announces it.
  useEffect(() => {
    // jsdom lacks scrollIntoView; the message is still shown and announced without it.
    if (message) messageRegion.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message]);

  useEffect(() => {
    if (redirectAfter === null) return;
    const timer = setTimeout(() => void navigate(afterSignInPath(returnTo), { replace: true }), redirectAfter);
    return () => clearTimeout(timer);
  }, [redirectAfter, navigate, returnTo]);

  const show = useCallback((outcome: FlowOutcome, delay = POST_LOGIN_REDIRECT_MS) => {
    setMessage({ tone: outcome.kind === 'error' ? 'error' : outcome.kind === 'signed-in' ? 'success' : 'info', text: outcome.message });
    if (outcome.kind === 'signed-in') setRedirectAfter(delay);
    else flowActive.current = false;
  }, []);

  // A confirmation link brings ?code=…&type=signup: trade it for a session once the gateway is ready.
  const linkCode = params.get('code');
  const linkType = params.get('type');
  useEffect(() => {
    if (!gateway || !linkCode || queryError) return;
    if (linkType === 'recovery') {
      void navigate({ pathname: '/reset-password', search: location.search }, { replace: true });
      return;
    }
    flowActive.current = true;
    setParams({}, { replace: true, state: location.state });
    void exchangeCodeOnce(gateway, linkCode).then(({ error }) => {
      if (error) {
        // Spec §8: on mobile the link itself did confirm the address, so the user is asked to sign in.
        show({ kind: 'error', message: isMobile ? CONFIRMED_SIGN_IN_PLEASE : CONFIRMATION_FAILED });
      } else {
        track(analyticsEvents.authentication('sign_up', 'email'));
        show({ kind: 'signed-in', message: emailConfirmedWelcome(BRAND) }, EMAIL_CONFIRMED_REDIRECT_MS);
      }
    });
    // Runs once per code; the query is cleared above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gateway, linkCode]);

  const switchMode = (next: LoginMode, keepMessage: Message = null) => {
    if (next === mode) {
      setValues((current) => ({ ...EMPTY, email: current.email }));
      setMessage(keepMessage);
      setCodeWasSent(false);
      setSignInNeedsCode(false);
      return;
    }
    setMessageForNextMode(keepMessage);
    // The router state carries `from` (the page to go back to); a mode switch must not lose it.
    setParams(queryForMode(next, params), { replace: true, state: location.state });
  };

  const run = async (action: (deps: FlowDeps) => Promise<FlowOutcome>) => {
    if (!gateway || busy) return;
    flowActive.current = true;
    setBusy(true);
    setMessage(null);
    // A new action in this tab speaks for itself: a sign-in that follows is no longer the awaited confirmation.
    setAwaitingConfirmation(null);
    try {
      const outcome = await action({ gateway, checkExisting: checkExistingAccount });
      if (outcome.kind === 'error' && outcome.switchTo && outcome.switchTo !== mode) {
        switchMode(outcome.switchTo, { tone: 'error', text: outcome.message });
        flowActive.current = false;
        return;
      }
      if (outcome.kind === 'signed-in') track(analyticsEvents.authentication(mode === 'signup' ? 'sign_up' : 'login', 'email'));
      if (outcome.kind === 'info' && outcome.codeSent) setCodeWasSent(true);
      if (outcome.kind === 'info' && outcome.signInNeedsCode) setSignInNeedsCode(true);
      if (outcome.kind === 'info' && outcome.resendConfirmationTo) {
        const email = outcome.resendConfirmationTo;
        setTimeout(() => void gateway.resendConfirmation(email), CONFIRMATION_RESEND_MS);
        setAwaitingConfirmation(email);
      }
      show(outcome);
    } catch (failure) {
      console.error(failure);
      show({ kind: 'error', message: UNEXPECTED_ERROR });
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = () => {
    if (mode === 'signup') return run((deps) => signUp(deps, values));
    if (mode === 'signin') return run((deps) => signIn(deps, signInNeedsCode ? values : { email: values.email, password: values.password }));
    if (mode === 'code') return run((deps) => sendCode(deps, values.email));
    return run((deps) => requestReset(deps, values.email));
  };

  const showForgotLink = message?.text.includes('Incorrect email or password') ?? false;

  return (
    <Page title={MODE_TITLES[mode]} lead={MODE_LEADS[mode]} width="narrow">
      <div className="login__switcher" role="group" aria-label="Sign-in options">
        {SWITCHER.map((option) => (
          <button key={option.mode} type="button" className="login__switch" aria-pressed={option.mode === mode} onClick={() => switchMode(option.mode)}>
            {option.label}
          </button>
        ))}
      </div>

      <div ref={messageRegion} className="login__message" aria-live="polite" role="status">
        {message ? <p className={`notice notice--${message.tone}`}>{message.text}</p> : null}
      </div>
      {showForgotLink ? (
        <button type="button" className="link-button login__forgot" onClick={() => switchMode('forgot-password')}>
          Forgot your password?
        </button>
      ) : null}

      <LoginForm mode={mode} values={values} onChange={setValues} onSubmit={() => void onSubmit()} busy={busy || !gateway} askCode={signInNeedsCode} />
      {mode === 'code' && codeWasSent ? (
        <VerifyCodeForm values={values} onChange={setValues} onSubmit={() => void run((deps) => verifyCode(deps, values.email, values.code))} busy={busy} />
      ) : null}

      {(mode === 'signin' || mode === 'signup') && gateway?.supportsGoogle ? (
        <>
          <p className="login__divider">
            <span>or</span>
          </p>
          <button
            type="button"
            className="button button--secondary button--block"
            disabled={busy}
            onClick={() => void run((deps) => startGoogle(deps, (text) => setMessage({ tone: 'info', text })))}
          >
            Continue with Google
          </button>
        </>
      ) : null}

      <p className="login__footer">
        {mode === 'signup' ? (
          <>
            Already have an account?{' '}
            <button type="button" className="link-button" onClick={() => switchMode('signin')}>
              Sign in
            </button>
          </>
        ) : (
          <>
            New to {BRAND}?{' '}
            <button type="button" className="link-button" onClick={() => switchMode('signup')}>
              Create an account
            </button>
          </>
        )}
      </p>
    </Page>
  );
}

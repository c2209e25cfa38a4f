// /login: sign-in, sign-up, forgot-password and one-time-code modes (spec §2), chosen by ?mode= or the switcher.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../ui/page';
import { AUTH_NOT_CONNECTED_MESSAGE, authCallbackErrorMessage, readAuthQueryError } from './auth-messages';
import { LoginForm, VerifyCodeForm, type LoginFormValues } from './login-forms';
import { loginModeFromQuery, MODE_LEADS, MODE_TITLES, type LoginMode } from './login-modes';
import './auth.css';

const EMPTY: LoginFormValues = { email: '', password: '', confirmPassword: '', code: '' };
const SWITCHER: readonly { mode: LoginMode; label: string }[] = [
  { mode: 'signin', label: 'Sign In' },
  { mode: 'signup', label: 'Sign Up' },
  { mode: 'code', label: 'Email Code' },
  { mode: 'forgot-password', label: 'Forgot Password' },
];

type Message = { tone: 'error' | 'info'; text: string } | null;

export function LoginPage() {
  const [params, setParams] = useSearchParams();
  const mode = loginModeFromQuery(params.get('mode'));
  const queryError = readAuthQueryError(params);
  const [values, setValues] = useState<LoginFormValues>(EMPTY);
  const [message, setMessage] = useState<Message>(
    queryError ? { tone: 'error', text: authCallbackErrorMessage(queryError) } : null,
  );

  const switchMode = (next: LoginMode) => {
    // Spec §2: switching modes clears the messages and the passwords, and keeps the e-mail.
    setValues((current) => ({ ...EMPTY, email: current.email }));
    setMessage(null);
    setParams(next === 'signin' ? {} : { mode: next }, { replace: true });
  };

  const onSubmit = (problem: string | null) => {
    setMessage({ tone: problem ? 'error' : 'info', text: problem ?? AUTH_NOT_CONNECTED_MESSAGE });
  };

  const showForgotLink = message?.text.includes('Incorrect email or password') ?? false;

  return (
    <Page title={MODE_TITLES[mode]} lead={MODE_LEADS[mode]} width="narrow">
      <div className="login__switcher" role="group" aria-label="Sign-in options">
        {SWITCHER.map((option) => (
          <button
            key={option.mode}
            type="button"
            className="login__switch"
            aria-pressed={option.mode === mode}
            onClick={() => switchMode(option.mode)}
          >
            {option.label}
          </button>
        ))}
      </div>

      <div aria-live="polite">
        {message ? <p className={`notice notice--${message.tone}`}>{message.text}</p> : null}
      </div>
      {showForgotLink ? (
        <button type="button" className="link-button" onClick={() => switchMode('forgot-password')}>
          Forgot your password?
        </button>
      ) : null}

      <LoginForm mode={mode} values={values} onChange={setValues} onSubmit={onSubmit} />
      {mode === 'code' ? <VerifyCodeForm values={values} onChange={setValues} onSubmit={onSubmit} /> : null}

      {mode === 'signin' || mode === 'signup' ? (
        <>
          <p className="login__divider">
            <span>or</span>
          </p>
          <button type="button" className="button button--secondary button--block" onClick={() => onSubmit(null)}>
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
            New to ZoneBrief?{' '}
            <button type="button" className="link-button" onClick={() => switchMode('signup')}>
              Create an account
            </button>
          </>
        )}
      </p>
    </Page>
  );
}

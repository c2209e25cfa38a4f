// /reset-password: the target of the reset e-mail (spec §4): verifying, then the new-password form or the expired
// screen; after a successful update the recovery session ends and the user goes to /login 3 s later.
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { checkResetPasswordForm } from '../../lib/validation/password-forms';
import type { AuthGateway } from '../../platform/auth/gateway';
import { useAuthActions } from '../../platform/session';
import { Page } from '../../ui/page';
import { PasswordStrengthMeter } from '../../ui/password-strength-meter';
import { TextField } from '../../ui/text-field';
import { CHANGE_PASSWORD_FAILED, changePasswordErrorMessage, PASSWORD_CHANGED, SIGN_OUT_FAILED } from '../../lib/auth/auth-error-messages';
import { NO_RESET_SESSION_MESSAGE, readAuthQueryError, resetLinkErrorMessage, RESET_SESSION_CHECK_FAILED } from './auth-messages';
import { exchangeCodeOnce } from './exchange-once';
import './auth.css';

/** Spec §9: reset redirect 3 s. */
export const RESET_REDIRECT_MS = 3_000;

type LinkState = { status: 'verifying' } | { status: 'valid' } | { status: 'invalid'; message: string };

async function verifyLink(gateway: AuthGateway, code: string | null): Promise<LinkState> {
  if (code) {
    const { error } = await exchangeCodeOnce(gateway, code);
    if (!error) return { status: 'valid' };
    const expired = /expired/i.test(error.message) || error.code === 'otp_expired' || error.code === 'flow_state_expired';
    return { status: 'invalid', message: resetLinkErrorMessage({ error: expired ? 'expired' : null, errorCode: null, description: null }) };
  }
  const { data, error } = await gateway.getSession();
  if (error) return { status: 'invalid', message: RESET_SESSION_CHECK_FAILED };
  return data ? { status: 'valid' } : { status: 'invalid', message: NO_RESET_SESSION_MESSAGE };
}

function InvalidLink({ message }: { message: string }) {
  return (
    <div className="auth-status">
      <p className="notice notice--error" role="alert">
        {message}
      </p>
      <Link className="button button--primary" to="/login?mode=forgot-password">
        Request a New Link
      </Link>
    </div>
  );
}

type Phase = 'editing' | 'sign-out-failed' | 'done';

function NewPasswordForm({ gateway }: { gateway: AuthGateway }) {
  const navigate = useNavigate();
  const { signOut } = useAuthActions();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [phase, setPhase] = useState<Phase>('editing');

  useEffect(() => {
    if (phase !== 'done') return;
    const timer = setTimeout(() => void navigate('/login', { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [phase, navigate]);

  /**
   * The recovery session has done its job: the user signs in again with the new password. Spec §4: a session the
   * server no longer has is cleared here anyway; any other failure is said, and /login would only bounce a user
   * who is still signed in, so they stay to try again.
   */
  const endRecoverySession = async () => {
    setBusy(true);
    const problem = await signOut('local');
    setBusy(false);
    setPhase(problem ? 'sign-out-failed' : 'done');
    setMessage({ tone: 'success', text: problem ? PASSWORD_CHANGED : `${PASSWORD_CHANGED} Taking you to sign in…` });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkResetPasswordForm({ password, confirmPassword });
    if (problem) return setMessage({ tone: 'error', text: problem });
    setBusy(true);
    const result = await gateway.updatePassword(password).catch(() => null);
    if (!result || result.error) {
      setBusy(false);
      return setMessage({ tone: 'error', text: result ? changePasswordErrorMessage(result.error) : CHANGE_PASSWORD_FAILED });
    }
    await endRecoverySession();
  };

  const changed = phase !== 'editing';
  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate aria-label="New password">
      <div aria-live="polite" role="status">
        {message ? <p className={`notice notice--${message.tone}`}>{message.text}</p> : null}
      </div>
      {phase === 'sign-out-failed' ? (
        <div className="auth-status">
          <p className="notice notice--error" role="alert">
            {SIGN_OUT_FAILED}
          </p>
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => void endRecoverySession()}>
            Sign Out
          </button>
        </div>
      ) : null}
      <TextField label="New Password" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} disabled={changed} />
      <PasswordStrengthMeter password={password} />
      <TextField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(e) => setConfirmPassword(e.target.value)}
        disabled={changed}
      />
      <button type="submit" className="button button--primary button--block" disabled={busy || changed} aria-busy={busy}>
        Update Password
      </button>
    </form>
  );
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const { gateway } = useAuthActions();
  const queryError = readAuthQueryError(params);
  const code = params.get('code');
  const [state, setState] = useState<LinkState>(queryError ? { status: 'invalid', message: resetLinkErrorMessage(queryError) } : { status: 'verifying' });

  useEffect(() => {
    if (!gateway || queryError) return;
    let active = true;
    void verifyLink(gateway, code).then((next) => {
      if (active) setState(next);
    });
    return () => {
      active = false;
    };
    // The link is checked once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gateway]);

  return (
    <Page title="Set a New Password" lead="Choose a new password for your ZoneBrief account." width="narrow">
      {state.status === 'verifying' || !gateway ? (
        <div className="auth-status" role="status" aria-live="polite">
          <div className="auth-status__spinner" aria-hidden="true" />
          <p>Verifying your reset link…</p>
        </div>
      ) : state.status === 'invalid' ? (
        <InvalidLink message={state.message} />
      ) : (
        <NewPasswordForm gateway={gateway} />
      )}
    </Page>
  );
}

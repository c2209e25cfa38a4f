// /reset-password: the target of the reset e-mail; a new-password form when the link is good, else why not.
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '../../ui/page';
import { TextField } from '../../ui/text-field';
import { AUTH_NOT_CONNECTED_MESSAGE, NO_RESET_SESSION_MESSAGE, readAuthQueryError, resetLinkErrorMessage } from './auth-messages';
import './auth.css';

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

function NewPasswordForm() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [message, setMessage] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password || !confirm) return setMessage({ tone: 'error', text: 'Please fill in both password fields' });
    if (password !== confirm) return setMessage({ tone: 'error', text: 'Passwords do not match' });
    setMessage({ tone: 'info', text: AUTH_NOT_CONNECTED_MESSAGE });
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <div aria-live="polite">{message ? <p className={`notice notice--${message.tone}`}>{message.text}</p> : null}</div>
      <TextField label="New Password" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <TextField label="Confirm New Password" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
      <button type="submit" className="button button--primary button--block">
        Update Password
      </button>
    </form>
  );
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const queryError = readAuthQueryError(params);
  const hasResetLink = params.has('code') || params.has('token_hash');

  return (
    <Page title="Set a New Password" lead="Choose a new password for your ZoneBrief account." width="narrow">
      {queryError ? (
        <InvalidLink message={resetLinkErrorMessage(queryError)} />
      ) : hasResetLink ? (
        <NewPasswordForm />
      ) : (
        <InvalidLink message={NO_RESET_SESSION_MESSAGE} />
      )}
    </Page>
  );
}

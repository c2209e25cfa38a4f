// Change password on the settings pages (spec §5, §8): the new form (current password optional) and the
// older variant of /account-old (all three fields required), one component with a `variant`. The signed-in session
// authorises the change, as in the new form where the current password may be left out: a typed one is only
// compared with the new one (older variant), never tried by signing in, which would open a second session.
import { useEffect, useState, type FormEvent } from 'react';
import { checkChangePasswordForm, checkLegacyChangePasswordForm } from '../../lib/validation/password-forms';
import { useAuthActions } from '../../platform/session';
import { Card } from '../../ui/card';
import { PasswordStrengthMeter } from '../../ui/password-strength-meter';
import { TextField } from '../../ui/text-field';
import { CHANGE_PASSWORD_FAILED, changePasswordErrorMessage, PASSWORD_CHANGED } from '../../lib/auth/auth-error-messages';

/** Spec §9: the success message clears after 5 s. */
export const PASSWORD_SUCCESS_MS = 5_000;

interface ChangePasswordCardProps {
  variant: 'new' | 'legacy';
  /** The signed-in user's e-mail: the form's username, so password managers save the new password to it. */
  email: string;
}

const EMPTY_FIELDS = { currentPassword: '', newPassword: '', confirmPassword: '' };

type Message = { kind: 'error' | 'success'; text: string };

export function ChangePasswordCard({ variant, email }: ChangePasswordCardProps) {
  const { gateway } = useAuthActions();
  const [fields, setFields] = useState(EMPTY_FIELDS);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);

  useEffect(() => {
    if (message?.kind !== 'success') return;
    const timer = setTimeout(() => setMessage(null), PASSWORD_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [message]);

  const setField = (name: keyof typeof EMPTY_FIELDS) => (event: { target: { value: string } }) =>
    setFields((previous) => ({ ...previous, [name]: event.target.value }));

  const changePassword = async (): Promise<Message> => {
    if (!gateway) return { kind: 'error', text: CHANGE_PASSWORD_FAILED };
    const result = await gateway.updatePassword(fields.newPassword);
    if (result.error) return { kind: 'error', text: changePasswordErrorMessage(result.error) };
    return { kind: 'success', text: PASSWORD_CHANGED };
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = variant === 'new' ? checkChangePasswordForm(fields) : checkLegacyChangePasswordForm(fields);
    if (problem) {
      setMessage({ kind: 'error', text: problem });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const outcome = await changePassword();
      if (outcome.kind === 'success') setFields(EMPTY_FIELDS);
      setMessage(outcome);
    } catch {
      setMessage({ kind: 'error', text: CHANGE_PASSWORD_FAILED });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title="Change Password">
      <form className="form" noValidate aria-busy={busy} onSubmit={(event) => void onSubmit(event)}>
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextField
          label={variant === 'new' ? 'Current Password (optional)' : 'Current Password'}
          type="password"
          autoComplete="current-password"
          aria-required={variant === 'legacy' ? true : undefined}
          value={fields.currentPassword}
          onChange={setField('currentPassword')}
        />
        <div className="account__field-group">
          <TextField label="New Password" type="password" autoComplete="new-password" aria-required value={fields.newPassword} onChange={setField('newPassword')} />
          <PasswordStrengthMeter password={fields.newPassword} />
        </div>
        <TextField
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          aria-required
          value={fields.confirmPassword}
          onChange={setField('confirmPassword')}
        />
        {message?.kind === 'error' ? (
          <p className="notice notice--error" role="alert">
            {message.text}
          </p>
        ) : null}
        <div role="status">{message?.kind === 'success' ? <p className="notice notice--success">{message.text}</p> : null}</div>
        <div>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Changing Password...' : 'Change Password'}
          </button>
        </div>
      </form>
    </Card>
  );
}

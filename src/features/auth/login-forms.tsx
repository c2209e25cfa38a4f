// The login page's forms. Field checks on submit live in the flows (login-flows.ts); here: the e-mail error after
// blur, the did-you-mean suggestion, and the password strength meter while signing up.
import { useState, type FormEvent } from 'react';
import { validateEmail } from '../../lib/validation/email';
import { PASSWORD_FORM_MESSAGES } from '../../lib/validation/password-forms';
import { PasswordStrengthMeter } from '../../ui/password-strength-meter';
import { TextField } from '../../ui/text-field';
import type { LoginMode } from './login-modes';

export interface LoginFormValues {
  email: string;
  password: string;
  confirmPassword: string;
  code: string;
}

interface FormProps {
  values: LoginFormValues;
  onChange: (values: LoginFormValues) => void;
  onSubmit: () => void;
  busy: boolean;
}

const SUBMIT_LABELS: Record<LoginMode, string> = {
  signin: 'Sign In',
  signup: 'Create Account',
  'forgot-password': 'Send Reset Link',
  code: 'Send Code',
};

/** The 6-digit code from the e-mail (spaces allowed: the flows strip them). */
function CodeField({ value, onChange, required = false }: { value: string; onChange: (code: string) => void; required?: boolean }) {
  return (
    <TextField
      label="Verification Code"
      name="code"
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={12}
      hint="Enter the 6-digit code from the e-mail."
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required={required}
    />
  );
}

/** The second step of the code mode: the 6-digit code from the e-mail. */
export function VerifyCodeForm({ values, onChange, onSubmit, busy }: FormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="form login__verify" onSubmit={submit} noValidate aria-label="Verify code">
      <CodeField value={values.code} onChange={(code) => onChange({ ...values, code })} />
      <button type="submit" className="button button--secondary button--block" disabled={busy} aria-busy={busy}>
        {busy ? 'Verifying…' : 'Verify Code'}
      </button>
    </form>
  );
}

/** `askCode`: the sign-in also needs the e-mailed code (the service asked for it after many failed tries). */
export function LoginForm({ mode, values, onChange, onSubmit, busy, askCode = false }: FormProps & { mode: LoginMode; askCode?: boolean }) {
  const [emailTouched, setEmailTouched] = useState(false);
  const set = (field: keyof LoginFormValues) => (event: { target: { value: string } }) => onChange({ ...values, [field]: event.target.value });
  // Spec §5: the sign-in and sign-up forms word a missing e-mail their own way, as their submit check does.
  const emailCheck = validateEmail(values.email, mode === 'signin' || mode === 'signup' ? { requiredMessage: PASSWORD_FORM_MESSAGES.emailRequired } : {});
  // Spec §2: the e-mail error shows once the field has lost focus.
  const emailError = emailTouched ? emailCheck.error : null;
  const suggestion = emailTouched ? emailCheck.suggestion : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setEmailTouched(true);
    onSubmit();
  };

  return (
    <form className="form" onSubmit={submit} noValidate aria-label={SUBMIT_LABELS[mode]}>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        onChange={set('email')}
        onBlur={() => setEmailTouched(true)}
        error={emailError}
        required
      />
      {suggestion ? (
        <p className="login__suggestion">
          Did you mean{' '}
          <button type="button" className="link-button" onClick={() => onChange({ ...values, email: suggestion })}>
            {suggestion}
          </button>
          ?
        </p>
      ) : null}
      {mode === 'signin' || mode === 'signup' ? (
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
          value={values.password}
          onChange={set('password')}
          required
        />
      ) : null}
      {mode === 'signin' && askCode ? <CodeField value={values.code} onChange={(code) => onChange({ ...values, code })} required /> : null}
      {mode === 'signup' ? (
        <>
          <PasswordStrengthMeter password={values.password} />
          <TextField
            label="Confirm Password"
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={set('confirmPassword')}
            required
          />
        </>
      ) : null}
      <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy}>
        {SUBMIT_LABELS[mode]}
      </button>
    </form>
  );
}

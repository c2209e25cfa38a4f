// The four login forms. Required-field checks run here; the auth issue connects the calls behind onSubmit.
import { useState, type FormEvent } from 'react';
import { TextField } from '../../ui/text-field';
import type { LoginMode } from './login-modes';

export interface LoginFormValues {
  email: string;
  password: string;
  confirmPassword: string;
  code: string;
}

interface LoginFormProps {
  mode: LoginMode;
  values: LoginFormValues;
  onChange: (values: LoginFormValues) => void;
  /** Called with the first problem found, or null when the form is complete. */
  onSubmit: (problem: string | null) => void;
}

const PASSWORD_HINT = 'At least 8 characters with upper- and lowercase letters, a number and a symbol; no spaces.';
const SUBMIT_LABELS: Record<LoginMode, string> = {
  signin: 'Sign In',
  signup: 'Create Account',
  'forgot-password': 'Send Reset Link',
  code: 'Send Code',
};

function findProblem(mode: LoginMode, { email, password, confirmPassword }: LoginFormValues): string | null {
  if (!email.trim()) return mode === 'signin' || mode === 'signup' ? 'Please enter your email address.' : 'Email is required';
  if (mode === 'signin' && !password) return 'Please enter your password';
  if (mode === 'signup') {
    if (!password) return 'Please create a password';
    if (password !== confirmPassword) return 'Passwords do not match';
  }
  return null;
}

/** The second step of the code mode: the 6-digit code from the e-mail (spec §5: digits only, exactly 6). */
export function VerifyCodeForm({ values, onChange, onSubmit }: Omit<LoginFormProps, 'mode'>) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = values.code.replace(/\s+/g, '');
    if (!values.email.trim()) return onSubmit('Please enter your email address.');
    onSubmit(/^\d{6}$/.test(code) ? null : 'Please enter the 6-digit verification code.');
  };
  return (
    <form className="form login__verify" onSubmit={submit} noValidate aria-label="Verify code">
      <TextField
        label="Verification Code"
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={7}
        hint="Enter the 6-digit code from the e-mail."
        value={values.code}
        onChange={(event) => onChange({ ...values, code: event.target.value })}
      />
      <button type="submit" className="button button--secondary button--block">
        Verify Code
      </button>
    </form>
  );
}

export function LoginForm({ mode, values, onChange, onSubmit }: LoginFormProps) {
  const [emailTouched, setEmailTouched] = useState(false);
  const set = (field: keyof LoginFormValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [field]: event.target.value });
  const emailError = emailTouched && !values.email.trim() ? 'Email is required' : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(findProblem(mode, values));
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
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
      {mode === 'signin' || mode === 'signup' ? (
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
          hint={mode === 'signup' ? PASSWORD_HINT : undefined}
          value={values.password}
          onChange={set('password')}
          required
        />
      ) : null}
      {mode === 'signup' ? (
        <TextField
          label="Confirm Password"
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          required
        />
      ) : null}
      <button type="submit" className="button button--primary button--block">
        {SUBMIT_LABELS[mode]}
      </button>
    </form>
  );
}

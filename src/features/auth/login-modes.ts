// The login page's modes and how ?mode= names them (spec §2: mode=signup, mode=forgot-password).

export type LoginMode = 'signin' | 'signup' | 'forgot-password' | 'code';

// A Map: ?mode= is typed by anyone, and ?mode=constructor must not find Object.prototype's.
const FROM_QUERY: ReadonlyMap<string, LoginMode> = new Map([
  ['signin', 'signin'],
  ['signup', 'signup'],
  ['forgot-password', 'forgot-password'],
  ['code', 'code'],
  ['otp', 'code'],
]);

export function loginModeFromQuery(value: string | null): LoginMode {
  return (value !== null && FROM_QUERY.get(value)) || 'signin';
}

export const MODE_TITLES: Record<LoginMode, string> = {
  signin: 'Sign In',
  signup: 'Create Account',
  'forgot-password': 'Reset Your Password',
  code: 'Sign In with a Code',
};

export const MODE_LEADS: Record<LoginMode, string> = {
  signin: 'Welcome back. Sign in to use your credits and saved reports.',
  signup: 'Create an account to buy credits and keep your zoning reports.',
  'forgot-password': 'Enter your account e-mail and we will send you a link to set a new password.',
  code: 'We will e-mail you a 6-digit code. No password needed.',
};

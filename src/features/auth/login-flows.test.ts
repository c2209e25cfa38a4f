import { describe, expect, it } from 'vitest';
import { createTestGateway, testSession, testUser } from '../../../tests/fixtures/test-auth-gateway';
import type { ExistingAccountAnswer } from '../../lib/api/auth';
import { NO_SESSION_CREATED } from '../../lib/auth/auth-layer-checks';
import type { AuthGateway } from '../../platform/auth/gateway';
import { requestReset, sendCode, signIn, signUp, verifyCode, type FlowDeps } from './login-flows';

const STRONG = 'Harbour!Lights72';
const NO_ACCOUNT: ExistingAccountAnswer = { exists: false, user_id: null, providers: [], created_at: null, last_sign_in_at: null };

function deps(answers: Partial<AuthGateway>, existing: ExistingAccountAnswer | null = NO_ACCOUNT): FlowDeps & { checked: string[] } {
  const checked: string[] = [];
  return {
    gateway: createTestGateway(answers),
    checked,
    checkExisting: async (email) => {
      checked.push(email);
      return existing;
    },
  };
}

const existingWith = (providers: string[]): ExistingAccountAnswer => ({ exists: true, user_id: 'u', providers, created_at: null, last_sign_in_at: null });

describe('signUp', () => {
  it('when the e-mail has padding and capitals, then the check and the call get it trimmed and lower-cased', async () => {
    const seen: string[] = [];
    const flow = deps({
      signUp: async (email) => {
        seen.push(email);
        return { data: { user: testUser(), session: null }, error: null };
      },
    });
    await signUp(flow, { email: '  Ada@Example.COM ', password: STRONG, confirmPassword: STRONG });
    expect(flow.checked).toEqual(['ada@example.com']);
    expect(seen).toEqual(['ada@example.com']);
  });

  it('when the account already exists, then it stops, names the methods and sends the user to sign-in', async () => {
    const flow = deps({}, existingWith(['email', 'google']));
    const outcome = await signUp(flow, { email: 'ada@example.com', password: STRONG, confirmPassword: STRONG });
    expect(outcome).toEqual({
      kind: 'error',
      message: 'An account with this email already exists. Please sign in using email/password or Google.',
      switchTo: 'signin',
    });
  });

  it('when no session comes back, then confirmation is pending and a fresh e-mail is asked for', async () => {
    const outcome = await signUp(deps({ signUp: async () => ({ data: { user: testUser(), session: null }, error: null }) }), {
      email: 'ada@example.com',
      password: STRONG,
      confirmPassword: STRONG,
    });
    expect(outcome).toEqual({
      kind: 'info',
      message: 'Account created! Please check your email and click the confirmation link to complete your registration.',
      resendConfirmationTo: 'ada@example.com',
    });
  });

  it('when a session comes back, then the user is signed in at once', async () => {
    const outcome = await signUp(deps({ signUp: async () => ({ data: { user: testUser(), session: testSession() }, error: null }) }), {
      email: 'ada@example.com',
      password: STRONG,
      confirmPassword: STRONG,
    });
    expect(outcome).toEqual({ kind: 'signed-in', message: 'Welcome to ZoneBrief! Your account has been created and you are now signed in.' });
  });

  it('when no user comes back, then account creation failed', async () => {
    const outcome = await signUp(deps({ signUp: async () => ({ data: { user: null, session: null }, error: null }) }), {
      email: 'ada@example.com',
      password: STRONG,
      confirmPassword: STRONG,
    });
    expect(outcome).toEqual({ kind: 'error', message: 'Account creation failed. Please try again.' });
  });

  it('when the passwords differ, then nothing is called', async () => {
    const flow = deps({});
    const outcome = await signUp(flow, { email: 'ada@example.com', password: STRONG, confirmPassword: `${STRONG}x` });
    expect(outcome).toEqual({ kind: 'error', message: 'Passwords do not match' });
    expect(flow.checked).toEqual([]);
  });
});

describe('signIn', () => {
  it('when the account uses another method, then it says which and does not try the password', async () => {
    const flow = deps({}, existingWith(['google']));
    const outcome = await signIn(flow, { email: 'ada@example.com', password: 'anything' });
    expect(outcome).toEqual({ kind: 'error', message: 'This email is registered with Google. Please sign in using that method.' });
    expect((flow.gateway as ReturnType<typeof createTestGateway>).calls).not.toContain('signInWithPassword');
  });

  it('when the existing-account check fails, then sign-in proceeds as if there were no account', async () => {
    const flow = deps({ signInWithPassword: async () => ({ data: testSession(), error: null }) }, null);
    expect(await signIn(flow, { email: 'ada@example.com', password: 'x' })).toEqual({ kind: 'signed-in', message: 'Welcome back, ada@example.com!' });
  });

  it('when the e-mail is not confirmed yet, then the welcome asks for confirmation', async () => {
    const session = testSession(testUser({ email_confirmed_at: null }));
    const outcome = await signIn(deps({ signInWithPassword: async () => ({ data: session, error: null }) }), { email: 'ada@example.com', password: 'x' });
    expect(outcome).toEqual({ kind: 'signed-in', message: 'Signed in! Please confirm your email to access all features.' });
  });

  it('when the password is wrong, then the message contains "Incorrect email or password"', async () => {
    const outcome = await signIn(
      deps({ signInWithPassword: async () => ({ data: null, error: { message: 'Incorrect email or password', status: 400, code: 'invalid_credentials' } }) }),
      { email: 'ada@example.com', password: 'x' },
    );
    expect(outcome.kind).toBe('error');
    expect(outcome.message).toContain('Incorrect email or password');
  });

  it("when the service asks for the e-mailed code, then its words show and the outcome asks for the code field", async () => {
    const asked = { message: "For your account's safety, signing in with a password also needs a code.", status: 400, code: 'sign_in_code_required' };
    const outcome = await signIn(deps({ signInWithPassword: async () => ({ data: null, error: asked }) }), { email: 'ada@example.com', password: 'x' });
    expect(outcome).toEqual({ kind: 'info', message: asked.message, signInNeedsCode: true });
  });

  it('when a code goes with the password, then it is sent without spaces, and a wrong one reads as the code mode words it', async () => {
    const calls: (string | undefined)[] = [];
    const outcome = await signIn(
      deps({
        signInWithPassword: async (_email: string, _password: string, code?: string) => {
          calls.push(code);
          return { data: null, error: { message: 'Invalid verification code', status: 400, code: 'otp_invalid' } };
        },
      }),
      { email: 'ada@example.com', password: 'x', code: ' 123 456 ' },
    );
    expect(calls).toEqual(['123456']);
    expect(outcome).toEqual({ kind: 'error', message: 'Invalid verification code. Please check and try again.' });
  });

  it('when the code field does not hold 6 digits, then nothing is called', async () => {
    const flow = deps({});
    const outcome = await signIn(flow, { email: 'ada@example.com', password: 'x', code: '12ab' });
    expect(outcome).toEqual({ kind: 'error', message: 'Please enter the 6-digit verification code.' });
    expect(flow.checked).toEqual([]);
  });

  it('when the service signs in but creates no session, then the no-session message shows', async () => {
    const outcome = await signIn(deps({ signInWithPassword: async () => ({ data: null, error: NO_SESSION_CREATED }) }), { email: 'ada@example.com', password: 'x' });
    expect(outcome).toEqual({ kind: 'error', message: 'Sign in completed but no session created. Please try again.' });
  });

  it('when the address is disposable, then it is refused before any call', async () => {
    const flow = deps({});
    const outcome = await signIn(flow, { email: 'someone@mailinator.com', password: 'x' });
    expect(outcome).toEqual({ kind: 'error', message: 'Please use a permanent email address (disposable emails are not allowed)' });
    expect(flow.checked).toEqual([]);
  });
});

describe('one-time code', () => {
  it('when the account uses another method, then it says which and sends no code', async () => {
    const flow = deps({}, existingWith(['google']));
    const outcome = await sendCode(flow, 'ada@example.com');
    expect(outcome).toEqual({ kind: 'error', message: 'This email is registered with Google. Please sign in using that method.' });
    expect((flow.gateway as ReturnType<typeof createTestGateway>).calls).not.toContain('sendCode');
  });

  it('when there is no account yet, then the code is sent (the code sign-in makes the account)', async () => {
    const flow = deps({ sendCode: async () => ({ data: null, error: null }) });
    expect((await sendCode(flow, 'new@example.com')).kind).toBe('info');
    expect(flow.checked).toEqual(['new@example.com']);
  });

  it('when the code is sent, then the message names the address', async () => {
    const outcome = await sendCode(deps({ sendCode: async () => ({ data: null, error: null }) }), ' Ada@Example.com');
    expect(outcome).toEqual({ kind: 'info', message: "We've sent a 6-digit code to ada@example.com", codeSent: true });
  });

  it('when the code has spaces, then they are stripped before verifying', async () => {
    const seen: string[] = [];
    const flow = deps({
      verifyCode: async (_email, code) => {
        seen.push(code);
        return { data: testSession(), error: null };
      },
    });
    await verifyCode(flow, 'ada@example.com', ' 123 456 ');
    expect(seen).toEqual(['123456']);
  });

  it('when the code is not six digits, then the spec message shows and nothing is called', async () => {
    expect(await verifyCode(deps({}), 'ada@example.com', '12345')).toEqual({ kind: 'error', message: 'Please enter the 6-digit verification code.' });
  });

  it('when created_at equals last_sign_in_at, then the code made a new account', async () => {
    const user = testUser({ created_at: '2026-03-01T10:00:00Z', last_sign_in_at: '2026-03-01T10:00:00Z' });
    const outcome = await verifyCode(deps({ verifyCode: async () => ({ data: testSession(user), error: null }) }), 'ada@example.com', '123456');
    expect(outcome).toEqual({ kind: 'signed-in', message: 'Welcome to ZoneBrief! Your account has been created and you are now signed in.' });
  });

  it('when the code has expired, then the user is asked for a new one', async () => {
    const outcome = await verifyCode(
      deps({ verifyCode: async () => ({ data: null, error: { message: 'Token has expired or is invalid', status: 400, code: 'otp_expired' } }) }),
      'ada@example.com',
      '123456',
    );
    expect(outcome).toEqual({ kind: 'error', message: 'Verification code has expired. Please request a new one.' });
  });

  it('when the code is accepted but no session is created, then the no-session message shows', async () => {
    const outcome = await verifyCode(deps({ verifyCode: async () => ({ data: null, error: NO_SESSION_CREATED }) }), 'ada@example.com', '123456');
    expect(outcome).toEqual({ kind: 'error', message: 'Verification completed but no session created. Please try again.' });
  });

  it('when verifying throws, then verification is said to have failed', async () => {
    const outcome = await verifyCode(deps({ verifyCode: async () => Promise.reject(new Error('boom')) }), 'ada@example.com', '123456');
    expect(outcome).toEqual({ kind: 'error', message: 'Verification failed. Please try again.' });
  });
});

describe('requestReset', () => {
  it('when the request is accepted, then the instructions message shows', async () => {
    expect(await requestReset(deps({ requestPasswordReset: async () => ({ data: null, error: null }) }), 'ada@example.com')).toEqual({
      kind: 'info',
      message: 'Password reset instructions have been sent to your email.',
    });
  });

  it('when the server says too many, then the 10-15 minute advice shows', async () => {
    const outcome = await requestReset(
      deps({ requestPasswordReset: async () => ({ data: null, error: { message: 'Too many requests', status: 429, code: 'over_email_send_rate_limit' } }) }),
      'ada@example.com',
    );
    expect(outcome).toEqual({ kind: 'error', message: 'Too many password reset attempts. Please wait 10-15 minutes before trying again.' });
  });
});

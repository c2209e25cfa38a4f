import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestGateway, testSession } from '../../../tests/fixtures/test-auth-gateway';
import type { AuthGateway } from '../../platform/auth/gateway';
import { savePendingPurchase } from '../../platform/pending-purchase';
import { AuthActionsContext, SessionContext, SIGNED_OUT, type SessionState } from '../../platform/session';
import { EMAIL_CONFIRMED_REDIRECT_MS, LoginPage, POST_LOGIN_REDIRECT_MS } from './login-page';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

type Entry = string | { pathname: string; search?: string; state?: unknown };

function renderLogin(gateway: AuthGateway, entry: Entry = '/login', session: SessionState = SIGNED_OUT) {
  const rendered = render(loginTree(gateway, entry, session));
  /** The session changing under the page, as a sign-in in another tab changes it. */
  const changeSession = (next: SessionState) => rendered.rerender(loginTree(gateway, entry, next));
  return { ...rendered, changeSession };
}

function loginTree(gateway: AuthGateway, entry: Entry, session: SessionState) {
  return (
    <MemoryRouter initialEntries={[entry]}>
      <AuthActionsContext value={{ gateway, signOut: async () => null, logout: async () => undefined, refreshCredits: async () => null }}>
        <SessionContext value={session}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="*" element={null} />
          </Routes>
          <Where />
          {/* A link to /login from outside the page, as the top bar's Sign Up is. */}
          <Link to="/login?mode=signup">Top bar Sign Up</Link>
        </SessionContext>
      </AuthActionsContext>
    </MemoryRouter>
  );
}

/** check-existing answers the same for any address: no account, or an account with these sign-in methods. */
function answerExisting(providers: string[] | null) {
  const answer = providers
    ? { exists: true, user_id: 'user-1', providers, created_at: null, last_sign_in_at: null }
    : { exists: false, user_id: null, providers: [], created_at: null, last_sign_in_at: null };
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } })));
}
const answerNoAccount = () => answerExisting(null);
const signedInSession = (): SessionState => ({ status: 'signed-in', user: testSession().user, session: testSession(), credits: 2 });

/** Submits the sign-in form and lets the flow and the 1.5 s redirect run (fake timers). */
async function signInAndWait() {
  type('Email', 'ada@example.com');
  type('Password', 'Harbour!Lights72');
  await act(async () => {
    fireEvent.submit(screen.getByRole('form', { name: 'Sign In' }));
    await vi.advanceTimersByTimeAsync(10);
  });
  await act(async () => vi.advanceTimersByTimeAsync(POST_LOGIN_REDIRECT_MS));
}

const type = (label: string | RegExp, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
const where = () => screen.getByTestId('where').textContent;

beforeEach(() => {
  sessionStorage.clear();
  answerNoAccount();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LoginPage', () => {
  it('when ?mode=signup, then it opens on sign-up', () => {
    renderLogin(createTestGateway(), '/login?mode=signup');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Create Account');
  });

  it('when the mode switches, then messages and passwords clear and the e-mail stays', async () => {
    renderLogin(createTestGateway(), '/login?mode=signup');
    type('Email', 'ada@example.com');
    type('Password', 'Harbour!Lights72');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByText('Passwords do not match');

    fireEvent.click(screen.getByRole('button', { name: 'Sign In', pressed: false }));
    expect(screen.queryByText('Passwords do not match')).toBeNull();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });

  it('when sign-in says "Incorrect email or password", then the forgot-password link appears and opens that mode', async () => {
    const gateway = createTestGateway({
      signInWithPassword: async () => ({ data: null, error: { message: 'Incorrect email or password', status: 400, code: 'invalid_credentials' } }),
    });
    renderLogin(gateway);
    expect(screen.queryByRole('button', { name: 'Forgot your password?' })).toBeNull();
    type('Email', 'ada@example.com');
    type('Password', 'wrong');
    fireEvent.submit(screen.getByRole('form', { name: 'Sign In' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Reset Your Password');
  });

  it('when the e-mail field loses focus with a bad address, then its error shows (and not before)', () => {
    renderLogin(createTestGateway());
    type('Email', 'ada@@example.com');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    fireEvent.blur(screen.getByLabelText('Email'));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
  });

  it('when a did-you-mean suggestion is clicked, then it fills the e-mail field', () => {
    renderLogin(createTestGateway());
    type('Email', 'ada@gmial.com');
    fireEvent.blur(screen.getByLabelText('Email'));
    fireEvent.click(screen.getByRole('button', { name: 'ada@gmail.com' }));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@gmail.com');
  });

  it('when a signed-in user opens /login, then they go back to the page they came from', async () => {
    renderLogin(createTestGateway(), { pathname: '/login', state: { from: '/account/reports' } }, signedInSession());
    await act(async () => undefined);
    expect(where()).toBe('/account/reports');
  });

  it('when a signed-in user opens /login with a purchase pending, then they still go back, not to /pricing', async () => {
    savePendingPurchase('single-report');
    renderLogin(createTestGateway(), { pathname: '/login', state: { from: '/blog' } }, signedInSession());
    await act(async () => undefined);
    expect(where()).toBe('/blog');
  });

  it('when the user switches modes before signing in, then they still go back to the page they came from', async () => {
    vi.useFakeTimers();
    renderLogin(createTestGateway({ signInWithPassword: async () => ({ data: testSession(), error: null }) }), { pathname: '/login', state: { from: '/account/reports' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up', pressed: false }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign In', pressed: false }));
    await signInAndWait();
    expect(where()).toBe('/account/reports');
  });

  it('when sign-up finds the account exists, then sign-in opens with the message and the way back is kept', async () => {
    vi.useFakeTimers();
    answerExisting(['email']);
    renderLogin(createTestGateway({ signInWithPassword: async () => ({ data: testSession(), error: null }) }), {
      pathname: '/login',
      search: '?mode=signup',
      state: { from: '/map' },
    });
    type('Email', 'ada@example.com');
    type('Password', 'Harbour!Lights72');
    type('Confirm Password', 'Harbour!Lights72');
    await act(async () => {
      fireEvent.submit(screen.getByRole('form', { name: 'Create Account' }));
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign In');
    expect(screen.getByText('An account with this email already exists. Please sign in using email/password.')).toBeTruthy();

    await signInAndWait();
    expect(where()).toBe('/map');
  });

  it('when the mode changes through the URL, then messages and passwords clear and the e-mail stays', async () => {
    renderLogin(
      createTestGateway({
        signInWithPassword: async () => ({ data: null, error: { message: 'Incorrect email or password', status: 400, code: 'invalid_credentials' } }),
      }),
    );
    type('Email', 'ada@example.com');
    type('Password', 'wrong');
    fireEvent.submit(screen.getByRole('form', { name: 'Sign In' }));
    await screen.findByText(/Incorrect email or password/);

    fireEvent.click(screen.getByRole('link', { name: 'Top bar Sign Up' }));

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Create Account');
    expect(screen.queryByText(/Incorrect email or password/)).toBeNull();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });

  it('when the service asks for the e-mailed code, then the sign-in form shows a code field and sends it with the password', async () => {
    const codes: (string | undefined)[] = [];
    renderLogin(
      createTestGateway({
        signInWithPassword: async (_email: string, _password: string, code?: string) => {
          codes.push(code);
          if (code === undefined) return { data: null, error: { message: 'Enter the code we e-mailed.', status: 400, code: 'sign_in_code_required' } };
          return { data: testSession(), error: null };
        },
      }),
    );
    type('Email', 'ada@example.com');
    type('Password', 'Harbour!Lights72');
    expect(screen.queryByLabelText('Verification Code')).toBeNull();
    fireEvent.submit(screen.getByRole('form', { name: 'Sign In' }));
    await screen.findByText('Enter the code we e-mailed.');

    type('Verification Code', '654321');
    fireEvent.submit(screen.getByRole('form', { name: 'Sign In' }));

    expect(await screen.findByText('Welcome back, ada@example.com!')).toBeTruthy();
    expect(codes).toEqual([undefined, '654321']);
  });

  it('when an action throws, then the unexpected-error message shows and the form is usable again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderLogin(createTestGateway({ signInWithPassword: async () => Promise.reject(new Error('boom')) }));
    type('Email', 'ada@example.com');
    type('Password', 'Harbour!Lights72');
    fireEvent.submit(screen.getByRole('form', { name: 'Sign In' }));
    expect(await screen.findByText('An unexpected error occurred. Please try again.')).toBeTruthy();
    const submit = within(screen.getByRole('form', { name: 'Sign In' })).getByRole('button', { name: 'Sign In' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(false);
  });

  it('when the e-mail is left empty on sign-in, then the field asks for it in the form wording', () => {
    renderLogin(createTestGateway());
    fireEvent.blur(screen.getByLabelText('Email'));
    expect(screen.getByText('Please enter your email address.')).toBeTruthy();
    expect(screen.queryByText('Email is required')).toBeNull();
  });

  it('when sign-in succeeds with a purchase pending, then the user goes to /pricing after 1.5 s', async () => {
    vi.useFakeTimers();
    savePendingPurchase('single-report');
    renderLogin(createTestGateway({ signInWithPassword: async () => ({ data: testSession(), error: null }) }));
    type('Email', 'ada@example.com');
    type('Password', 'Harbour!Lights72');
    await act(async () => {
      fireEvent.submit(screen.getByRole('form', { name: 'Sign In' }));
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByText('Welcome back, ada@example.com!')).toBeTruthy();
    expect(where()).toBe('/login');
    await act(async () => vi.advanceTimersByTimeAsync(POST_LOGIN_REDIRECT_MS));
    expect(where()).toBe('/pricing');
  });

  it('when a confirmation link brings ?code=, then it is exchanged and the welcome shows', async () => {
    renderLogin(createTestGateway({ exchangeCode: async () => ({ data: testSession(), error: null }) }), '/login?code=abc123&type=signup');
    expect(await screen.findByText('Email confirmed successfully! Welcome to ZoneBrief!')).toBeTruthy();
    expect(where()).toBe('/login');
  });

  it('when the confirmation link signs this tab in from another tab, then the welcome shows and the user moves on after 2 s', async () => {
    vi.useFakeTimers();
    const gateway = createTestGateway({ signUp: async () => ({ data: { user: testSession().user, session: null }, error: null }) });
    const { changeSession } = renderLogin(gateway, { pathname: '/login', search: '?mode=signup', state: { from: '/blog' } });
    type('Email', 'ada@example.com');
    type('Password', 'Harbour!Lights72');
    type('Confirm Password', 'Harbour!Lights72');
    await act(async () => {
      fireEvent.submit(screen.getByRole('form', { name: 'Create Account' }));
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByText(/Account created! Please check your email/)).toBeTruthy();

    act(() => changeSession(signedInSession()));

    expect(screen.getByText('Email confirmed successfully! Welcome to ZoneBrief!')).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(EMAIL_CONFIRMED_REDIRECT_MS - 100));
    expect(where()).toBe('/login?mode=signup');
    await act(async () => vi.advanceTimersByTimeAsync(100));
    expect(where()).toBe('/blog');
  });

  it('when the callback query says the link expired, then the spec message shows', () => {
    renderLogin(createTestGateway(), '/login?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired');
    expect(screen.getByText('Email confirmation link has expired. Please sign up again to receive a new confirmation email.')).toBeTruthy();
  });
});

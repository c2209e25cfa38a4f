// For the account pages' tests only: a signed-in session, a gateway whose answers a test sets, and a render helper
// that provides both contexts and a router with a home page to land on.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createTestGateway, testSession, testUser } from '../fixtures/test-auth-gateway';
import type { AuthSession, AuthUser } from '../../src/lib/api/auth';
import { AuthActionsContext, SessionContext, type AuthActions, type SessionState } from '../../src/platform/session';

export const TEST_USER: AuthUser = testUser({ email: 'jane.doe@example.com' });
export const TEST_SESSION: AuthSession = testSession(TEST_USER);

export const LOADING: SessionState = { status: 'loading', user: null, session: null, credits: null };

export function signedIn(credits: number | null = 5): SessionState {
  return { status: 'signed-in', user: TEST_USER, session: TEST_SESSION, credits };
}

/** Every call fails unless the test gives an answer for it (getSession and signOut answer "none" and "done"). */
export const testGateway = createTestGateway;

export function testActions(overrides: Partial<AuthActions> = {}): AuthActions {
  return { gateway: null, signOut: async () => null, logout: async () => undefined, refreshCredits: async () => null, ...overrides };
}

interface RenderOptions {
  session?: SessionState;
  actions?: AuthActions;
  /** Where the router starts: a path, or a path with router state. */
  path?: string | { pathname: string; state?: unknown };
}

/** Renders `page` at `path` (default /account/settings); / shows "Home page" so a redirect can be seen. */
export function renderAccountPage(page: ReactNode, { session = signedIn(), actions = testActions(), path = '/account/settings' }: RenderOptions = {}) {
  const ui = (state: SessionState) => (
    <SessionContext value={state}>
      <AuthActionsContext value={actions}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/" element={<p>Home page</p>} />
            <Route path="*" element={page} />
          </Routes>
        </MemoryRouter>
      </AuthActionsContext>
    </SessionContext>
  );
  const view = render(ui(session));
  /** Changes the session as the provider would (e.g. it ends after the account is deleted). */
  const setSession = (state: SessionState) => view.rerender(ui(state));
  return { ...view, setSession };
}

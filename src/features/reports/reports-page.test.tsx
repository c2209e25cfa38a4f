import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestGateway, testSession, testUser } from '../../../tests/fixtures/test-auth-gateway';
import { savedReport } from '../../../tests/dom/reports-test-kit';
import { AuthActionsContext, SessionContext, SIGNED_OUT, type SessionState } from '../../platform/session';
import { ReportsPage } from './reports-page';

const REPORT = savedReport();
const USER = testUser();

beforeEach(() => {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ reports: [REPORT] }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(session: SessionState) {
  const actions = { gateway: createTestGateway(), signOut: async () => null, logout: async () => undefined, refreshCredits: async () => null };
  render(
    <SessionContext value={session}>
      <AuthActionsContext value={actions}>
        <MemoryRouter initialEntries={['/reports']}>
          <ReportsPage />
        </MemoryRouter>
      </AuthActionsContext>
    </SessionContext>,
  );
}

describe('/reports', () => {
  it('when signed out, then a sign-in prompt comes back to /reports', () => {
    renderPage(SIGNED_OUT);
    expect(screen.getByRole('heading', { name: 'Sign in required' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
  });

  it('when signed in, then the saved reports show', async () => {
    renderPage({ status: 'signed-in', user: USER, session: testSession(USER), credits: 1 });
    expect(await screen.findByText(REPORT.report_id)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start New Analysis' }).getAttribute('href')).toBe('/map');
  });
});

import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { savedReport } from '../../../tests/dom/reports-test-kit';
import { renderAccountPage, testActions, testGateway } from '../../../tests/dom/account-test-kit';
import { AccountReportsPage } from './reports-page';

const REPORT = savedReport();

beforeEach(() => {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ reports: [REPORT] }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/account/reports', () => {
  it('when signed in, then the saved reports and Start New Analysis (to /map) show', async () => {
    renderAccountPage(<AccountReportsPage />, { path: '/account/reports', actions: testActions({ gateway: testGateway() }) });
    expect(await screen.findByText(REPORT.report_id)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start New Analysis' }).getAttribute('href')).toBe('/map');
  });
});

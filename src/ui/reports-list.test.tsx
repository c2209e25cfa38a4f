import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestGateway, testSession, testUser } from '../../tests/fixtures/test-auth-gateway';
import type { SavedReport } from '../lib/api/reports';
import { restoreBrowserOnline, setBrowserOnline } from '../../tests/dom/connection-kit';
import { catchDownloads, createFakeEventSources, jsonResponse, savedReport, type DownloadCatcher } from '../../tests/dom/reports-test-kit';
import { forgetKeptReportsOf } from '../platform/kept-reports';
import { AuthActionsContext, SessionContext, type AuthActions } from '../platform/session';
import { ReportsList } from './reports-list';

const USER = testUser();
const OLD = savedReport({ id: 'aaaaaaaa-0000-4000-8000-000000000001', address: '1 Old Rd', created_at: '2026-01-01T00:00:00Z' });
const NEW = savedReport({ id: 'bbbbbbbb-0000-4000-8000-000000000002', address: '2 New Ave', created_at: '2026-02-01T12:00:00Z' });

interface Api {
  reports: SavedReport[];
  deleteStatus: number;
  pdfUrl: Response | null;
  /** What the signed URL answers. */
  file: () => Response;
  calls: string[];
}

const SIGNED = 'https://files.example.com/r.pdf?sig=1';
const NO_PDF = { error: { code: 'no_pdf', message: 'No PDF available for this report - cloud storage required' } };

let api: Api;
let browser: DownloadCatcher;

beforeEach(() => {
  api = { reports: [OLD, NEW], deleteStatus: 204, pdfUrl: null, file: () => new Response('%PDF-1.7 brief', { headers: { 'Content-Type': 'application/pdf' } }), calls: [] };
  browser = catchDownloads();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      if (input === SIGNED) return api.file();
      const url = new URL(input);
      const method = init?.method ?? 'GET';
      api.calls.push(`${method} ${url.pathname}`);
      if (method === 'GET' && url.pathname === '/api/reports') return jsonResponse({ reports: api.reports });
      if (method === 'POST' && url.pathname === '/api/reports/events/ticket') return jsonResponse({ ticket: 'stream-ticket', expires_in: 30 });
      if (method === 'DELETE') return new Response(null, { status: api.deleteStatus });
      if (url.pathname.endsWith('/pdf-url')) return api.pdfUrl ?? jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404);
      return jsonResponse({ error: { code: 'unexpected', message: 'unexpected call' } }, 500);
    }),
  );
});

afterEach(async () => {
  cleanup();
  await forgetKeptReportsOf(USER.id);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  browser.restore();
  localStorage.clear();
  restoreBrowserOnline();
});

function renderList(confirm: (question: string) => boolean = () => true) {
  const fakes = createFakeEventSources();
  const actions: AuthActions = { gateway: createTestGateway(), signOut: async () => null, logout: async () => undefined, refreshCredits: async () => null };
  render(
    <MemoryRouter>
      <SessionContext value={{ status: 'signed-in', user: USER, session: testSession(USER), credits: 3 }}>
        <AuthActionsContext value={actions}>
          <ReportsList EventSourceImpl={fakes.EventSourceImpl} confirm={confirm} />
        </AuthActionsContext>
      </SessionContext>
    </MemoryRouter>,
  );
  return fakes;
}

async function rowIds(): Promise<string[]> {
  const list = await screen.findByRole('list', { name: 'Saved reports, newest first' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.reports-list__id')?.textContent ?? '');
}

describe('ReportsList', () => {
  it('when loading, then a status says so', () => {
    renderList();
    expect(screen.getByRole('status').textContent).toBe('Loading reports...');
  });

  it('when loaded, then the reports show newest first, one per report_id, with address, zone and date', async () => {
    api.reports = [OLD, NEW, { ...OLD, id: 'aaaaaaaa-0000-4000-8000-000000000009', created_at: '2025-12-01T00:00:00Z' }];
    renderList();
    expect(await rowIds()).toEqual([NEW.report_id, OLD.report_id]);
    const first = screen.getAllByRole('listitem')[0] as HTMLElement;
    expect(within(first).getByText('2 New Ave')).toBeTruthy();
    expect(within(first).getByText(NEW.zone_code)).toBeTruthy();
    expect(within(first).getByText('Feb 1, 2026')).toBeTruthy();
  });

  it("when a report knows its point and parcel, then 'Open on the map' links to that parcel's place on the map", async () => {
    api.reports = [{ ...NEW, lat: 43.6515, lng: -79.3985, parcel_id: '1042' }];
    renderList();
    const link = await screen.findByRole('link', { name: `Open report ${NEW.report_id} on the map` });
    expect(link.textContent).toBe('Open on the map');
    expect(link.getAttribute('href')).toBe('/map?lat=43.651500&lng=-79.398500&parcel=1042');
  });

  it('when a report was made where no parcel is, then its link names the point alone', async () => {
    api.reports = [{ ...NEW, lat: 43.655, lng: -79.395, parcel_id: null }];
    renderList();
    const link = await screen.findByRole('link', { name: `Open report ${NEW.report_id} on the map` });
    expect(link.getAttribute('href')).toBe('/map?lat=43.655000&lng=-79.395000');
  });

  it('when a report was made before points were kept, then it offers no map link', async () => {
    renderList();
    await rowIds();
    expect(screen.queryByRole('link', { name: /on the map$/ })).toBeNull();
  });

  it('when there are no reports, then the empty state shows', async () => {
    api.reports = [];
    renderList();
    expect(await screen.findByText('No reports yet. Reports you generate appear here, newest first.')).toBeTruthy();
  });

  it("when Download is pressed, then the signed file is saved as 'ZoneBrief-Report-<report_id>.pdf' and the page stays", async () => {
    api.pdfUrl = jsonResponse({ url: SIGNED, expires_at: '2026-03-01T13:00:00Z', filename: 'ZoneBrief-Report-ZP-bbbbbbbb.pdf' });
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: `Download PDF of report ${NEW.report_id}` }));
    await vi.waitFor(() => expect(browser.downloads).toEqual([{ href: 'blob:zonebrief/1', download: `ZoneBrief-Report-${NEW.report_id}.pdf` }]));
    expect(api.calls).toContain(`GET /api/reports/${NEW.id}/pdf-url`);
    expect(browser.assign).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("when the report's file is gone, then 'No PDF available…' shows on the row instead of an error page", async () => {
    api.pdfUrl = jsonResponse({ url: SIGNED, expires_at: '2026-03-01T13:00:00Z', filename: 'ZoneBrief-Report-ZP-bbbbbbbb.pdf' });
    api.file = () => jsonResponse(NO_PDF, 404);
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: `Download PDF of report ${NEW.report_id}` }));
    expect((await screen.findByRole('alert')).textContent).toBe('No PDF available for this report - cloud storage required');
    expect(browser.assign).not.toHaveBeenCalled();
    expect(browser.downloads).toEqual([]);
  });

  it("when pdf-url answers 404 no_pdf, then 'No PDF available…' shows on the row", async () => {
    api.pdfUrl = jsonResponse(NO_PDF, 404);
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: `Download PDF of report ${NEW.report_id}` }));
    expect((await screen.findByRole('alert')).textContent).toBe('No PDF available for this report - cloud storage required');
  });

  it("when the signed download fails, then 'Failed to download PDF' shows on the row", async () => {
    api.pdfUrl = jsonResponse({ url: SIGNED, expires_at: '2026-03-01T13:00:00Z', filename: 'ZoneBrief-Report-ZP-bbbbbbbb.pdf' });
    api.file = () => jsonResponse({ error: { code: 'invalid_signature', message: 'expired' } }, 403);
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: `Download PDF of report ${NEW.report_id}` }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to download PDF');
    expect(browser.downloads).toEqual([]);
  });

  it("when the signed URL cannot be had, then 'Failed to download PDF' shows", async () => {
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: `Download PDF of report ${NEW.report_id}` }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to download PDF');
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it('when a report has no stored PDF, then it says so and offers no download', async () => {
    api.reports = [{ ...NEW, pdf_path: null }];
    renderList();
    expect(await screen.findByText('No PDF available for this report - cloud storage required')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Download PDF/ })).toBeNull();
  });

  it('when Delete is confirmed, then the report is deleted and leaves the list', async () => {
    const confirm = vi.fn(() => true);
    renderList(confirm);
    fireEvent.click(await screen.findByRole('button', { name: `Delete report ${NEW.report_id}` }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this report?');
    await vi.waitFor(async () => expect(await rowIds()).toEqual([OLD.report_id]));
    expect(api.calls).toContain(`DELETE /api/reports/${NEW.id}`);
  });

  it('when Delete is not confirmed, then nothing is deleted', async () => {
    renderList(() => false);
    fireEvent.click(await screen.findByRole('button', { name: `Delete report ${NEW.report_id}` }));
    expect(api.calls.some((call) => call.startsWith('DELETE'))).toBe(false);
    expect(await rowIds()).toEqual([NEW.report_id, OLD.report_id]);
  });

  it("when the delete fails, then 'Failed to delete report.' shows and the row stays", async () => {
    api.deleteStatus = 500;
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: `Delete report ${NEW.report_id}` }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to delete report.');
    expect(await rowIds()).toEqual([NEW.report_id, OLD.report_id]);
  });

  it('when another tab writes reports_refresh, then the list reloads', async () => {
    renderList();
    await rowIds();
    const third = savedReport({ id: 'cccccccc-0000-4000-8000-000000000003', created_at: '2026-03-01T00:00:00Z' });
    api.reports = [OLD, NEW, third];
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'reports_refresh', newValue: String(Date.now()) }));
    });
    await vi.waitFor(async () => expect(await rowIds()).toEqual([third.report_id, NEW.report_id, OLD.report_id]));
  });

  it('when the live feed sends an INSERT and a DELETE, then the list follows', async () => {
    const { streams } = renderList();
    await rowIds();
    await vi.waitFor(() => expect(new URL(streams[0]?.url ?? 'http://x/').searchParams.get('ticket')).toBe('stream-ticket'));
    const third = savedReport({ id: 'cccccccc-0000-4000-8000-000000000003', created_at: '2026-03-01T00:00:00Z' });
    act(() => {
      streams[0]?.emit('open');
      streams[0]?.emit('change', { type: 'INSERT', id: third.id, report: third });
    });
    expect(await rowIds()).toEqual([third.report_id, NEW.report_id, OLD.report_id]);
    act(() => streams[0]?.emit('change', { type: 'DELETE', id: OLD.id, report: null }));
    expect(await rowIds()).toEqual([third.report_id, NEW.report_id]);
  });

  it('when the list cannot be loaded, then an alert and a retry show', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse({ error: { code: 'db', message: 'down' } }, 500));
    renderList();
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load your reports. Please try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('when offline with no report kept, then it says the list holds only copies kept on this device, and that none are', async () => {
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    setBrowserOnline(false);
    renderList();
    expect(await screen.findByText('You are offline. This list shows only the reports kept on this device.')).toBeTruthy();
    expect(screen.getByText(/No reports are kept on this device/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('when the browser says online but the server cannot be reached, then the kept reports show with a way to try again', async () => {
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    renderList();
    expect(await screen.findByText('Could not reach the server. This list shows only the reports kept on this device.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('when Keep offline is pressed, then the PDF is fetched and the button offers to remove the copy', async () => {
    api.pdfUrl = jsonResponse({ url: SIGNED, expires_at: '', filename: 'x.pdf' });
    renderList();
    await rowIds();
    fireEvent.click(await screen.findByRole('button', { name: `Keep report ${NEW.report_id} offline` }));
    const remove = await screen.findByRole('button', { name: `Remove offline copy of report ${NEW.report_id}` });
    expect(remove.textContent).toBe('Remove offline copy');
    expect(api.calls).toContain(`GET /api/reports/${NEW.id}/pdf-url`);
    expect(screen.getByRole('button', { name: `Keep report ${OLD.report_id} offline` })).toBeTruthy();
  });

  it('when offline, then only the kept reports are listed, and Open PDF opens the stored file', async () => {
    api.pdfUrl = jsonResponse({ url: SIGNED, expires_at: '', filename: 'x.pdf' });
    renderList();
    await rowIds();
    fireEvent.click(await screen.findByRole('button', { name: `Keep report ${NEW.report_id} offline` }));
    await screen.findByRole('button', { name: `Remove offline copy of report ${NEW.report_id}` });
    const open = vi.spyOn(window, 'open').mockImplementation(() => window);

    act(() => setBrowserOnline(false));
    expect(screen.getByText('You are offline. This list shows only the reports kept on this device.')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Reports kept on this device, newest first' });
    expect(within(list).getAllByRole('listitem').map((item) => item.querySelector('.reports-list__address')?.textContent)).toEqual(['2 New Ave']);
    fireEvent.click(screen.getByRole('button', { name: `Open PDF of report ${NEW.report_id}` }));
    await vi.waitFor(() => expect(open).toHaveBeenCalledWith('blob:zonebrief/1', '_blank'));
    const stored = vi.mocked(URL.createObjectURL).mock.calls.at(-1)?.[0] as Blob;
    expect(await stored.text()).toBe('%PDF-1.7 brief');
  });

  it('when listed, then axe finds no serious or critical violations', async () => {
    api.reports = [OLD, { ...NEW, pdf_path: null }];
    renderList();
    await rowIds();
    const results = await axe.run(document.body);
    const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(blocking.map((violation) => violation.id)).toEqual([]);
  });
});

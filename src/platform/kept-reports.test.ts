// The reports kept for offline reading (kept-reports.ts) over fake-indexeddb: the PDF fetched as a download fetches
// it, kept under the user's id, listed and opened for that user only, removed, deleted with the user on sign-out, and
// a full device saying so with nothing half kept.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, savedReport } from '../../tests/dom/reports-test-kit';
import { forgetKeptReport, forgetKeptReportsOf, keepReport, keptReportPdf, KEPT_REPORT_MESSAGES, listKeptReports } from './kept-reports';
import { REPORT_MESSAGES } from './reports';

const PDF = '%PDF-1.7 kept brief';
const FIRST = savedReport({ id: '5e1f0a2b-0000-4000-8000-000000000001', created_at: '2026-03-01T12:00:00Z' });
const SECOND = savedReport({ id: '5e1f0a2b-0000-4000-8000-000000000002', created_at: '2026-04-01T12:00:00Z', address: '12 Euclid Ave' });

let tokens: (string | null)[];

beforeEach(() => {
  tokens = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input);
      if (url.pathname.endsWith('/pdf-url')) {
        tokens.push(new Headers(init?.headers).get('Authorization'));
        return jsonResponse({ url: `https://files.example.com${url.pathname}.pdf?sig=1`, expires_at: '', filename: 'x.pdf' });
      }
      if (url.hostname === 'files.example.com') return new Response(PDF, { headers: { 'Content-Type': 'application/pdf' } });
      return jsonResponse({ error: { code: 'unexpected', message: url.pathname } }, 500);
    }),
  );
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await forgetKeptReportsOf('user-1');
  await forgetKeptReportsOf('user-2');
});

const text = (blob: Blob) => blob.text();

describe('reports kept for offline reading', () => {
  it('when a report is kept, then its PDF is fetched with the user’s token and listed with its details, newest report first', async () => {
    expect(await keepReport('token-1', 'user-1', FIRST)).toBeNull();
    expect(await keepReport('token-1', 'user-1', SECOND)).toBeNull();
    expect(tokens).toEqual(['Bearer token-1', 'Bearer token-1']);
    const kept = await listKeptReports('user-1');
    expect(kept.map((entry) => entry.report)).toEqual([SECOND, FIRST]);
    expect(kept[0]?.bytes).toBe(PDF.length);
    expect(await text(await keptReportPdf('user-1', FIRST.id))).toBe(PDF);
  });

  it('when another user signs in on the same device, then none of the first user’s kept reports are listed or opened', async () => {
    await keepReport('token-1', 'user-1', FIRST);
    expect(await listKeptReports('user-2')).toEqual([]);
    await expect(keptReportPdf('user-2', FIRST.id)).rejects.toThrow(KEPT_REPORT_MESSAGES.notKept);
  });

  it('when a user signs out, then only that user’s copies are deleted', async () => {
    await keepReport('token-1', 'user-1', FIRST);
    await keepReport('token-2', 'user-2', SECOND);
    await forgetKeptReportsOf('user-1');
    expect(await listKeptReports('user-1')).toEqual([]);
    await expect(keptReportPdf('user-1', FIRST.id)).rejects.toThrow(KEPT_REPORT_MESSAGES.notKept);
    expect((await listKeptReports('user-2')).map((entry) => entry.report.id)).toEqual([SECOND.id]);
  });

  it('when a copy is removed, then it is no longer listed nor opened', async () => {
    await keepReport('token-1', 'user-1', FIRST);
    await forgetKeptReport('user-1', FIRST.id);
    expect(await listKeptReports('user-1')).toEqual([]);
    await expect(keptReportPdf('user-1', FIRST.id)).rejects.toThrow(KEPT_REPORT_MESSAGES.notKept);
  });

  it('when the PDF cannot be fetched, then the download’s message comes back and nothing is kept', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ error: { code: 'internal', message: 'x' } }, 500)));
    expect(await keepReport('token-1', 'user-1', FIRST)).toBe(REPORT_MESSAGES.downloadFailed);
    expect(await keepReport('token-1', 'user-1', savedReport({ pdf_path: null }))).toBe(REPORT_MESSAGES.noPdf);
    expect(await listKeptReports('user-1')).toEqual([]);
  });

  it('when the device has no room left, then it says so and nothing is half kept', async () => {
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(await keepReport('token-1', 'user-1', FIRST)).toBe(KEPT_REPORT_MESSAGES.noRoom);
    vi.restoreAllMocks();
    expect(await listKeptReports('user-1')).toEqual([]);
    await expect(keptReportPdf('user-1', FIRST.id)).rejects.toThrow(KEPT_REPORT_MESSAGES.notKept);
  });
});

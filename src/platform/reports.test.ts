import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyReportChange, orderReports, REPORT_MESSAGES, reportIdOf, requestAnalysis } from './reports';
import { savedReport } from './reports-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
});

const OLD = savedReport({ id: 'aaaaaaaa-1', created_at: '2026-01-01T00:00:00Z' });
const NEW = savedReport({ id: 'bbbbbbbb-2', created_at: '2026-02-01T00:00:00Z' });

describe('orderReports', () => {
  it('when reports come in any order, then the newest is first', () => {
    expect(orderReports([OLD, NEW]).map((r) => r.id)).toEqual([NEW.id, OLD.id]);
  });

  it('when two rows share a report_id, then only the newest is kept', () => {
    const copy = { ...OLD, id: 'aaaaaaaa-9', created_at: '2026-01-05T00:00:00Z' };
    expect(orderReports([OLD, copy]).map((r) => r.id)).toEqual([copy.id]);
  });
});

describe('reportIdOf', () => {
  it("when a row has no report_id, then it reads 'ZP-' and the first 8 characters of id", () => {
    expect(reportIdOf({ id: '12345678-abcd', report_id: '' })).toBe('ZP-12345678');
  });
});

describe('applyReportChange', () => {
  it('when a report is inserted, then it joins the list in date order', () => {
    expect(applyReportChange([OLD], { type: 'INSERT', id: NEW.id, report: NEW }).map((r) => r.id)).toEqual([NEW.id, OLD.id]);
  });

  it('when a report is updated, then its row is replaced', () => {
    const updated = { ...OLD, pdf_path: null };
    expect(applyReportChange([NEW, OLD], { type: 'UPDATE', id: OLD.id, report: updated })[1]?.pdf_path).toBeNull();
  });

  it('when a report is deleted, then its row goes', () => {
    expect(applyReportChange([NEW, OLD], { type: 'DELETE', id: NEW.id, report: null })).toEqual([OLD]);
  });
});

describe('requestAnalysis', () => {
  it('when sent, then the Idempotency-Key and the bearer token go with the request', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ error: { code: 'insufficient_credits', message: 'No credits' } }), { status: 402 }));
    vi.stubGlobal('fetch', fetch);
    await requestAnalysis('token', { lat: 43.65, lng: -79.38, source: 'Map Click' }, 'key-1');
    const headers = new Headers((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers);
    expect(headers.get('Idempotency-Key')).toBe('key-1');
    expect(headers.get('Authorization')).toBe('Bearer token');
  });

  it("when the server refuses, then its message comes back and the failure is final", async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ error: { code: 'insufficient_credits', message: 'No credits' } }), { status: 402 }));
    const outcome = await requestAnalysis('token', { lat: 43.65, lng: -79.38, source: 'Map Click' }, 'key-1');
    expect(outcome).toEqual({ ok: false, status: 402, code: 'insufficient_credits', message: 'No credits', retryable: false });
  });

  it('when the network fails, then the failure is retryable', async () => {
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    const outcome = await requestAnalysis('token', { lat: 43.65, lng: -79.38, source: 'Map Click' }, 'key-1');
    expect(outcome.ok === false && outcome.retryable).toBe(true);
  });
});

describe('REPORT_MESSAGES', () => {
  it('when shown, then the spec §8 and §5 words are used', () => {
    expect(REPORT_MESSAGES.downloadFailed).toBe('Failed to download PDF');
    expect(REPORT_MESSAGES.noPdf).toBe('No PDF available for this report - cloud storage required');
    expect(REPORT_MESSAGES.deleteFailed).toBe('Failed to delete report.');
    expect(REPORT_MESSAGES.confirmDelete).toBe('Are you sure you want to delete this report?');
  });
});

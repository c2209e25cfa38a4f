import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalysisAnswer } from '../lib/api/reports';
import { applyReportChange, downloadReportPdf, orderReports, REPORT_MESSAGES, reportIdOf, requestAnalysis, savePdfFile } from './reports';
import { jsonResponse, savedReport, stubAnalysisReplies } from '../../tests/dom/reports-test-kit';

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

const REQUEST = { lat: 43.65, lng: -79.38, source: 'Map Click' } as const;
const IN_PROGRESS = { error: { code: 'analysis_in_progress', message: 'This analysis is already running. Please wait for it to finish.' } };

function answerFor(report = savedReport()): AnalysisAnswer {
  return {
    report,
    credits_balance: 0,
    summary: { zone_label: 'RD', zone_name: 'Residential Detached', headline: 'A brief', sections: ['Property'], narrative_by: 'rules-engine' },
  };
}

describe('requestAnalysis while the key is still being built', () => {
  it('when the server answers 409 analysis_in_progress, then it asks again with the same key until the report comes', async () => {
    const keys = stubAnalysisReplies([() => jsonResponse(IN_PROGRESS, 409), () => jsonResponse(IN_PROGRESS, 409), () => jsonResponse(answerFor(), 200)]);
    const waits: number[] = [];

    const outcome = await requestAnalysis('token', REQUEST, 'key-1', { sleep: async (ms) => void waits.push(ms) });

    expect(outcome.ok).toBe(true);
    expect(keys).toEqual(['key-1', 'key-1', 'key-1']);
    expect(waits).toEqual([1_000, 2_000]);
  });

  it('when the brief stays in progress, then the waits back off to 5 s and stop at the limit, the failure keeping the key', async () => {
    const keys = stubAnalysisReplies(Array.from({ length: 20 }, () => () => jsonResponse(IN_PROGRESS, 409)));
    const waits: number[] = [];

    const outcome = await requestAnalysis('token', REQUEST, 'key-1', { sleep: async (ms) => void waits.push(ms), maxWaitMs: 20_000 });

    expect(waits).toEqual([1_000, 2_000, 4_000, 5_000, 5_000]);
    expect(keys).toHaveLength(6);
    expect(outcome).toEqual({ ok: false, status: 409, code: 'analysis_in_progress', message: IN_PROGRESS.error.message, retryable: true });
  });

  it('when the wait ends in a final error, then that error comes back and is not retryable', async () => {
    stubAnalysisReplies([() => jsonResponse(IN_PROGRESS, 409), () => jsonResponse({ error: { code: 'report_deleted', message: 'Deleted.' } }, 409)]);

    const outcome = await requestAnalysis('token', REQUEST, 'key-1', { sleep: async () => undefined });

    expect(outcome).toMatchObject({ ok: false, status: 409, code: 'report_deleted', retryable: false });
  });
});

const PDF_BYTES = new TextEncoder().encode('%PDF-1.7 brief');
const REPORT = savedReport({ id: '5e1f0a2b-0000-4000-8000-000000000001' });
const SIGNED = 'https://files.example.com/r.pdf?sig=1';

/** Stubs fetch: pdf-url answers `pdfUrl`, the signed URL answers `file`; records the URLs fetched. */
function stubDownload(pdfUrl: () => Response, file: () => Response): string[] {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    urls.push(input);
    if (new URL(input).pathname === `/api/reports/${REPORT.id}/pdf-url`) return pdfUrl();
    if (input === SIGNED) return file();
    return jsonResponse({ error: { code: 'unexpected', message: input } }, 500);
  });
  return urls;
}

const signedUrlAnswer = () => jsonResponse({ url: SIGNED, expires_at: '2026-03-01T13:00:00Z', filename: 'ZoneBrief-Report-ZP-5e1f0a2b.pdf' });
const pdfFile = () => new Response(PDF_BYTES, { status: 200, headers: { 'Content-Type': 'application/pdf' } });

describe('downloadReportPdf', () => {
  it("when the signed URL answers the PDF, then it is saved as '<Product>-Report-<report_id>.pdf' and the page stays", async () => {
    stubDownload(signedUrlAnswer, pdfFile);
    const saved: { pdf: Blob; filename: string }[] = [];

    const failure = await downloadReportPdf('token', REPORT, { save: (pdf, filename) => saved.push({ pdf, filename }) });

    expect(failure).toBeNull();
    expect(saved.map((s) => s.filename)).toEqual(['ZoneBrief-Report-ZP-5e1f0a2b.pdf']);
    expect(await saved[0]!.pdf.text()).toBe('%PDF-1.7 brief');
    expect(saved[0]!.pdf.type).toBe('application/pdf');
  });

  it("when the report has no pdf_path, then 'No PDF available' shows and nothing is asked", async () => {
    const urls = stubDownload(signedUrlAnswer, pdfFile);

    expect(await downloadReportPdf('token', { ...REPORT, pdf_path: null }, { save: () => undefined })).toBe(REPORT_MESSAGES.noPdf);
    expect(urls).toEqual([]);
  });

  it("when pdf-url answers 404 no_pdf, then 'No PDF available' shows", async () => {
    stubDownload(() => jsonResponse({ error: { code: 'no_pdf', message: REPORT_MESSAGES.noPdf } }, 404), pdfFile);

    expect(await downloadReportPdf('token', REPORT, { save: () => undefined })).toBe(REPORT_MESSAGES.noPdf);
  });

  it("when the signed download answers 404 no_pdf (the file is gone), then 'No PDF available' shows and nothing is saved", async () => {
    stubDownload(signedUrlAnswer, () => jsonResponse({ error: { code: 'no_pdf', message: REPORT_MESSAGES.noPdf } }, 404));
    const save = vi.fn();

    expect(await downloadReportPdf('token', REPORT, { save })).toBe(REPORT_MESSAGES.noPdf);
    expect(save).not.toHaveBeenCalled();
  });

  it.each([
    ['pdf-url fails', () => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500), pdfFile],
    ['pdf-url answers 404 report_not_found', () => jsonResponse({ error: { code: 'report_not_found', message: 'Report not found.' } }, 404), pdfFile],
    ['the signed URL is expired', signedUrlAnswer, () => jsonResponse({ error: { code: 'invalid_signature', message: 'expired' } }, 403)],
    ['the signed URL answers something that is not a PDF', signedUrlAnswer, () => new Response('<html>oops</html>', { status: 200 })],
    ['the network fails', signedUrlAnswer, () => { throw new TypeError('Failed to fetch'); }],
    ['the answer has a javascript: URL', () => jsonResponse({ url: 'javascript:alert(1)', expires_at: '', filename: 'x.pdf' }), pdfFile],
  ])("when %s, then 'Failed to download PDF' shows and nothing is saved", async (_case, pdfUrl, file) => {
    stubDownload(pdfUrl, file);
    const save = vi.fn();

    expect(await downloadReportPdf('token', REPORT, { save })).toBe(REPORT_MESSAGES.downloadFailed);
    expect(save).not.toHaveBeenCalled();
  });
});

describe('savePdfFile', () => {
  const jsdomUrl = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  afterEach(() => {
    Object.assign(URL, jsdomUrl);
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('when a file is saved, then a hidden link with its object URL and download name is clicked, removed, and the URL freed later', () => {
    vi.useFakeTimers();
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:zonebrief/1'), revokeObjectURL });
    const clicked: { href: string; download: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, attached: this.isConnected });
    });

    savePdfFile(new Blob([PDF_BYTES], { type: 'application/pdf' }), 'ZoneBrief-Report-ZP-5e1f0a2b.pdf');

    expect(clicked).toEqual([{ href: 'blob:zonebrief/1', download: 'ZoneBrief-Report-ZP-5e1f0a2b.pdf', attached: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:zonebrief/1');
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

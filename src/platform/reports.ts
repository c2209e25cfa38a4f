// The saved-reports and analysis calls of our API (spec §3, §7), the list's order rules, and the spec §8 report messages.
import type { AnalysisAnswer, AnalysisRequest, AnalysisStatusAnswer, PdfUrlAnswer, ReportChange, ReportsAnswer, SavedReport } from '../lib/api/reports';
import { RETRYABLE_STATUSES, retryDelayMs } from '../lib/net/fetch-with-retry';
import { BRIEF_PRODUCT } from '../lib/report/brief-model';
import { getJson, sendJson, webUrl, type ApiError, type ApiResult } from './api-client';
import { writeStoredJson } from './stored-json';

export type { AnalysisAnswer, AnalysisRequest, ReportChange, SavedReport };

/** Spec §8 and §5, word for word. */
export const REPORT_MESSAGES = Object.freeze({
  downloadFailed: 'Failed to download PDF',
  noPdf: 'No PDF available for this report - cloud storage required',
  deleteFailed: 'Failed to delete report.',
  confirmDelete: 'Are you sure you want to delete this report?',
  /** Not in the spec: the list could not be read at all. */
  loadFailed: 'Could not load your reports. Please try again.',
});

/** What the Analysis tab says about an analysis it comes back to (after a reload or a crash), in the server's words. */
export const ANALYSIS_RESUME_MESSAGES = Object.freeze({
  refunded: 'We could not build your report, so your credit was returned. Please try again.',
  stillBuilding: 'This analysis is already running. Please wait for it to finish.',
});

/** Spec §4: writing this local-storage key tells the other tabs to reload their reports. */
export const REPORTS_REFRESH_KEY = 'reports_refresh';

/** An analysis runs the rules engine, maybe a model and the PDF: longer than the API client's 15 s default. */
const ANALYSIS_TIMEOUT_MS = 90_000;

/** Spec §3: 'ZP-' plus the first 8 characters of id when the row has no report_id. */
export function reportIdOf(report: Pick<SavedReport, 'id' | 'report_id'>): string {
  return report.report_id || `ZP-${report.id.slice(0, 8)}`;
}

function createdAtMs(report: SavedReport): number {
  const ms = Date.parse(report.created_at);
  return Number.isFinite(ms) ? ms : 0;
}

/** Spec §3: newest first, one row per report_id (the newest of any duplicates). */
export function orderReports(reports: readonly SavedReport[]): SavedReport[] {
  const sorted = reports.map((report) => ({ ...report, report_id: reportIdOf(report) })).sort((a, b) => createdAtMs(b) - createdAtMs(a));
  const seen = new Set<string>();
  return sorted.filter((report) => {
    if (seen.has(report.report_id)) return false;
    seen.add(report.report_id);
    return true;
  });
}

/** One live change applied to the list: an insert or update replaces the row with that id, a delete removes it. */
export function applyReportChange(reports: readonly SavedReport[], change: ReportChange): SavedReport[] {
  const others = reports.filter((report) => report.id !== change.id);
  if (change.type === 'DELETE' || !change.report) return others;
  return orderReports([change.report, ...others]);
}

/** Tells the other tabs (spec §4 storage event) that the reports changed; where storage is refused they still follow the live channel. */
export function signalReportsChanged(now = Date.now()): void {
  // The value is the time as digits, as before: JSON of a whole number.
  writeStoredJson(REPORTS_REFRESH_KEY, 'local', now);
}

/** GET /api/reports, ordered and de-duplicated. */
export async function fetchReports(accessToken: string, signal?: AbortSignal): Promise<ApiResult<SavedReport[]>> {
  const result = await getJson<Partial<ReportsAnswer> | null>('/api/reports', { accessToken, signal });
  if (!result.ok) return result;
  const reports = Array.isArray(result.data?.reports) ? result.data.reports : [];
  return { ...result, data: orderReports(reports) };
}

/** DELETE /api/reports/:id; null when done, else the spec §8 message. */
export async function deleteReport(accessToken: string, id: string): Promise<string | null> {
  const result = await sendJson<null>('DELETE', `/api/reports/${encodeURIComponent(id)}`, { accessToken });
  return result.ok ? null : REPORT_MESSAGES.deleteFailed;
}

/** The server's code when a report has no stored file (pdf-url, or the signed download itself). */
const NO_PDF = 'no_pdf';

/** Long enough for a 500 KB brief on a slow phone line. */
const PDF_FETCH_TIMEOUT_MS = 60_000;

/** How long the object URL of a saved file stays valid: the browser has taken the file long before. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/** Spec §7: the downloaded file is named '<Product>-Report-<report_id>.pdf'. */
export function reportPdfFilename(report: Pick<SavedReport, 'id' | 'report_id'>): string {
  return `${BRIEF_PRODUCT}-Report-${reportIdOf(report)}.pdf`;
}

/** Hands the file to the browser as a download under `filename`, leaving the page where it is. */
export function savePdfFile(pdf: Blob, filename: string): void {
  const href = URL.createObjectURL(pdf);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(href), OBJECT_URL_LIFETIME_MS);
  }
}

export interface DownloadOptions {
  /** Where the fetched file goes; the browser's download (savePdfFile) by default. */
  save?: (pdf: Blob, filename: string) => void;
}

export type ReportPdfResult = { ok: true; pdf: Blob } | { ok: false; message: string };

/**
 * Asks for the report's signed URL (valid 3600 s, spec §7) and fetches the file from it: the PDF, or the spec §8
 * message ('No PDF available…' when the report has no file, 'Failed to download PDF' for anything else). The download
 * and the copy kept for offline reading both get the file this way.
 */
export async function fetchReportPdf(accessToken: string, report: Pick<SavedReport, 'id' | 'pdf_path'>): Promise<ReportPdfResult> {
  const failed = (message: string): ReportPdfResult => ({ ok: false, message });
  if (!report.pdf_path) return failed(REPORT_MESSAGES.noPdf);
  const result = await getJson<Partial<PdfUrlAnswer> | null>(`/api/reports/${encodeURIComponent(report.id)}/pdf-url`, { accessToken });
  if (!result.ok) return failed(saysNoPdf(result.status, result.error.code) ? REPORT_MESSAGES.noPdf : REPORT_MESSAGES.downloadFailed);
  const url = webUrl(result.data?.url);
  if (!url) return failed(REPORT_MESSAGES.downloadFailed);
  const pdf = await fetchPdf(url);
  if (pdf === NO_PDF) return failed(REPORT_MESSAGES.noPdf);
  if (!pdf) return failed(REPORT_MESSAGES.downloadFailed);
  return { ok: true, pdf };
}

/**
 * Fetches the report's PDF (fetchReportPdf) and saves it as '<Product>-Report-<report_id>.pdf'. The page never
 * navigates, so a failure is shown where the user is: null when the file was saved, else the spec §8 message.
 */
export async function downloadReportPdf(
  accessToken: string,
  report: Pick<SavedReport, 'id' | 'report_id' | 'pdf_path'>,
  { save = savePdfFile }: DownloadOptions = {},
): Promise<string | null> {
  const result = await fetchReportPdf(accessToken, report);
  if (!result.ok) return result.message;
  try {
    save(result.pdf, reportPdfFilename(report));
  } catch {
    return REPORT_MESSAGES.downloadFailed;
  }
  return null;
}

function saysNoPdf(status: number, code: string | undefined): boolean {
  return status === 404 && code === NO_PDF;
}

/**
 * The file behind a signed URL, without our bearer token (the signature is the credential, and a Storage URL is
 * another origin); NO_PDF when the server says the file is gone, null for any other failure or a body that is not a PDF.
 */
async function fetchPdf(url: string): Promise<Blob | typeof NO_PDF | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PDF_FETCH_TIMEOUT_MS);
  try {
    const response = await fetch(url, { signal: controller.signal });
    if (!response.ok) {
      const body = await response.json().catch(() => null) as { error?: { code?: unknown } } | null;
      const code = body?.error?.code;
      return saysNoPdf(response.status, typeof code === 'string' ? code : undefined) ? NO_PDF : null;
    }
    const bytes = new Uint8Array(await response.arrayBuffer());
    return startsLikePdf(bytes) ? new Blob([bytes], { type: 'application/pdf' }) : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** '%PDF-': an HTML error page or a proxy's answer must not be saved as the report. */
function startsLikePdf(bytes: Uint8Array): boolean {
  return [0x25, 0x50, 0x44, 0x46, 0x2d].every((byte, index) => bytes[index] === byte);
}

export type AnalysisOutcome =
  | { ok: true; answer: AnalysisAnswer }
  /**
   * retryable: the server has not decided yet, so the same Idempotency-Key must be sent again — the answer never
   * came (network, timeout, a gateway's 502–504), or the key's brief is still being built (409
   * analysis_in_progress). Otherwise the server has decided and a new attempt needs a new key.
   */
  | { ok: false; status: number; code: string; message: string; retryable: boolean };

/** 409: another request with this key is still building its brief (docs/reports.md, the claim step). */
const IN_PROGRESS = 'analysis_in_progress';

/**
 * How long to keep asking while the key's brief is being built: past the server's 120 s, after which it takes an
 * abandoned attempt over (refunding its debit) and answers. Then the user is told, and Try Again keeps the key.
 */
const IN_PROGRESS_MAX_WAIT_MS = 150_000;

function analysisFailure(status: number, error: ApiError): AnalysisOutcome {
  // Status 0: the answer never came (network, timeout).
  const retryable = status === 0 || RETRYABLE_STATUSES.has(status) || (status === 409 && error.code === IN_PROGRESS);
  const message = error.rawText === undefined && error.message ? error.message : 'The analysis could not be completed. Please try again.';
  return { ok: false, status, code: error.code, message, retryable };
}

export interface AnalysisRequestOptions {
  /** Waits between the asks while the brief is being built; a timer by default (tests pass their own). */
  sleep?: (ms: number) => Promise<void>;
  /** The total wait for a brief still being built before giving up (the key is kept); 150 s by default. */
  maxWaitMs?: number;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * POST /api/analysis with its Idempotency-Key (spec §2, issue 6): one key per user action, sent again unchanged when
 * the answer was lost, so a retry can never debit twice. When the server is still building that key's brief (an
 * earlier send whose answer this client gave up on), it asks again with the same key, backing off as spec §9 says
 * (1 s doubling, at most 5 s), until the finished report or a final error comes back. Never throws.
 */
export async function requestAnalysis(
  accessToken: string,
  request: AnalysisRequest,
  idempotencyKey: string,
  { sleep = sleepFor, maxWaitMs = IN_PROGRESS_MAX_WAIT_MS }: AnalysisRequestOptions = {},
): Promise<AnalysisOutcome> {
  let waited = 0;
  for (let retry = 1; ; retry += 1) {
    const outcome = await sendAnalysis(accessToken, request, idempotencyKey);
    const delay = retryDelayMs(retry);
    if (outcome.ok || outcome.code !== IN_PROGRESS || waited + delay > maxWaitMs) return outcome;
    await sleep(delay);
    waited += delay;
  }
}

async function sendAnalysis(accessToken: string, request: AnalysisRequest, idempotencyKey: string): Promise<AnalysisOutcome> {
  const result = await sendJson<AnalysisAnswer>('POST', '/api/analysis', {
    accessToken,
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
    timeoutMs: ANALYSIS_TIMEOUT_MS,
  });
  if (!result.ok) return analysisFailure(result.status, result.error);
  if (!result.data?.report || !result.data.summary) return analysisFailure(result.status, { code: 'invalid_answer', message: '', rawText: '' });
  return { ok: true, answer: result.data };
}

/**
 * What became of an analysis this client sent and never saw answered (a reload, a crash, a lost connection): asks
 * GET /api/analysis/:key, and while the server is still building it (or has yet to recover it from a server that
 * died) asks again with the same back-off as requestAnalysis. The finished report; the refund (as a failure that
 * needs a new key); or null when the server never received the request, so there is nothing to show. Never throws.
 */
export async function resumeAnalysis(
  accessToken: string,
  idempotencyKey: string,
  { sleep = sleepFor, maxWaitMs = IN_PROGRESS_MAX_WAIT_MS }: AnalysisRequestOptions = {},
): Promise<AnalysisOutcome | null> {
  let waited = 0;
  for (let retry = 1; ; retry += 1) {
    const result = await getJson<AnalysisStatusAnswer | null>(`/api/analysis/${encodeURIComponent(idempotencyKey)}`, { accessToken });
    if (!result.ok) return result.status === 404 ? null : analysisFailure(result.status, result.error);
    const answer = result.data;
    if (answer?.status === 'done' && answer.report && answer.summary) {
      return { ok: true, answer: { report: answer.report, credits_balance: answer.credits_balance, summary: answer.summary } };
    }
    if (answer?.status === 'refunded') return { ok: false, status: 500, code: 'analysis_failed', message: ANALYSIS_RESUME_MESSAGES.refunded, retryable: false };
    if (answer?.status !== 'building') return analysisFailure(result.status, { code: 'invalid_answer', message: '', rawText: '' });
    const delay = retryDelayMs(retry);
    if (waited + delay > maxWaitMs) return { ok: false, status: 409, code: IN_PROGRESS, message: ANALYSIS_RESUME_MESSAGES.stillBuilding, retryable: true };
    await sleep(delay);
    waited += delay;
  }
}

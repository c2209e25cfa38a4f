// The saved-reports and analysis calls of our API (spec §3, §7), the list's order rules, and the spec §8 report messages.
import type { AnalysisAnswer, AnalysisRequest, PdfUrlAnswer, ReportChange, ReportsAnswer, SavedReport } from '../lib/api/reports';
import { getJson, sendJson, type ApiError, type ApiResult } from './api-client';

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

/** Tells the other tabs (spec §4 storage event) that the reports changed. */
export function signalReportsChanged(now = Date.now()): void {
  try {
    localStorage.setItem(REPORTS_REFRESH_KEY, String(now));
  } catch {
    // Storage unavailable: the other tabs still follow the live channel.
  }
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

/**
 * Asks for the report's signed URL (valid 3600 s, spec §7) and sends the browser to it; the server answers it as an
 * attachment named '<Product>-Report-<report_id>.pdf', so the page stays where it is. null when the download
 * started, else the spec §8 message.
 */
export async function downloadReportPdf(
  accessToken: string,
  report: Pick<SavedReport, 'id' | 'pdf_path'>,
  open: (url: string) => void = (url) => window.location.assign(url),
): Promise<string | null> {
  if (!report.pdf_path) return REPORT_MESSAGES.noPdf;
  const result = await getJson<Partial<PdfUrlAnswer> | null>(`/api/reports/${encodeURIComponent(report.id)}/pdf-url`, { accessToken });
  const url = result.ok ? result.data?.url : undefined;
  if (typeof url !== 'string' || !isWebUrl(url)) return REPORT_MESSAGES.downloadFailed;
  open(url);
  return null;
}

/** Only http(s) addresses, never `javascript:` or anything else a browser would run instead of open. */
function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export type AnalysisOutcome =
  | { ok: true; answer: AnalysisAnswer }
  /**
   * retryable: the answer never came (network, timeout, a gateway's 502–504), so the same Idempotency-Key
   * must be sent again; otherwise the server has decided and a new attempt needs a new key.
   */
  | { ok: false; status: number; code: string; message: string; retryable: boolean };

const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([0, 502, 503, 504]);

function analysisFailure(status: number, error: ApiError): AnalysisOutcome {
  const retryable = RETRYABLE_STATUSES.has(status);
  const message = error.rawText === undefined && error.message ? error.message : 'The analysis could not be completed. Please try again.';
  return { ok: false, status, code: error.code, message, retryable };
}


/**
 * POST /api/analysis with its Idempotency-Key (spec §2, issue 6): one key per user action, sent again unchanged when
 * the answer was lost, so a retry can never debit twice. Never throws.
 */
export async function requestAnalysis(accessToken: string, request: AnalysisRequest, idempotencyKey: string): Promise<AnalysisOutcome> {
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

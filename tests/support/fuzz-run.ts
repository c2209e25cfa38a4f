// For the fuzz test and `npm run fuzz`: sends the generated requests to a running app a few at a time and counts the
// answers by status and by route; a 5xx, a request left unanswered or a dropped connection is a finding.

import { fuzzRequest, type FuzzContext, type FuzzRequest } from './fuzz-requests';
import { seededRandom } from './fuzz-values';

/** An HTTP status, or what happened instead of one. */
export type FuzzOutcome = number | 'timeout' | 'connection-error';

export interface FuzzFinding {
  request: FuzzRequest;
  outcome: FuzzOutcome;
  /** The start of the answer's body, or the error. */
  detail: string;
}

export interface FuzzReport {
  sent: number;
  byStatus: Map<string, number>;
  byRoute: Map<string, Map<string, number>>;
  findings: FuzzFinding[];
}

export interface FuzzOptions {
  base: string;
  seed: number;
  count: number;
  context: FuzzContext;
  /** Requests in flight at once. */
  concurrency?: number;
  timeoutMs?: number;
}

export function isFinding(outcome: FuzzOutcome): boolean {
  return typeof outcome !== 'number' || outcome >= 500;
}

export async function runFuzz({ base, seed, count, context, concurrency = 4, timeoutMs = 10_000 }: FuzzOptions): Promise<FuzzReport> {
  const random = seededRandom(seed);
  const report: FuzzReport = { sent: 0, byStatus: new Map(), byRoute: new Map(), findings: [] };
  // Made in order from one seeded source, so the same seed sends the same requests whatever the timing.
  const requests: FuzzRequest[] = [];
  for (let i = 0; i < count; i += 1) requests.push(await fuzzRequest(random, context));

  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < requests.length) {
      const request = requests[next++] as FuzzRequest;
      const { outcome, detail } = await send(base, request, timeoutMs);
      record(report, request, outcome, detail);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return report;
}

async function send(base: string, request: FuzzRequest, timeoutMs: number): Promise<{ outcome: FuzzOutcome; detail: string }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetch(`${base}${request.path}`, {
      method: request.method,
      headers: request.headers,
      redirect: 'manual',
      signal: controller.signal,
      ...(request.body === undefined ? {} : { body: request.body }),
    });
    // A stream that opened has answered; its body never ends, so it is not read.
    if ((res.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
      await res.body?.cancel();
      return { outcome: res.status, detail: '' };
    }
    const text = await res.text();
    return { outcome: res.status, detail: text.slice(0, 300) };
  } catch (error) {
    if (controller.signal.aborted) return { outcome: 'timeout', detail: `no answer in ${timeoutMs} ms` };
    return { outcome: 'connection-error', detail: String((error as Error).cause ?? error) };
  } finally {
    clearTimeout(timer);
  }
}

function record(report: FuzzReport, request: FuzzRequest, outcome: FuzzOutcome, detail: string): void {
  report.sent += 1;
  const key = String(outcome);
  report.byStatus.set(key, (report.byStatus.get(key) ?? 0) + 1);
  const byStatus = report.byRoute.get(request.route) ?? new Map<string, number>();
  byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
  report.byRoute.set(request.route, byStatus);
  if (isFinding(outcome)) report.findings.push({ request, outcome, detail });
}

/** The counts as a person reads them: by status, then by route, then each finding's request. */
export function formatFuzzReport(report: FuzzReport): string {
  const counts = (map: Map<string, number>): string => [...map].sort(([a], [b]) => a.localeCompare(b)).map(([status, n]) => `${status}: ${n}`).join(', ');
  const routes = [...report.byRoute].sort(([a], [b]) => a.localeCompare(b)).map(([route, byStatus]) => `  ${route.padEnd(56)} ${counts(byStatus)}`);
  const findings = report.findings.map(({ request, outcome, detail }) => {
    const body = request.body === undefined ? '' : ` body ${JSON.stringify(typeof request.body === 'string' ? request.body.slice(0, 300) : `${request.body.byteLength} bytes`)}`;
    return `  ${outcome} ${request.method} ${request.path.slice(0, 200)} headers ${JSON.stringify(request.headers).slice(0, 300)}${body} → ${detail.slice(0, 200)}`;
  });
  return [
    `${report.sent} requests; by status: ${counts(report.byStatus)}`,
    'by route:',
    ...routes,
    ...(findings.length > 0 ? [`findings (${findings.length}):`, ...findings] : ['findings: none']),
  ].join('\n');
}

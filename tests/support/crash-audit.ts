// For the crash test: what a user's money and reports look like over HTTP (the server's own answers) and in the
// database once the server is stopped (the ledger, the claims and the report files), checked against each other.

import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { AccountAnswer, AccountSummary } from '../../src/lib/api/account';
import type { AnalysisStatusAnswer, SavedReport } from '../../src/lib/api/reports';
import type { Queryable } from '../../server/db/client';

export interface HttpView {
  account: AccountSummary;
  reports: SavedReport[];
  /** Each key's GET /api/analysis/:key answer; 'unknown' when the request never reached a claim (404). */
  statuses: Map<string, AnalysisStatusAnswer | 'unknown'>;
}

export interface StoredView {
  ledger: { reference: string; delta: number; reason: string }[];
  claims: { idempotency_key: string; state: string; attempt: number; report_uuid: string | null }[];
  reportRows: { id: string; report_id: string; idempotency_key: string }[];
  files: string[];
}

async function getJson<T>(baseUrl: string, pathAndQuery: string, token: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseUrl}${pathAndQuery}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as T };
}

/** Polls every key until none is building (the recovery sweep has run), then reads the account and the reports. */
export async function settledHttpView(baseUrl: string, token: string, keys: readonly string[], timeoutMs: number): Promise<HttpView> {
  const deadline = Date.now() + timeoutMs;
  const statuses = new Map<string, AnalysisStatusAnswer | 'unknown'>();
  for (const key of keys) {
    for (;;) {
      const { status, body } = await getJson<AnalysisStatusAnswer>(baseUrl, `/api/analysis/${encodeURIComponent(key)}`, token);
      if (status === 404) {
        statuses.set(key, 'unknown');
        break;
      }
      if (status !== 200) throw new Error(`GET /api/analysis/${key} answered ${status}`);
      if (body.status !== 'building') {
        statuses.set(key, body);
        break;
      }
      if (Date.now() > deadline) throw new Error(`analysis ${key} still building after ${timeoutMs} ms: the recovery did not run`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  const { account } = (await getJson<AccountAnswer>(baseUrl, '/api/payments-simple/account', token)).body;
  const reports = (await getJson<{ reports: SavedReport[] }>(baseUrl, '/api/reports', token)).body.reports;
  return { account, reports, statuses };
}

export async function storedView(db: Queryable, dataDir: string, userId: string): Promise<StoredView> {
  const ledger = (await db.query<StoredView['ledger'][number]>('select reference, delta, reason from credit_ledger where user_id = $1 order by id', [userId])).rows;
  const claims = (await db.query<StoredView['claims'][number]>('select idempotency_key, state, attempt, report_uuid from analysis_requests where user_id = $1', [userId])).rows;
  const reportRows = (await db.query<StoredView['reportRows'][number]>('select id, report_id, idempotency_key from reports where user_id = $1', [userId])).rows;
  const files = await readdir(path.join(dataDir, 'reports', userId)).catch(() => []);
  return { ledger, claims, reportRows, files: files.sort() };
}

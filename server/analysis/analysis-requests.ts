// Claims on (user, Idempotency-Key) for POST /api/analysis: one request at a time builds a brief for a key; a repeat
// after it is done gets the same report; a failed or abandoned attempt can be taken over with a fresh debit. An
// abandoned attempt is retired (its PDF removed, its debit refunded) in the same transaction that moves the claim
// past it, whether a retry takes it over or the recovery sweep (recover-analyses.ts) fails it.

import { randomUUID } from 'node:crypto';
import type { AnalysisAnswer } from '../../src/lib/api/reports';
import { refundCreditWithin } from '../credits/ledger';
import type { Database, Queryable } from '../db/client';
import type { Logger } from '../http/logger';
import { reportIdOf } from '../reports/reports-repository';
import { pdfPathOf, type ReportStorage } from '../reports/storage';

/** The default take-over time: a claim still 'building' after this long belongs to a process that died. */
export const ABANDONED_AFTER_SECONDS = 120;

/** What claiming and retiring attempts need: the take-over time comes from ANALYSIS_TAKEOVER_SECONDS. */
export interface ClaimDeps {
  db: Database;
  storage: ReportStorage;
  logger: Logger;
  takeoverSeconds: number;
}

export type Claim =
  | {
      kind: 'claimed';
      attempt: number;
      /** The id this attempt's report will have, chosen with the claim so that a dead attempt's PDF can be found. */
      reportUuid: string;
      /** The attempt before, when it was abandoned mid-way (retired: its PDF removed, its debit refunded). */
      abandoned: number | null;
    }
  | { kind: 'done'; reportUuid: string; summary: AnalysisAnswer['summary'] }
  | { kind: 'in_progress' };

export interface ClaimRow {
  state: 'building' | 'done' | 'failed';
  attempt: number;
  report_uuid: string | null;
  summary: AnalysisAnswer['summary'] | null;
  abandoned: boolean;
}

export async function claimAnalysis(deps: ClaimDeps, userId: string, key: string): Promise<Claim> {
  const reportUuid = randomUUID();
  const inserted = await deps.db.query(
    `insert into analysis_requests (user_id, idempotency_key, report_uuid) values ($1, $2, $3) on conflict do nothing returning attempt`,
    [userId, key, reportUuid],
  );
  if (inserted.rows.length > 0) return { kind: 'claimed', attempt: 1, reportUuid, abandoned: null };

  // The row lock orders this against the recovery sweep and against another request with the same key.
  const claim = await deps.db.transaction(async (tx): Promise<Claim | null> => {
    const row = await readClaim(tx, userId, key, deps.takeoverSeconds, 'for update');
    if (!row) return null;
    if (row.state === 'done' && row.report_uuid && row.summary) return { kind: 'done', reportUuid: row.report_uuid, summary: row.summary };
    if (row.state === 'building' && !row.abandoned) return { kind: 'in_progress' };
    if (row.state === 'building') await retireAttempt(tx, deps, userId, key, row);
    const taken = await tx.query<{ attempt: number }>(
      `update analysis_requests set state = 'building', attempt = attempt + 1, started_at = now(), report_uuid = $3
        where user_id = $1 and idempotency_key = $2 returning attempt`,
      [userId, key, reportUuid],
    );
    return { kind: 'claimed', attempt: taken.rows[0]!.attempt, reportUuid, abandoned: row.state === 'building' ? row.attempt : null };
  });
  return claim ?? claimAnalysis(deps, userId, key); // deleted in between (account erasure): start afresh
}

/** The claim on (user, key) as it stands, with whether it is older than the take-over time; null when there is none. */
export async function readClaim(db: Queryable, userId: string, key: string, takeoverSeconds: number, lock: '' | 'for update' = ''): Promise<ClaimRow | null> {
  const { rows } = await db.query<ClaimRow>(
    `select state, attempt, report_uuid, summary, started_at < now() - make_interval(secs => $3) as abandoned
       from analysis_requests where user_id = $1 and idempotency_key = $2 ${lock}`,
    [userId, key, takeoverSeconds],
  );
  return rows[0] ?? null;
}

/**
 * Undoes what a dead attempt may have left, inside the caller's transaction (which then moves the claim past it):
 * its PDF, when it got that far, and its debit, refunded once per reference whoever retires it.
 */
export async function retireAttempt(
  tx: Queryable,
  { storage, logger }: Pick<ClaimDeps, 'storage' | 'logger'>,
  userId: string,
  key: string,
  { attempt, report_uuid }: Pick<ClaimRow, 'attempt' | 'report_uuid'>,
): Promise<void> {
  // A file left behind costs storage, not money: a store that is down must not keep the credit from coming back.
  if (report_uuid) {
    await storage
      .remove(pdfPathOf(userId, reportIdOf(report_uuid)))
      .catch((error: unknown) => logger.error({ err: error, userId, attempt }, 'could not remove the PDF of an abandoned analysis'));
  }
  await refundCreditWithin(tx, { userId, reference: debitReference(userId, key, attempt) });
}

/**
 * Marks this attempt done with its report. Only the attempt that holds the claim can: a run that was taken over
 * (it outlived the take-over time and a retry or the recovery sweep moved the claim on) changes nothing and gets
 * false, so it cannot overwrite the newer state.
 */
export async function finishAnalysis(
  db: Queryable,
  userId: string,
  key: string,
  attempt: number,
  reportUuid: string,
  summary: AnalysisAnswer['summary'],
): Promise<boolean> {
  const { rows } = await db.query(
    `update analysis_requests set state = 'done', report_uuid = $4, summary = $5
      where user_id = $1 and idempotency_key = $2 and attempt = $3 and state = 'building' returning attempt`,
    [userId, key, attempt, reportUuid, JSON.stringify(summary)],
  );
  return rows.length > 0;
}

/** Marks this attempt failed; false (and nothing changed) when the claim has since passed to a later attempt. */
export async function failAnalysis(db: Queryable, userId: string, key: string, attempt: number): Promise<boolean> {
  const { rows } = await db.query(
    `update analysis_requests set state = 'failed'
      where user_id = $1 and idempotency_key = $2 and attempt = $3 and state = 'building' returning attempt`,
    [userId, key, attempt],
  );
  return rows.length > 0;
}

/**
 * The ledger reference of an attempt's debit: `analysis:<user>:<key>` for the first, `…#<n>` after (a refunded
 * reference cannot be debited again, and '#' never appears in a key, so references of two keys never collide).
 */
export function debitReference(userId: string, key: string, attempt: number): string {
  return attempt === 1 ? `analysis:${userId}:${key}` : `analysis:${userId}:${key}#${attempt}`;
}

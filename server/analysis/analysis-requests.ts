// Claims on (user, Idempotency-Key) for POST /api/analysis: one request at a time builds a brief for a key; a repeat
// after it is done gets the same report; a failed or abandoned attempt can be taken over with a fresh debit.

import type { AnalysisAnswer } from '../../src/lib/api/reports';
import type { Queryable } from '../db/client';

/** A claim still 'building' after this long belongs to a process that died; the next request may take it over. */
export const ABANDONED_AFTER_SECONDS = 120;

export type Claim =
  | { kind: 'claimed'; attempt: number; /** The attempt before, when it was abandoned mid-way (its debit may need a refund). */ abandoned: number | null }
  | { kind: 'done'; reportUuid: string; summary: AnalysisAnswer['summary'] }
  | { kind: 'in_progress' };

interface ClaimRow {
  state: 'building' | 'done' | 'failed';
  attempt: number;
  report_uuid: string | null;
  summary: AnalysisAnswer['summary'] | null;
  abandoned: boolean;
}

export async function claimAnalysis(db: Queryable, userId: string, key: string): Promise<Claim> {
  const inserted = await db.query(
    `insert into analysis_requests (user_id, idempotency_key) values ($1, $2) on conflict do nothing returning attempt`,
    [userId, key],
  );
  if (inserted.rows.length > 0) return { kind: 'claimed', attempt: 1, abandoned: null };

  const { rows } = await db.query<ClaimRow>(
    `select state, attempt, report_uuid, summary, started_at < now() - make_interval(secs => $3) as abandoned
       from analysis_requests where user_id = $1 and idempotency_key = $2`,
    [userId, key, ABANDONED_AFTER_SECONDS],
  );
  const row = rows[0];
  if (!row) return claimAnalysis(db, userId, key); // deleted in between (account erasure): start afresh
  if (row.state === 'done' && row.report_uuid && row.summary) return { kind: 'done', reportUuid: row.report_uuid, summary: row.summary };
  if (row.state === 'building' && !row.abandoned) return { kind: 'in_progress' };
  // Failed, or abandoned: take it over; the attempt check makes a concurrent takeover lose.
  const taken = await db.query<{ attempt: number }>(
    `update analysis_requests set state = 'building', attempt = attempt + 1, started_at = now()
      where user_id = $1 and idempotency_key = $2 and attempt = $3 and state = $4 returning attempt`,
    [userId, key, row.attempt, row.state],
  );
  const attempt = taken.rows[0]?.attempt;
  if (attempt === undefined) return { kind: 'in_progress' };
  return { kind: 'claimed', attempt, abandoned: row.state === 'building' ? row.attempt : null };
}

/**
 * Marks this attempt done with its report. Only the attempt that holds the claim can: a run that was taken over
 * (it took longer than ABANDONED_AFTER_SECONDS and a later request claimed attempt + 1) changes nothing and gets
 * false, so it cannot overwrite the newer attempt's state.
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

// Recovery of unfinished analyses (docs/reports.md): claims left 'building' past the take-over time belong to a
// process that died between its debit and its stored report. The sweep retires each (PDF removed, debit refunded)
// and marks it failed, in one transaction per claim under its row lock, so that several replicas, or a retry of the
// same key racing the sweep, retire an attempt exactly once. The server sweeps on start and then periodically; on start
// it also removes the temporary report files that writes cut short by a process's death left behind.

import { retireAttempt, type ClaimDeps, type ClaimRow } from './analysis-requests';

/** Claims retired per pass at most; the next pass takes the rest. */
const SWEEP_BATCH = 100;

export interface AnalysisRecovery {
  /** Stops the periodic sweep and waits for a pass under way, so the database can close after it. */
  stop(): Promise<void>;
}

/** One pass: retires every claim left 'building' longer than the take-over time; answers how many it retired. */
export async function recoverUnfinishedAnalyses(deps: ClaimDeps): Promise<number> {
  const { rows } = await deps.db.query<{ user_id: string; idempotency_key: string }>(
    `select user_id, idempotency_key from analysis_requests
      where state = 'building' and started_at < now() - make_interval(secs => $1)
      order by started_at limit $2`,
    [deps.takeoverSeconds, SWEEP_BATCH],
  );
  let retired = 0;
  for (const { user_id: userId, idempotency_key: key } of rows) {
    if (await retireAbandonedClaim(deps, userId, key)) retired += 1;
  }
  if (retired > 0) deps.logger.warn({ retired }, 'unfinished analyses refunded');
  return retired;
}

/**
 * Retires one claim when it is still the abandoned attempt the sweep saw. Another replica holding the row skips it
 * (skip locked); a retry that took it over, or a run that finished, leaves nothing to match.
 */
async function retireAbandonedClaim(deps: ClaimDeps, userId: string, key: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<Pick<ClaimRow, 'attempt' | 'report_uuid'>>(
      `select attempt, report_uuid from analysis_requests
        where user_id = $1 and idempotency_key = $2 and state = 'building' and started_at < now() - make_interval(secs => $3)
        for update skip locked`,
      [userId, key, deps.takeoverSeconds],
    );
    const claim = rows[0];
    if (!claim) return false;
    await retireAttempt(tx, deps, userId, key, claim);
    await tx.query(`update analysis_requests set state = 'failed' where user_id = $1 and idempotency_key = $2`, [userId, key]);
    return true;
  });
}

/**
 * Sweeps now, then every half take-over time (1 s to 60 s); the timer never keeps the process alive. Temporary report
 * files are removed once, now: a dead writer's are there from its death on, and a process that dies later is followed
 * by a new start.
 */
export function startAnalysisRecovery(deps: ClaimDeps): AnalysisRecovery {
  const temporaries = deps.storage.removeStaleTemporaries().then(
    (removed) => {
      if (removed > 0) deps.logger.warn({ removed }, 'temporary report files of interrupted writes removed');
    },
    (error: unknown) => deps.logger.error({ err: error }, 'the removal of temporary report files failed'),
  );
  let pass: Promise<void> | null = null;
  // A pass still running when the next is due (a slow database) is not doubled: the next tick picks up what is left.
  const sweep = () => {
    pass ??= recoverUnfinishedAnalyses(deps)
      .then(
        () => undefined,
        (error: unknown) => deps.logger.error({ err: error }, 'the recovery of unfinished analyses failed'),
      )
      .finally(() => {
        pass = null;
      });
  };
  sweep();
  const timer = setInterval(sweep, Math.min(60, Math.max(1, deps.takeoverSeconds / 2)) * 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all([temporaries, pass]);
    },
  };
}

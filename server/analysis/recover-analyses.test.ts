// The recovery sweep of unfinished analyses, in-process on PGlite and PostgreSQL: a claim a dead process left
// 'building' past the take-over time is refunded and failed exactly once, with its PDF removed, whoever gets there
// first (another sweep, or a retry of the same key).

import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditAccount, debitCredit, readAccount } from '../credits/ledger';
import type { Database } from '../db/client';
import { testDatabases } from '../../tests/support/test-databases';
import { createLogger } from '../http/logger';
import { createLocalReportStorage } from '../reports/local-storage-adapter';
import { reportIdOf } from '../reports/reports-repository';
import { claimAnalysis, debitReference, finishAnalysis, type ClaimDeps } from './analysis-requests';
import { recoverUnfinishedAnalyses, startAnalysisRecovery } from './recover-analyses';

const TAKEOVER_SECONDS = 120;
const SUMMARY = { sections: ['Property'] } as never;

describe.each(testDatabases())('recovery of unfinished analyses on $name', ({ open }) => {
  let db: Database;
  let deps: ClaimDeps;
  let close: () => Promise<void>;
  let dataDir: string;
  beforeAll(async () => {
    ({ db, close } = await open());
    dataDir = await mkdtemp(path.join(tmpdir(), 'zonebrief-recovery-'));
    deps = { db, storage: createLocalReportStorage(dataDir), logger: createLogger('silent'), takeoverSeconds: TAKEOVER_SECONDS };
  });
  afterAll(async () => {
    await close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** What a process killed after its debit and its PDF, before its commit, leaves: a claim 'building' for `ageSeconds`. */
  async function deadAttempt(ageSeconds: number) {
    const userId = randomUUID();
    const key = `key-${randomUUID()}`;
    await creditAccount(db, { userId, credits: 2, reason: 'purchase', reference: `test:${randomUUID()}` });
    const claim = await claimAnalysis(deps, userId, key);
    if (claim.kind !== 'claimed') throw new Error('expected a fresh claim');
    await debitCredit(db, { userId, reason: 'analysis', reference: debitReference(userId, key, 1) });
    await deps.storage.save(userId, reportIdOf(claim.reportUuid), new TextEncoder().encode('%PDF-1.7 dead'));
    await db.query(`update analysis_requests set started_at = now() - make_interval(secs => $2) where user_id = $1`, [userId, ageSeconds]);
    return { userId, key, reportUuid: claim.reportUuid };
  }

  async function claimState(userId: string) {
    return (await db.query<{ state: string; attempt: number }>('select state, attempt from analysis_requests where user_id = $1', [userId])).rows;
  }

  async function refundsOf(userId: string) {
    return (await db.query<{ reference: string }>(`select reference from credit_ledger where user_id = $1 and reason = 'refund' order by id`, [userId])).rows.map((r) => r.reference);
  }

  const filesOf = (userId: string) => readdir(path.join(dataDir, 'reports', userId)).catch(() => []);

  it('when a claim is left building past the take-over time, then the sweep refunds its debit once, removes its PDF and fails it', async () => {
    const { userId, key } = await deadAttempt(TAKEOVER_SECONDS + 80);

    await recoverUnfinishedAnalyses(deps);
    await recoverUnfinishedAnalyses(deps);

    expect((await readAccount(db, userId)).credits_balance).toBe(2);
    expect(await refundsOf(userId)).toEqual([`refund:${debitReference(userId, key, 1)}`]);
    expect(await claimState(userId)).toEqual([{ state: 'failed', attempt: 1 }]);
    expect(await filesOf(userId)).toEqual([]);
  });

  it('when a claim is younger than the take-over time, then the sweep leaves it and its debit alone', async () => {
    const { userId } = await deadAttempt(TAKEOVER_SECONDS - 60);

    await recoverUnfinishedAnalyses(deps);

    expect((await readAccount(db, userId)).credits_balance).toBe(1);
    expect(await claimState(userId)).toEqual([{ state: 'building', attempt: 1 }]);
    expect(await filesOf(userId)).toHaveLength(1);
  });

  it('when several replicas sweep at once, then each dead attempt is refunded exactly once', async () => {
    const dead = await Promise.all([deadAttempt(TAKEOVER_SECONDS + 10), deadAttempt(TAKEOVER_SECONDS + 10), deadAttempt(TAKEOVER_SECONDS + 10)]);

    await Promise.all([recoverUnfinishedAnalyses(deps), recoverUnfinishedAnalyses(deps), recoverUnfinishedAnalyses(deps)]);

    for (const { userId, key } of dead) {
      expect((await readAccount(db, userId)).credits_balance).toBe(2);
      expect(await refundsOf(userId)).toEqual([`refund:${debitReference(userId, key, 1)}`]);
      expect(await claimState(userId)).toEqual([{ state: 'failed', attempt: 1 }]);
    }
  });

  it('when a retry of the same key races the sweep, then the dead attempt is refunded once and the retry holds attempt 2', async () => {
    const { userId, key } = await deadAttempt(TAKEOVER_SECONDS + 10);

    const [, retry] = await Promise.all([recoverUnfinishedAnalyses(deps), claimAnalysis(deps, userId, key)]);

    expect(retry).toMatchObject({ kind: 'claimed', attempt: 2 });
    expect(await refundsOf(userId)).toEqual([`refund:${debitReference(userId, key, 1)}`]);
    expect((await readAccount(db, userId)).credits_balance).toBe(2);
    expect(await claimState(userId)).toEqual([{ state: 'building', attempt: 2 }]);
    expect(await filesOf(userId)).toEqual([]);
  });

  it('when the swept attempt was only slow and finishes afterwards, then it cannot mark the claim done', async () => {
    const { userId, key, reportUuid } = await deadAttempt(TAKEOVER_SECONDS + 10);

    await recoverUnfinishedAnalyses(deps);

    expect(await finishAnalysis(db, userId, key, 1, reportUuid, SUMMARY)).toBe(false);
    expect(await claimState(userId)).toEqual([{ state: 'failed', attempt: 1 }]);
  });

  it('when the recovery starts, then temporary report files left by a writer that is no longer running are removed', async () => {
    const userId = randomUUID();
    const pdfPath = await deps.storage.save(userId, 'ZP-0A1B2C3D', new TextEncoder().encode('%PDF-1.7 kept'));
    // A pid above the kernel's largest pid_max: a writer killed mid-write, whose process is gone.
    await mkdir(path.join(dataDir, 'reports', userId), { recursive: true });
    await writeFile(path.join(dataDir, 'reports', userId, 'ZP-11112222.pdf.4194305.0123456789ab.tmp'), '%PDF-1.7 cut');

    await startAnalysisRecovery(deps).stop();

    expect(await filesOf(userId)).toEqual([pdfPath.split('/')[1]]);
  });
});

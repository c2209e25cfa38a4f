// Claims on (user, Idempotency-Key), on PGlite and PostgreSQL: only the attempt holding the claim can finish or fail
// it, so a run that was taken over after 120 s cannot overwrite the newer attempt's state.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../db/client';
import { testDatabases } from '../../tests/support/test-databases';
import { createLogger } from '../http/logger';
import { createLocalReportStorage } from '../reports/local-storage-adapter';
import { ABANDONED_AFTER_SECONDS, claimAnalysis, failAnalysis, finishAnalysis, type ClaimDeps } from './analysis-requests';

const SUMMARY = { sections: ['Property'] } as never;

describe.each(testDatabases())('analysis claims on $name', ({ open }) => {
  let db: Database;
  let deps: ClaimDeps;
  let close: () => Promise<void>;
  let dataDir: string;
  beforeAll(async () => {
    ({ db, close } = await open());
    dataDir = await mkdtemp(path.join(tmpdir(), 'zonebrief-claims-'));
    deps = { db, storage: createLocalReportStorage(dataDir), logger: createLogger('silent'), takeoverSeconds: ABANDONED_AFTER_SECONDS };
  });
  afterAll(async () => {
    await close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function state(userId: string, key: string) {
    const { rows } = await db.query<{ state: string; attempt: number; report_uuid: string | null }>(
      'select state, attempt, report_uuid from analysis_requests where user_id = $1 and idempotency_key = $2',
      [userId, key],
    );
    return rows[0];
  }

  /** Attempt 1 claimed, left 'building' for 200 s, then taken over by attempt 2. */
  async function takenOver() {
    const userId = randomUUID();
    const key = `key-${randomUUID()}`;
    expect(await claimAnalysis(deps, userId, key)).toMatchObject({ kind: 'claimed', attempt: 1, abandoned: null });
    await db.query(`update analysis_requests set started_at = now() - interval '200 seconds' where user_id = $1`, [userId]);
    const second = await claimAnalysis(deps, userId, key);
    expect(second).toMatchObject({ kind: 'claimed', attempt: 2, abandoned: 1 });
    return { userId, key, reportUuid: second.kind === 'claimed' ? second.reportUuid : null };
  }

  it('when a taken-over attempt finishes late, then it changes nothing and the newer attempt can still finish', async () => {
    const { userId, key, reportUuid } = await takenOver();

    const late = await finishAnalysis(db, userId, key, 1, randomUUID(), SUMMARY);

    expect(late).toBe(false);
    expect(await state(userId, key)).toEqual({ state: 'building', attempt: 2, report_uuid: reportUuid });
    const report = randomUUID();
    expect(await finishAnalysis(db, userId, key, 2, report, SUMMARY)).toBe(true);
    expect(await state(userId, key)).toEqual({ state: 'done', attempt: 2, report_uuid: report });
  });

  it('when a taken-over attempt fails late, then the newer attempt keeps building, and a done claim is never marked failed', async () => {
    const { userId, key } = await takenOver();

    expect(await failAnalysis(db, userId, key, 1)).toBe(false);
    expect(await state(userId, key)).toMatchObject({ state: 'building', attempt: 2 });
    const report = randomUUID();
    await finishAnalysis(db, userId, key, 2, report, SUMMARY);
    expect(await failAnalysis(db, userId, key, 2)).toBe(false);
    expect(await state(userId, key)).toEqual({ state: 'done', attempt: 2, report_uuid: report });
  });

  it('when the attempt holding the claim fails, then the claim is failed and the next request takes it over', async () => {
    const userId = randomUUID();
    const key = `key-${randomUUID()}`;
    await claimAnalysis(deps, userId, key);

    expect(await failAnalysis(db, userId, key, 1)).toBe(true);
    expect(await claimAnalysis(deps, userId, key)).toMatchObject({ kind: 'claimed', attempt: 2, abandoned: null });
  });
});

// API tests of GET /api/analysis/:key through the real app, on PGlite and PostgreSQL: a client that never got its
// answer learns whether the analysis is still building, made its report, or gave the credit back.

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { debitCredit } from '../credits/ledger';
import { testDatabases } from '../../tests/support/test-databases';
import { createLogger } from '../http/logger';
import { createLocalReportStorage } from '../reports/local-storage-adapter';
import { claimAnalysis, debitReference, type ClaimDeps } from './analysis-requests';
import { ON_PARCEL, useAnalysisTestApp } from '../../tests/support/analysis-test-app';
import { recoverUnfinishedAnalyses } from './recover-analyses';

describe.each(testDatabases())('GET /api/analysis/:key on $name', ({ open }) => {
  const app = useAnalysisTestApp(open);

  const claimDeps = (takeoverSeconds: number): ClaimDeps => ({
    db: app.db,
    storage: createLocalReportStorage(app.dataDir),
    logger: createLogger('silent'),
    takeoverSeconds,
  });

  const status = (token: string, key: string) => app.call('GET', `/api/analysis/${encodeURIComponent(key)}`, { token });

  /** A claim with its debit and no report, as a server killed mid-analysis leaves it. */
  async function interrupted(userId: string): Promise<string> {
    const key = `crashed-${randomUUID()}`;
    await claimAnalysis(claimDeps(120), userId, key);
    await debitCredit(app.db, { userId, reason: 'analysis', reference: debitReference(userId, key, 1) });
    return key;
  }

  it('when the analysis made its report, then the answer is done with the same report, summary and balance', async () => {
    const session = await app.fundedUser(2);
    const key = `done-${randomUUID()}`;
    const made = await app.analyse(session.access_token, ON_PARCEL, key);

    const { status: code, body } = await status(session.access_token, key);

    expect(code).toBe(200);
    expect(body).toEqual({ status: 'done', ...made.body });
  });

  it('when a server died mid-analysis, then the key reads building until the sweep, and refunded with the balance whole after it', async () => {
    const session = await app.fundedUser(1);
    const key = await interrupted(session.user.id);

    const before = await status(session.access_token, key);
    await recoverUnfinishedAnalyses(claimDeps(0));
    const after = await status(session.access_token, key);

    expect(before).toEqual({ status: 200, body: { status: 'building' } });
    expect(after).toEqual({ status: 200, body: { status: 'refunded', credits_balance: 1 } });
    expect(await app.balance(session.user.id)).toBe(1);
    expect((await app.call('GET', '/api/reports', { token: session.access_token })).body).toEqual({ reports: [] });
  });

  it("when the key is another user's, or unknown, then 404 as if it did not exist", async () => {
    const owner = await app.fundedUser(1);
    const stranger = await app.fundedUser(0);
    const key = `mine-${randomUUID()}`;
    await app.analyse(owner.access_token, ON_PARCEL, key);

    const borrowed = await status(stranger.access_token, key);
    const unknown = await status(owner.access_token, `never-${randomUUID()}`);

    expect(borrowed).toEqual({ status: 404, body: { error: { code: 'analysis_not_found', message: 'There is no analysis with this Idempotency-Key.' } } });
    expect(unknown.status).toBe(404);
  });

  it('when the key is malformed, then 400; without a token, 401', async () => {
    const session = await app.fundedUser(0);

    const short = await status(session.access_token, 'abc');
    const badChars = await status(session.access_token, 'key with spaces!');
    const anonymous = await app.call('GET', `/api/analysis/key-${randomUUID()}`);

    expect(short).toMatchObject({ status: 400, body: { error: { code: 'invalid_idempotency_key' } } });
    expect(badChars).toMatchObject({ status: 400, body: { error: { code: 'invalid_idempotency_key' } } });
    expect(anonymous.status).toBe(401);
  });
});

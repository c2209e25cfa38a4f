// API tests of POST /api/analysis where the brief cannot measure a lot (no parcel at the point, or no parcels in the
// dataset): without accept_no_parcel a 409 that spends and writes nothing; with it the analysis runs as anywhere else.

import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnalysisRequest } from '../../src/lib/api/reports';
import { partialCityDataset } from '../../tests/fixtures/partial-city-dataset';
import { ON_PARCEL, useAnalysisTestApp, type AnalysisTestApp } from '../../tests/support/analysis-test-app';
import { testDatabases } from '../../tests/support/test-databases';

/** Inside the tiny dataset's RD block, north of its one parcel: zoning, and no parcel. */
const BESIDE_PARCEL: AnalysisRequest = { lat: 43.658, lng: -79.395, source: 'Map Click' };

/** Everything an analysis could leave behind for a user: ledger lines, claims, report rows and files. */
async function traces(app: AnalysisTestApp, userId: string) {
  const count = async (table: string) => Number((await app.db.query<{ n: string }>(`select count(*) as n from ${table} where user_id = $1`, [userId])).rows[0]?.n);
  return {
    balance: await app.balance(userId),
    ledger: await count('credit_ledger'),
    claims: await count('analysis_requests'),
    reports: await count('reports'),
    files: (await readdir(path.join(app.dataDir, 'reports', userId)).catch(() => [])).length,
  };
}

describe.each(testDatabases())('POST /api/analysis where no parcel is, on $name', ({ open }) => {
  const app = useAnalysisTestApp(open);

  it('when the point has no parcel and the request does not accept that, then 409 no_parcel, and no credit moves and nothing is written', async () => {
    const session = await app.fundedUser(2);
    const before = await traces(app, session.user.id);

    const { status, body } = await app.analyse(session.access_token, BESIDE_PARCEL);

    expect(status).toBe(409);
    expect(body).toEqual({
      error: {
        code: 'no_parcel',
        message: 'No parcel at this point: the brief cannot measure a lot. To analyse the point anyway, send accept_no_parcel: true. No credit was used.',
      },
    });
    expect(await traces(app, session.user.id)).toEqual(before);
    expect(before).toEqual({ balance: 2, ledger: 1, claims: 0, reports: 0, files: 0 });
  });

  it('when accept_no_parcel is false, then it is refused the same way', async () => {
    const session = await app.fundedUser(1);

    const { status, body } = await app.analyse(session.access_token, { ...BESIDE_PARCEL, accept_no_parcel: false });

    expect([status, body.error.code]).toEqual([409, 'no_parcel']);
    expect(await app.balance(session.user.id)).toBe(1);
  });

  it('when the request accepts that there is no parcel, then one credit goes and the report keeps the point with no parcel id', async () => {
    const session = await app.fundedUser(2);

    const { status, body } = await app.analyse(session.access_token, { ...BESIDE_PARCEL, source: 'Address Search', address: 'Beside the lot', accept_no_parcel: true });

    expect(status).toBe(201);
    expect(body.credits_balance).toBe(1);
    expect(body.report).toMatchObject({ address: 'Beside the lot', zone_code: 'RD (f13.5; a510; d0.45) (x42)', lat: BESIDE_PARCEL.lat, lng: BESIDE_PARCEL.lng, parcel_id: null });
    expect(await traces(app, session.user.id)).toEqual({ balance: 1, ledger: 2, claims: 1, reports: 1, files: 1 });
  });

  it('when a refused key is sent again with the acceptance, then that same key makes the report: the refusal claimed nothing', async () => {
    const session = await app.fundedUser(1);
    const key = `no-parcel-${randomUUID()}`;
    await app.analyse(session.access_token, BESIDE_PARCEL, key);

    const { status } = await app.analyse(session.access_token, { ...BESIDE_PARCEL, accept_no_parcel: true }, key);

    expect(status).toBe(201);
    expect(await app.balance(session.user.id)).toBe(0);
  });

  it('when a point on a parcel is sent, then it needs no acceptance, and one sent anyway changes nothing', async () => {
    const session = await app.fundedUser(2);

    const plain = await app.analyse(session.access_token, ON_PARCEL);
    const accepted = await app.analyse(session.access_token, { ...ON_PARCEL, accept_no_parcel: true });

    expect([plain.status, accepted.status]).toEqual([201, 201]);
    expect([plain.body.report.parcel_id, accepted.body.report.parcel_id]).toEqual(['P-0001', 'P-0001']);
    expect(await app.balance(session.user.id)).toBe(0);
  });

  it('when accept_no_parcel is not a boolean, then 400 names the field and nothing is debited', async () => {
    const session = await app.fundedUser(1);

    const answers = await Promise.all(['yes', 1, null].map((value) => app.analyse(session.access_token, { ...BESIDE_PARCEL, accept_no_parcel: value })));

    expect(answers.map((a) => [a.status, a.body.error.message])).toEqual(Array(3).fill([400, 'accept_no_parcel must be true or false.']));
    expect(await app.balance(session.user.id)).toBe(1);
  });
});

// The same rule through the one code path, where the dataset has no parcels at all: PGlite is enough here.
const [pglite] = testDatabases();

describe('POST /api/analysis in a dataset without parcels', () => {
  const app = useAnalysisTestApp(pglite!.open, { dataset: partialCityDataset(['parcels']) });

  it('when the request does not accept that, then 409 parcels_not_loaded says so, not "no parcel at this point", and no credit moves', async () => {
    const session = await app.fundedUser(1);
    const before = await traces(app, session.user.id);

    const { status, body } = await app.analyse(session.access_token, ON_PARCEL);

    expect(status).toBe(409);
    expect(body).toEqual({
      error: {
        code: 'parcels_not_loaded',
        message: 'Parcels are not loaded in this dataset: the brief cannot measure a lot. To analyse the point anyway, send accept_no_parcel: true. No credit was used.',
      },
    });
    expect(await traces(app, session.user.id)).toEqual(before);
  });

  it('when the request accepts it, then the analysis runs and one credit goes', async () => {
    const session = await app.fundedUser(1);

    const { status, body } = await app.analyse(session.access_token, { ...ON_PARCEL, accept_no_parcel: true });

    expect(status).toBe(201);
    expect(body.report.parcel_id).toBeNull();
    expect(await traces(app, session.user.id)).toEqual({ balance: 0, ledger: 2, claims: 1, reports: 1, files: 1 });
  });
});

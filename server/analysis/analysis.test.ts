// API tests of POST /api/analysis through the real app, on PGlite and PostgreSQL: one credit buys one report.

import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Json } from '../../tests/support/auth-test-app';
import { testDatabases } from '../../tests/support/test-databases';
import { ON_PARCEL, OUTSIDE_CITY, useAnalysisTestApp, ZONING_GAP, type AnalysisTestApp } from '../../tests/support/analysis-test-app';

async function reportRows(app: AnalysisTestApp, userId: string): Promise<{ id: string; pdf_path: string | null; size_bytes: number | null }[]> {
  return (await app.db.query<{ id: string; pdf_path: string | null; size_bytes: number | null }>('select id, pdf_path, size_bytes from reports where user_id = $1', [userId])).rows;
}

async function filesOf(app: AnalysisTestApp, userId: string): Promise<string[]> {
  return readdir(path.join(app.dataDir, 'reports', userId)).catch(() => []);
}

describe.each(testDatabases())('POST /api/analysis on $name', ({ open }) => {
  const app = useAnalysisTestApp(open);

  it('when a user with credits analyses a place, then one credit goes and one report with its PDF is stored under the parcel\'s own address', async () => {
    const session = await app.fundedUser(2);

    const { status, body } = await app.analyse(session.access_token, { ...ON_PARCEL, address: '  12 Euclid Ave, Toronto  ' });

    expect(status).toBe(201);
    expect(body.credits_balance).toBe(1);
    expect(await app.balance(session.user.id)).toBe(1);
    // The label the client sent is the search result's; a parcel is named the same however it was reached.
    expect(body.report).toMatchObject({ user_id: session.user.id, address: '12 Euclid Ave', zone_code: 'RD (f13.5; a510; d0.45) (x42)' });
    expect(body.report.report_id).toBe(`ZP-${body.report.id.slice(0, 8)}`);
    expect(body.report.pdf_path).toBe(`${session.user.id}/${body.report.report_id}.pdf`);
    expect(body.summary).toMatchObject({ zone_label: 'RD (f13.5; a510; d0.45) (x42)', narrative_by: 'rules-engine' });
    expect(body.summary.sections).toContain('Property');
    const rows = await reportRows(app, session.user.id);
    expect(rows).toHaveLength(1);
    const pdf = await readFile(path.join(app.dataDir, 'reports', body.report.pdf_path));
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(rows[0]?.size_bytes).toBe(pdf.byteLength);
  });

  it('when the same Idempotency-Key is sent again, then the same report comes back with 200 and nothing is debited', async () => {
    const session = await app.fundedUser(3);
    const key = `retry-${randomUUID()}`;
    const first = await app.analyse(session.access_token, ON_PARCEL, key);

    const second = await app.analyse(session.access_token, ON_PARCEL, key);

    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await app.balance(session.user.id)).toBe(2);
    expect(await reportRows(app, session.user.id)).toHaveLength(1);
  });

  it('when two requests with one key arrive together, then one credit goes, one report is made and the other waits its turn (409) or gets it', async () => {
    const session = await app.fundedUser(3);
    const key = `together-${randomUUID()}`;

    const answers = await Promise.all([app.analyse(session.access_token, ON_PARCEL, key), app.analyse(session.access_token, ON_PARCEL, key)]);

    const statuses = answers.map((a) => a.status).sort();
    expect([[201, 409], [200, 201]]).toContainEqual(statuses);
    const busy = answers.find((a) => a.status === 409);
    if (busy) expect(busy.body.error.code).toBe('analysis_in_progress');
    expect(await app.balance(session.user.id)).toBe(2);
    expect(await reportRows(app, session.user.id)).toHaveLength(1);
  });

  it('when the Idempotency-Key is missing or malformed, then 400 and nothing is debited', async () => {
    const session = await app.fundedUser(1);

    const missing = await app.analyse(session.access_token, ON_PARCEL, null);
    const short = await app.analyse(session.access_token, ON_PARCEL, 'abc');
    const badChars = await app.analyse(session.access_token, ON_PARCEL, 'key with spaces!');

    expect(missing).toMatchObject({ status: 400, body: { error: { code: 'missing_idempotency_key' } } });
    expect(short).toMatchObject({ status: 400, body: { error: { code: 'invalid_idempotency_key' } } });
    expect(badChars).toMatchObject({ status: 400, body: { error: { code: 'invalid_idempotency_key' } } });
    expect(await app.balance(session.user.id)).toBe(1);
  });

  it('when the body is not a valid request, then 400 names the field and nothing is debited', async () => {
    const session = await app.fundedUser(1);

    const cases = [
      { lat: '43.65', lng: -79.39, source: 'Map Click' },
      { lat: 95, lng: -79.39, source: 'Map Click' },
      { ...ON_PARCEL, source: 'Telepathy' },
      { ...ON_PARCEL, address: 'x'.repeat(301) },
    ];
    const answers = await Promise.all(cases.map((body) => app.analyse(session.access_token, body)));

    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400]);
    expect(answers.map((a) => a.body.error.message)).toEqual([
      expect.stringMatching(/lat and lng must be numbers/),
      expect.stringMatching(/lat must be between -90 and 90/),
      expect.stringMatching(/source must be one of 'Map Click' or 'Address Search'/),
      expect.stringMatching(/address must be at most 300 characters/),
    ]);
    expect(await app.balance(session.user.id)).toBe(1);
  });

  it('when there is no token, then 401', async () => {
    expect((await app.analyse('not-a-token', ON_PARCEL)).status).toBe(401);
  });

  it('when the balance is 0, then 402 with the buy-a-credit message and no report', async () => {
    const session = await app.fundedUser(0);

    const { status, body } = await app.analyse(session.access_token, ON_PARCEL);

    expect(status).toBe(402);
    expect(body).toEqual({ error: { code: 'insufficient_credits', message: 'You have no credits left. Buy a credit to run this analysis.' } });
    expect(await reportRows(app, session.user.id)).toHaveLength(0);
  });

  it('when a key was refused for want of credits and credits are bought, then the same key debits and makes the report', async () => {
    const session = await app.fundedUser(0);
    const key = `later-${randomUUID()}`;
    await app.analyse(session.access_token, ON_PARCEL, key);
    const { creditAccount } = await import('../credits/ledger');
    await creditAccount(app.db, { userId: session.user.id, credits: 1, reason: 'purchase', reference: `test:${randomUUID()}` });

    const { status } = await app.analyse(session.access_token, ON_PARCEL, key);

    expect(status).toBe(201);
    expect(await app.balance(session.user.id)).toBe(0);
  });

  it('when the place is outside Toronto or has no zoning, then 422 before any debit', async () => {
    const session = await app.fundedUser(1);

    const outside = await app.analyse(session.access_token, OUTSIDE_CITY);
    const gap = await app.analyse(session.access_token, ZONING_GAP);

    expect(outside).toMatchObject({ status: 422, body: { error: { code: 'outside_toronto', message: expect.stringMatching(/outside the City of Toronto.*No credit was used/) } } });
    expect(gap).toMatchObject({ status: 422, body: { error: { code: 'no_zoning', message: expect.stringMatching(/No credit was used/) } } });
    expect(await app.balance(session.user.id)).toBe(1);
  });

  it('when rendering the PDF fails, then 500 says the credit was returned, and there is no report and no file', async () => {
    const session = await app.fundedUser(1);
    app.faults.render = true;
    try {
      const { status, body } = await app.analyse(session.access_token, ON_PARCEL);

      expect(status).toBe(500);
      expect(body).toEqual({ error: { code: 'analysis_failed', message: 'We could not build your report, so your credit was returned. Please try again.' } });
    } finally {
      app.faults.render = false;
    }
    expect(await app.balance(session.user.id)).toBe(1);
    expect(await reportRows(app, session.user.id)).toHaveLength(0);
    expect(await filesOf(app, session.user.id)).toEqual([]);
  });

  it('when storing the PDF fails, then the credit is returned; a retry with the same key debits once and succeeds', async () => {
    const session = await app.fundedUser(1);
    const key = `flaky-${randomUUID()}`;
    app.faults.store = true;
    const failed = await app.analyse(session.access_token, ON_PARCEL, key).finally(() => (app.faults.store = false));

    const retried = await app.analyse(session.access_token, ON_PARCEL, key);

    expect(failed.status).toBe(500);
    expect(retried.status).toBe(201);
    expect(await app.balance(session.user.id)).toBe(0);
    const { rows } = await app.db.query<{ reference: string; delta: number }>('select reference, delta from credit_ledger where user_id = $1 and reason <> $2 order by id', [session.user.id, 'purchase']);
    expect(rows).toEqual([
      { reference: `analysis:${session.user.id}:${key}`, delta: -1 },
      { reference: `refund:analysis:${session.user.id}:${key}`, delta: 1 },
      { reference: `analysis:${session.user.id}:${key}#2`, delta: -1 },
    ]);
  });

  it('when saving the row fails after the PDF was stored, then the credit is returned and the file is removed', async () => {
    const session = await app.fundedUser(1);
    const key = `clash-${randomUUID()}`;
    // A row already holding this user's key makes the insert fail after the PDF has been written.
    await app.db.query(`insert into reports (user_id, report_id, address, zone_code, idempotency_key) values ($1, 'ZP-00000000', 'x', 'RD', $2)`, [session.user.id, key]);

    const { status } = await app.analyse(session.access_token, ON_PARCEL, key);

    expect(status).toBe(500);
    expect(await app.balance(session.user.id)).toBe(1);
    expect(await reportRows(app, session.user.id)).toHaveLength(1);
    expect(await filesOf(app, session.user.id)).toEqual([]);
  });

  it('when telling open reports pages about the new report fails, then the report stands and the credit stays spent', async () => {
    const session = await app.fundedUser(1);
    const unsubscribe = app.events.subscribe(session.user.id, () => {
      throw new Error('test fault: a closed stream');
    });
    try {
      const { status, body } = await app.analyse(session.access_token, ON_PARCEL);

      expect(status).toBe(201);
      expect(body.credits_balance).toBe(0);
      expect(await app.balance(session.user.id)).toBe(0);
      expect((await reportRows(app, session.user.id)).map((r) => r.id)).toEqual([body.report.id]);
      expect(await filesOf(app, session.user.id)).toEqual([`${body.report.report_id}.pdf`]);
    } finally {
      unsubscribe();
    }
  });

  it('when a run outlives 120 s and a retry takes its key over, then the late run changes nothing and the retry\'s report stands', async () => {
    const session = await app.fundedUser(3);
    const key = `slow-${randomUUID()}`;
    let retry: { status: number; body: Json } | undefined;
    app.faults.duringRender = async () => {
      // The first run looks abandoned; a retry with the same key takes it over (attempt 2) and finishes first.
      await app.db.query(`update analysis_requests set started_at = now() - interval '200 seconds' where user_id = $1`, [session.user.id]);
      retry = await app.analyse(session.access_token, ON_PARCEL, key);
    };

    const late = await app.analyse(session.access_token, ON_PARCEL, key);
    const repeat = await app.analyse(session.access_token, ON_PARCEL, key);

    expect(retry?.status).toBe(201);
    expect(late).toMatchObject({ status: 409, body: { error: { code: 'analysis_in_progress' } } });
    // The takeover refunded the first attempt's credit and took one of its own: one credit spent in all.
    expect(await app.balance(session.user.id)).toBe(2);
    expect((await reportRows(app, session.user.id)).map((r) => r.id)).toEqual([retry?.body.report.id]);
    expect(await filesOf(app, session.user.id)).toEqual([`${retry?.body.report.report_id}.pdf`]);
    // The claim still holds the retry's report, so the same key answers it again without a debit.
    expect(repeat).toMatchObject({ status: 200, body: { report: { id: retry?.body.report.id } } });
    const { rows } = await app.db.query<{ state: string; attempt: number }>('select state, attempt from analysis_requests where user_id = $1', [session.user.id]);
    expect(rows).toEqual([{ state: 'done', attempt: 2 }]);
  });

  it('when a run outlives 120 s, is taken over, and finishes before the retry, then its report is dropped and the retry\'s stands', async () => {
    const session = await app.fundedUser(3);
    const key = `overtaken-${randomUUID()}`;
    let retryClaimed!: () => void;
    const claimed = new Promise<void>((resolve) => (retryClaimed = resolve));
    let releaseRetry!: () => void;
    const released = new Promise<void>((resolve) => (releaseRetry = resolve));
    let retry: Promise<{ status: number; body: Json }> | undefined;
    app.faults.duringRender = async () => {
      await app.db.query(`update analysis_requests set started_at = now() - interval '200 seconds' where user_id = $1`, [session.user.id]);
      // The retry takes the key over (attempt 2), then waits in its own rendering until the late run has finished.
      app.faults.duringRender = async () => {
        retryClaimed();
        await released;
      };
      retry = app.analyse(session.access_token, ON_PARCEL, key);
      await claimed;
    };

    const late = await app.analyse(session.access_token, ON_PARCEL, key);
    releaseRetry();
    const retried = await retry!;

    expect(late).toMatchObject({ status: 409, body: { error: { code: 'analysis_in_progress' } } });
    expect(retried.status).toBe(201);
    expect(await app.balance(session.user.id)).toBe(2);
    expect((await reportRows(app, session.user.id)).map((r) => r.id)).toEqual([retried.body.report.id]);
    expect(await filesOf(app, session.user.id)).toEqual([`${retried.body.report.report_id}.pdf`]);
    const { rows } = await app.db.query<{ state: string; attempt: number; report_uuid: string }>(
      'select state, attempt, report_uuid from analysis_requests where user_id = $1',
      [session.user.id],
    );
    expect(rows).toEqual([{ state: 'done', attempt: 2, report_uuid: retried.body.report.id }]);
  });
});

// API tests of /api/reports through the real app, on PGlite and PostgreSQL: listing, deleting, signed downloads,
// another user's reports (404 everywhere), and account deletion.

import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ON_PARCEL, useAnalysisTestApp, type AnalysisTestApp } from '../../tests/support/analysis-test-app';
import { testDatabases } from '../../tests/support/test-databases';
import { pdfLinkSecret, pdfLinkSignature } from './signed-urls';

/** PARCELID of the tiny dataset's one parcel, under ON_PARCEL. */
const ON_PARCEL_ID = 'P-0001';

async function analysed(app: AnalysisTestApp, credits = 1) {
  const session = await app.fundedUser(credits);
  const { body } = await app.analyse(session.access_token, ON_PARCEL);
  return { session, report: body.report as { id: string; report_id: string; pdf_path: string } };
}

async function pdfUrl(app: AnalysisTestApp, token: string, id: string) {
  return app.call('GET', `/api/reports/${id}/pdf-url`, { token });
}

describe.each(testDatabases())('/api/reports on $name', ({ open }) => {
  const app = useAnalysisTestApp(open);

  it('when a user has several reports, then the list holds only theirs, newest first', async () => {
    const { session } = await analysed(app, 2);
    // A point of the RD block beside the parcel: with no parcel (accepted), the address sent names the report.
    await app.analyse(session.access_token, { lat: 43.655, lng: -79.395, source: 'Address Search', address: 'Second look', accept_no_parcel: true });
    await analysed(app); // someone else's

    const { status, body } = await app.call('GET', '/api/reports', { token: session.access_token });

    expect(status).toBe(200);
    expect(body.reports.map((r: { address: string }) => r.address)).toEqual(['Second look', '12 Euclid Ave']);
    expect(body.reports.every((r: { user_id: string }) => r.user_id === session.user.id)).toBe(true);
  });

  it("when a report is made on a parcel, then the list gives its analysed point and parcel id, and a row from before points were kept gives none", async () => {
    const { session, report } = await analysed(app);
    await app.db.query(
      `insert into reports (user_id, report_id, address, zone_code, created_at) values ($1, 'ZP-00000000', 'Made before', 'RD', now() - interval '1 day')`,
      [session.user.id],
    );

    const { body } = await app.call('GET', '/api/reports', { token: session.access_token });

    expect(body.reports).toEqual([
      expect.objectContaining({ id: report.id, lat: ON_PARCEL.lat, lng: ON_PARCEL.lng, parcel_id: ON_PARCEL_ID }),
      expect.objectContaining({ address: 'Made before', lat: null, lng: null, parcel_id: null }),
    ]);
  });

  it('when a report is made where no parcel is, then it keeps the point with no parcel id', async () => {
    const session = await app.fundedUser(1);
    await app.analyse(session.access_token, { lat: 43.655, lng: -79.395, source: 'Address Search', address: 'Open ground', accept_no_parcel: true });

    const { body } = await app.call('GET', '/api/reports', { token: session.access_token });

    expect(body.reports).toEqual([expect.objectContaining({ address: 'Open ground', lat: 43.655, lng: -79.395, parcel_id: null })]);
  });

  it('when a row names a parcel but no point, or half a point, then the database refuses it', async () => {
    const { session } = await analysed(app);
    const insert = (lat: number | null, lng: number | null, parcel: string | null) =>
      app.db.query(`insert into reports (user_id, report_id, address, zone_code, lat, lng, parcel_id) values ($1, 'ZP-11111111', 'x', 'RD', $2, $3, $4)`, [
        session.user.id,
        lat,
        lng,
        parcel,
      ]);

    await expect(insert(43.65, null, null)).rejects.toThrow(/reports_point_whole/);
    await expect(insert(null, null, '1042')).rejects.toThrow(/reports_point_whole/);
  });

  it('when the token comes as ?access_token= rather than a header, then the list answers 401 (no route takes a token in its URL)', async () => {
    const { session } = await analysed(app);

    const { status, body } = await app.call('GET', `/api/reports?access_token=${encodeURIComponent(session.access_token)}`);

    expect(status).toBe(401);
    expect(body).toEqual({ error: { code: 'no_authorization', message: 'This endpoint requires a Bearer token' } });
  });

  it('when two rows share a report_id, then the list shows it once (the newest)', async () => {
    const { session, report } = await analysed(app);
    await app.db.query(
      `insert into reports (user_id, report_id, address, zone_code, created_at) values ($1, $2, 'Older copy', 'RD', now() - interval '1 day')`,
      [session.user.id, report.report_id],
    );

    const { body } = await app.call('GET', '/api/reports', { token: session.access_token });

    expect(body.reports.map((r: { id: string }) => r.id)).toEqual([report.id]);
  });

  it('when the signed URL is followed, then the PDF downloads as ZoneBrief-Report-<report_id>.pdf', async () => {
    const { session, report } = await analysed(app);

    const { status, body } = await pdfUrl(app, session.access_token, report.id);
    const res = await fetch(body.url);

    expect(status).toBe(200);
    expect(body.filename).toBe(`ZoneBrief-Report-${report.report_id}.pdf`);
    expect(new Date(body.expires_at).getTime() - app.reportsClock.now().getTime()).toBe(3_600_000);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="ZoneBrief-Report-${report.report_id}.pdf"`);
    expect(Buffer.from(await res.arrayBuffer()).subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  it('when the signed URL is over an hour old, then it answers 403 invalid_signature', async () => {
    const { session, report } = await analysed(app);
    const { body } = await pdfUrl(app, session.access_token, report.id);

    app.reportsClock.advance(3_600_001);
    const res = await fetch(body.url);

    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_signature');
  });

  it('when the signature or expiry of a link to the requester\'s own report is changed or missing, then it answers 403', async () => {
    const { session, report } = await analysed(app);
    const { body } = await pdfUrl(app, session.access_token, report.id);
    const url = new URL(body.url);
    const changed = (name: string, value: string) => {
      const copy = new URL(url);
      copy.searchParams.set(name, value);
      return copy.toString();
    };
    const sig = url.searchParams.get('sig')!;
    const unsigned = new URL(url);
    unsigned.searchParams.delete('sig');

    const statuses = await Promise.all(
      [
        changed('sig', `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`),
        changed('expires', String(Number(url.searchParams.get('expires')) + 86_400)),
        changed('sig', 'zz'),
        unsigned.toString(),
      ].map(async (link) => (await fetch(link)).status),
    );

    expect(statuses).toEqual([403, 403, 403, 403]);
  });

  it('when a download link names no user or an unknown report, then it answers 404 before looking at the signature', async () => {
    const { session, report } = await analysed(app);
    const url = new URL((await pdfUrl(app, session.access_token, report.id)).body.url);

    const bare = await fetch(`${url.origin}${url.pathname}`);
    const unknown = await fetch(`${url.origin}/api/reports/${randomUUID()}/pdf${url.search}`);
    const notUuid = await fetch(`${url.origin}/api/reports/ZP-1234/pdf${url.search}`);

    expect([bare.status, unknown.status, notUuid.status]).toEqual([404, 404, 404]);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe('report_not_found');
  });

  it("when user B tries A's report by list, delete, pdf-url or download, then every answer is 404, signed or not", async () => {
    const a = await analysed(app);
    const b = await analysed(app);
    const bLink = new URL((await pdfUrl(app, b.session.access_token, b.report.id)).body.url);

    const list = await app.call('GET', '/api/reports', { token: b.session.access_token });
    const url = await pdfUrl(app, b.session.access_token, a.report.id);
    const del = await app.call('DELETE', `/api/reports/${a.report.id}`, { token: b.session.access_token });
    // B's own signed link pointed at A's report: the signature does not cover that id.
    const borrowed = await fetch(`${bLink.origin}/api/reports/${a.report.id}/pdf${bLink.search}`);
    // A link the server signed for B and A's report id (it never makes one): the owner does not match.
    const expires = bLink.searchParams.get('expires')!;
    const mismatched = await fetch(`${bLink.origin}/api/reports/${a.report.id}/pdf?user=${b.session.user.id}&expires=${expires}&sig=${signFor(app, a.report.id, b.session.user.id, expires)}`);
    // B naming itself with no signature at all, and an expired borrowed link: still not B's report.
    const unsigned = await fetch(`${bLink.origin}/api/reports/${a.report.id}/pdf?user=${b.session.user.id}`);
    app.reportsClock.advance(3_600_001);
    const expiredBorrowed = await fetch(`${bLink.origin}/api/reports/${a.report.id}/pdf${bLink.search}`);

    expect(list.body.reports.map((r: { id: string }) => r.id)).toEqual([b.report.id]);
    expect(url).toMatchObject({ status: 404, body: { error: { code: 'report_not_found' } } });
    expect(del.status).toBe(404);
    expect(borrowed.status).toBe(404);
    expect(((await borrowed.json()) as { error: { code: string } }).error.code).toBe('report_not_found');
    expect(mismatched.status).toBe(404);
    expect(unsigned.status).toBe(404);
    expect(expiredBorrowed.status).toBe(404);
    expect((await app.call('GET', '/api/reports', { token: a.session.access_token })).body.reports).toHaveLength(1);
  });

  it('when a report is deleted, then its row and its file are gone and it answers 204', async () => {
    const { session, report } = await analysed(app);
    const file = path.join(app.dataDir, 'reports', report.pdf_path);
    await stat(file);

    const { status } = await app.call('DELETE', `/api/reports/${report.id}`, { token: session.access_token });

    expect(status).toBe(204);
    expect((await app.call('GET', '/api/reports', { token: session.access_token })).body.reports).toEqual([]);
    await expect(stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await app.call('DELETE', `/api/reports/${report.id}`, { token: session.access_token })).status).toBe(404);
  });

  it('when a report has no stored PDF, then pdf-url answers 404 with the spec message', async () => {
    const { session, report } = await analysed(app);
    await app.db.query('update reports set pdf_path = null where id = $1', [report.id]);

    const { status, body } = await pdfUrl(app, session.access_token, report.id);

    expect(status).toBe(404);
    expect(body.error.message).toBe('No PDF available for this report - cloud storage required');
  });

  it('when an id is not a uuid, then it answers 404', async () => {
    const { session } = await analysed(app);

    expect((await pdfUrl(app, session.access_token, 'ZP-1234')).status).toBe(404);
    expect((await app.call('DELETE', '/api/reports/..%2F..', { token: session.access_token })).status).toBe(404);
  });

  it('when the account is deleted, then its reports and their files go and the answer counts them', async () => {
    const { session } = await analysed(app, 2);
    await app.analyse(session.access_token, ON_PARCEL);

    const { status, body } = await app.call('DELETE', '/api/delete-account', { token: session.access_token });

    expect(status).toBe(200);
    expect(body.removed).toMatchObject({ reports: 2, report_files: 2 });
    const { rows } = await app.db.query('select 1 from reports where user_id = $1 union all select 1 from analysis_requests where user_id = $1', [session.user.id]);
    expect(rows).toEqual([]);
    await expect(stat(path.join(app.dataDir, 'reports', session.user.id))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

/** What the server would sign for (id, user): the link secret is derived from the session secret the app was given. */
function signFor(app: AnalysisTestApp, id: string, userId: string, expires: string): string {
  return pdfLinkSignature(pdfLinkSecret(app.sessionSecret), id, userId, Number(expires));
}

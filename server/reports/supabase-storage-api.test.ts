// API test of signed downloads in hosted mode: the real app with its reports stored through the Supabase Storage
// adapter (against the fake Storage server), on PGlite.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ON_PARCEL } from '../../tests/support/analysis-test-app';
import { signedUpSession, uniqueEmail, useAuthTestApp } from '../../tests/support/auth-test-app';
import { creditAccount } from '../credits/ledger';
import { testDatabases } from '../../tests/support/test-databases';
import { startFakeStorage, type FakeStorage } from '../../tests/fakes/fake-storage-server';
import type { ReportStorage } from './storage';
import { createSupabaseReportStorage } from './supabase-storage-adapter';

const KEY = 'service-role-api-test-key';

describe('/api/reports/:id/pdf-url with Supabase Storage', () => {
  let fake: FakeStorage;
  beforeAll(async () => {
    fake = await startFakeStorage(KEY);
  });
  afterAll(async () => {
    await fake.close();
  });
  // The fake's address is known only once it has started, so the adapter is made per call.
  const hosted = (): ReportStorage => createSupabaseReportStorage({ url: fake.url, serviceRoleKey: KEY });
  const storage: ReportStorage = {
    kind: 'supabase',
    save: (userId, reportId, pdf) => hosted().save(userId, reportId, pdf),
    read: (pdfPath) => hosted().read(pdfPath),
    remove: (pdfPath) => hosted().remove(pdfPath),
    signedUrl: (pdfPath, seconds, name) => hosted().signedUrl(pdfPath, seconds, name),
    removeArea: (userId) => hosted().removeArea(userId),
    removeStaleTemporaries: () => hosted().removeStaleTemporaries(),
  };
  const app = useAuthTestApp(testDatabases()[0]!.open, { deps: { reports: { storage } } });

  async function analysed() {
    const session = await signedUpSession(app, uniqueEmail('hosted'));
    await creditAccount(app.db, { userId: session.user.id, credits: 1, reason: 'purchase', reference: `test:${randomUUID()}` });
    const res = await fetch(`${app.base}/api/analysis`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.access_token}`, 'idempotency-key': `key-${randomUUID()}` },
      body: JSON.stringify(ON_PARCEL),
    });
    expect(res.status).toBe(201);
    const { report } = (await res.json()) as { report: { id: string; report_id: string; pdf_path: string } };
    return { session, report };
  }

  it("when the report's file is in Storage, then pdf-url answers Storage's signed URL with the download name", async () => {
    const { session, report } = await analysed();

    const { status, body } = await app.call('GET', `/api/reports/${report.id}/pdf-url`, { token: session.access_token });

    expect(status).toBe(200);
    const url = new URL(body.url as string);
    expect(url.origin + url.pathname).toBe(`${fake.url}/storage/v1/object/sign/${session.user.id}/${report.report_id}.pdf`);
    expect(url.searchParams.get('download')).toBe(`ZoneBrief-Report-${report.report_id}.pdf`);
  });

  it('when the file is gone from Storage, then pdf-url answers 404 no_pdf rather than a 500', async () => {
    const { session, report } = await analysed();
    fake.buckets.get(session.user.id)?.delete(`${report.report_id}.pdf`);

    const { status, body } = await app.call('GET', `/api/reports/${report.id}/pdf-url`, { token: session.access_token });

    expect(status).toBe(404);
    expect(body).toEqual({ error: { code: 'no_pdf', message: 'No PDF available for this report - cloud storage required' } });
  });
});

// API tests of DELETE /api/delete-account on PGlite and PostgreSQL: embedded (report files on disk) and with the
// report files in (a local stand-in for) Supabase Storage.

import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpSession, startAuthTestApp, uniqueEmail, useAuthTestApp, type AuthTestApp } from '../../tests/support/auth-test-app';
import { testDatabases } from '../../tests/support/test-databases';
import { startFakeStorage, type FakeStorage } from '../../tests/fakes/fake-storage-server';
import { createSupabaseReportStorage } from '../reports/supabase-storage-adapter';
import type { AccountEraser } from './erasers';

describe.each(testDatabases())('account deletion on $name', ({ open }) => {
  const erased: string[] = [];
  // Stands in for a later area's eraser (reports), to show the registry runs it inside the deletion.
  const reportsEraser: AccountEraser = {
    name: 'reports',
    async erase(tx, userId) {
      erased.push(userId);
      const { rows } = await tx.query<{ n: number }>('select 3 as n');
      return rows[0]?.n ?? 0;
    },
  };

  const app = useAuthTestApp(open, { deps: { erasers: [reportsEraser] } });

  it('when a signed-in person deletes the account, then sessions, user and report files go and the answer counts them', async () => {
    const email = uniqueEmail();
    const session = await signedUpSession(app, email);
    await app.call('POST', '/api/auth/local/token?grant_type=password', { body: { email, password: 'Maple!Harbour7Quay' } });
    const folder = path.join(app.dataDir, 'reports', session.user.id);
    await mkdir(path.join(folder, '2030'), { recursive: true });
    await writeFile(path.join(folder, 'ZP-1.pdf'), 'pdf');
    await writeFile(path.join(folder, '2030', 'ZP-2.pdf'), 'pdf');

    const { status, body } = await app.call('DELETE', '/api/delete-account', { token: session.access_token });

    expect(status).toBe(200);
    expect(body).toEqual({
      deleted: true,
      user_id: session.user.id,
      removed: { reports: 3, report_files: 2, ledger_rows_anonymised: 0, sessions: 2, auth_user: true },
    });
    expect(erased).toContain(session.user.id);
    await expect(stat(folder)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('when the account is deleted, then its token is refused and check-existing says it does not exist', async () => {
    const email = uniqueEmail();
    const session = await signedUpSession(app, email);
    await app.call('POST', '/api/auth/local/otp', { body: { email } });

    await app.call('DELETE', '/api/delete-account', { token: session.access_token });

    expect(await app.call('GET', '/api/auth/local/user', { token: session.access_token })).toMatchObject({ status: 401, body: { error: { code: 'session_not_found' } } });
    expect((await app.call('DELETE', '/api/delete-account', { token: session.access_token })).status).toBe(401);
    expect((await app.call('POST', '/api/auth/check-existing', { body: { email } })).body.exists).toBe(false);
    const { rows } = await app.db.query('select 1 from auth_one_time_codes where email = $1', [email]);
    expect(rows).toHaveLength(0);
  });

  it('when the person has no report folder, then deletion still succeeds with zero files', async () => {
    const session = await signedUpSession(app, uniqueEmail());

    const { body } = await app.call('DELETE', '/api/delete-account', { token: session.access_token });

    expect(body.removed.report_files).toBe(0);
    expect(body.removed.auth_user).toBe(true);
  });

  it('when no token is sent, then it is a 401 no_authorization', async () => {
    expect(await app.call('DELETE', '/api/delete-account')).toMatchObject({ status: 401, body: { error: { code: 'no_authorization' } } });
  });
});

describe.each(testDatabases())('account deletion with hosted report storage on $name', ({ open }) => {
  const key = 'service-role-test-key';
  let fake: FakeStorage;
  let app: AuthTestApp;
  let closeDatabase: () => Promise<void>;
  beforeAll(async () => {
    fake = await startFakeStorage(key);
    const opened = await open();
    closeDatabase = opened.close;
    const storage = createSupabaseReportStorage({ url: fake.url, serviceRoleKey: key });
    app = await startAuthTestApp(opened.db, { deps: { reports: { storage } } });
  });
  afterAll(async () => {
    await app.close();
    await closeDatabase();
    await fake.close();
  });

  it("when the account is deleted, then the user's bucket is emptied and deleted and its files are counted", async () => {
    const session = await signedUpSession(app, uniqueEmail());
    const pdf = new TextEncoder().encode('%PDF-1.7 test');
    const storage = createSupabaseReportStorage({ url: fake.url, serviceRoleKey: key });
    await storage.save(session.user.id, 'ZP-AAAA1111', pdf);
    await storage.save(session.user.id, 'ZP-BBBB2222', pdf);

    const { status, body } = await app.call('DELETE', '/api/delete-account', { token: session.access_token });

    expect(status).toBe(200);
    expect(body.removed.report_files).toBe(2);
    expect(fake.buckets.has(session.user.id)).toBe(false);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `/storage/v1/bucket/${session.user.id}` });
  });

  it('when the user never had a bucket, then deletion still succeeds with zero files', async () => {
    const session = await signedUpSession(app, uniqueEmail());

    const { status, body } = await app.call('DELETE', '/api/delete-account', { token: session.access_token });

    expect(status).toBe(200);
    expect(body.removed.report_files).toBe(0);
  });
});

// Hosted mode against the PostgreSQL server (only when TEST_DATABASE_URL is set): the Supabase user directory's SQL
// on a throwaway schema standing in for `auth`, and check-existing / validate-oauth / account deletion through the
// app, with the Admin API played by a local HTTP server.

import { randomBytes, randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { testDatabases } from '../../tests/support/test-databases';
import { startAuthTestApp, type AuthTestApp } from '../../tests/support/auth-test-app';
import { createSupabaseAuthTables, startFakeSupabaseAdmin, supabaseToken } from '../../tests/support/supabase-auth-tables';
import { createSupabaseAdmin } from './supabase-admin-adapter';
import { createSupabaseUserDirectory } from './supabase-user-directory';

const postgres = testDatabases().find((kind) => kind.name === 'postgres');
const JWT_SECRET = 'hosted-mode-test-secret-of-at-least-32-chars';

describe.skipIf(!postgres)('Supabase user directory on postgres', () => {
  let db: Database;
  let close: () => Promise<void>;
  let app: AuthTestApp;
  let admin: Server;
  let adminUrl: string;
  const deletions: { path: string; auth: string }[] = [];
  const schema = `sbauth_${randomBytes(4).toString('hex')}`;
  const google = { id: randomUUID(), email: 'maps.fan@example.com' };
  const both = { id: randomUUID(), email: 'two.ways@example.com' };

  beforeAll(async () => {
    const opened = await postgres!.open();
    db = opened.db;
    close = opened.close;
    await createSupabaseAuthTables(db, schema);
    await db.query(`insert into ${schema}.users values ($1, 'Maps.Fan@Example.com', '{"provider":"google","providers":["google"]}', '2030-01-01T00:00:00Z', null, null)`, [google.id]);
    await db.query(`insert into ${schema}.users values ($1, $2, '{"provider":"email","providers":["email","google"]}', '2030-01-02T00:00:00Z', '2030-01-03T00:00:00Z', null)`, [both.id, both.email]);
    await db.query(`insert into ${schema}.sessions values ($1, $2), ($3, $2)`, [randomUUID(), both.id, randomUUID()]);

    ({ server: admin, url: adminUrl } = await startFakeSupabaseAdmin((req, res) => {
      deletions.push({ path: `${req.method} ${req.url}`, auth: req.headers.authorization ?? '' });
      // The Admin API deletes the user; the user has no Storage bucket (404), so no report files are removed.
      const deletesUser = req.url?.startsWith('/auth/v1/admin/users/') && req.url.endsWith(both.id);
      res.writeHead(deletesUser ? 200 : 404, { 'content-type': 'application/json' }).end('{}');
    }));
    app = await startAuthTestApp(db, {
      // The app is handed the open database; DATABASE_URL only has to name one, as hosted mode requires.
      env: { SUPABASE_URL: adminUrl, DATABASE_URL: process.env.TEST_DATABASE_URL ?? '', SUPABASE_JWT_SECRET: JWT_SECRET, SUPABASE_SERVICE_ROLE_KEY: 'service-role-key' },
      supabaseAuthSchema: schema,
    });
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => admin.close(resolve));
    await db.query(`drop schema ${schema} cascade`);
    await close();
  });

  // The app runs on a test clock; the token lives an hour from its now.
  const tokenFor = (user: { id: string; email: string }, sessionId?: string) =>
    supabaseToken({ url: adminUrl, jwtSecret: JWT_SECRET, now: app.clock.now(), user, ...(sessionId ? { sessionId } : {}) });

  it('when the e-mail is in auth.users, then the directory finds it case-insensitively with its providers', async () => {
    const directory = createSupabaseUserDirectory({ db, admin: createSupabaseAdmin({ url: adminUrl, serviceRoleKey: 'k' }), schema });

    expect(await directory.findByEmail('maps.fan@example.com')).toEqual({
      id: google.id,
      email: 'maps.fan@example.com',
      providers: ['google'],
      created_at: '2030-01-01T00:00:00.000Z',
      last_sign_in_at: null,
    });
  });

  it('when the schema name is not a plain identifier, then the directory refuses to be made', () => {
    expect(() => createSupabaseUserDirectory({ db, admin: createSupabaseAdmin({ url: adminUrl, serviceRoleKey: 'k' }), schema: 'auth; drop' })).toThrow();
  });

  it('when check-existing is asked in hosted mode, then it answers from auth.users', async () => {
    const { body } = await app.call('POST', '/api/auth/check-existing', { body: { email: both.email } });

    expect(body).toMatchObject({ exists: true, user_id: both.id, providers: ['email', 'google'], last_sign_in_at: '2030-01-03T00:00:00.000Z' });
  });

  it('when a Google sign-in lands on an account that also has a password, then validate-oauth answers 409', async () => {
    const { status, body } = await app.call('POST', '/api/auth/validate-oauth', {
      token: await tokenFor(both),
      body: { user_email: both.email, provider: 'google' },
    });

    expect(status).toBe(409);
    expect(body.existing_providers).toEqual(['email', 'google']);
  });

  it('when a Google-only account validates its Google sign-in, then it is a 200 with its id', async () => {
    const { status, body } = await app.call('POST', '/api/auth/validate-oauth', { token: await tokenFor(google), body: { user_email: google.email, provider: 'google' } });

    expect(status).toBe(200);
    expect(body.user_id).toBe(google.id);
  });

  it('when the embedded service is asked in hosted mode, then it is not there', async () => {
    expect((await app.call('POST', '/api/auth/local/otp', { body: { email: both.email } })).status).toBe(404);
  });

  it('when a token names a session that was signed out, then it answers 401 while the account stays usable', async () => {
    const gone = randomUUID();
    const { rows } = await db.query<{ id: string }>(`select id::text as id from ${schema}.sessions where user_id = $1 limit 1`, [both.id]);

    expect((await app.call('GET', '/api/payments-simple/account', { token: await tokenFor(both, gone) })).status).toBe(401);
    expect((await app.call('GET', '/api/payments-simple/account', { token: await tokenFor(both, rows[0]!.id) })).status).toBe(200);
  });

  it('when a hosted account is deleted, then the Admin API is called with the service key and the answer counts its sessions', async () => {
    const { status, body } = await app.call('DELETE', '/api/delete-account', { token: await tokenFor(both) });

    expect(status).toBe(200);
    expect(body).toEqual({
      deleted: true,
      user_id: both.id,
      removed: { reports: 0, report_files: 0, ledger_rows_anonymised: 0, sessions: 2, auth_user: true },
    });
    expect(deletions).toContainEqual({ path: `DELETE /auth/v1/admin/users/${both.id}`, auth: 'Bearer service-role-key' });
  });

  it('when a deleted account still holds an unexpired token, then the token answers 401', async () => {
    // The Admin API played here deletes nothing, so remove the row as Supabase would have.
    await db.query(`delete from ${schema}.users where id = $1`, [both.id]);

    expect((await app.call('GET', '/api/payments-simple/account', { token: await tokenFor(both) })).status).toBe(401);
    expect((await app.call('GET', '/api/payments-simple/account', { token: await tokenFor(google) })).status).toBe(200);
  });
});

describe('Supabase Admin API adapter', () => {
  let server: Server;
  let url: string;
  let answer = 200;

  beforeAll(async () => {
    const admin = await startFakeSupabaseAdmin((_req, res) => res.writeHead(answer).end('nope'));
    server = admin.server;
    url = `${admin.url}/`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('when Supabase deletes the user, then it says true', async () => {
    answer = 200;
    expect(await createSupabaseAdmin({ url, serviceRoleKey: 'k' }).deleteUser(randomUUID())).toBe(true);
  });

  it('when Supabase does not know the user, then it says false', async () => {
    answer = 404;
    expect(await createSupabaseAdmin({ url, serviceRoleKey: 'k' }).deleteUser(randomUUID())).toBe(false);
  });

  it('when Supabase fails, then it throws with the status', async () => {
    answer = 500;
    await expect(createSupabaseAdmin({ url, serviceRoleKey: 'k' }).deleteUser(randomUUID())).rejects.toThrow(/500/);
  });

  it('when no service-role key is configured, then it throws saying so', async () => {
    await expect(createSupabaseAdmin({ url, serviceRoleKey: undefined }).deleteUser(randomUUID())).rejects.toThrow(/SUPABASE_SERVICE_ROLE_KEY/);
  });
});

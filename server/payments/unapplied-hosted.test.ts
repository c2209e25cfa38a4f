// Hosted mode (Supabase users) against the PostgreSQL server, only when TEST_DATABASE_URL is set, as hosted mode always
// runs on PostgreSQL: a paid checkout is credited while the user is in auth.users, and kept unapplied once the account
// has been deleted (the row gone) or soft-deleted (deleted_at set). A throwaway schema stands in for `auth` and a local
// HTTP server for the Admin API, which removes the user's row as Supabase does.

import { randomBytes, randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthTestApp, type AuthTestApp } from '../../tests/support/auth-test-app';
import { createSupabaseAuthTables, startFakeSupabaseAdmin, supabaseToken } from '../../tests/support/supabase-auth-tables';
import { testDatabases } from '../../tests/support/test-databases';
import { checkoutEvent, deliverWebhook } from '../../tests/support/webhook-test-events';
import { readAccount } from '../credits/ledger';
import type { Database } from '../db/client';
import { signStripePayload } from './stripe-adapter';
import { localWebhookSecret } from './webhook';

const postgres = testDatabases().find((kind) => kind.name === 'postgres');
const JWT_SECRET = 'hosted-unapplied-test-secret-of-at-least-32-chars';
const SESSION_SECRET = 'hosted-unapplied-session-secret-0123456789abcdef';

describe.skipIf(!postgres)('payments for deleted hosted accounts on postgres', () => {
  let db: Database;
  let close: () => Promise<void>;
  let app: AuthTestApp;
  let admin: Server;
  let adminUrl: string;
  const schema = `sbauth_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    const opened = await postgres!.open();
    db = opened.db;
    close = opened.close;
    await createSupabaseAuthTables(db, schema);
    ({ server: admin, url: adminUrl } = await startFakeSupabaseAdmin((req, res) => {
      const userId = /^\/auth\/v1\/admin\/users\/([0-9a-f-]+)$/.exec(req.url ?? '')?.[1];
      if (req.method !== 'DELETE' || !userId) {
        // No Storage bucket for anyone: account deletion removes no report files.
        res.writeHead(404, { 'content-type': 'application/json' }).end('{}');
        return;
      }
      // What Supabase does on its own connection while the app's deletion transaction is still open.
      void db.query(`delete from ${schema}.users where id = $1 returning id`, [userId]).then(({ rows }) => {
        res.writeHead(rows.length > 0 ? 200 : 404, { 'content-type': 'application/json' }).end('{}');
      });
    }));
    app = await startAuthTestApp(db, {
      // The app is handed the open database; DATABASE_URL only has to name one, as hosted mode requires.
      env: { SUPABASE_URL: adminUrl, DATABASE_URL: process.env.TEST_DATABASE_URL ?? '', SUPABASE_JWT_SECRET: JWT_SECRET, SUPABASE_SERVICE_ROLE_KEY: 'service-role-key', SESSION_SECRET },
      supabaseAuthSchema: schema,
    });
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => admin.close(resolve));
    await db.query(`drop schema ${schema} cascade`);
    await close();
  });

  const hostedUser = async () => {
    const user = { id: randomUUID(), email: `hosted.${randomBytes(4).toString('hex')}@example.com` };
    await db.query(`insert into ${schema}.users values ($1, $2, '{"provider":"email","providers":["email"]}', now(), now(), null)`, [user.id, user.email]);
    return user;
  };
  const tokenFor = (user: { id: string; email: string }) => supabaseToken({ url: adminUrl, jwtSecret: JWT_SECRET, now: app.clock.now(), user });
  const deliver = async (sessionId: string, userId: string) => {
    const payload = JSON.stringify(checkoutEvent({ sessionId, userId }));
    return deliverWebhook(app.base, payload, await signStripePayload(payload, localWebhookSecret(SESSION_SECRET)));
  };
  const newSessionId = () => `cs_test_${randomBytes(8).toString('hex')}`;
  const unapplied = async (sessionId: string) =>
    (await db.query('select user_id, refund_status from unapplied_payments where checkout_session_id = $1', [sessionId])).rows;

  it('when the hosted user is in auth.users, then the checkout is credited', async () => {
    const user = await hostedUser();
    const sessionId = newSessionId();

    expect((await deliver(sessionId, user.id)).status).toBe(200);
    expect((await readAccount(db, user.id)).credits_balance).toBe(1);
    expect(await unapplied(sessionId)).toEqual([]);
  });

  it('when the hosted account was deleted through the app, then its checkout is 200 and kept unapplied, with no balance', async () => {
    const user = await hostedUser();
    expect((await app.call('DELETE', '/api/delete-account', { token: await tokenFor(user) })).status).toBe(200);
    const sessionId = newSessionId();

    expect(await deliver(sessionId, user.id)).toEqual({ status: 200, body: { received: true } });
    expect((await db.query('select 1 from accounts where user_id = $1', [user.id])).rows).toEqual([]);
    expect(await unapplied(sessionId)).toEqual([{ user_id: user.id, refund_status: 'awaiting_operator' }]);
  });

  it('when Supabase has soft-deleted the user (deleted_at set), then its checkout is kept unapplied', async () => {
    const user = await hostedUser();
    await db.query(`update ${schema}.users set deleted_at = now() where id = $1`, [user.id]);
    const sessionId = newSessionId();

    expect((await deliver(sessionId, user.id)).status).toBe(200);
    expect(await unapplied(sessionId)).toHaveLength(1);
    expect((await readAccount(db, user.id)).credits_balance).toBe(0);
  });
});

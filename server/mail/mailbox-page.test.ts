// /dev/mailbox and /dev/mailbox.json through the app: kept e-mail listed newest first, filtered by ?to=, and absent in production.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../../tests/support/auth-test-app';
import { openDatabase, type Database } from '../db/client';
import { migrate } from '../db/migrate';
import { createLogger } from '../http/logger';
import { createOutboxMailer } from './outbox-adapter';

interface MailboxJson {
  messages: { to: string; subject: string; code: string | null; links: string[] }[];
}

let db: Database;
let app: AuthTestApp;

beforeAll(async () => {
  db = await openDatabase({ kind: 'pglite' });
  await migrate(db);
  app = await startAuthTestApp(db);
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('/dev/mailbox', () => {
  it('when a code was mailed, then the page lists it with the code shown, and no script', async () => {
    const email = uniqueEmail();
    await app.call('POST', '/api/auth/local/otp', { body: { email } });

    const res = await fetch(`${app.base}/dev/mailbox?to=${encodeURIComponent(email)}`, { headers: { accept: 'text/html' } });
    const html = await res.text();

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<title>Mailbox for .+ · ZoneBrief dev<\/title>/);
    expect(html).toContain(`<h1>Mailbox for ${email}</h1>`);
    expect(html).toMatch(/Code: <span class="code">\d{6}<\/span>/);
    expect(html).not.toContain('<script');
  });

  it('when a link was mailed, then the page makes it a clickable anchor', async () => {
    const email = uniqueEmail();
    await app.call('POST', '/api/auth/local/signup', { body: { email, password: 'Maple!Harbour7Quay' } });

    const html = await (await fetch(`${app.base}/dev/mailbox?to=${encodeURIComponent(email)}`)).text();

    expect(html).toMatch(/<a href="http:\/\/127\.0\.0\.1:\d+\/api\/auth\/local\/verify\?type=signup&#38;token=[^"]+">/);
  });

  it('when mail went to several people, then ?to= shows only one of them, newest first', async () => {
    const mailer = createOutboxMailer(db, createLogger('silent'));
    const to = uniqueEmail('reader');
    await mailer.send({ to, subject: 'First', text: 'one' });
    await mailer.send({ to: uniqueEmail('other'), subject: 'Elsewhere', text: 'two' });
    await mailer.send({ to, subject: 'Second', text: 'three' });

    const { messages } = (await (await fetch(`${app.base}/dev/mailbox.json?to=${encodeURIComponent(to)}`)).json()) as MailboxJson;

    expect(messages.map((m) => m.subject)).toEqual(['Second', 'First']);
  });

  it('when the JSON is asked for, then each message carries its links and code', async () => {
    const email = uniqueEmail();
    await app.call('POST', '/api/auth/local/otp', { body: { email } });

    const { messages } = (await (await fetch(`${app.base}/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as MailboxJson;

    expect(messages[0]).toMatchObject({ to: email, code: expect.stringMatching(/^\d{6}$/), links: [] });
  });

  it('when a subject holds markup, then it is shown as text', async () => {
    const to = uniqueEmail('markup');
    await createOutboxMailer(db, createLogger('silent')).send({ to, subject: '<img src=x onerror=alert(1)>', text: 'x' });

    const html = await (await fetch(`${app.base}/dev/mailbox?to=${encodeURIComponent(to)}`)).text();

    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;img');
  });
});

describe('/dev/mailbox in production', () => {
  it('when NODE_ENV is production, then it is a JSON 404 like any unknown route', async () => {
    const production = await startAuthTestApp(db, {
      env: { NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(40), PUBLIC_URL: 'https://zonebrief.example', STRIPE_SECRET_KEY: 'sk_test_mailbox', STRIPE_WEBHOOK_SECRET: 'whsec_mailbox', SMTP_URL: 'smtp://127.0.0.1:9' },
    });
    try {
      const res = await fetch(`${production.base}/dev/mailbox`, { headers: { accept: 'text/html' } });

      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_found');
    } finally {
      await production.close();
    }
  });
});

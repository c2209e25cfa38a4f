// The SMTP mailer against the SMTP catcher (tests/support/smtp-catcher.ts; no internet), and a failing relay surfacing as 503 on /recover.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedSmtpUrl, startSmtpCatcher, type SmtpCatcher } from '../../tests/support/smtp-catcher';
import { startAuthTestApp } from '../../tests/support/auth-test-app';
import { insertUser } from '../auth/users-repository';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { createSmtpMailer } from './smtp-adapter';

describe('SMTP mailer', () => {
  let catcher: SmtpCatcher;

  beforeAll(async () => {
    catcher = await startSmtpCatcher();
  });
  afterAll(() => catcher.close());

  it('when a message is sent, then the relay receives it from MAIL_FROM to the recipient with its subject and text', async () => {
    const mailer = createSmtpMailer({ url: `${catcher.url}?ignoreTLS=true`, from: 'ZoneBrief <no-reply@zonebrief.test>' });

    await mailer.send({ to: 'person@example.com', subject: 'Your ZoneBrief sign-in code: 123456', text: 'Your code is 123456', html: '<p>123456</p>' });

    const received = catcher.received;
    expect(received).toHaveLength(1);
    expect(received[0]?.from).toContain('no-reply@zonebrief.test');
    expect(received[0]?.to[0]).toContain('person@example.com');
    expect(received[0]?.data).toContain('Subject: Your ZoneBrief sign-in code: 123456');
    expect(received[0]?.data).toContain('Your code is 123456');
  });

  it('when the relay cannot be reached, then send rejects', async () => {
    await expect(createSmtpMailer({ url: await closedSmtpUrl(), from: 'a@b.c' }).send({ to: 'x@example.com', subject: 's', text: 't' })).rejects.toThrow();
  });

  it('when the relay is down, then a code request answers 503 email_send_failed with the spec text, while a reset answers as for any address', async () => {
    const db = await openDatabase({ kind: 'pglite' });
    await migrate(db);
    await insertUser(db, { email: 'reset.me@example.com', passwordHash: null, providers: ['email'], now: new Date() });
    const app = await startAuthTestApp(db, { env: { SMTP_URL: await closedSmtpUrl() } });
    try {
      const code = await app.call('POST', '/api/auth/local/otp', { body: { email: 'reset.me@example.com' } });
      expect(code.status).toBe(503);
      expect(code.body.error).toEqual({
        code: 'email_send_failed',
        message: 'Email service temporarily unavailable. Please try again in a few minutes or contact support.',
      });

      // A reset's e-mail goes out after the answer, so a failing relay cannot tell a real account from an unknown one.
      expect(await app.call('POST', '/api/auth/local/recover', { body: { email: 'reset.me@example.com' } })).toMatchObject({ status: 200, body: {} });
      expect(await app.call('POST', '/api/auth/local/recover', { body: { email: 'nobody@example.com' } })).toMatchObject({ status: 200, body: {} });
    } finally {
      await app.close();
      await db.close();
    }
  });
});

// API tests of the auth rate limits: small injected limits, answered 429 with the spec's §8 texts.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { migrate } from '../db/migrate';
import { STRONG_PASSWORD, startAuthTestApp, uniqueEmail, type AuthTestApp } from './auth-test-app';
import { DEFAULT_RATE_LIMITS } from './rate-limits';

const WINDOW = 60_000;
let db: Database;
let app: AuthTestApp;

beforeAll(async () => {
  db = await openDatabase({ kind: 'pglite' });
  await migrate(db);
  app = await startAuthTestApp(db, {
    rateLimits: {
      signIn: { perEmail: 2, perIp: 4, windowMs: WINDOW },
      codeSend: { perEmail: 1, perIp: 10, windowMs: WINDOW },
      codeVerify: { perEmail: 2, perIp: 10, windowMs: WINDOW },
      reset: { perEmail: 1, perIp: 10, windowMs: WINDOW },
      lookup: { perEmail: 0, perIp: 3, windowMs: WINDOW },
    },
  });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const signIn = (email: string) => app.call('POST', '/api/auth/local/token?grant_type=password', { body: { email, password: STRONG_PASSWORD } });

describe('auth rate limits', () => {
  it('when one e-mail is tried too often, then sign-in answers 429 with the sign-in text, whatever its case', async () => {
    const email = uniqueEmail();
    await signIn(email);
    await signIn(email.toUpperCase());

    const { status, body } = await signIn(` ${email} `);

    expect(status).toBe(429);
    expect(body.error).toEqual({ code: 'over_request_rate_limit', message: 'Too many attempts. Please wait a few minutes before trying again.' });
  });

  it('when one IP tries many e-mails, then sign-in is limited per IP too', async () => {
    // Two tries went out in the test above; two more reach this IP's limit of four.
    await signIn(uniqueEmail());
    await signIn(uniqueEmail());

    expect((await signIn(uniqueEmail())).status).toBe(429);
  });

  it('when codes are asked for one e-mail too often, then it is a 429 over_email_send_rate_limit with the send text', async () => {
    const email = uniqueEmail();
    await app.call('POST', '/api/auth/local/otp', { body: { email } });

    const { status, body } = await app.call('POST', '/api/auth/local/otp', { body: { email } });

    expect(status).toBe(429);
    expect(body.error).toEqual({ code: 'over_email_send_rate_limit', message: 'Too many requests. Please wait a few minutes before trying again.' });
  });

  it('when codes are tried too often for one e-mail, then verify answers 429 with the verify text', async () => {
    const email = uniqueEmail();
    const verify = () => app.call('POST', '/api/auth/local/verify', { body: { email, token: '123456' } });
    await verify();
    await verify();

    const { status, body } = await verify();

    expect(status).toBe(429);
    expect(body.error).toEqual({ code: 'over_request_rate_limit', message: 'Too many attempts. Please wait a few minutes before trying again.' });
  });

  it('when resets are asked too often, then it is a 429 with the reset text', async () => {
    const email = uniqueEmail();
    await app.call('POST', '/api/auth/local/recover', { body: { email } });

    const { status, body } = await app.call('POST', '/api/auth/local/recover', { body: { email } });

    expect(status).toBe(429);
    expect(body.error).toEqual({
      code: 'over_email_send_rate_limit',
      message: 'Too many password reset attempts. Please wait 10-15 minutes before trying again.',
    });
  });

  it('when check-existing is asked too often from one IP, then it answers 429', async () => {
    const check = () => app.call('POST', '/api/auth/check-existing', { body: { email: uniqueEmail() } });
    for (let i = 0; i < 3; i += 1) expect((await check()).status).toBe(200);

    expect((await check()).status).toBe(429);
  });

  it('when nothing is injected, then the defaults leave room for a handful of sign-ins from one address', () => {
    expect(DEFAULT_RATE_LIMITS.signIn.perEmail).toBeGreaterThanOrEqual(10);
    expect(DEFAULT_RATE_LIMITS.codeSend.perEmail).toBeGreaterThanOrEqual(5);
  });
});

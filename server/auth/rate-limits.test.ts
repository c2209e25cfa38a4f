// API tests of the auth rate limits over HTTP against the real app, on PGlite and PostgreSQL: failures count, successes
// do not, a stranger's failures slow an account but never lock its owner out, and 429s carry the spec's §8 texts.

import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../tests/support/test-databases';
import { STRONG_PASSWORD, uniqueEmail, useAuthTestApp, type AuthTestApp, type Json } from '../../tests/support/auth-test-app';
import { failureDelayMs, type FailureRule } from './rate-limits';

const WINDOW = 60_000;
const MAX_DELAY_MS = 400;
const CHECKS: FailureRule = { perEmailAndIp: 3, perIp: 8, delayAfter: 4, firstDelayMs: 50, maxDelayMs: MAX_DELAY_MS, windowMs: WINDOW };
const TOO_MANY_ATTEMPTS = { code: 'over_request_rate_limit', message: 'Too many attempts. Please wait a few minutes before trying again.' };
const WRONG_PASSWORD = 'Wrong!Harbour7Quay';

let ipCounter = 0;
/** A fresh documentation-range client address: the app trusts X-Forwarded-For from loopback, as behind a proxy. */
function uniqueIp(): string {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

interface Answer {
  status: number;
  body: Json;
  retryAfter: string | null;
  ms: number;
}

async function post(app: AuthTestApp, pathAndQuery: string, body: unknown, ip: string): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${app.base}${pathAndQuery}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text === '' ? null : JSON.parse(text), retryAfter: res.headers.get('retry-after'), ms: performance.now() - started };
}

describe('failureDelayMs', () => {
  it('when failures stay at or under the threshold, then checks do not wait; beyond it the wait doubles up to the cap', () => {
    const waits = [0, 3, 4, 5, 6, 7, 20, 5000].map((failures) => failureDelayMs(CHECKS, failures));

    expect(waits).toEqual([0, 0, 50, 100, 200, 400, 400, 400]);
  });
});

describe.each(testDatabases())('auth rate limits on $name', ({ open }) => {
  const app = useAuthTestApp(open, {
    rateLimits: {
      signIn: CHECKS,
      codeVerify: CHECKS,
      codeSend: { perEmail: 2, perIp: 20, windowMs: WINDOW },
      reset: { perEmail: 1, perIp: 10, windowMs: WINDOW },
      lookup: { perEmail: 0, perIp: 3, windowMs: WINDOW },
    },
  });

  const signIn = (email: string, password: string, ip: string) => post(app, '/api/auth/local/token?grant_type=password', { email, password }, ip);
  const verify = (email: string, token: string, ip: string) => post(app, '/api/auth/local/verify', { email, token }, ip);

  async function account(): Promise<string> {
    const email = uniqueEmail();
    await post(app, '/api/auth/local/signup', { email, password: STRONG_PASSWORD }, uniqueIp());
    return email;
  }

  async function sendCode(email: string, ip: string): Promise<string> {
    expect((await post(app, '/api/auth/local/otp', { email }, ip)).status).toBe(200);
    const code = /\b(\d{6})\b/.exec((await app.lastMail(email)).text)?.[1];
    if (!code) throw new Error('no code in the mail');
    return code;
  }

  describe('sign-in', () => {
    it('when the owner signs in correctly again and again, then none of it counts and every one answers 200', async () => {
      const email = await account();
      const ip = uniqueIp();

      const statuses = [];
      for (let i = 0; i < CHECKS.perEmailAndIp + 3; i += 1) statuses.push((await signIn(email, STRONG_PASSWORD, ip)).status);

      expect(statuses.every((status) => status === 200)).toBe(true);
    });

    it('when one e-mail fails too often from one IP, then that pair answers 429 with the sign-in text and Retry-After, whatever the case', async () => {
      const email = await account();
      const ip = uniqueIp();
      for (let i = 0; i < CHECKS.perEmailAndIp; i += 1) expect((await signIn(i % 2 ? email.toUpperCase() : email, WRONG_PASSWORD, ip)).status).toBe(400);

      const limited = await signIn(` ${email} `, STRONG_PASSWORD, ip);

      expect(limited.status).toBe(429);
      expect(limited.body.error).toEqual(TOO_MANY_ATTEMPTS);
      expect(Number(limited.retryAfter)).toBeGreaterThan(0);
      expect(Number(limited.retryAfter)).toBeLessThanOrEqual(WINDOW / 1000);
    });

    it('when the pair is limited, then the same e-mail still signs in from another IP', async () => {
      const email = await account();
      const ip = uniqueIp();
      for (let i = 0; i <= CHECKS.perEmailAndIp; i += 1) await signIn(email, WRONG_PASSWORD, ip);

      expect((await signIn(email, STRONG_PASSWORD, uniqueIp())).status).toBe(200);
    });

    it('when many wrong tries for one e-mail arrive from one IP at once, then no more than the limit are checked', async () => {
      const email = await account();
      const ip = uniqueIp();

      const answers = await Promise.all(Array.from({ length: 12 }, () => signIn(email, WRONG_PASSWORD, ip)));

      expect(answers.filter((answer) => answer.status === 400)).toHaveLength(CHECKS.perEmailAndIp);
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(12 - CHECKS.perEmailAndIp);
    });

    it('when right and wrong tries for one e-mail race from several IPs, then every one is answered 200, 400 or 429', async () => {
      const email = await account();
      const ips = [uniqueIp(), uniqueIp(), uniqueIp()];

      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => signIn(email, i % 3 === 0 ? STRONG_PASSWORD : WRONG_PASSWORD, ips[Math.floor(i / 3) % ips.length] as string)),
      );

      expect(answers.filter((answer) => ![200, 400, 429].includes(answer.status))).toEqual([]);
    });

    it('when a sign-in succeeds, then the failures before it are forgotten', async () => {
      const email = await account();
      const ip = uniqueIp();
      for (let i = 0; i < CHECKS.perEmailAndIp - 1; i += 1) await signIn(email, WRONG_PASSWORD, ip);
      expect((await signIn(email, STRONG_PASSWORD, ip)).status).toBe(200);

      const after = [];
      for (let i = 0; i <= CHECKS.perEmailAndIp; i += 1) after.push((await signIn(email, WRONG_PASSWORD, ip)).status);

      expect(after).toEqual([...Array<number>(CHECKS.perEmailAndIp).fill(400), 429]);
    });

    it('when a request never reaches the password check, then it does not count', async () => {
      const email = await account();
      const ip = uniqueIp();
      for (let i = 0; i < 10; i += 1) expect((await signIn(email, '', ip)).status).toBe(400);

      expect((await signIn(email, STRONG_PASSWORD, ip)).status).toBe(200);
    });

    it('when one IP fails across many e-mails, then that IP answers 429 and other IPs do not', async () => {
      const ip = uniqueIp();
      for (let i = 0; i < CHECKS.perIp; i += 1) expect((await signIn(uniqueEmail(), WRONG_PASSWORD, ip)).status).toBe(400);

      expect((await signIn(uniqueEmail(), WRONG_PASSWORD, ip)).status).toBe(429);
      expect((await signIn(uniqueEmail(), WRONG_PASSWORD, uniqueIp())).status).toBe(400);
    });

    it("when a stranger makes 100 wrong tries from other IPs, then the owner's right password answers 200, delayed by at most the cap", async () => {
      const email = await account();
      const strangers = await Promise.all(Array.from({ length: 100 }, () => signIn(email, WRONG_PASSWORD, uniqueIp())));
      expect(strangers.every((answer) => answer.status === 400)).toBe(true);

      const owner = await signIn(email, STRONG_PASSWORD, uniqueIp());

      expect(owner.status).toBe(200);
      expect(owner.ms).toBeGreaterThanOrEqual(MAX_DELAY_MS - 5);
      // The cap plus the request's own work (a cheap hash in tests), with room for a busy machine.
      expect(owner.ms).toBeLessThan(MAX_DELAY_MS + 2000);
    });

    it('when the window has ended, then the pair may try again and the expired counters are pruned', async () => {
      const email = await account();
      const ip = uniqueIp();
      for (let i = 0; i <= CHECKS.perEmailAndIp; i += 1) await signIn(email, WRONG_PASSWORD, ip);
      app.clock.advance(WINDOW + 61_000);

      const again = await signIn(email, STRONG_PASSWORD, ip);

      expect(again.status).toBe(200);
      const { rows } = await app.db.query('select 1 from rate_limit_counters where window_ends_at <= $1', [app.clock.now()]);
      expect(rows).toHaveLength(0);
    });
  });

  describe('one-time codes', () => {
    it('when a code is guessed too often from one IP, then verify answers 429 with the verify text', async () => {
      const email = uniqueEmail();
      const ip = uniqueIp();
      await sendCode(email, ip);
      for (let i = 0; i < CHECKS.perEmailAndIp; i += 1) expect((await verify(email, '000000', ip)).status).toBe(400);

      const limited = await verify(email, '000000', ip);

      expect(limited.status).toBe(429);
      expect(limited.body.error).toEqual(TOO_MANY_ATTEMPTS);
      expect(limited.retryAfter).not.toBeNull();
    });

    it('when the verify limit was reached, then a newly sent correct code is accepted', async () => {
      const email = uniqueEmail();
      const ip = uniqueIp();
      await sendCode(email, ip);
      for (let i = 0; i <= CHECKS.perEmailAndIp; i += 1) await verify(email, '000000', ip);
      const code = await sendCode(email, ip);

      const { status, body } = await verify(email, code, ip);

      expect(status).toBe(200);
      expect(body.user.email).toBe(email);
    });

    it('when codes are asked for one e-mail too often, then it is a 429 over_email_send_rate_limit with the send text', async () => {
      const email = uniqueEmail();
      await sendCode(email, uniqueIp());
      await sendCode(email, uniqueIp());

      const { status, body, retryAfter } = await post(app, '/api/auth/local/otp', { email }, uniqueIp());

      expect(status).toBe(429);
      expect(body.error).toEqual({ code: 'over_email_send_rate_limit', message: 'Too many requests. Please wait a few minutes before trying again.' });
      expect(retryAfter).not.toBeNull();
    });
  });

  describe('e-mails and lookups', () => {
    it('when resets are asked too often, then it is a 429 with the reset text', async () => {
      const email = uniqueEmail();
      await post(app, '/api/auth/local/recover', { email }, uniqueIp());

      const { status, body } = await post(app, '/api/auth/local/recover', { email }, uniqueIp());

      expect(status).toBe(429);
      expect(body.error).toEqual({
        code: 'over_email_send_rate_limit',
        message: 'Too many password reset attempts. Please wait 10-15 minutes before trying again.',
      });
    });

    it('when check-existing is asked too often from one IP, then it answers 429', async () => {
      const ip = uniqueIp();
      const check = () => post(app, '/api/auth/check-existing', { email: uniqueEmail() }, ip);
      for (let i = 0; i < 3; i += 1) expect((await check()).status).toBe(200);

      expect((await check()).status).toBe(429);
    });
  });
});

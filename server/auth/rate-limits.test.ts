// API tests of the auth rate limits over HTTP against the real app, on PGlite and PostgreSQL: failures count, successes
// do not, limits that refuse are the requester's own, a stranger's failures slow an account and then make its next
// step harder (a code with the password; codes that die sooner) but never lock its owner out, mail to one address is
// spaced, and 429s carry the spec's §8 texts.

import { describe, expect, it, vi } from 'vitest';
import { testDatabases } from '../../tests/support/test-databases';
import { STRONG_PASSWORD, uniqueEmail, useAuthTestApp, type AuthTestApp, type Json } from '../../tests/support/auth-test-app';
import { listOutboxMessages } from '../mail/outbox-repository';
import { accountDelayMs, type AccountRule, type FailureRule, type MailRule } from './rate-limits';

const WINDOW = 60_000;
/** The e-mails to one address: the defaults' burst of 3, then one a minute. */
const MAIL: MailRule = { intervalMs: 60_000, burst: 3 };
const SPACING = MAIL.intervalMs;
const STEP_MS = 40;
const SIGN_IN_ACCOUNT: AccountRule = { windowMs: 24 * 3600_000, delayAfter: 4, delayStepMs: STEP_MS, maxDelayMs: 10 * STEP_MS, stepUpAfter: 10 };
const SIGN_IN: FailureRule = { perEmailAndIp: 3, perIp: 8, windowMs: WINDOW, account: SIGN_IN_ACCOUNT };
const CODE_ACCOUNT: AccountRule = { windowMs: 24 * 3600_000, delayAfter: 30, delayStepMs: STEP_MS, maxDelayMs: 5 * STEP_MS, stepUpAfter: 30 };
const CODE_VERIFY: FailureRule = { perEmailAndIp: 3, perIp: 8, windowMs: WINDOW, account: CODE_ACCOUNT };
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

const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('accountDelayMs', () => {
  it('when failures stay under the threshold, then checks do not wait; beyond it each failure adds one step up to the cap', () => {
    const waits = [0, 3, 4, 5, 6, 13, 14, 5000].map((failures) => accountDelayMs(SIGN_IN_ACCOUNT, failures));

    expect(waits).toEqual([0, 0, 40, 80, 120, 400, 400, 400]);
  });
});

describe.each(testDatabases())('auth rate limits on $name', ({ open }) => {
  const app = useAuthTestApp(open, {
    rateLimits: {
      signIn: SIGN_IN,
      codeVerify: CODE_VERIFY,
      codeSend: { perIp: 20, windowMs: WINDOW, sendsMail: true },
      reset: { perIp: 10, windowMs: WINDOW, sendsMail: true },
      resend: { perIp: 30, windowMs: WINDOW, sendsMail: true },
      lookup: { perIp: 3, windowMs: WINDOW, sendsMail: false },
      mail: MAIL,
    },
  });

  const signIn = (email: string, password: string, ip: string, code?: string) =>
    post(app, '/api/auth/local/token?grant_type=password', { email, password, ...(code === undefined ? {} : { code }) }, ip);
  const verify = (email: string, token: string, ip: string) => post(app, '/api/auth/local/verify', { email, token }, ip);
  const mailsTo = async (email: string) => listOutboxMessages(app.db, { to: email });

  async function account(): Promise<string> {
    const email = uniqueEmail();
    await post(app, '/api/auth/local/signup', { email, password: STRONG_PASSWORD }, uniqueIp());
    return email;
  }

  /** The code in the newest e-mail to the address, once one newer than `after` messages has come. */
  async function newestCode(email: string, after = 0): Promise<string> {
    await vi.waitFor(async () => expect((await mailsTo(email)).length).toBeGreaterThan(after), { timeout: 5000, interval: 10 });
    const code = /\b(\d{6})\b/.exec((await app.lastMail(email)).text)?.[1];
    if (!code) throw new Error('no code in the mail');
    return code;
  }

  async function sendCode(email: string, ip: string): Promise<string> {
    const before = (await mailsTo(email)).length;
    expect((await post(app, '/api/auth/local/otp', { email }, ip)).status).toBe(200);
    return newestCode(email, before);
  }

  const STEP_UP_NOTICE = 'Someone is trying to sign in to your ZoneBrief account';

  /**
   * Wrong passwords from fresh IPs, one after another, until the account's failures reach the step-up; then waits for
   * the owner's notice, which is sent after the answer.
   */
  async function failUntilStepUp(email: string): Promise<void> {
    for (let i = 0; i < SIGN_IN_ACCOUNT.stepUpAfter; i += 1) expect((await signIn(email, WRONG_PASSWORD, uniqueIp())).status).toBe(400);
    await vi.waitFor(async () => expect((await mailsTo(email)).map((mail) => mail.subject)).toContain(STEP_UP_NOTICE), { timeout: 5000, interval: 10 });
  }

  describe('password sign-in', () => {
    it('when the owner signs in correctly again and again, then none of it counts and every one answers 200', async () => {
      const email = await account();
      const ip = uniqueIp();

      const statuses = [];
      for (let i = 0; i < SIGN_IN.perEmailAndIp + SIGN_IN_ACCOUNT.stepUpAfter; i += 1) statuses.push((await signIn(email, STRONG_PASSWORD, ip)).status);

      expect(statuses.every((status) => status === 200)).toBe(true);
    });

    it('when one e-mail fails too often from one IP, then that pair answers 429 with the sign-in text and Retry-After, whatever the case', async () => {
      const email = await account();
      const ip = uniqueIp();
      for (let i = 0; i < SIGN_IN.perEmailAndIp; i += 1) expect((await signIn(i % 2 ? email.toUpperCase() : email, WRONG_PASSWORD, ip)).status).toBe(400);

      const limited = await signIn(` ${email} `, STRONG_PASSWORD, ip);

      expect(limited.status).toBe(429);
      expect(limited.body.error).toEqual(TOO_MANY_ATTEMPTS);
      expect(Number(limited.retryAfter)).toBeGreaterThan(0);
      expect(Number(limited.retryAfter)).toBeLessThanOrEqual(WINDOW / 1000);
    });

    it('when the pair is limited, then the same e-mail still signs in from another IP', async () => {
      const email = await account();
      const ip = uniqueIp();
      for (let i = 0; i <= SIGN_IN.perEmailAndIp; i += 1) await signIn(email, WRONG_PASSWORD, ip);

      expect((await signIn(email, STRONG_PASSWORD, uniqueIp())).status).toBe(200);
    });

    it('when many wrong tries for one e-mail arrive from one IP at once, then no more than the limit are checked', async () => {
      const email = await account();
      const ip = uniqueIp();

      const answers = await Promise.all(Array.from({ length: 12 }, () => signIn(email, WRONG_PASSWORD, ip)));

      expect(answers.filter((answer) => answer.status === 400)).toHaveLength(SIGN_IN.perEmailAndIp);
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(12 - SIGN_IN.perEmailAndIp);
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
      for (let i = 0; i < SIGN_IN.perEmailAndIp - 1; i += 1) await signIn(email, WRONG_PASSWORD, ip);
      expect((await signIn(email, STRONG_PASSWORD, ip)).status).toBe(200);

      const after = [];
      for (let i = 0; i <= SIGN_IN.perEmailAndIp; i += 1) after.push((await signIn(email, WRONG_PASSWORD, ip)).status);

      expect(after).toEqual([...Array<number>(SIGN_IN.perEmailAndIp).fill(400), 429]);
    });

    it('when a request never reaches the password check, then it does not count', async () => {
      const email = await account();
      const ip = uniqueIp();
      for (let i = 0; i < 10; i += 1) expect((await signIn(email, '', ip)).status).toBe(400);

      expect((await signIn(email, STRONG_PASSWORD, ip)).status).toBe(200);
    });

    it('when one IP fails across many e-mails, then that IP answers 429 and other IPs do not', async () => {
      const ip = uniqueIp();
      for (let i = 0; i < SIGN_IN.perIp; i += 1) expect((await signIn(uniqueEmail(), WRONG_PASSWORD, ip)).status).toBe(400);

      expect((await signIn(uniqueEmail(), WRONG_PASSWORD, ip)).status).toBe(429);
      expect((await signIn(uniqueEmail(), WRONG_PASSWORD, uniqueIp())).status).toBe(400);
    });

    it('when 50 wrong passwords from 50 IPs arrive at once, then only the step-up many are checked, each later one waiting a step longer', async () => {
      const email = await account();

      const answers = await Promise.all(Array.from({ length: 50 }, () => signIn(email, WRONG_PASSWORD, uniqueIp())));

      const checked = answers.filter((answer) => answer.status === 400 && answer.body.error.code === 'invalid_credentials');
      const refused = answers.filter((answer) => answer.body.error.code === 'sign_in_code_required');
      expect(checked).toHaveLength(SIGN_IN_ACCOUNT.stepUpAfter);
      expect(refused).toHaveLength(50 - SIGN_IN_ACCOUNT.stepUpAfter);
      // The try counted k-th waited accountDelayMs(k - 1) at least; the waits are sleeps, so only lower bounds are held.
      const slowestFirst = checked.map((answer) => answer.ms).sort((a, b) => b - a);
      const owed = Array.from({ length: SIGN_IN_ACCOUNT.stepUpAfter }, (_, k) => accountDelayMs(SIGN_IN_ACCOUNT, k)).sort((a, b) => b - a);
      slowestFirst.forEach((ms, index) => expect(ms).toBeGreaterThanOrEqual((owed[index] ?? 0) - 5));
    });

    it('when wrong passwords in a row reach the step-up, then the owner is told once by e-mail', async () => {
      const email = await account();
      await failUntilStepUp(email);
      for (let i = 0; i < 5; i += 1) await signIn(email, WRONG_PASSWORD, uniqueIp());

      await new Promise((resolve) => setTimeout(resolve, 200));
      const notices = (await mailsTo(email)).filter((mail) => mail.subject === STEP_UP_NOTICE);
      expect(notices).toHaveLength(1);
      expect(notices[0]?.text).not.toMatch(/\b\d{6}\b/);
    });

    it("when past the step-up, then the owner's right password alone is asked for a code, and a code is e-mailed", async () => {
      const email = await account();
      await failUntilStepUp(email);
      const before = (await mailsTo(email)).length;

      const owner = await signIn(email, STRONG_PASSWORD, uniqueIp());

      expect(owner.status).toBe(400);
      expect(owner.body.error.code).toBe('sign_in_code_required');
      expect(await newestCode(email, before)).toMatch(/^\d{6}$/);
    });

    it('when tries without a code keep coming past the step-up, then one code is e-mailed for them, not one each', async () => {
      const email = await account();
      await failUntilStepUp(email);
      const before = (await mailsTo(email)).length;

      await Promise.all(Array.from({ length: 10 }, () => signIn(email, WRONG_PASSWORD, uniqueIp())));

      await newestCode(email, before);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await mailsTo(email)).filter((mail) => mail.subject.startsWith('Your ZoneBrief sign-in code'))).toHaveLength(1);
    });

    it('when past the step-up, then the right password with the e-mailed code signs in at once and forgets the failures', async () => {
      const email = await account();
      await failUntilStepUp(email);
      const before = (await mailsTo(email)).length;
      await signIn(email, STRONG_PASSWORD, uniqueIp());
      const code = await newestCode(email, before);

      const owner = await signIn(email, STRONG_PASSWORD, uniqueIp(), code);

      expect(owner.status).toBe(200);
      expect(owner.body.user.email).toBe(email);
      // No wait for the strangers' failures: the code gated the check.
      expect(owner.ms).toBeLessThan(accountDelayMs(SIGN_IN_ACCOUNT, SIGN_IN_ACCOUNT.stepUpAfter) + 2000);
      expect((await signIn(email, STRONG_PASSWORD, uniqueIp())).status).toBe(200);
    });

    it('when past the step-up, then a wrong password with the right code is refused and the code still works with the right one', async () => {
      const email = await account();
      await failUntilStepUp(email);
      const before = (await mailsTo(email)).length;
      await signIn(email, STRONG_PASSWORD, uniqueIp());
      const code = await newestCode(email, before);

      const wrong = await signIn(email, WRONG_PASSWORD, uniqueIp(), code);
      const right = await signIn(email, STRONG_PASSWORD, uniqueIp(), code);

      expect(wrong.body.error.code).toBe('invalid_credentials');
      expect(right.status).toBe(200);
    });

    it('when past the step-up, then a guesser without the code never reaches the password, right or wrong', async () => {
      const email = await account();
      await failUntilStepUp(email);

      const guesses = await Promise.all([WRONG_PASSWORD, STRONG_PASSWORD].map((password) => signIn(email, password, uniqueIp(), '123456')));

      expect(guesses.map((guess) => guess.body.error.code)).toEqual([expect.stringMatching(/^otp_/), expect.stringMatching(/^otp_/)]);
    });

    it('when the step-up is reached for an address with no account, then it answers alike and sends nothing', async () => {
      const email = uniqueEmail('nobody');
      for (let i = 0; i < SIGN_IN_ACCOUNT.stepUpAfter; i += 1) await signIn(email, WRONG_PASSWORD, uniqueIp());

      const answer = await signIn(email, WRONG_PASSWORD, uniqueIp());

      expect(answer.body.error.code).toBe('sign_in_code_required');
      expect(await mailsTo(email)).toHaveLength(0);
    });

    it('when the window has ended, then the pair may try again and the expired counters are pruned', async () => {
      const email = await account();
      const ip = uniqueIp();
      for (let i = 0; i <= SIGN_IN.perEmailAndIp; i += 1) await signIn(email, WRONG_PASSWORD, ip);
      app.clock.advance(SIGN_IN_ACCOUNT.windowMs + 61_000);

      const again = await signIn(email, STRONG_PASSWORD, ip);

      expect(again.status).toBe(200);
      const { rows } = await app.db.query('select 1 from rate_limit_counters where window_ends_at <= $1', [app.clock.now()]);
      expect(rows).toHaveLength(0);
    });
  });

  describe('one-time codes', () => {
    it("when strangers send wrong codes for the owner's e-mail from many IPs, then the owner's real code still signs in", async () => {
      const email = uniqueEmail();
      const code = await sendCode(email, uniqueIp());
      for (let i = 0; i < 12; i += 1) expect((await verify(email, wrongCode(code), uniqueIp())).body.error.code).toBe('otp_invalid');

      const owner = await verify(email, code, uniqueIp());

      expect(owner.status).toBe(200);
      expect(owner.body.user.email).toBe(email);
    });

    it("when one requester has spent its tries at a code, then its next try hears 'expired' and the owner elsewhere still signs in", async () => {
      const email = uniqueEmail();
      const code = await sendCode(email, uniqueIp());
      const stranger = uniqueIp();
      for (let i = 0; i < CODE_VERIFY.perEmailAndIp; i += 1) await verify(email, wrongCode(code), stranger);

      const spent = await verify(email, code, stranger);
      const owner = await verify(email, code, uniqueIp());

      expect(spent.body.error.code).toBe('otp_expired');
      expect(owner.status).toBe(200);
    });

    it('when a requester spent its tries, then a newly sent code gives it new ones', async () => {
      const email = uniqueEmail();
      const ip = uniqueIp();
      const first = await sendCode(email, ip);
      for (let i = 0; i <= CODE_VERIFY.perEmailAndIp; i += 1) await verify(email, wrongCode(first), ip);
      app.clock.advance(SPACING);
      const code = await sendCode(email, ip);

      const { status, body } = await verify(email, code, ip);

      expect(status).toBe(200);
      expect(body.user.email).toBe(email);
    });

    it('when one IP guesses codes across many e-mails, then that IP answers 429 with the verify text', async () => {
      const ip = uniqueIp();
      for (let i = 0; i < CODE_VERIFY.perIp; i += 1) await verify(uniqueEmail(), '000000', ip);

      const limited = await verify(uniqueEmail(), '000000', ip);

      expect(limited.status).toBe(429);
      expect(limited.body.error).toEqual(TOO_MANY_ATTEMPTS);
      expect(limited.retryAfter).not.toBeNull();
    });

    it('when the account has had its step-up many failures from anywhere, then the code in play dies and a fresh one takes fewer tries', async () => {
      const email = uniqueEmail();
      const code = await sendCode(email, uniqueIp());
      for (let i = 0; i < CODE_ACCOUNT.stepUpAfter; i += 1) await verify(email, wrongCode(code), uniqueIp());

      const stale = await verify(email, code, uniqueIp());
      app.clock.advance(SPACING);
      const fresh = await sendCode(email, uniqueIp());
      const fewer = [];
      for (let i = 0; i < 6; i += 1) fewer.push((await verify(email, wrongCode(fresh), uniqueIp())).body.error.code);

      expect(stale.body.error.code).toBe('otp_expired');
      expect(fewer).toEqual(['otp_invalid', 'otp_invalid', 'otp_invalid', 'otp_invalid', 'otp_invalid', 'otp_expired']);
    });

    it('when past the step-up, then the owner with a fresh code still signs in, after a wait of at most the cap', async () => {
      const email = uniqueEmail();
      const first = await sendCode(email, uniqueIp());
      for (let i = 0; i < CODE_ACCOUNT.stepUpAfter; i += 1) await verify(email, wrongCode(first), uniqueIp());
      app.clock.advance(SPACING);
      const code = await sendCode(email, uniqueIp());

      const owner = await verify(email, code, uniqueIp());

      expect(owner.status).toBe(200);
      expect(owner.ms).toBeGreaterThanOrEqual(accountDelayMs(CODE_ACCOUNT, CODE_ACCOUNT.stepUpAfter) - 5);
    });
  });

  describe('e-mails to one address', () => {
    it("when strangers ask for codes from fresh IPs, then the owner's next request waits at most one interval", async () => {
      const email = uniqueEmail();
      for (let i = 0; i < 4; i += 1) await post(app, '/api/auth/local/otp', { email }, uniqueIp());

      const soon = await post(app, '/api/auth/local/otp', { email }, uniqueIp());
      app.clock.advance(SPACING);
      const later = await post(app, '/api/auth/local/otp', { email }, uniqueIp());

      expect(soon.status).toBe(429);
      expect(soon.body.error).toEqual({ code: 'over_email_send_rate_limit', message: 'Too many requests. Please wait a few minutes before trying again.' });
      expect(Number(soon.retryAfter)).toBeLessThanOrEqual(SPACING / 1000);
      expect(later.status).toBe(200);
    });

    it("when strangers ask for resets, then the owner's reset waits at most one interval and the 429 has the reset text", async () => {
      const email = await account();
      for (let i = 0; i < 3; i += 1) await post(app, '/api/auth/local/recover', { email }, uniqueIp());

      const soon = await post(app, '/api/auth/local/recover', { email }, uniqueIp());
      app.clock.advance(SPACING);
      const later = await post(app, '/api/auth/local/recover', { email }, uniqueIp());

      expect(soon.status).toBe(429);
      expect(soon.body.error).toEqual({
        code: 'over_email_send_rate_limit',
        message: 'Too many password reset attempts. Please wait 10-15 minutes before trying again.',
      });
      expect(Number(soon.retryAfter)).toBeLessThanOrEqual(SPACING / 1000);
      expect(later.status).toBe(200);
    });

    it('when codes, resets and resends are asked every 10 s for an hour from fresh IPs, then the address gets at most the burst and 60 more', async () => {
      const email = await account();
      const calls = ['/api/auth/local/otp', '/api/auth/local/recover', '/api/auth/local/resend'];
      const before = (await mailsTo(email)).length;

      for (let i = 0; i < 360; i += 1) {
        await post(app, calls[i % calls.length] as string, { email }, uniqueIp());
        app.clock.advance(10_000);
      }

      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await mailsTo(email)).length - before).toBeLessThanOrEqual(MAIL.burst + 60);
      expect((await mailsTo(email)).length - before).toBeGreaterThanOrEqual(55);
    });
  });

  describe('lookups', () => {
    it('when check-existing is asked too often from one IP, then it answers 429', async () => {
      const ip = uniqueIp();
      const check = () => post(app, '/api/auth/check-existing', { email: uniqueEmail() }, ip);
      for (let i = 0; i < 3; i += 1) expect((await check()).status).toBe(200);

      expect((await check()).status).toBe(429);
    });
  });
});

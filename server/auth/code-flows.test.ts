// API tests of sign-in with an e-mailed 6-digit code, on PGlite and PostgreSQL.

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { testDatabases } from '../../tests/support/test-databases';
import { createLogger } from '../http/logger';
import type { MailMessage, Mailer } from '../mail/mailer';
import type { AuthContext } from './auth-context';
import { AuthError } from './auth-errors';
import { signedUpSession, uniqueEmail, useAuthTestApp } from '../../tests/support/auth-test-app';
import { sendSignInCode, verifySignInCode } from './code-flows';
import { createPasswordHasher } from './passwords';
import type { AccountStanding } from './rate-limits';
import { deriveCodeKey, hashShortSecret } from './secrets';

/** The flows called directly (no HTTP, so no rate limits), with a mailer that keeps what it is given. */
function flowContext(db: Database, secret = 'code-flows-test-secret'): { ctx: AuthContext; sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  const mailer: Mailer = { kind: 'outbox', send: async (message) => void sent.push(message) };
  const ctx: AuthContext = { db, mailer, passwords: createPasswordHasher({ costLog2: 10 }), secret, codeKey: deriveCodeKey(secret), now: () => new Date(), logger: createLogger('silent') };
  return { ctx, sent };
}

const client = { userAgent: 'vitest', ip: '127.0.0.1' };
/** Where the account stands for a check: no failures to speak of, or past the step-up (rate-limits.ts). */
const CALM: AccountStanding = { failures: 1, stepUp: false, reachedStepUp: false };
const STEPPED_UP: AccountStanding = { failures: 101, stepUp: true, reachedStepUp: false };

/** The AuthError code a flow failed with, or 'ok'. */
async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof AuthError) return error.code;
    throw error;
  }
}

describe.each(testDatabases())('one-time codes on $name', ({ open }) => {
  const app = useAuthTestApp(open);

  async function sendCode(email: string): Promise<string> {
    const sent = await app.call('POST', '/api/auth/local/otp', { body: { email } });
    expect(sent).toEqual({ status: 200, body: {} });
    const code = /\b(\d{6})\b/.exec((await app.lastMail(email)).text)?.[1];
    if (!code) throw new Error('no code in the mail');
    return code;
  }

  const verify = (email: string, token: string) => app.call('POST', '/api/auth/local/verify', { body: { email, token, type: 'email' } });

  it('when a new address asks for a code and enters it, then a confirmed account is created whose created_at equals last_sign_in_at', async () => {
    const email = uniqueEmail();
    const code = await sendCode(email);
    app.clock.advance(90_000);

    const { status, body } = await verify(email, ` ${code.slice(0, 3)} ${code.slice(3)} `);

    expect(status).toBe(200);
    expect(body.user.email).toBe(email);
    expect(body.user.created_at).toBe(body.user.last_sign_in_at);
    expect(body.user.email_confirmed_at).not.toBeNull();
    expect(body.user.app_metadata.providers).toEqual(['email']);
  });

  it('when the code e-mail is sent, then it names ZoneBrief, the code and its 10 minutes', async () => {
    const email = uniqueEmail();
    const code = await sendCode(email);

    const mail = await app.lastMail(email);

    expect(mail.subject).toBe(`Your ZoneBrief sign-in code: ${code}`);
    expect(mail.text).toContain('10 minutes');
    expect(mail.html).toContain(code);
  });

  it('when an existing account signs in with a code, then created_at stays as it was', async () => {
    const email = uniqueEmail();
    const first = await signedUpSession(app, email);
    app.clock.advance(60_000);
    const code = await sendCode(email);

    const { body } = await verify(email, code);

    expect(body.user.created_at).toBe(first.user.created_at);
    expect(body.user.last_sign_in_at).not.toBe(body.user.created_at);
  });

  it('when a wrong code is entered, then it is a 400 otp_invalid', async () => {
    const email = uniqueEmail();
    const code = await sendCode(email);

    const { status, body } = await verify(email, code === '000000' ? '111111' : '000000');

    expect(status).toBe(400);
    expect(body.error.code).toBe('otp_invalid');
  });

  it('when five wrong codes came from one requester, then even its right one is refused as expired', async () => {
    const email = uniqueEmail();
    const code = await sendCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await verify(email, wrong)).body.error.code).toBe('otp_invalid');

    const { status, body } = await verify(email, code);

    expect(status).toBe(400);
    expect(body.error.code).toBe('otp_expired');
  });

  it('when the code is older than 10 minutes, then it is a 400 otp_expired', async () => {
    const email = uniqueEmail();
    const code = await sendCode(email);
    app.clock.advance(10 * 60_000 + 1);

    expect((await verify(email, code)).body.error.code).toBe('otp_expired');
  });

  it('when a code is used twice, then the second time is refused', async () => {
    const email = uniqueEmail();
    const code = await sendCode(email);
    expect((await verify(email, code)).status).toBe(200);

    const again = await verify(email, code);

    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('otp_expired');
  });

  it('when a new code is sent, then the older one stops working', async () => {
    const email = uniqueEmail();
    const older = await sendCode(email);
    // An address gets one more e-mail a minute after a small burst (rate-limits.ts): codes that repeat would drain it.
    const nextCode = () => {
      app.clock.advance(60_000);
      return sendCode(email);
    };
    let newer = await nextCode();
    while (newer === older) newer = await nextCode();

    expect((await verify(email, older)).body.error.code).toBe('otp_invalid');
    expect((await verify(email, newer)).status).toBe(200);
  });

  it('when the code is not six digits, then it is refused without a lookup', async () => {
    expect((await verify(uniqueEmail(), '12ab56')).body.error.code).toBe('otp_invalid');
  });

  it('when the address is not valid, then sending is a 400 email_address_invalid', async () => {
    const { status, body } = await app.call('POST', '/api/auth/local/otp', { body: { email: 'not-an-address' } });

    expect(status).toBe(400);
    expect(body.error).toEqual({ code: 'email_address_invalid', message: 'Please enter a valid email address' });
  });

  it('when a code is stored, then the row holds a hash keyed with the server secret, not its plain SHA-256', async () => {
    const { ctx, sent } = flowContext(app.db, 'one-server-secret');
    const email = uniqueEmail();
    await sendSignInCode(ctx, email);
    const code = /\b(\d{6})\b/.exec(sent[0]?.text ?? '')?.[1] ?? '';

    const { rows } = await app.db.query<{ code_hash: string }>('select code_hash from auth_one_time_codes where email = $1', [email]);

    expect(code).toMatch(/^\d{6}$/);
    expect(rows[0]?.code_hash).not.toBe(createHash('sha256').update(code).digest('hex'));
    expect(rows[0]?.code_hash).toBe(hashShortSecret(deriveCodeKey('one-server-secret'), code));
    // Without the server's secret the stored hash is no use: another secret does not recognise the code.
    expect(await outcome(verifySignInCode({ ...ctx, codeKey: deriveCodeKey('another-secret') }, { email, code }, client, CALM))).toBe('otp_invalid');
  });

  it('when 120 wrong codes arrive at once, then at most 100 are checked in all and the right code afterwards is refused', async () => {
    const { ctx, sent } = flowContext(app.db);
    const email = uniqueEmail();
    await sendSignInCode(ctx, email);
    const code = /\b(\d{6})\b/.exec(sent[0]?.text ?? '')?.[1] ?? '';
    const wrong = code === '000000' ? '111111' : '000000';

    const outcomes = await Promise.all(Array.from({ length: 120 }, () => outcome(verifySignInCode(ctx, { email, code: wrong }, client, CALM))));

    expect(outcomes.filter((o) => o === 'otp_invalid')).toHaveLength(100);
    expect(outcomes.filter((o) => o === 'otp_expired')).toHaveLength(20);
    const { rows } = await app.db.query<{ attempts: number }>('select attempts from auth_one_time_codes where email = $1', [email]);
    expect(rows.map((row) => row.attempts)).toEqual([100]);
    expect(await outcome(verifySignInCode(ctx, { email, code }, client, CALM))).toBe('otp_expired');
  });

  it('when the account is past its step-up and 20 wrong codes arrive at once, then at most 5 are checked', async () => {
    const { ctx, sent } = flowContext(app.db);
    const email = uniqueEmail();
    await sendSignInCode(ctx, email);
    const code = /\b(\d{6})\b/.exec(sent[0]?.text ?? '')?.[1] ?? '';
    const wrong = code === '000000' ? '111111' : '000000';

    const outcomes = await Promise.all(Array.from({ length: 20 }, () => outcome(verifySignInCode(ctx, { email, code: wrong }, client, STEPPED_UP))));

    expect(outcomes.filter((o) => o === 'otp_invalid')).toHaveLength(5);
    expect(outcomes.filter((o) => o === 'otp_expired')).toHaveLength(15);
    expect(await outcome(verifySignInCode(ctx, { email, code }, client, STEPPED_UP))).toBe('otp_expired');
  });

  it('when four wrong codes were entered, then the right one still signs in', async () => {
    const { ctx, sent } = flowContext(app.db);
    const email = uniqueEmail();
    await sendSignInCode(ctx, email);
    const code = /\b(\d{6})\b/.exec(sent[0]?.text ?? '')?.[1] ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) expect(await outcome(verifySignInCode(ctx, { email, code: wrong }, client, CALM))).toBe('otp_invalid');

    expect(await outcome(verifySignInCode(ctx, { email, code }, client, CALM))).toBe('ok');
  });
});

// API tests of sign-in with an e-mailed 6-digit code, on PGlite and PostgreSQL.

import { describe, expect, it } from 'vitest';
import { testDatabases } from '../db/test-databases';
import { signedUpSession, uniqueEmail, useAuthTestApp } from './auth-test-app';

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

  it('when five wrong codes were entered, then even the right one is refused as expired', async () => {
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
    let newer = await sendCode(email);
    while (newer === older) newer = await sendCode(email);

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
});

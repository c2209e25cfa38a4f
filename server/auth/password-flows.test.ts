// API tests of sign-up, confirmation link, sign-in, password reset and password change, on PGlite and PostgreSQL.

import { describe, expect, it, vi } from 'vitest';
import type { AuthSession } from '../../src/lib/api/auth';
import type { Database } from '../db/client';
import { testDatabases } from '../../tests/support/test-databases';
import { createLogger } from '../http/logger';
import type { MailMessage, Mailer } from '../mail/mailer';
import { listOutboxMessages } from '../mail/outbox-repository';
import type { AuthContext } from './auth-context';
import {
  OTHER_STRONG_PASSWORD,
  STRONG_PASSWORD,
  followLink,
  signedUpSession,
  startAuthTestApp,
  uniqueEmail,
  useAuthTestApp,
  type AuthTestApp,
} from '../../tests/support/auth-test-app';
import { sendSignInCode } from './code-flows';
import { requestPasswordReset, resendConfirmation } from './password-flows';
import { createPasswordHasher } from './passwords';
import { deriveCodeKey } from './secrets';
import { insertUser } from './users-repository';

/**
 * Reset and resend e-mails are handed to the mailer without being awaited, so the outbox row may land just after the
 * answer: waits until the address has `count` messages.
 */
async function mailsArrived(app: AuthTestApp, email: string, count: number): Promise<void> {
  await vi.waitFor(async () => expect((await listOutboxMessages(app.db, { to: email })).length).toBeGreaterThanOrEqual(count), { timeout: 5000, interval: 10 });
}

/** A mailer whose sends wait until the test lets them through (or fail when told to). */
function gatedMailer(): { mailer: Mailer; sent: MailMessage[]; release(): void; fail(): void } {
  const sent: MailMessage[] = [];
  let release: () => void = () => undefined;
  let fail: () => void = () => undefined;
  const gate = new Promise<void>((resolve, reject) => {
    release = resolve;
    fail = () => reject(new Error('relay refused'));
  });
  gate.catch(() => undefined);
  const mailer: Mailer = {
    kind: 'smtp',
    send: vi.fn(async (message: MailMessage) => {
      await gate;
      sent.push(message);
    }),
  };
  return { mailer, sent, release: () => release(), fail: () => fail() };
}

function flowContext(db: Database, mailer: Mailer): AuthContext {
  return { db, mailer, passwords: createPasswordHasher({ costLog2: 10 }), secret: 'password-flows-test-secret', codeKey: deriveCodeKey('password-flows-test-secret'), now: () => new Date(), logger: createLogger('silent') };
}

/** Waits (1 s at most) for the flow to settle while the mailer is still held; its result, or a failed expectation. */
async function answeredWhileMailerHeld<T>(flow: Promise<T>, held: { sent: MailMessage[] }): Promise<T> {
  let settled = false;
  void flow.then(
    () => (settled = true),
    () => (settled = true),
  );
  await vi.waitFor(() => expect(settled).toBe(true), { timeout: 1000, interval: 5 });
  expect(held.sent).toHaveLength(0);
  return flow;
}

describe.each(testDatabases())('e-mail and password on $name', ({ open }) => {
  const app = useAuthTestApp(open);

  const signIn = async (email: string, password: string): Promise<AuthSession> =>
    (await app.call('POST', '/api/auth/local/token?grant_type=password', { body: { email, password } })).body as AuthSession;
  const refresh = (refreshToken: string) => app.call('POST', '/api/auth/local/token?grant_type=refresh_token', { body: { refresh_token: refreshToken } });

  describe('sign-up', () => {
    it('when someone signs up, then the answer has the unconfirmed user and no session, and a confirmation e-mail is kept', async () => {
      const email = uniqueEmail();

      const { status, body } = await app.call('POST', '/api/auth/local/signup', { body: { email: `  ${email.toUpperCase()} `, password: STRONG_PASSWORD } });

      expect(status).toBe(200);
      expect(body.session).toBeNull();
      expect(body.user).toMatchObject({ email, email_confirmed_at: null, app_metadata: { provider: 'email', providers: ['email'] }, user_metadata: { email_verified: false } });
      const mail = await app.lastMail(email);
      expect(mail.subject).toBe('Confirm your ZoneBrief account');
      expect(mail.text).toContain(`${app.base}/api/auth/local/verify?type=signup&token=`);
      expect(mail.text).toContain('24 hours');
    });

    it('when the confirmation link is followed and its code traded, then the person is signed in and confirmed', async () => {
      const email = uniqueEmail();
      await app.call('POST', '/api/auth/local/signup', { body: { email, password: STRONG_PASSWORD } });

      const { status, location } = await followLink(await app.lastLink(email));
      const landing = new URL(location, app.base);
      const exchanged = await app.call('POST', '/api/auth/local/token?grant_type=auth_code', { body: { code: landing.searchParams.get('code') } });

      expect(status).toBe(303);
      expect(landing.pathname).toBe('/login');
      expect(landing.searchParams.get('type')).toBe('signup');
      expect(location.startsWith('/login?code=')).toBe(true);
      expect(exchanged.status).toBe(200);
      expect(exchanged.body).toMatchObject({ token_type: 'bearer', expires_in: 3600, purpose: 'signup', user: { email, user_metadata: { email_verified: true } } });
      expect(exchanged.body.expires_at).toBe(Math.floor(app.clock.now().getTime() / 1000) + 3600);
      expect(exchanged.body.user.email_confirmed_at).not.toBeNull();
    });

    it('when a confirmation link is followed twice, then the second lands on /login with the expired-link error', async () => {
      const email = uniqueEmail();
      await app.call('POST', '/api/auth/local/signup', { body: { email, password: STRONG_PASSWORD } });
      const link = await app.lastLink(email);
      await followLink(link);

      const { status, location } = await followLink(link);

      expect(status).toBe(303);
      const landing = new URL(location, app.base);
      expect(landing.pathname).toBe('/login');
      expect(Object.fromEntries(landing.searchParams)).toEqual({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      });
    });

    it('when the confirmation e-mail is resent, then the link in the first e-mail still works', async () => {
      const email = uniqueEmail();
      await app.call('POST', '/api/auth/local/signup', { body: { email, password: STRONG_PASSWORD } });
      const first = await app.lastLink(email);
      const resent = await app.call('POST', '/api/auth/local/resend', { body: { email, type: 'signup' } });
      expect(resent).toEqual({ status: 200, body: {} });
      await mailsArrived(app, email, 2);
      expect(await app.lastLink(email)).not.toBe(first);

      const { location } = await followLink(first);

      expect(new URL(location, app.base).searchParams.get('code')).toBeTruthy();
      // Once one link has confirmed the address, the other is spent too.
      expect(new URL((await followLink(await app.lastLink(email))).location, app.base).searchParams.get('error_code')).toBe('otp_expired');
    });

    it('when a link code is traded twice, then the second is refused', async () => {
      const email = uniqueEmail();
      await app.call('POST', '/api/auth/local/signup', { body: { email, password: STRONG_PASSWORD } });
      const code = new URL((await followLink(await app.lastLink(email))).location, app.base).searchParams.get('code');
      await app.call('POST', '/api/auth/local/token?grant_type=auth_code', { body: { code } });

      const again = await app.call('POST', '/api/auth/local/token?grant_type=auth_code', { body: { code } });

      expect(again).toMatchObject({ status: 400, body: { error: { code: 'flow_state_not_found' } } });
    });

    it('when the confirmation link is older than 24 hours, then it no longer works', async () => {
      const email = uniqueEmail();
      await app.call('POST', '/api/auth/local/signup', { body: { email, password: STRONG_PASSWORD } });
      app.clock.advance(24 * 3600_000 + 1000);

      const { location } = await followLink(await app.lastLink(email));

      expect(new URL(location, app.base).searchParams.get('error_code')).toBe('otp_expired');
    });

    it('when the e-mail is taken, then it is a 422 user_already_exists', async () => {
      const email = uniqueEmail();
      await app.call('POST', '/api/auth/local/signup', { body: { email, password: STRONG_PASSWORD } });

      const again = await app.call('POST', '/api/auth/local/signup', { body: { email: email.toUpperCase(), password: OTHER_STRONG_PASSWORD } });

      expect(again).toMatchObject({ status: 422, body: { error: { code: 'user_already_exists' } } });
    });

    it('when the password is weak, then it is a 400 weak_password with the first broken rule', async () => {
      const { status, body } = await app.call('POST', '/api/auth/local/signup', { body: { email: uniqueEmail(), password: 'short' } });

      expect(status).toBe(400);
      expect(body.error).toEqual({ code: 'weak_password', message: 'Password must be at least 8 characters long' });
    });

    it('when the e-mail is not valid, then it is a 400 with the validator message', async () => {
      const { status, body } = await app.call('POST', '/api/auth/local/signup', { body: { email: 'a..b@example.com', password: STRONG_PASSWORD } });

      expect(status).toBe(400);
      expect(body.error).toEqual({ code: 'email_address_invalid', message: 'Email cannot contain consecutive dots' });
    });

    it('when the e-mail is at a disposable domain, then sign-up is refused', async () => {
      const { status, body } = await app.call('POST', '/api/auth/local/signup', { body: { email: 'someone@mailinator.com', password: STRONG_PASSWORD } });

      expect(status).toBe(400);
      expect(body.error.message).toBe('Please use a permanent email address (disposable emails are not allowed)');
    });

    it('when an unknown address asks for a confirmation, then the answer is the same 200 and nothing is mailed', async () => {
      const email = uniqueEmail('nobody');

      expect(await app.call('POST', '/api/auth/local/resend', { body: { email, type: 'signup' } })).toEqual({ status: 200, body: {} });
      await expect(app.lastMail(email)).rejects.toThrow(/no mail/);
    });
  });

  describe('sign-in', () => {
    it('when the password is right but the e-mail not yet confirmed, then sign-in still works', async () => {
      const email = uniqueEmail();
      await app.call('POST', '/api/auth/local/signup', { body: { email, password: STRONG_PASSWORD } });

      const { status, body } = await app.call('POST', '/api/auth/local/token?grant_type=password', { body: { email, password: STRONG_PASSWORD } });

      expect(status).toBe(200);
      expect(body.user).toMatchObject({ email, email_confirmed_at: null });
      expect(body.user.last_sign_in_at).toBe(app.clock.now().toISOString());
    });

    it('when the password is wrong, then it is a 400 invalid_credentials "Incorrect email or password"', async () => {
      const email = uniqueEmail();
      await signedUpSession(app, email);

      const { status, body } = await app.call('POST', '/api/auth/local/token?grant_type=password', { body: { email, password: OTHER_STRONG_PASSWORD } });

      expect(status).toBe(400);
      expect(body.error).toEqual({ code: 'invalid_credentials', message: 'Incorrect email or password' });
    });

    it('when the e-mail is unknown, then the answer is the same as for a wrong password', async () => {
      const { status, body } = await app.call('POST', '/api/auth/local/token?grant_type=password', { body: { email: uniqueEmail('ghost'), password: STRONG_PASSWORD } });

      expect(status).toBe(400);
      expect(body.error).toEqual({ code: 'invalid_credentials', message: 'Incorrect email or password' });
    });
  });

  describe('password reset', () => {
    it('when an unknown e-mail asks for a reset, then the answer is the same 200 {} and nothing is mailed', async () => {
      const email = uniqueEmail('stranger');

      expect(await app.call('POST', '/api/auth/local/recover', { body: { email } })).toEqual({ status: 200, body: {} });
      await expect(app.lastMail(email)).rejects.toThrow(/no mail/);
    });

    it('when the reset link is followed, then the new password works and the old one does not', async () => {
      const email = uniqueEmail();
      await signedUpSession(app, email);

      expect(await app.call('POST', '/api/auth/local/recover', { body: { email } })).toEqual({ status: 200, body: {} });
      await mailsArrived(app, email, 2);
      const mail = await app.lastMail(email);
      const { location } = await followLink(await app.lastLink(email));
      const landing = new URL(location, app.base);
      const session = await app.call('POST', '/api/auth/local/token?grant_type=auth_code', { body: { code: landing.searchParams.get('code') } });
      const updated = await app.call('PUT', '/api/auth/local/user', { body: { password: OTHER_STRONG_PASSWORD }, token: session.body.access_token });

      expect(mail.subject).toBe('Reset your ZoneBrief password');
      expect(landing.pathname).toBe('/reset-password');
      expect(landing.searchParams.get('type')).toBe('recovery');
      expect(session.body.purpose).toBe('recovery');
      expect(updated).toMatchObject({ status: 200, body: { email } });
      const withNew = await app.call('POST', '/api/auth/local/token?grant_type=password', { body: { email, password: OTHER_STRONG_PASSWORD } });
      const withOld = await app.call('POST', '/api/auth/local/token?grant_type=password', { body: { email, password: STRONG_PASSWORD } });
      expect(withNew.status).toBe(200);
      expect(withOld.body.error.code).toBe('invalid_credentials');
    });

    it('when the password is reset through the link, then the sessions signed in before stop working and their refresh tokens too', async () => {
      const email = uniqueEmail();
      const before = await signedUpSession(app, email);
      const other = await signIn(email, STRONG_PASSWORD);
      await app.call('POST', '/api/auth/local/recover', { body: { email } });
      await mailsArrived(app, email, 2);
      const { location } = await followLink(await app.lastLink(email));
      const code = new URL(location, app.base).searchParams.get('code');
      const recovery = await app.call('POST', '/api/auth/local/token?grant_type=auth_code', { body: { code } });

      expect((await app.call('PUT', '/api/auth/local/user', { body: { password: OTHER_STRONG_PASSWORD }, token: recovery.body.access_token })).status).toBe(200);

      for (const ended of [before, other]) {
        expect((await app.call('GET', '/api/auth/local/user', { token: ended.access_token })).body.error.code).toBe('session_not_found');
        expect((await refresh(ended.refresh_token)).body.error.code).toBe('refresh_token_not_found');
      }
      expect((await app.call('GET', '/api/auth/local/user', { token: recovery.body.access_token })).status).toBe(200);
    });

    it('when the reset link is older than an hour, then it lands on /reset-password with the expired-link error', async () => {
      const email = uniqueEmail();
      await signedUpSession(app, email);
      await app.call('POST', '/api/auth/local/recover', { body: { email } });
      await mailsArrived(app, email, 2);
      app.clock.advance(3600_000 + 1000);

      const landing = new URL((await followLink(await app.lastLink(email))).location, app.base);

      expect(landing.pathname).toBe('/reset-password');
      expect(landing.searchParams.get('error_code')).toBe('otp_expired');
    });

    it('when a second reset is asked for, then only the link in the newest e-mail works', async () => {
      const email = uniqueEmail();
      await signedUpSession(app, email);
      await app.call('POST', '/api/auth/local/recover', { body: { email } });
      await mailsArrived(app, email, 2);
      const first = await app.lastLink(email);
      app.clock.advance(61_000);
      await app.call('POST', '/api/auth/local/recover', { body: { email } });
      await mailsArrived(app, email, 3);

      const landing = new URL((await followLink(first)).location, app.base);

      expect(landing.searchParams.get('error_code')).toBe('otp_expired');
      expect(new URL((await followLink(await app.lastLink(email))).location, app.base).searchParams.get('code')).toBeTruthy();
    });
  });

  describe('no enumeration through reset and resend', () => {
    it('when the mailer is slow, then a reset for a real account answers before the e-mail is delivered, like an unknown one', async () => {
      const held = gatedMailer();
      const { mailer, sent, release } = held;
      const ctx = flowContext(app.db, mailer);
      const email = uniqueEmail();
      const user = await insertUser(app.db, { email, passwordHash: null, providers: ['email'], now: new Date() });

      const forUnknown = await requestPasswordReset(ctx, { email: uniqueEmail('ghost'), origin: app.base });
      const forReal = await answeredWhileMailerHeld(requestPasswordReset(ctx, { email, origin: app.base }), held);

      expect(forReal).toEqual(forUnknown);
      // The account's work is done in the request: its reset link is stored and the e-mail handed over; it goes out
      // once the mailer is done.
      const { rows } = await app.db.query('select 1 from auth_link_tokens where user_id = $1 and purpose = $2', [user?.id, 'recovery']);
      expect(rows).toHaveLength(1);
      await vi.waitFor(() => expect(mailer.send).toHaveBeenCalledTimes(1));
      release();
      await vi.waitFor(() => expect(sent.map((m) => [m.to, m.subject])).toEqual([[email, 'Reset your ZoneBrief password']]));
    });

    it('when the mailer is slow, then resending a pending confirmation answers before the e-mail is delivered, like an unknown one', async () => {
      const held = gatedMailer();
      const { mailer, sent, release } = held;
      const ctx = flowContext(app.db, mailer);
      const email = uniqueEmail();
      await insertUser(app.db, { email, passwordHash: null, providers: ['email'], now: new Date() });

      const forUnknown = await resendConfirmation(ctx, { email: uniqueEmail('ghost'), origin: app.base });
      const forPending = await answeredWhileMailerHeld(resendConfirmation(ctx, { email, origin: app.base }), held);

      expect(forPending).toEqual(forUnknown);
      await vi.waitFor(() => expect(mailer.send).toHaveBeenCalledTimes(1));
      release();
      await vi.waitFor(() => expect(sent.map((m) => m.subject)).toEqual(['Confirm your ZoneBrief account']));
    });

    it('when the mailer fails, then reset and resend still answer (the failure is logged), as for an unknown address', async () => {
      const { mailer, fail } = gatedMailer();
      fail();
      const ctx = flowContext(app.db, mailer);
      const logged = vi.spyOn(ctx.logger, 'error');
      const email = uniqueEmail();
      await insertUser(app.db, { email, passwordHash: null, providers: ['email'], now: new Date() });

      await expect(requestPasswordReset(ctx, { email, origin: app.base })).resolves.toBeUndefined();
      await expect(resendConfirmation(ctx, { email, origin: app.base })).resolves.toBeUndefined();

      await vi.waitFor(() => expect(logged).toHaveBeenCalledTimes(2));
      expect(logged).toHaveBeenCalledWith(expect.objectContaining({ subject: 'Reset your ZoneBrief password' }), 'e-mail could not be sent');
    });

    it('when a code e-mail cannot be sent, then the failure is logged with the code masked in its subject', async () => {
      const { mailer, fail } = gatedMailer();
      fail();
      const ctx = flowContext(app.db, mailer);
      const logged = vi.spyOn(ctx.logger, 'error');

      await expect(sendSignInCode(ctx, uniqueEmail('unlucky'))).rejects.toMatchObject({ code: 'email_send_failed' });

      expect(logged).toHaveBeenCalledWith(expect.objectContaining({ subject: 'Your ZoneBrief sign-in code: ######' }), 'e-mail could not be sent');
    });

    it('when the mailer fails, then /recover and /resend answer 200 {} for a real account exactly as for an unknown one', async () => {
      const { mailer, fail } = gatedMailer();
      fail();
      const failing = await startAuthTestApp(app.db, { deps: { mailer } });
      try {
        const email = uniqueEmail();
        await insertUser(app.db, { email, passwordHash: null, providers: ['email'], now: new Date() });
        const ghost = uniqueEmail('ghost');

        const answers = [
          await failing.call('POST', '/api/auth/local/recover', { body: { email } }),
          await failing.call('POST', '/api/auth/local/recover', { body: { email: ghost } }),
          await failing.call('POST', '/api/auth/local/resend', { body: { email, type: 'signup' } }),
          await failing.call('POST', '/api/auth/local/resend', { body: { email: ghost, type: 'signup' } }),
        ];

        expect(answers).toEqual(Array.from({ length: 4 }, () => ({ status: 200, body: {} })));
        expect(mailer.send).toHaveBeenCalledTimes(2);
      } finally {
        await failing.close();
      }
    });
  });

  describe('password change (PUT /user)', () => {
    /** Waits for the notice (it is sent after the answer) and answers it. */
    async function noticeTo(email: string, subject: string) {
      await vi.waitFor(async () => expect((await app.lastMail(email)).subject).toBe(subject), { timeout: 5000, interval: 10 });
      return app.lastMail(email);
    }

    it('when the password is changed in one session, then every other session ends at once, access and refresh tokens alike, and this one stays', async () => {
      const email = uniqueEmail();
      const changing = await signedUpSession(app, email);
      const other = await signIn(email, STRONG_PASSWORD);
      const third = await signIn(email, STRONG_PASSWORD);
      expect((await app.call('GET', '/api/payments-simple/account', { token: other.access_token })).status).toBe(200);

      const updated = await app.call('PUT', '/api/auth/local/user', { body: { password: OTHER_STRONG_PASSWORD }, token: changing.access_token });

      expect(updated.status).toBe(200);
      for (const ended of [other, third]) {
        expect((await app.call('GET', '/api/payments-simple/account', { token: ended.access_token })).status).toBe(401);
        expect((await refresh(ended.refresh_token)).body.error.code).toBe('refresh_token_not_found');
      }
      expect((await app.call('GET', '/api/payments-simple/account', { token: changing.access_token })).status).toBe(200);
      expect((await refresh(changing.refresh_token)).status).toBe(200);
    });

    it('when a password change is refused, then no session ends', async () => {
      const email = uniqueEmail();
      const changing = await signedUpSession(app, email);
      const other = await signIn(email, STRONG_PASSWORD);

      expect((await app.call('PUT', '/api/auth/local/user', { body: { password: STRONG_PASSWORD }, token: changing.access_token })).status).toBe(422);

      expect((await app.call('GET', '/api/auth/local/user', { token: other.access_token })).status).toBe(200);
    });

    it('when the password is changed, then the account\'s address is told, with the way to the sign-in page and nothing that signs in', async () => {
      const email = uniqueEmail();
      const session = await signedUpSession(app, email);

      const updated = await app.call('PUT', '/api/auth/local/user', { body: { password: OTHER_STRONG_PASSWORD }, token: session.access_token });

      expect(updated.status).toBe(200);
      const notice = await noticeTo(email, 'Your ZoneBrief password was changed');
      expect(notice.text).toContain('If you did not, someone else may have been signed in to your account');
      expect(notice.text.match(/https?:\/\/\S+/g)).toEqual([`${app.base}/login`]);
      expect(notice.text).not.toContain(OTHER_STRONG_PASSWORD);
    });

    it('when an account that signed in only with codes sets a password, then its address is told a password was added', async () => {
      const email = uniqueEmail('coder');
      await app.call('POST', '/api/auth/local/otp', { body: { email } });
      const code = /\b(\d{6})\b/.exec((await app.lastMail(email)).text)?.[1];
      const { body: session } = await app.call('POST', '/api/auth/local/verify', { body: { email, token: code } });

      const updated = await app.call('PUT', '/api/auth/local/user', { body: { password: STRONG_PASSWORD }, token: session.access_token });

      expect(updated).toMatchObject({ status: 200, body: { app_metadata: { providers: ['email'] } } });
      const notice = await noticeTo(email, 'A password was added to your ZoneBrief account');
      expect(notice.text).toMatch(/can now be signed in to with this e-mail address and that password/);
    });

    it('when the change is refused, then no notice is sent', async () => {
      const email = uniqueEmail();
      const session = await signedUpSession(app, email);
      const before = (await listOutboxMessages(app.db, { to: email })).length;

      expect((await app.call('PUT', '/api/auth/local/user', { body: { password: STRONG_PASSWORD }, token: session.access_token })).status).toBe(422);

      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await listOutboxMessages(app.db, { to: email })).toHaveLength(before);
    });

    it('when the new password is the current one, then it is a 422 same_password', async () => {
      const email = uniqueEmail();
      const session = await signedUpSession(app, email);

      const { status, body } = await app.call('PUT', '/api/auth/local/user', { body: { password: STRONG_PASSWORD }, token: session.access_token });

      expect(status).toBe(422);
      expect(body.error.code).toBe('same_password');
    });

    it('when the new password is weak, then it is a 400 weak_password', async () => {
      const session = await signedUpSession(app, uniqueEmail());

      const { status, body } = await app.call('PUT', '/api/auth/local/user', { body: { password: 'password' }, token: session.access_token });

      expect(status).toBe(400);
      expect(body.error.code).toBe('weak_password');
    });

    it('when no bearer token is sent, then it is a 401 no_authorization', async () => {
      const { status, body } = await app.call('PUT', '/api/auth/local/user', { body: { password: OTHER_STRONG_PASSWORD } });

      expect(status).toBe(401);
      expect(body.error.code).toBe('no_authorization');
    });
  });
});

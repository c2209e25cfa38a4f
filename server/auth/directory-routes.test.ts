// API tests of the server calls check-existing and validate-oauth (spec §7) in embedded mode, on PGlite and PostgreSQL.

import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../tests/support/test-databases';
import { signedUpSession, uniqueEmail, useAuthTestApp } from '../../tests/support/auth-test-app';

describe.each(testDatabases())('check-existing and validate-oauth on $name', ({ open }) => {
  const app = useAuthTestApp(open);

  it('when the e-mail has an account, then check-existing tells its id, providers and dates, whatever the case', async () => {
    const email = uniqueEmail();
    const session = await signedUpSession(app, email);

    const { status, body } = await app.call('POST', '/api/auth/check-existing', { body: { email: ` ${email.toUpperCase()}` } });

    expect(status).toBe(200);
    expect(body).toEqual({
      exists: true,
      user_id: session.user.id,
      providers: ['email'],
      created_at: session.user.created_at,
      last_sign_in_at: session.user.last_sign_in_at,
    });
  });

  it('when the e-mail has no account, then check-existing says exists false with empty fields', async () => {
    const { body } = await app.call('POST', '/api/auth/check-existing', { body: { email: uniqueEmail('nobody') } });

    expect(body).toEqual({ exists: false, user_id: null, providers: [], created_at: null, last_sign_in_at: null });
  });

  it('when the e-mail is missing or invalid, then check-existing is a 400', async () => {
    expect((await app.call('POST', '/api/auth/check-existing', { body: {} })).status).toBe(400);
    expect((await app.call('POST', '/api/auth/check-existing', { body: { email: 'nope' } })).body.error.code).toBe('invalid_email');
  });

  it('when the signed-in account uses only the method being validated, then validate-oauth answers 200 with the user id', async () => {
    const email = uniqueEmail();
    const session = await signedUpSession(app, email);

    const { status, body } = await app.call('POST', '/api/auth/validate-oauth', {
      token: session.access_token,
      body: { access_token: session.access_token, user_email: email, provider: 'email' },
    });

    expect(status).toBe(200);
    expect(body).toEqual({ message: 'OAuth validation successful', user_id: session.user.id });
  });

  it('when an OAuth sign-in lands on an e-mail/password account, then validate-oauth answers 409 with its providers', async () => {
    const email = uniqueEmail();
    const session = await signedUpSession(app, email);

    const { status, body } = await app.call('POST', '/api/auth/validate-oauth', {
      token: session.access_token,
      body: { access_token: session.access_token, user_email: email },
    });

    expect(status).toBe(409);
    expect(body).toEqual({ message: 'An account with this email already exists with a different sign-in method', existing_providers: ['email'] });
  });

  it('when validate-oauth is called without a token, then it is a 401', async () => {
    expect((await app.call('POST', '/api/auth/validate-oauth', { body: { user_email: uniqueEmail() } })).status).toBe(401);
  });
});

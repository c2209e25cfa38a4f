// API tests of refresh-token rotation, reuse detection, sign-out and GET /user, on PGlite and PostgreSQL.

import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../tests/support/test-databases';
import { STRONG_PASSWORD, signedUpSession, uniqueEmail, useAuthTestApp } from '../../tests/support/auth-test-app';

describe.each(testDatabases())('sessions on $name', ({ open }) => {
  const app = useAuthTestApp(open);

  const refresh = (token: string) => app.call('POST', '/api/auth/local/token?grant_type=refresh_token', { body: { refresh_token: token } });
  const getUser = (token: string) => app.call('GET', '/api/auth/local/user', { token });
  const signIn = (email: string) => app.call('POST', '/api/auth/local/token?grant_type=password', { body: { email, password: STRONG_PASSWORD } });

  it('when a refresh token is traded, then a new pair comes back and both tokens work', async () => {
    const session = await signedUpSession(app, uniqueEmail());
    app.clock.advance(1000);

    const { status, body } = await refresh(session.refresh_token);

    expect(status).toBe(200);
    expect(body.refresh_token).not.toBe(session.refresh_token);
    expect(body.access_token).not.toBe(session.access_token);
    expect((await getUser(body.access_token)).status).toBe(200);
  });

  it('when a spent refresh token is presented again, then it is refused and the whole family is revoked', async () => {
    const session = await signedUpSession(app, uniqueEmail());
    const rotated = (await refresh(session.refresh_token)).body;

    const replay = await refresh(session.refresh_token);

    expect(replay).toMatchObject({ status: 400, body: { error: { code: 'refresh_token_already_used' } } });
    expect((await refresh(rotated.refresh_token)).status).toBe(400);
    expect((await getUser(rotated.access_token)).body.error.code).toBe('session_not_found');
  });

  it('when an unknown refresh token is presented, then it is a 400 refresh_token_not_found', async () => {
    expect((await refresh('not-a-token')).body.error.code).toBe('refresh_token_not_found');
  });

  it('when GET /user is asked with a live token, then it answers the user', async () => {
    const email = uniqueEmail();
    const session = await signedUpSession(app, email);

    expect(await getUser(session.access_token)).toMatchObject({ status: 200, body: { id: session.user.id, email } });
  });

  it('when the access token has expired, then it is a 401 bad_jwt', async () => {
    const session = await signedUpSession(app, uniqueEmail());
    app.clock.advance(3601_000);

    expect(await getUser(session.access_token)).toMatchObject({ status: 401, body: { error: { code: 'bad_jwt' } } });
  });

  it('when a session signs out locally, then its token is refused and the other session keeps working', async () => {
    const email = uniqueEmail();
    const first = await signedUpSession(app, email);
    const second = (await signIn(email)).body;

    const out = await app.call('POST', '/api/auth/local/logout?scope=local', { token: first.access_token });

    expect(out.status).toBe(204);
    expect(await getUser(first.access_token)).toMatchObject({ status: 401, body: { error: { code: 'session_not_found' } } });
    expect((await refresh(first.refresh_token)).status).toBe(400);
    expect((await getUser(second.access_token)).status).toBe(200);
  });

  it('when a session signs out globally, then every session of the user ends', async () => {
    const email = uniqueEmail();
    const first = await signedUpSession(app, email);
    const second = (await signIn(email)).body;

    expect((await app.call('POST', '/api/auth/local/logout?scope=global', { token: first.access_token })).status).toBe(204);

    expect((await getUser(first.access_token)).status).toBe(401);
    expect((await getUser(second.access_token)).status).toBe(401);
  });

  it('when the token is signed with another secret, then it is a 401 bad_jwt', async () => {
    const session = await signedUpSession(app, uniqueEmail());
    const [header, payload] = session.access_token.split('.');

    expect((await getUser(`${header}.${payload}.AAAA`)).body.error.code).toBe('bad_jwt');
  });
});

// Bearer verification of Supabase tokens (by shared secret and by a JWKS served locally) and the issuer routing.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupabaseTokenVerifier, createTokenVerifier, type TokenVerifier } from './token-verifier';

const PROJECT = 'https://project-ref.supabase.co';
const ISSUER = `${PROJECT}/auth/v1`;
const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters';
const USER_ID = '5b0f0a64-8a1e-4b59-9f55-0c7d6b1a2c3d';
const now = () => new Date();

function claims(overrides: { issuer?: string; audience?: string; expiresIn?: string; sessionId?: string } = {}) {
  const session = overrides.sessionId ? { session_id: overrides.sessionId } : {};
  return new SignJWT({ email: 'Person@Example.com', role: 'authenticated', app_metadata: { provider: 'google' }, ...session })
    .setSubject(USER_ID)
    .setIssuer(overrides.issuer ?? ISSUER)
    .setAudience(overrides.audience ?? 'authenticated')
    .setIssuedAt()
    .setExpirationTime(overrides.expiresIn ?? '1h');
}

const hs256 = (jwt: SignJWT, secret = JWT_SECRET) => jwt.setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(secret));

describe('Supabase tokens by SUPABASE_JWT_SECRET', () => {
  const verifier = createSupabaseTokenVerifier({ url: PROJECT, jwtSecret: JWT_SECRET, now });

  it('when the token is signed with the project secret, then it yields the user with a lower-cased e-mail', async () => {
    expect(await verifier.verify(await hs256(claims()))).toEqual({ id: USER_ID, email: 'person@example.com', provider: 'supabase', sessionId: null });
  });

  it('when the token is signed with another secret, then it is bad_jwt', async () => {
    await expect(verifier.verify(await hs256(claims(), 'x'.repeat(40)))).rejects.toMatchObject({ code: 'bad_jwt' });
  });

  it('when the issuer is another project, then it is bad_jwt', async () => {
    await expect(verifier.verify(await hs256(claims({ issuer: 'https://other.supabase.co/auth/v1' })))).rejects.toMatchObject({ code: 'bad_jwt' });
  });

  it('when the audience is not authenticated, then it is bad_jwt', async () => {
    await expect(verifier.verify(await hs256(claims({ audience: 'anon' })))).rejects.toMatchObject({ code: 'bad_jwt' });
  });

  it('when the token has expired, then it is bad_jwt saying so', async () => {
    await expect(verifier.verify(await hs256(claims({ expiresIn: '-1m' })))).rejects.toMatchObject({ code: 'bad_jwt', message: 'Invalid JWT: the token has expired' });
  });
});

describe('Supabase tokens of accounts that are gone', () => {
  const signedIn = (sessionId?: string) => hs256(claims(sessionId ? { sessionId } : {}));

  it('when the live check says the user or session is gone, then a validly signed token is session_not_found', async () => {
    const asked: [string, string | null][] = [];
    const verifier = createSupabaseTokenVerifier({ url: PROJECT, jwtSecret: JWT_SECRET, now, isLive: async (...args) => (asked.push(args), false) });

    await expect(verifier.verify(await signedIn('0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9'))).rejects.toMatchObject({ code: 'session_not_found' });
    expect(asked).toEqual([[USER_ID, '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9']]);
  });

  it('when the live check finds the user, then the token is accepted and a token without a session id is asked with null', async () => {
    const asked: [string, string | null][] = [];
    const verifier = createSupabaseTokenVerifier({ url: PROJECT, jwtSecret: JWT_SECRET, now, isLive: async (...args) => (asked.push(args), true) });

    expect((await verifier.verify(await signedIn())).id).toBe(USER_ID);
    expect(asked).toEqual([[USER_ID, null]]);
  });
});

describe('Supabase tokens by the project JWKS', () => {
  let server: Server;
  let privateKey: CryptoKey;
  let verifier: TokenVerifier;
  let jwksRequests = 0;

  beforeAll(async () => {
    const pair = await generateKeyPair('ES256');
    privateKey = pair.privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'key-1', alg: 'ES256', use: 'sig' };
    server = createServer((req, res) => {
      if (req.url !== '/auth/v1/.well-known/jwks.json') return void res.writeHead(404).end();
      jwksRequests += 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    // The project URL itself points at the local server, so the default JWKS address is exercised.
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    verifier = createSupabaseTokenVerifier({ url, now });
    projectIssuer = `${url}/auth/v1`;
    signFor = (jwt) => jwt.setIssuer(projectIssuer).setProtectedHeader({ alg: 'ES256', kid: 'key-1' }).sign(privateKey);
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  let signFor: (jwt: SignJWT) => Promise<string>;
  let projectIssuer: string;

  it('when the token is signed by the project key, then it is verified with the key set fetched from the project', async () => {
    const user = await verifier.verify(await signFor(claims()));

    expect(user.id).toBe(USER_ID);
    expect(jwksRequests).toBeGreaterThan(0);
  });

  it('when the token is signed by a key not in the set, then it is bad_jwt', async () => {
    const stranger = await generateKeyPair('ES256');
    const token = await claims().setIssuer(projectIssuer).setProtectedHeader({ alg: 'ES256', kid: 'key-1' }).sign(stranger.privateKey);

    await expect(verifier.verify(token)).rejects.toMatchObject({ code: 'bad_jwt', message: expect.stringContaining('signature') });
  });
});

describe('routing by issuer', () => {
  const local: TokenVerifier = { verify: async () => ({ id: 'local-user', email: 'l@example.com', provider: 'local', sessionId: 's' }) };
  const supabase = createSupabaseTokenVerifier({ url: PROJECT, jwtSecret: JWT_SECRET, now });

  it('when the token comes from the Supabase project, then the Supabase verifier judges it', async () => {
    const verifier = createTokenVerifier(local, { issuer: ISSUER, verifier: supabase });

    expect((await verifier.verify(await hs256(claims()))).provider).toBe('supabase');
  });

  it('when Supabase is not configured, then a Supabase token goes to the local verifier', async () => {
    const verifier = createTokenVerifier(local, null);

    expect((await verifier.verify(await hs256(claims()))).provider).toBe('local');
  });

  it('when the token is not a JWT at all, then it is bad_jwt', async () => {
    await expect(createTokenVerifier(local, null).verify('not-a-jwt')).rejects.toMatchObject({ code: 'bad_jwt' });
  });
});

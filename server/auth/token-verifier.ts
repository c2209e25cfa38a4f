// Bearer token verification: local tokens (HS256 with SESSION_SECRET, then a live-session check) and, when
// SUPABASE_URL is set, Supabase tokens (by SUPABASE_JWT_SECRET, else by the project's JWKS).

import { createRemoteJWKSet, decodeJwt, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { Queryable } from '../db/client';
import { isUuid } from '../lib/uuid';
import { AUTH_MESSAGES, AuthError } from './auth-errors';
import { findLiveSessionUser } from './sessions-repository';
import { AUDIENCE, LOCAL_ISSUER, secretKey } from './tokens';

/** The signed-in person behind a verified bearer token. */
export interface VerifiedUser {
  id: string;
  email: string;
  /** Which service issued the token. */
  provider: 'local' | 'supabase';
  /** The local session the token belongs to (null for Supabase tokens). */
  sessionId: string | null;
}

export interface TokenVerifier {
  /** Resolves the user, or rejects with AuthError bad_jwt / session_not_found. */
  verify(token: string): Promise<VerifiedUser>;
}

export function createLocalTokenVerifier({ db, secret, now }: { db: Queryable; secret: string; now: () => Date }): TokenVerifier {
  const key = secretKey(secret);
  return {
    async verify(token) {
      const payload = await verifyJwt(() => jwtVerify(token, key, { issuer: LOCAL_ISSUER, audience: AUDIENCE, algorithms: ['HS256'], currentDate: now() }));
      const sessionId = typeof payload.session_id === 'string' ? payload.session_id : null;
      if (!payload.sub || !sessionId || !isUuid(sessionId) || !isUuid(payload.sub)) throw badJwt('the token names no session');
      const user = await findLiveSessionUser(db, sessionId, payload.sub);
      if (!user) throw new AuthError('session_not_found', AUTH_MESSAGES.sessionNotFound);
      return { id: user.id, email: user.email, provider: 'local', sessionId };
    },
  };
}

export interface SupabaseVerifierOptions {
  /** The project URL, e.g. https://abc.supabase.co */
  url: string;
  jwtSecret?: string;
  jwksUrl?: string;
  now: () => Date;
  /** Whether the token's user (and session, when it names one) still exists; absent: the signature alone decides. */
  isLive?: (userId: string, sessionId: string | null) => Promise<boolean>;
}

export function createSupabaseTokenVerifier({ url, jwtSecret, jwksUrl, now, isLive }: SupabaseVerifierOptions): TokenVerifier {
  const base = url.replace(/\/+$/, '');
  const issuer = `${base}/auth/v1`;
  let keys: Uint8Array | JWTVerifyGetKey | null = null;
  // Created on first use, so a server that never sees a Supabase token never fetches the key set.
  const key = () => (keys ??= jwtSecret ? secretKey(jwtSecret) : createRemoteJWKSet(new URL(jwksUrl ?? `${issuer}/.well-known/jwks.json`)));
  return {
    async verify(token) {
      const options = { issuer, audience: AUDIENCE, currentDate: now() };
      const k = key();
      const payload = await verifyJwt(() =>
        k instanceof Uint8Array ? jwtVerify(token, k, { ...options, algorithms: ['HS256'] }) : jwtVerify(token, k, options),
      );
      if (!payload.sub) throw badJwt('the token names no user');
      const tokenSession = typeof payload.session_id === 'string' ? payload.session_id : null;
      if (isLive && !(await isLive(payload.sub, tokenSession))) throw new AuthError('session_not_found', AUTH_MESSAGES.sessionNotFound);
      const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
      return { id: payload.sub, email, provider: 'supabase', sessionId: null };
    },
  };
}

/** Sends each token to the verifier of the service that issued it (by its unverified `iss`). */
export function createTokenVerifier(local: TokenVerifier, supabase: { issuer: string; verifier: TokenVerifier } | null): TokenVerifier {
  return {
    verify(token) {
      let issuer: string | undefined;
      try {
        issuer = decodeJwt(token).iss;
      } catch {
        return Promise.reject(badJwt('the token is not a JWT'));
      }
      if (supabase && issuer === supabase.issuer) return supabase.verifier.verify(token);
      return local.verify(token);
    },
  };
}

export function supabaseIssuer(url: string): string {
  return `${url.replace(/\/+$/, '')}/auth/v1`;
}

async function verifyJwt(run: () => Promise<{ payload: JWTPayload }>): Promise<JWTPayload> {
  try {
    return (await run()).payload;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw badJwt('the token has expired');
    if (error instanceof errors.JOSEError) throw badJwt(error.message);
    throw error;
  }
}

function badJwt(reason: string): AuthError {
  return new AuthError('bad_jwt', `Invalid JWT: ${reason}`);
}

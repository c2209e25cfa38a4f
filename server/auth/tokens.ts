// Local access tokens: HS256 JWTs signed with SESSION_SECRET (issuer zonebrief-local, audience authenticated).

import { SignJWT } from 'jose';

export const LOCAL_ISSUER = 'zonebrief-local';
export const AUDIENCE = 'authenticated';

export function secretKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export interface AccessTokenSubject {
  userId: string;
  email: string;
  sessionId: string;
  providers: string[];
}

/** Signs an access token valid for `lifetimeSeconds` from `now`; expiresAt is in unix seconds. */
export async function signAccessToken(
  secret: string,
  subject: AccessTokenSubject,
  now: Date,
  lifetimeSeconds: number,
): Promise<{ token: string; expiresAt: number }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + lifetimeSeconds;
  const token = await new SignJWT({
    email: subject.email,
    session_id: subject.sessionId,
    role: 'authenticated',
    app_metadata: { provider: subject.providers[0] ?? 'email', providers: subject.providers },
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(LOCAL_ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(subject.userId)
    .setIssuedAt(issuedAt)
    // Every token is distinct, even two issued for one session in the same second (a refresh right after sign-in).
    .setJti(crypto.randomUUID())
    .setExpirationTime(expiresAt)
    .sign(secretKey(secret));
  return { token, expiresAt };
}

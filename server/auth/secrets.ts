// The one-time secrets of the auth service: random tokens and codes, and the hashes that alone are stored.
// Long random tokens are stored as plain SHA-256 (2^256 guesses make a stolen table useless); the 6-digit codes
// have only 10^6 values, so they are stored as HMAC-SHA256 under a key derived from the server's secret
// (SESSION_SECRET): a database reader without that secret cannot try all codes against the stored hashes.

import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url: refresh tokens, e-mail link tokens and auth codes. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A 6-digit sign-in code, leading zeros kept. */
export function randomCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** SHA-256 of a high-entropy token (randomToken()); never for short secrets such as the 6-digit codes. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Keeps the code key apart from the other uses of the server secret (token signing, webhook secret). */
const CODE_KEY_LABEL = 'zonebrief/auth/one-time-code/v1';

/** HMAC-SHA256 of a short secret (a 6-digit code) keyed with the server secret (AuthContext.secret), as hex. */
export function hashShortSecret(serverSecret: string, secret: string): string {
  if (serverSecret === '') throw new Error('hashShortSecret needs the server secret');
  const key = createHmac('sha256', serverSecret).update(CODE_KEY_LABEL, 'utf8').digest();
  return createHmac('sha256', key).update(secret, 'utf8').digest('hex');
}

/** Compares two hex hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

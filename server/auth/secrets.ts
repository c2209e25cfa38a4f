// The one-time secrets of the auth service: random tokens and codes, and the hashes that alone are stored.
// Long random tokens are stored as plain SHA-256 (2^256 guesses make a stolen table useless); the 6-digit codes
// have only 10^6 values, so they are stored as HMAC-SHA256 under a key derived from the server's secret
// (SESSION_SECRET): a database reader without that secret cannot try all codes against the stored hashes.

import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { deriveKey } from '../lib/keys';

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

/** The key the 6-digit codes are hashed under, derived once from the server secret (AuthContext.codeKey). */
export function deriveCodeKey(serverSecret: string): Buffer {
  return deriveKey(serverSecret, CODE_KEY_LABEL);
}

/** HMAC-SHA256 of a short secret (a 6-digit code) under the code key (deriveCodeKey), as hex. */
export function hashShortSecret(codeKey: Buffer, secret: string): string {
  return createHmac('sha256', codeKey).update(secret, 'utf8').digest('hex');
}

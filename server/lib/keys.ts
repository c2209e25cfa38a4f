// Keys derived from the server secret (SESSION_SECRET), one per use, and the constant-time compare of what they sign.

import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256(secret, label): a key of its own for each use of the server secret (code hashes, download links, the
 * embedded webhook), so that nothing one use signs is valid for another.
 */
export function deriveKey(secret: string, label: string): Buffer {
  if (secret === '') throw new Error(`deriveKey needs the server secret (${label})`);
  return createHmac('sha256', secret).update(label, 'utf8').digest();
}

/** Compares two hex digests in constant time; false when either is empty or their lengths differ. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

// Embedded-mode download links (docs/reports.md "Signed URLs"): /api/reports/<id>/pdf?user=&expires=&sig= where sig is
// HMAC-SHA256(session secret, id + user + expires), valid 3600 s (spec §9). The signature is the credential.

import { createHmac } from 'node:crypto';
import { deriveKey, sameHash } from '../lib/keys';

export const SIGNED_URL_SECONDS = 3600;

export interface PdfLink {
  path: string;
  expiresAt: Date;
}

export type SignatureCheck = { ok: true; id: string; userId: string } | { ok: false; reason: 'malformed' | 'tampered' | 'expired' };

/** A secret of its own for download links, derived from the session secret so that it never signs anything else. */
export function pdfLinkSecret(sessionSecret: string): string {
  return deriveKey(sessionSecret, 'zonebrief:report-pdf-links:v1').toString('hex');
}

/** The sig= of a link to report `id` for `userId`, valid until `expires` (Unix seconds), as hex. */
export function pdfLinkSignature(secret: string, id: string, userId: string, expires: number): string {
  return createHmac('sha256', secret).update(`${id}${userId}${expires}`).digest('hex');
}

export function signPdfLink(secret: string, id: string, userId: string, now: Date): PdfLink {
  const expires = Math.floor(now.getTime() / 1000) + SIGNED_URL_SECONDS;
  const query = new URLSearchParams({ user: userId, expires: String(expires), sig: pdfLinkSignature(secret, id, userId, expires) });
  return { path: `/api/reports/${encodeURIComponent(id)}/pdf?${query.toString()}`, expiresAt: new Date(expires * 1000) };
}

/** Checks the signature first (in constant time), then the expiry; a good link names the report id and its owner. */
export function verifyPdfLink(secret: string, id: string, query: Record<string, unknown>, now: Date): SignatureCheck {
  const { user, expires, sig } = query;
  if (typeof user !== 'string' || typeof expires !== 'string' || typeof sig !== 'string') return { ok: false, reason: 'malformed' };
  if (!/^\d{1,12}$/.test(expires) || !/^[0-9a-f]{64}$/.test(sig) || user.length > 64) return { ok: false, reason: 'malformed' };
  if (!sameHash(pdfLinkSignature(secret, id, user, Number(expires)), sig)) return { ok: false, reason: 'tampered' };
  if (Number(expires) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, id, userId: user };
}

// Bytes served as they are stored: gzip made once, with a strong ETag, so a repeat costs a look-up.

import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

export interface GzippedBody {
  gzip: Buffer;
  /** Unquoted hash of the gzip bytes; the identity variant gets its own tag derived from it. */
  etag: string;
}

export function gzipBody(bytes: Uint8Array, level = 6): GzippedBody {
  const gzip = gzipSync(bytes, { level });
  return { gzip, etag: etagOf(gzip) };
}

// Node's gzip writes no timestamp, so the same data gives the same ETag after a restart too.
export function etagOf(bytes: Uint8Array): string {
  return createHash('sha1').update(bytes).digest('base64url');
}

// The checksum a CKAN resource publishes (its free-text `hash` field), and the digests of a downloaded file.

import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

export type HashAlgorithm = 'md5' | 'sha1' | 'sha256' | 'sha512';

export interface PublishedHash {
  algorithm: HashAlgorithm;
  /** Lower-case hex. */
  hex: string;
}

const HEX_LENGTH: Record<HashAlgorithm, number> = { md5: 32, sha1: 40, sha256: 64, sha512: 128 };
const BY_LENGTH = new Map(Object.entries(HEX_LENGTH).map(([algorithm, length]) => [length, algorithm as HashAlgorithm]));

/**
 * Reads CKAN's `hash`: "sha256:<hex>", "md5:<hex>", … or bare hex whose length names the algorithm. Empty means none
 * published; anything else is not a checksum this client can check, and says so rather than passing silently.
 */
export function parsePublishedHash(value: string | null | undefined): PublishedHash | undefined | { unreadable: string } {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  const match = /^(?:(md5|sha-?1|sha-?256|sha-?512)\s*[:=]\s*)?([0-9a-f]+)$/i.exec(text);
  if (!match) return { unreadable: text };
  const hex = match[2]!.toLowerCase();
  const named = match[1]?.toLowerCase().replace('-', '') as HashAlgorithm | undefined;
  const algorithm = named ?? BY_LENGTH.get(hex.length);
  if (!algorithm || HEX_LENGTH[algorithm] !== hex.length) return { unreadable: text };
  return { algorithm, hex };
}

/** Digests of a file in one read: sha256 always (the download's record), plus any other algorithm asked for. */
export async function hashFile(file: string, extra: readonly HashAlgorithm[] = []): Promise<Partial<Record<HashAlgorithm, string>> & { sha256: string }> {
  const algorithms = [...new Set<HashAlgorithm>(['sha256', ...extra])];
  const hashes = algorithms.map((algorithm) => createHash(algorithm));
  for await (const chunk of createReadStream(file)) for (const hash of hashes) hash.update(chunk as Buffer);
  return Object.fromEntries(algorithms.map((algorithm, k) => [algorithm, hashes[k]!.digest('hex')])) as Partial<Record<HashAlgorithm, string>> & { sha256: string };
}

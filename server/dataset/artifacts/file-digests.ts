// Sizes and SHA-256 digests of a dataset folder's files: recorded when the folder is written, checked before a server
// serves from it, so a truncated copy or a changed byte is caught at start rather than answered from.

import { createHash, webcrypto } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export interface FileDigest {
  bytes: number;
  sha256: string;
}

/** Files up to this size are read whole and hashed on libuv's thread pool; larger ones are streamed. */
const WHOLE_FILE_BYTES = 256 * 1024 * 1024;
/** Files hashed at once: one per core of the machines this runs on, so reading and hashing overlap without piling up. */
const CONCURRENT_DIGESTS = 2;

/**
 * The file's size and SHA-256. Read whole, a file is hashed by WebCrypto, which runs on the thread pool: the server's
 * own thread goes on meanwhile (opening the database beside the dataset at start).
 */
export async function digestFile(file: string, wholeUpToBytes = WHOLE_FILE_BYTES): Promise<FileDigest> {
  if ((await stat(file)).size <= wholeUpToBytes) {
    const bytes = await readFile(file);
    const digest = await webcrypto.subtle.digest('SHA-256', bytes);
    return { bytes: bytes.length, sha256: Buffer.from(digest).toString('hex') };
  }
  return streamDigest(file);
}

async function streamDigest(file: string): Promise<FileDigest> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** Digests of the named files (relative to `dir`), in the order given. */
export async function digestFiles(dir: string, names: readonly string[]): Promise<Record<string, FileDigest>> {
  const digests: Record<string, FileDigest> = {};
  for (const name of names) digests[name] = await digestFile(path.join(dir, name));
  return digests;
}

/** A file that is not what the manifest recorded. */
export class DigestMismatchError extends Error {
  override readonly name = 'DigestMismatchError';
  constructor(readonly file: string, problem: string) {
    super(`${file}: ${problem}`);
  }
}

/**
 * Checks each named file against its digest: the size of every one first (cheap, and catches a truncated copy), then
 * the SHA-256 of each.
 */
export async function verifyFiles(dir: string, digests: Readonly<Record<string, FileDigest>>, names: readonly string[]): Promise<void> {
  for (const name of names) {
    const expected = digests[name];
    const file = path.join(dir, name);
    if (!expected) throw new DigestMismatchError(file, 'has no recorded size and checksum in the manifest');
    const size = await stat(file).then(
      (s) => s.size,
      () => -1,
    );
    if (size < 0) throw new DigestMismatchError(file, 'is missing');
    if (size !== expected.bytes) throw new DigestMismatchError(file, `is ${size} bytes; the manifest records ${expected.bytes}`);
  }
  const queue = [...names];
  const check = async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      const file = path.join(dir, name);
      const { sha256 } = await digestFile(file);
      if (sha256 !== digests[name]!.sha256) throw new DigestMismatchError(file, `has SHA-256 ${sha256}; the manifest records ${digests[name]!.sha256}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_DIGESTS }, check));
}

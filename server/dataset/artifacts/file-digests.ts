// Sizes and SHA-256 digests of a dataset folder's files: recorded when the folder is written, checked before a server
// serves from it, so a truncated copy or a changed byte is caught at start rather than answered from.

import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

export interface FileDigest {
  bytes: number;
  sha256: string;
}

/** Sizes and digests of the named files (relative to `dir`), in the order given; hashed on the worker, as verifyFiles does. */
export async function digestFiles(dir: string, names: readonly string[]): Promise<Record<string, FileDigest>> {
  const files = names.map((name) => path.join(dir, name));
  const sha256 = await digestInWorker(files);
  const digests: Record<string, FileDigest> = {};
  for (const [i, name] of names.entries()) digests[name] = { bytes: (await stat(files[i]!)).size, sha256: sha256[i]! };
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
 * the SHA-256 of each, on a worker thread.
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
  const files = names.map((name) => path.join(dir, name));
  const found = await digestInWorker(files);
  names.forEach((name, i) => {
    const sha256 = found[i]!;
    if (sha256 !== digests[name]!.sha256) throw new DigestMismatchError(files[i]!, `has SHA-256 ${sha256}; the manifest records ${digests[name]!.sha256}`);
  });
}

// Plain JavaScript, run as a worker's whole program: it reads and hashes the files itself, so neither the reading nor
// the hashing waits for the main thread, which at start is busy opening PGlite (WebAssembly that holds it for seconds).
const DIGEST_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const { openSync, readSync, closeSync } = require('node:fs');
const buffer = Buffer.allocUnsafe(4 << 20);
const digests = workerData.map((file) => {
  const hash = createHash('sha256');
  const fd = openSync(file, 'r');
  try {
    for (let read = readSync(fd, buffer, 0, buffer.length, null); read > 0; read = readSync(fd, buffer, 0, buffer.length, null)) {
      hash.update(buffer.subarray(0, read));
    }
  } finally {
    closeSync(fd);
  }
  return hash.digest('hex');
});
parentPort.postMessage(digests);
`;

/** The SHA-256 of each file, in order, computed on a thread of its own. */
export function digestInWorker(files: readonly string[]): Promise<string[]> {
  if (files.length === 0) return Promise.resolve([]);
  return new Promise((resolve, reject) => {
    const worker = new Worker(DIGEST_WORKER, { eval: true, workerData: files });
    worker.once('message', (digests: string[]) => resolve(digests));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`The checksum worker stopped with code ${code}`));
    });
  });
}

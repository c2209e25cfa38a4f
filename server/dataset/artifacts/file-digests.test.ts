// Sizes and SHA-256 digests of dataset files: each file's size and createHash's digest, and a changed byte caught.

import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DigestMismatchError, digestFiles, digestInWorker, verifyFiles } from './file-digests';

let dir: string;
const content = randomBytes(3 * 1024 * 1024 + 17);

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'zonebrief-digests-'));
  await writeFile(path.join(dir, 'a.bin'), content);
  await writeFile(path.join(dir, 'b.bin'), content.subarray(0, 1000));
  await writeFile(path.join(dir, 'c.bin'), Buffer.alloc(0));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('digestFiles', () => {
  it('when files are digested, then each gets its size and the SHA-256 of its bytes, by name', async () => {
    const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

    expect(await digestFiles(dir, ['c.bin', 'a.bin'])).toEqual({
      'c.bin': { bytes: 0, sha256: sha256(Buffer.alloc(0)) },
      'a.bin': { bytes: content.length, sha256: sha256(content) },
    });
  });
});

describe('verifyFiles', () => {
  it('when every file matches, then it resolves; when one byte of one of several differs, then it names that file', async () => {
    const names = ['a.bin', 'b.bin', 'c.bin'];
    const digests = await digestFiles(dir, names);
    await expect(verifyFiles(dir, digests, names)).resolves.toBeUndefined();

    const changed = Buffer.from(content.subarray(0, 1000));
    changed[500] = changed[500]! ^ 1;
    await writeFile(path.join(dir, 'b.bin'), changed);

    const failure = verifyFiles(dir, digests, names);
    await expect(failure).rejects.toBeInstanceOf(DigestMismatchError);
    await expect(failure).rejects.toThrow(`${path.join(dir, 'b.bin')}: has SHA-256`);
  });
});

describe('digestInWorker', () => {
  it('when files are hashed on the worker while the main thread is busy, then the digests are createHash\'s, in order', async () => {
    const files = ['a.bin', 'c.bin'].map((name) => path.join(dir, name));
    const pending = digestInWorker(files);
    // The main thread held for a while, as PGlite holds it at start: the worker goes on regardless.
    const until = Date.now() + 200;
    while (Date.now() < until) {
      // busy
    }

    expect(await pending).toEqual([createHash('sha256').update(content).digest('hex'), createHash('sha256').digest('hex')]);
    await expect(digestInWorker([path.join(dir, 'missing.bin')])).rejects.toThrow(/ENOENT/);
  });
});

import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashFile, parsePublishedHash } from './checksum';

describe('parsePublishedHash', () => {
  const sha256 = 'A'.repeat(64);

  it('when the hash names its algorithm, then that algorithm and the lower-case hex are read', () => {
    expect(parsePublishedHash(`sha256:${sha256}`)).toEqual({ algorithm: 'sha256', hex: 'a'.repeat(64) });
    expect(parsePublishedHash(`SHA-1=${'b'.repeat(40)}`)).toEqual({ algorithm: 'sha1', hex: 'b'.repeat(40) });
  });

  it('when the hash is bare hex, then its length names the algorithm', () => {
    expect(parsePublishedHash('c'.repeat(32))).toEqual({ algorithm: 'md5', hex: 'c'.repeat(32) });
    expect(parsePublishedHash(sha256)).toEqual({ algorithm: 'sha256', hex: 'a'.repeat(64) });
  });

  it('when nothing is published, then there is nothing to check', () => {
    expect(parsePublishedHash('')).toBeUndefined();
    expect(parsePublishedHash(null)).toBeUndefined();
    expect(parsePublishedHash('  ')).toBeUndefined();
  });

  it('when the text is not a checksum (or its length does not fit its algorithm), then it is reported as unreadable', () => {
    expect(parsePublishedHash('see readme')).toEqual({ unreadable: 'see readme' });
    expect(parsePublishedHash(`md5:${'d'.repeat(40)}`)).toEqual({ unreadable: `md5:${'d'.repeat(40)}` });
    expect(parsePublishedHash('abc123')).toEqual({ unreadable: 'abc123' });
  });
});

describe('hashFile', () => {
  it('when asked for md5 too, then one read gives sha256 and md5 of the file', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'zonebrief-hash-'));
    const file = path.join(dir, 'f');
    await writeFile(file, 'zoning');
    try {
      expect(await hashFile(file, ['md5'])).toEqual({
        sha256: createHash('sha256').update('zoning').digest('hex'),
        md5: createHash('md5').update('zoning').digest('hex'),
      });
    } finally {
      await rm(dir, { recursive: true });
    }
  });
});

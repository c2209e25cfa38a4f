// deriveKey and sameHash: one key per label, and a compare that refuses what is not the same digest.

import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveKey, sameHash } from './keys';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('deriveKey', () => {
  it('when a key is derived, then it is HMAC-SHA256 of the label under the secret (what links and codes were signed with)', () => {
    expect(deriveKey('server-secret', 'label-a')).toEqual(createHmac('sha256', 'server-secret').update('label-a').digest());
  });

  it('when two labels or two secrets differ, then so do the keys', () => {
    const key = deriveKey('server-secret', 'label-a').toString('hex');

    expect(deriveKey('server-secret', 'label-b').toString('hex')).not.toBe(key);
    expect(deriveKey('other-secret', 'label-a').toString('hex')).not.toBe(key);
  });

  it('when there is no server secret, then no key is derived', () => {
    expect(() => deriveKey('', 'label-a')).toThrow(/server secret/);
  });
});

describe('sameHash', () => {
  it('when two digests are equal, then it says true', () => {
    expect(sameHash(sha256('a'), sha256('a'))).toBe(true);
  });

  it('when two digests differ or are empty, then it says false', () => {
    expect(sameHash(sha256('a'), sha256('b'))).toBe(false);
    expect(sameHash(sha256('a'), sha256('a').slice(0, 62))).toBe(false);
    expect(sameHash('', '')).toBe(false);
  });
});

// The stored forms of the auth service's secrets.

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashSecret, hashShortSecret, randomCode, sameHash } from './secrets';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('secrets', () => {
  it('when a 6-digit code is hashed, then the hash depends on the server secret and is not its plain SHA-256', () => {
    const code = randomCode();

    const stored = hashShortSecret('server-secret-a', code);

    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toBe(sha256(code));
    expect(hashShortSecret('server-secret-a', code)).toBe(stored);
    expect(hashShortSecret('server-secret-b', code)).not.toBe(stored);
    expect(sameHash(hashShortSecret('server-secret-a', code), stored)).toBe(true);
  });

  it('when there is no server secret, then a short secret is not hashed at all', () => {
    expect(() => hashShortSecret('', '123456')).toThrow(/server secret/);
  });

  it('when a long random token is hashed, then it is its SHA-256', () => {
    expect(hashSecret('token')).toBe(sha256('token'));
  });

  it('when two hashes differ or are empty, then sameHash says false', () => {
    expect(sameHash(sha256('a'), sha256('b'))).toBe(false);
    expect(sameHash('', '')).toBe(false);
  });
});

// The stored forms of the auth service's secrets.

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveCodeKey, hashSecret, hashShortSecret, randomCode } from './secrets';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('secrets', () => {
  it('when a 6-digit code is hashed, then the hash depends on the server secret and is not its plain SHA-256', () => {
    const code = randomCode();

    const stored = hashShortSecret(deriveCodeKey('server-secret-a'), code);

    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toBe(sha256(code));
    expect(hashShortSecret(deriveCodeKey('server-secret-a'), code)).toBe(stored);
    expect(hashShortSecret(deriveCodeKey('server-secret-b'), code)).not.toBe(stored);
  });

  it('when there is no server secret, then there is no code key to hash with', () => {
    expect(() => deriveCodeKey('')).toThrow(/server secret/);
  });

  it('when a long random token is hashed, then it is its SHA-256', () => {
    expect(hashSecret('token')).toBe(sha256('token'));
  });
});

// Password hashing: the stored format, verification, and the default cost of N = 2^15.

import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from './passwords';

const cheap = createPasswordHasher({ costLog2: 10 });

describe('password hashing', () => {
  it('when a password is hashed, then it is stored as scrypt$cost$r$p$salt$hash with a fresh salt each time', async () => {
    const first = await cheap.hash('Maple!Harbour7Quay');
    const second = await cheap.hash('Maple!Harbour7Quay');

    expect(first).toMatch(/^scrypt\$10\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(second).not.toBe(first);
  });

  it('when the right password is given, then it verifies; a wrong one does not', async () => {
    const stored = await cheap.hash('Maple!Harbour7Quay');

    expect(await cheap.verify('Maple!Harbour7Quay', stored)).toBe(true);
    expect(await cheap.verify('maple!Harbour7Quay', stored)).toBe(false);
  });

  it('when there is no stored hash (unknown e-mail), then it says false after spending a hash', async () => {
    expect(await cheap.verify('anything', null)).toBe(false);
  });

  it('when the stored value is not a scrypt hash, then it says false', async () => {
    expect(await cheap.verify('anything', 'md5$abc')).toBe(false);
  });

  it('when the hash was made at another cost, then it still verifies with its own parameters', async () => {
    const stored = await createPasswordHasher({ costLog2: 11 }).hash('Cedar#Lantern42Vale');

    expect(await cheap.verify('Cedar#Lantern42Vale', stored)).toBe(true);
  });

  it('when no cost is given, then N is 2^15', async () => {
    expect(await createPasswordHasher().hash('Cedar#Lantern42Vale')).toMatch(/^scrypt\$15\$8\$1\$/);
  });
});

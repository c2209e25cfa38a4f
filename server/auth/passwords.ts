// Password hashing with scrypt (N=2^15, r=8, p=1), stored as `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>` and compared in constant time.

import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password; with no stored hash (unknown e-mail) it still spends one hash, then says false. */
  verify(password: string, stored: string | null): Promise<boolean>;
}

export interface PasswordHashingOptions {
  /** log2 of scrypt's N; 15 unless a test lowers it to stay fast. */
  costLog2?: number;
}

const KEY_LENGTH = 64;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export function createPasswordHasher({ costLog2 = 15 }: PasswordHashingOptions = {}): PasswordHasher {
  let dummy: Promise<string> | null = null;

  async function hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(password, salt, { N: 2 ** costLog2, r: BLOCK_SIZE, p: PARALLELISM });
    return ['scrypt', costLog2, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
  }

  async function verify(password: string, stored: string | null): Promise<boolean> {
    // An unknown e-mail costs the same one hash as a known one, so timing does not tell who has an account.
    dummy ??= hash('zonebrief-dummy-password');
    const parsed = parseHash(stored ?? (await dummy));
    if (!parsed) return false;
    const key = await derive(password, parsed.salt, { N: 2 ** parsed.costLog2, r: parsed.r, p: parsed.p });
    return stored !== null && key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
  }

  return { hash, verify };
}

function parseHash(stored: string): { costLog2: number; r: number; p: number; salt: Buffer; key: Buffer } | null {
  const [scheme, cost, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !r || !p || !salt || !key) return null;
  const numbers = [Number(cost), Number(r), Number(p)];
  if (!numbers.every((value) => Number.isInteger(value) && value > 0 && value < 64)) return null;
  return { costLog2: Number(cost), r: Number(r), p: Number(p), salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

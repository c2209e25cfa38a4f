// The development session secret kept under DATA_DIR: made once with mode 0600, then read back on every start.

import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadOrCreateDevSecret } from './dev-secret';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'zonebrief-secret-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('loadOrCreateDevSecret', () => {
  it('when no secret is kept yet, then one is created in DATA_DIR/session-secret readable by the owner only', async () => {
    const dataDir = path.join(dir, 'data');

    const secret = await loadOrCreateDevSecret(dataDir);

    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect((await readFile(path.join(dataDir, 'session-secret'), 'utf8')).trim()).toBe(secret);
    expect((await stat(path.join(dataDir, 'session-secret'))).mode & 0o777).toBe(0o600);
  });

  it('when a secret is kept, then the next start reads the same one', async () => {
    const first = await loadOrCreateDevSecret(dir);

    expect(await loadOrCreateDevSecret(dir)).toBe(first);
  });

  it('when the kept secret is too short, then a new one replaces it', async () => {
    await writeFile(path.join(dir, 'session-secret'), 'short\n');

    expect(await loadOrCreateDevSecret(dir)).toHaveLength(64);
  });
});

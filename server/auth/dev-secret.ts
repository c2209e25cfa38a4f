// Outside production without SESSION_SECRET: a secret kept in DATA_DIR/session-secret (mode 0600), so restarting
// `npm start` does not sign everyone out. Called by server/index.ts; loadConfig itself stays free of file I/O.

import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const MIN_LENGTH = 32;

export async function loadOrCreateDevSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'session-secret');
  try {
    const kept = (await readFile(file, 'utf8')).trim();
    if (kept.length >= MIN_LENGTH) return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32).toString('hex');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

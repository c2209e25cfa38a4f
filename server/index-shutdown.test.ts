// server/index.ts's shutdown with report streams open: SIGTERM ends them at once (their clients connect again, to a
// replica still up) and the process exits promptly instead of waiting out its 10 s limit. On PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL, where the feed is the LISTEN/NOTIFY one.

import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthSession } from '../src/lib/api/auth';
import { createConfirmedAccount, E2E_PASSWORD } from '../tests/e2e/accounts';
import { tinyDataset } from '../tests/fixtures/tiny-dataset';
import { openEventStream } from '../tests/support/event-stream';
import { startServerProcess, type ServerProcess } from '../tests/support/server-process';
import { createThrowawaySchema } from '../tests/support/test-databases';
import { writeDataset } from './dataset/store';

/** Well under the 10 s the shutdown gives in-flight requests, with room for a loaded machine. */
const PROMPT_EXIT_MS = 2_000;

interface Backend {
  name: string;
  /** The server's DATABASE_URL ('' for PGlite under DATA_DIR), and what removes the database afterwards. */
  prepare(): Promise<{ databaseUrl: string; dispose(): Promise<void> }>;
}

const backends: Backend[] = [{ name: 'pglite', prepare: async () => ({ databaseUrl: '', dispose: async () => undefined }) }];
const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  backends.push({
    name: 'postgres',
    prepare: async () => {
      const throwaway = await createThrowawaySchema(postgresUrl, 'shutdown');
      return { databaseUrl: throwaway.databaseUrl, dispose: () => throwaway.drop() };
    },
  });
}

let work: string;
let datasetDir: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'zonebrief-shutdown-'));
  datasetDir = await writeDataset(path.join(work, 'datasets'), tinyDataset());
});
afterAll(() => rm(work, { recursive: true, force: true }));

async function signIn(baseUrl: string): Promise<AuthSession> {
  const email = `shutdown-${randomUUID()}@example.com`;
  await createConfirmedAccount(baseUrl, email);
  const res = await fetch(`${baseUrl}/api/auth/local/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: E2E_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as AuthSession;
}

describe.each(backends)('server shutdown with a report stream open on $name', (backend) => {
  it('when SIGTERM arrives, then the stream ends and the process exits within 2 s', { timeout: 60_000 }, async () => {
    const database = await backend.prepare();
    let server: ServerProcess | undefined;
    try {
      server = await startServerProcess({
        DATA_DIR: path.join(work, backend.name),
        DATASET_DIR: datasetDir,
        DATABASE_URL: database.databaseUrl,
        SESSION_SECRET: 'shutdown-test-session-secret-of-forty-chars',
      });
      const session = await signIn(server.baseUrl);
      const ticketRes = await fetch(`${server.baseUrl}/api/reports/events/ticket`, { method: 'POST', headers: { authorization: `Bearer ${session.access_token}` } });
      const { ticket } = (await ticketRes.json()) as { ticket: string };
      const stream = await openEventStream(`${server.baseUrl}/api/reports/events?ticket=${encodeURIComponent(ticket)}`);
      await stream.waitFor(/: connected\n\n/);
      // Ended cleanly by the server, rather than cut when its process went.
      const streamEnd = Promise.race([stream.endedByServer.then(() => 'ended'), new Promise((resolve) => setTimeout(resolve, PROMPT_EXIT_MS, 'still open'))]);

      const started = Date.now();
      const code = await server.stop();
      const tookMs = Date.now() - started;

      expect(code).toBe(0);
      expect(tookMs).toBeLessThan(PROMPT_EXIT_MS);
      expect(await streamEnd).toBe('ended');
      await stream.close();
    } finally {
      await server?.kill();
      await database.dispose();
    }
  });
});

// Two real server processes (server/index.ts) on one PostgreSQL, in a throwaway schema: the auth rate limits' counters
// live in the database, so failures split across both replicas reach one limit. Needs TEST_DATABASE_URL.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyDataset } from '../../tests/fixtures/tiny-dataset';
import { startReplicas, type ServerProcess } from '../../tests/support/server-process';
import { createThrowawaySchema, type ThrowawaySchema } from '../../tests/support/test-databases';
import type { Database } from '../db/client';
import { writeDataset } from '../dataset/store';
import { DEFAULT_RATE_LIMITS } from './rate-limits';

const url = process.env.TEST_DATABASE_URL;
const CLIENT_IP = '203.0.113.77';

describe.skipIf(!url)('auth rate limits across two server processes on one PostgreSQL', () => {
  let throwaway: ThrowawaySchema;
  let schema: string;
  let admin: Database;
  let work: string;
  let replicas: ServerProcess[] = [];

  beforeAll(async () => {
    throwaway = await createThrowawaySchema(url as string);
    ({ admin, schema } = throwaway);
    work = await mkdtemp(path.join(tmpdir(), 'zonebrief-replicas-'));
    const datasetDir = await writeDataset(path.join(work, 'datasets'), tinyDataset());
    replicas = await startReplicas(work, {
      DATASET_DIR: datasetDir,
      DATABASE_URL: throwaway.databaseUrl,
      SESSION_SECRET: 'replicas-test-session-secret-of-forty-chars',
    });
  });

  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.stop()));
    await throwaway?.drop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  const signIn = async (replica: ServerProcess, email: string) => {
    const res = await fetch(`${replica.baseUrl}/api/auth/local/token?grant_type=password`, {
      method: 'POST',
      // The servers trust X-Forwarded-For from loopback, as behind a proxy: both see the same client.
      headers: { 'content-type': 'application/json', 'x-forwarded-for': CLIENT_IP },
      body: JSON.stringify({ email, password: 'Wrong!Harbour7Quay' }),
    });
    return res.status;
  };

  it('when the migrations ran, then the counters table is in the throwaway schema', async () => {
    const { rows } = await admin.query('select 1 from information_schema.tables where table_schema = $1 and table_name = $2', [schema, 'rate_limit_counters']);

    expect(rows).toHaveLength(1);
  });

  it('when failures for one e-mail and IP are split across both processes, then together they reach the one limit', async () => {
    const [a, b] = replicas as [ServerProcess, ServerProcess];
    const email = `replicas.${Date.now().toString(36)}@example.com`;
    const limit = DEFAULT_RATE_LIMITS.signIn.perEmailAndIp;
    const statuses = [];
    for (let i = 0; i < limit; i += 1) statuses.push(await signIn(i % 2 === 0 ? a : b, email));

    expect(statuses).toEqual(Array<number>(limit).fill(400));
    expect(await signIn(a, email)).toBe(429);
    expect(await signIn(b, email)).toBe(429);
    const { rows } = await admin.query<{ hits: number }>(`select hits from ${schema}.rate_limit_counters where email = $1 and ip = $2`, [email, CLIENT_IP]);
    expect(rows).toEqual([{ hits: limit }]);
  });
});

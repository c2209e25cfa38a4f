// Two real server processes (server/index.ts) on one PostgreSQL, in a throwaway schema: a user's report stream opened
// on one replica hears the reports made and deleted through the other (LISTEN/NOTIFY), also after its listening
// connection was cut. Needs TEST_DATABASE_URL.

import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthSession } from '../../src/lib/api/auth';
import { createConfirmedAccount, E2E_PASSWORD } from '../../tests/e2e/accounts';
import { tinyDataset } from '../../tests/fixtures/tiny-dataset';
import { ON_PARCEL } from '../../tests/support/analysis-test-app';
import { changesIn, openEventStream, type OpenEventStream } from '../../tests/support/event-stream';
import { startReplicas, type ServerProcess } from '../../tests/support/server-process';
import { createThrowawaySchema, type ThrowawaySchema } from '../../tests/support/test-databases';
import { creditAccount } from '../credits/ledger';
import { openDatabase, type Database } from '../db/client';
import { writeDataset } from '../dataset/store';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('report events across two server processes on one PostgreSQL', () => {
  let throwaway: ThrowawaySchema;
  /** The servers' LISTEN connections, as they name themselves in pg_stat_activity. */
  let listenerName: string;
  let admin: Database;
  let db: Database;
  let work: string;
  let replicas: ServerProcess[] = [];
  const streams: OpenEventStream[] = [];

  beforeAll(async () => {
    throwaway = await createThrowawaySchema(url as string);
    ({ admin } = throwaway);
    listenerName = `zonebrief listen zonebrief_reports:${throwaway.schema}`;
    work = await mkdtemp(path.join(tmpdir(), 'zonebrief-report-events-'));
    const datasetDir = await writeDataset(path.join(work, 'datasets'), tinyDataset());
    replicas = await startReplicas(work, {
      DATASET_DIR: datasetDir,
      DATABASE_URL: throwaway.databaseUrl,
      SESSION_SECRET: 'replicas-test-session-secret-of-forty-chars',
    });
    db = await openDatabase({ kind: 'postgres', url: url as string, schema: throwaway.schema, maxConnections: 2 });
  });

  afterAll(async () => {
    // An open stream would hold a server's shutdown until its 10 s limit.
    await Promise.all(streams.map((stream) => stream.close()));
    await Promise.all(replicas.map((replica) => replica.stop()));
    await db?.close();
    await throwaway?.drop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  /** A confirmed user, signed in on a (tokens are good on both: one SESSION_SECRET), with credits to spend. */
  const fundedUser = async (replica: ServerProcess, credits: number): Promise<AuthSession> => {
    const email = `replica-events-${randomUUID()}@example.com`;
    await createConfirmedAccount(replica.baseUrl, email);
    const res = await fetch(`${replica.baseUrl}/api/auth/local/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: E2E_PASSWORD }),
    });
    expect(res.status).toBe(200);
    const session = (await res.json()) as AuthSession;
    await creditAccount(db, { userId: session.user.id, credits, reason: 'purchase', reference: `test:${randomUUID()}` });
    return session;
  };

  const openStreamOn = async (replica: ServerProcess, token: string): Promise<OpenEventStream> => {
    const ticket = await fetch(`${replica.baseUrl}/api/reports/events/ticket`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    const { ticket: value } = (await ticket.json()) as { ticket: string };
    const stream = await openEventStream(`${replica.baseUrl}/api/reports/events?ticket=${encodeURIComponent(value)}`);
    streams.push(stream);
    await stream.waitFor(/: connected/);
    return stream;
  };

  const analyse = async (replica: ServerProcess, token: string) => {
    const res = await fetch(`${replica.baseUrl}/api/analysis`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': `key-${randomUUID()}` },
      body: JSON.stringify(ON_PARCEL),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { report: { id: string } }).report;
  };

  const listeners = async () =>
    (await admin.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1 order by pid', [listenerName])).rows.map((row) => row.pid);

  it('when a report is made and deleted through one process, then the stream opened on the other hears INSERT and DELETE', async () => {
    const [a, b] = replicas as [ServerProcess, ServerProcess];
    const session = await fundedUser(a, 1);
    const stranger = await fundedUser(b, 1);
    const stream = await openStreamOn(a, session.access_token);

    await analyse(b, stranger.access_token);
    const report = await analyse(b, session.access_token);
    await stream.waitFor(/"INSERT"/);
    const deleted = await fetch(`${b.baseUrl}/api/reports/${report.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${session.access_token}` } });
    await stream.waitFor(/"DELETE"/);

    expect(deleted.status).toBe(204);
    expect(changesIn(stream.text())).toEqual([
      { type: 'INSERT', id: report.id, report },
      { type: 'DELETE', id: report.id, report: null },
    ]);
  });

  it('when the listening connections are terminated, then the stream is told to resync and still hears what the other process does', async () => {
    const [a, b] = replicas as [ServerProcess, ServerProcess];
    const session = await fundedUser(a, 1);
    const stream = await openStreamOn(a, session.access_token);
    const before = await listeners();

    // Both processes' connections (which one is whose is not visible from here); each opens its own again.
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [listenerName]);
    await stream.waitFor(/event: resync\n/);
    const report = await analyse(b, session.access_token);
    await stream.waitFor(/"INSERT"/);

    expect(before).toHaveLength(2);
    await expect.poll(listeners).toHaveLength(2);
    expect((await listeners()).filter((pid) => before.includes(pid))).toEqual([]);
    expect(changesIn(stream.text())).toEqual([{ type: 'INSERT', id: report.id, report }]);
  });
});

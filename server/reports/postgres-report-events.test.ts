// The LISTEN/NOTIFY report feed on the real PostgreSQL server (TEST_DATABASE_URL; .ci/run sets it when one answers):
// two feeds on one schema stand for two replicas. Each test file has a schema, and so a channel, of its own.

import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../tests/support/test-databases';
import { listenForNotifications, openDatabase, type Database } from '../db/client';
import { createLogger } from '../http/logger';
import { openPostgresReportEvents, reportEventsChannel } from './postgres-report-events';
import type { ReportEvents, ReportFeedEvent } from './report-events';
import { deleteOwnReport, insertReport, reportIdOf } from './reports-repository';

const url = process.env.TEST_DATABASE_URL;
const postgres = testDatabases().find((kind) => kind.name === 'postgres');

/** Log lines written by the feeds, parsed. */
const logged: { level: number; msg: string; payload?: string }[] = [];
const logger = createLogger(
  'info',
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(JSON.parse(chunk.toString()));
      done();
    },
  }),
);

/** The events a user's subscription hears; until() resolves once one matches. */
function follow(events: ReportEvents, userId: string) {
  const heard: ReportFeedEvent[] = [];
  const waiters: { match: (event: ReportFeedEvent) => boolean; resolve: () => void }[] = [];
  events.subscribe(userId, (event) => {
    heard.push(event);
    for (const waiter of waiters.filter((w) => w.match(event))) waiter.resolve();
  });
  return {
    heard,
    until: (match: (event: ReportFeedEvent) => boolean) =>
      heard.some(match) ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ match, resolve })),
  };
}

const isChange = (type: string, id: string) => (event: ReportFeedEvent) => event.kind === 'change' && event.change.type === type && event.change.id === id;
const isResync = (event: ReportFeedEvent) => event.kind === 'resync';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!url || !postgres)('report events over PostgreSQL LISTEN/NOTIFY', () => {
  let database: { db: Database; close(): Promise<void> };
  let admin: Database;
  const opened: ReportEvents[] = [];

  beforeAll(async () => {
    database = await postgres!.open();
    admin = await openDatabase({ kind: 'postgres', url: url!, maxConnections: 1 });
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((events) => events.close()));
  });
  afterAll(async () => {
    await admin?.close();
    await database?.close();
  });

  const openFeed = async () => {
    const events = await openPostgresReportEvents({
      db: database.db,
      logger,
      listen: (channel, onNotification) => listenForNotifications(url!, channel, onNotification),
      reconnectDelaysMs: [50, 200],
    });
    opened.push(events);
    return events;
  };

  /** Inserts a report for the user in a transaction that announces it, committed unless told to roll back. */
  const createReport = async (events: ReportEvents, userId: string, { rollBack = false } = {}) => {
    const id = randomUUID();
    const fail = new Error('rolled back on purpose');
    let announce: () => void = () => undefined;
    const row = await database.db
      .transaction(async (tx) => {
        const report = await insertReport(tx, {
          id,
          userId,
          reportId: reportIdOf(id),
          address: '12 Euclid Ave',
          zoneCode: 'RD (f12.0; d0.6)',
          pdfPath: null,
          sizeBytes: null,
          idempotencyKey: null,
          point: null,
          parcelId: null,
        });
        announce = await events.publishOnCommit(tx, userId, { type: 'INSERT', id, report });
        if (rollBack) throw fail;
        return report;
      })
      .catch((error: unknown) => {
        if (error !== fail) throw error;
        return null;
      });
    announce();
    return { id, row };
  };

  const deleteReport = async (events: ReportEvents, userId: string, id: string) => {
    const announce = await database.db.transaction(async (tx) => {
      await deleteOwnReport(tx, userId, id);
      return events.publishOnCommit(tx, userId, { type: 'DELETE', id, report: null });
    });
    announce();
  };

  it('when a report is made and deleted through one replica, then the user on the other hears INSERT with the row, then DELETE', async () => {
    const [here, there] = [await openFeed(), await openFeed()];
    const userId = randomUUID();
    const stream = follow(here, userId);

    const { id, row } = await createReport(there, userId);
    await stream.until(isChange('INSERT', id));
    await deleteReport(there, userId, id);
    await stream.until(isChange('DELETE', id));

    expect(stream.heard).toEqual([
      { kind: 'change', change: { type: 'INSERT', id, report: row } },
      { kind: 'change', change: { type: 'DELETE', id, report: null } },
    ]);
  });

  it('when the transaction rolls back, then nobody hears of it', async () => {
    const [here, there] = [await openFeed(), await openFeed()];
    const userId = randomUUID();
    const stream = follow(here, userId);

    const rolledBack = await createReport(there, userId, { rollBack: true });
    const committed = await createReport(there, userId);
    await stream.until(isChange('INSERT', committed.id));

    expect(rolledBack.row).toBeNull();
    expect(stream.heard.map((event) => event.kind === 'change' && event.change.id)).toEqual([committed.id]);
  });

  it("when another user's report is made, then this user hears nothing of it", async () => {
    const [here, there] = [await openFeed(), await openFeed()];
    const [mine, theirs] = [randomUUID(), randomUUID()];
    const stream = follow(here, mine);

    await createReport(there, theirs);
    const own = await createReport(there, mine);
    await stream.until(isChange('INSERT', own.id));

    expect(stream.heard).toHaveLength(1);
  });

  it('when a malformed payload arrives on the channel, then it is logged and ignored, and later notices still arrive', async () => {
    const here = await openFeed();
    const userId = randomUUID();
    const stream = follow(here, userId);
    const channel = await reportEventsChannel(database.db);

    await admin.query('select pg_notify($1, $2)', [channel, '{"user": "not a notice"']);
    await admin.query('select pg_notify($1, $2)', [channel, JSON.stringify({ user: userId, type: 'TRUNCATE', id: randomUUID() })]);
    const { id } = await createReport(here, userId);
    await stream.until(isChange('INSERT', id));

    expect(stream.heard).toHaveLength(1);
    const ignored = logged.filter((line) => line.msg === 'ignored a malformed report notice');
    expect(ignored.map((line) => line.payload)).toEqual(expect.arrayContaining(['{"user": "not a notice"', expect.stringContaining('TRUNCATE')]));
  });

  it('when the listening connection is terminated, then it is opened again, streams are told to resync, and notices arrive again', async () => {
    const [here, there] = [await openFeed(), await openFeed()];
    const userId = randomUUID();
    const stream = follow(here, userId);
    const pid = (here as Awaited<ReturnType<typeof openPostgresReportEvents>>).listenerPid();

    const { rows } = await admin.query<{ terminated: boolean }>('select pg_terminate_backend($1) as terminated', [pid]);
    await stream.until(isResync);
    const { id } = await createReport(there, userId);
    await stream.until(isChange('INSERT', id));

    expect(rows).toEqual([{ terminated: true }]);
    expect((here as Awaited<ReturnType<typeof openPostgresReportEvents>>).listenerPid()).not.toBe(pid);
    expect(stream.heard).toEqual([{ kind: 'resync' }, expect.objectContaining({ kind: 'change' })]);
    expect(logged.some((line) => line.msg === 'the report notices connection dropped; reopening it')).toBe(true);
  });

  it("when an INSERT's row is gone by the time it is read, then only the DELETE is heard", async () => {
    const here = await openFeed();
    const userId = randomUUID();
    const stream = follow(here, userId);

    // Both notices arrive after the row is gone: the insert's row cannot be read any more.
    const id = randomUUID();
    const announce = await database.db.transaction(async (tx) => {
      await here.publishOnCommit(tx, userId, { type: 'INSERT', id, report: null });
      return here.publishOnCommit(tx, userId, { type: 'DELETE', id, report: null });
    });
    announce();
    await stream.until(isChange('DELETE', id));

    expect(stream.heard).toEqual([{ kind: 'change', change: { type: 'DELETE', id, report: null } }]);
  });

  it('when a feed is closed, then its listening connection is gone and is not opened again', async () => {
    const events = await openPostgresReportEvents({
      db: database.db,
      logger,
      listen: (channel, onNotification) => listenForNotifications(url!, channel, onNotification),
      reconnectDelaysMs: [20],
    });
    const pid = events.listenerPid();
    const channel = events.channel;

    await events.close();
    await pause(200);

    const { rows } = await admin.query('select pid from pg_stat_activity where pid = $1 or application_name = $2', [pid, `zonebrief listen ${channel}`]);
    expect(rows).toEqual([]);
  });

  it('when two schemas share the database, then their channels differ', async () => {
    const other = await postgres!.open();
    try {
      expect(await reportEventsChannel(other.db)).not.toBe(await reportEventsChannel(database.db));
      expect(await reportEventsChannel(database.db)).toMatch(/^zonebrief_reports:test_[0-9a-f]{12}$/);
    } finally {
      await other.close();
    }
  });
});

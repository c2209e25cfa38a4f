// The reports feed across replicas (DATABASE_URL): a change is announced with NOTIFY in the transaction that makes it,
// so PostgreSQL delivers it on commit only, to every replica's one LISTEN connection (never a pooled one), and each
// replica passes it to its own streams of that user. The notice is small (report-notice.ts): the row of an INSERT is
// read back here. When the listening connection drops it is opened again with back-off, and every stream is told to
// read its list again ("resync"), since notices sent in between are lost.

import { createHash } from 'node:crypto';
import type { NotificationListener, Queryable } from '../db/client';
import type { Logger } from '../http/logger';
import { decodeReportNotice, encodeReportNotice, type ReportNotice } from './report-notice';
import { createFeedListeners, type ReportEvents, type ReportFeedEvent } from './report-events';
import { findOwnReport } from './reports-repository';

/** Waits before reopening a dropped listening connection: attempt 1, 2, 3, … then the last one for every later attempt. */
export const RECONNECT_DELAYS_MS: readonly number[] = Object.freeze([250, 1_000, 2_000, 5_000, 10_000]);
/** How often the listening connection is asked whether it still answers (a dead peer may not close it). */
export const LISTEN_CHECK_MS = 30_000;

export interface PostgresReportEventsDeps {
  /** The pool: rows of INSERT notices are read with it. */
  db: Queryable;
  /** Opens a LISTEN connection on the channel (listenForNotifications with the server's DATABASE_URL). */
  listen: (channel: string, onNotification: (payload: string) => void) => Promise<NotificationListener>;
  logger: Logger;
  reconnectDelaysMs?: readonly number[];
  checkEveryMs?: number;
}

/** The replicas' channel: one per schema, so that deployments (or test runs) sharing a database keep to themselves. */
export async function reportEventsChannel(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ schema: string | null }>('select current_schema() as schema');
  const schema = rows[0]?.schema ?? 'public';
  const channel = `zonebrief_reports:${schema}`;
  // A channel name is an identifier: at most 63 bytes.
  return Buffer.byteLength(channel) <= 63 ? channel : `zonebrief_reports:${createHash('sha256').update(schema).digest('hex').slice(0, 40)}`;
}

/** Resolves once the first LISTEN is in place (a database that refuses it stops the start, as the pool's check does). */
export async function openPostgresReportEvents(deps: PostgresReportEventsDeps): Promise<ReportEvents & { readonly channel: string; listenerPid(): number | null }> {
  const { db, logger } = deps;
  const delays = deps.reconnectDelaysMs ?? RECONNECT_DELAYS_MS;
  const channel = await reportEventsChannel(db);
  const listeners = createFeedListeners((error) => logger.error({ err: error }, 'a report stream failed to take an event'));
  /** Per user, the delivery under way: a user's notices reach streams in the order they were sent. */
  const deliveries = new Map<string, Promise<void>>();
  let connection: NotificationListener | null = null;
  let closed = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const deliver = async (notice: ReportNotice): Promise<void> => {
    let event: ReportFeedEvent | null;
    try {
      event = await feedEventOf(db, notice);
    } catch (error) {
      // The row could not be read: the user's streams read their whole list instead.
      logger.error({ err: error, userId: notice.userId, reportId: notice.id }, 'could not read the report of a notice');
      event = { kind: 'resync' };
    }
    if (event) listeners.emit(notice.userId, event);
  };

  const onNotification = (payload: string) => {
    const notice = decodeReportNotice(payload);
    if (!notice) {
      logger.warn({ channel, payload: payload.slice(0, 200) }, 'ignored a malformed report notice');
      return;
    }
    // Most notices concern users with no stream open on this replica.
    if (!listeners.has(notice.userId)) return;
    const previous = deliveries.get(notice.userId) ?? Promise.resolve();
    const next = previous.then(() => deliver(notice));
    deliveries.set(notice.userId, next);
    void next.then(() => {
      if (deliveries.get(notice.userId) === next) deliveries.delete(notice.userId);
    });
  };

  const watch = (current: NotificationListener) => {
    const check = setInterval(() => {
      current.ping().catch((error: unknown) => {
        logger.warn({ err: error, channel }, 'the report notices connection stopped answering; reopening it');
        void current.close();
      });
    }, deps.checkEveryMs ?? LISTEN_CHECK_MS);
    check.unref();
    void current.ended.then((error) => {
      clearInterval(check);
      if (connection === current) connection = null;
      if (closed) return;
      logger.warn({ err: error, channel }, 'the report notices connection dropped; reopening it');
      reconnect(0);
    });
  };

  const reconnect = (attempt: number) => {
    const delay = delays[Math.min(attempt, delays.length - 1)] ?? 10_000;
    retryTimer = setTimeout(() => {
      if (closed) return;
      deps.listen(channel, onNotification).then(
        (opened) => {
          if (closed) return void opened.close();
          connection = opened;
          watch(opened);
          logger.info({ channel, attempts: attempt + 1 }, 'the report notices connection is back; streams read their lists again');
          // Notices sent while it was down are lost: every stream reads its list again.
          listeners.emitToAll({ kind: 'resync' });
        },
        (error: unknown) => {
          logger.warn({ err: error, channel, attempt: attempt + 1 }, 'could not reopen the report notices connection');
          reconnect(attempt + 1);
        },
      );
    }, delay);
  };

  connection = await deps.listen(channel, onNotification);
  watch(connection);

  return {
    channel,
    listenerPid: () => connection?.backendPid ?? null,
    async publishOnCommit(tx, userId, change) {
      // NOTIFY in the transaction: PostgreSQL sends it on commit, and never for a rollback.
      await tx.query('select pg_notify($1, $2)', [channel, encodeReportNotice({ userId, type: change.type, id: change.id })]);
      return () => undefined;
    },
    subscribe: (userId, listener) => listeners.subscribe(userId, listener),
    listenerCount: () => listeners.count(),
    async close() {
      closed = true;
      listeners.end();
      clearTimeout(retryTimer);
      await connection?.close();
      await Promise.allSettled(deliveries.values());
    },
  };
}

/** What a notice means for the user's streams; null for an insert or update whose row is gone again (a DELETE follows). */
async function feedEventOf(db: Queryable, notice: ReportNotice): Promise<ReportFeedEvent | null> {
  if (notice.type === 'DELETE') return { kind: 'change', change: { type: 'DELETE', id: notice.id, report: null } };
  const report = await findOwnReport(db, notice.userId, notice.id);
  return report ? { kind: 'change', change: { type: notice.type, id: notice.id, report } } : null;
}

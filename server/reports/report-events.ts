// The feed of changes to reports rows (embedded realtime): the analysis and delete code publish, the Server-Sent Events
// route subscribes per user. Two adapters: in-process here (one server, PGlite), and PostgreSQL LISTEN/NOTIFY
// (postgres-report-events.ts) when DATABASE_URL is set, so that a change made on one replica reaches streams on all.
// Hosted mode's clients follow Supabase realtime instead.

import type { ReportChange } from '../../src/lib/api/reports';
import type { Queryable } from '../db/client';

/**
 * What a stream is told: a change; that changes may have been missed and the list must be read again; or that the feed
 * has closed (the server is shutting down), so the stream ends and its client connects again, to a replica still up.
 */
export type ReportFeedEvent = { kind: 'change'; change: ReportChange } | { kind: 'resync' } | { kind: 'end' };

export type ReportFeedListener = (event: ReportFeedEvent) => void;

export interface ReportEvents {
  /**
   * Queues the news of a change made in transaction tx for the user's streams, on every replica, so that it goes out
   * only if tx commits. Call the returned function once tx has committed: the in-process feed delivers then, while
   * PostgreSQL delivers a NOTIFY at commit by itself. A throw here should roll tx back, so no change goes unannounced.
   */
  publishOnCommit(tx: Queryable, userId: string, change: ReportChange): Promise<() => void>;
  /** Calls listener with each change to this user's rows (and each resync); the returned function unsubscribes. */
  subscribe(userId: string, listener: ReportFeedListener): () => void;
  /** How many listeners are attached (tests check that closed streams leave none behind). */
  listenerCount(): number;
  /** Tells every listener `end` (so open streams end at once), then any that subscribes later too, and stops the feed. */
  close(): Promise<void>;
}

/** The listeners of this process, per user; what both adapters deliver to. */
export interface FeedListeners {
  subscribe(userId: string, listener: ReportFeedListener): () => void;
  has(userId: string): boolean;
  emit(userId: string, event: ReportFeedEvent): void;
  emitToAll(event: ReportFeedEvent): void;
  count(): number;
  /** Tells every listener `end` now, and each that subscribes from now on right after it subscribes. */
  end(): void;
}

/** onListenerError: a listener that throws (a stream gone bad) is reported there and the others still hear. */
export function createFeedListeners(onListenerError: (error: unknown) => void): FeedListeners {
  const byUser = new Map<string, Set<ReportFeedListener>>();
  let count = 0;
  let ended = false;
  const call = (listener: ReportFeedListener, event: ReportFeedEvent) => {
    try {
      listener(event);
    } catch (error) {
      onListenerError(error);
    }
  };
  const emitToAll = (event: ReportFeedEvent) => {
    for (const listeners of [...byUser.values()]) for (const listener of [...listeners]) call(listener, event);
  };
  return {
    subscribe(userId, listener) {
      // A wrapper per subscription, so that one function subscribed twice is also removed twice.
      const entry: ReportFeedListener = (event) => listener(event);
      const listeners = byUser.get(userId) ?? new Set();
      byUser.set(userId, listeners.add(entry));
      count += 1;
      let subscribed = true;
      // Not during subscribe(): its caller has not yet got the function that unsubscribes.
      if (ended) {
        queueMicrotask(() => {
          if (subscribed) call(entry, { kind: 'end' });
        });
      }
      return () => {
        if (!subscribed) return;
        subscribed = false;
        count -= 1;
        listeners.delete(entry);
        if (listeners.size === 0 && byUser.get(userId) === listeners) byUser.delete(userId);
      };
    },
    has: (userId) => byUser.has(userId),
    emit(userId, event) {
      for (const listener of [...(byUser.get(userId) ?? [])]) call(listener, event);
    },
    emitToAll,
    count: () => count,
    end() {
      ended = true;
      emitToAll({ kind: 'end' });
    },
  };
}

/** One process only: a change is delivered to this process's streams once its transaction has committed. */
export function createInProcessReportEvents(onListenerError: (error: unknown) => void = () => undefined): ReportEvents {
  const listeners = createFeedListeners(onListenerError);
  return {
    publishOnCommit: async (_tx, userId, change) => () => listeners.emit(userId, { kind: 'change', change }),
    subscribe: (userId, listener) => listeners.subscribe(userId, listener),
    listenerCount: () => listeners.count(),
    close: async () => listeners.end(),
  };
}

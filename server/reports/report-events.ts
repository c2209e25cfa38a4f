// In-process feed of changes to reports rows (embedded realtime): the analysis and delete code publish, the
// Server-Sent Events route subscribes per user. One process only; hosted mode uses Supabase realtime instead.

import { EventEmitter } from 'node:events';
import type { ReportChange } from '../../src/lib/api/reports';

export interface ReportEvents {
  publish(userId: string, change: ReportChange): void;
  /** Calls listener with each change to this user's rows; the returned function unsubscribes. */
  subscribe(userId: string, listener: (change: ReportChange) => void): () => void;
  /** How many listeners are attached (tests check that closed streams leave none behind). */
  listenerCount(): number;
}

export function createReportEvents(): ReportEvents {
  const emitter = new EventEmitter();
  // Each open reports page holds a listener; there is no sensible fixed cap.
  emitter.setMaxListeners(0);
  let listeners = 0;
  return {
    publish(userId, change) {
      emitter.emit(userId, change);
    },
    subscribe(userId, listener) {
      emitter.on(userId, listener);
      listeners += 1;
      let subscribed = true;
      return () => {
        if (!subscribed) return;
        subscribed = false;
        listeners -= 1;
        emitter.off(userId, listener);
      };
    },
    listenerCount: () => listeners,
  };
}

// Each place's analysis request and its outcome, held outside the Analysis tab: the tab unmounts when the user looks
// at the Property tab or the layout changes, and an answer still on its way must neither be lost nor paid for twice.
// The key of an unanswered request is also kept in local storage, so that after a reload or a crash the tab can ask
// the server what became of it (resume) instead of forgetting a credit that was spent.
import { useCallback, useSyncExternalStore } from 'react';
import type { AnalysisAnswer } from '../../lib/api/reports';
import { storedPendingAnalyses, type PendingAnalyses } from '../../platform/pending-analyses';
import type { AnalysisOutcome } from '../../platform/reports';

export type AnalysisFailure = Extract<AnalysisOutcome, { ok: false }>;

export type AnalysisRun =
  /** pendingKey: a request sent before a reload or a crash whose answer was never seen; resume asks what became of it. */
  | { status: 'idle'; pendingKey: string | null; failure?: undefined }
  | { status: 'running'; pendingKey: string }
  | { status: 'done'; pendingKey: null; answer: AnalysisAnswer }
  /** pendingKey is kept when the server has not decided (the answer never came, or the brief is still being built), so the retry is the same request. */
  | { status: 'failed'; pendingKey: string | null; failure: AnalysisFailure };

const IDLE: AnalysisRun = Object.freeze({ status: 'idle', pendingKey: null });

/** Places remembered at most; older ones are forgotten first. */
const MAX_PLACES = 20;

export interface AnalysisRuns {
  get(placeKey: string): AnalysisRun;
  subscribe(listener: () => void): () => void;
  /**
   * Sends the place's request with its Idempotency-Key: the one still pending from a lost answer, else a new one.
   * Resolves to the outcome, or to null when a request for the place is already running.
   */
  start(placeKey: string, send: (idempotencyKey: string) => Promise<AnalysisOutcome>): Promise<AnalysisOutcome | null>;
  /**
   * For a place whose request was left unanswered by an earlier page (idle with a pendingKey): asks `check` what became
   * of it and shows that. Resolves to the outcome; null when there was nothing to resume or the server never got it.
   */
  resume(placeKey: string, check: (idempotencyKey: string) => Promise<AnalysisOutcome | null>): Promise<AnalysisOutcome | null>;
}

/** crypto.randomUUID needs a secure context; a page served over plain http on a LAN still gets a random v4 key. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function createAnalysisRuns(makeKey: () => string = newIdempotencyKey, pending: PendingAnalyses = storedPendingAnalyses): AnalysisRuns {
  const runs = new Map<string, AnalysisRun>();
  const listeners = new Set<() => void>();

  const set = (placeKey: string, run: AnalysisRun) => {
    runs.delete(placeKey);
    runs.set(placeKey, run);
    for (const key of runs.keys()) {
      if (runs.size <= MAX_PLACES) break;
      if (runs.get(key)?.status !== 'running') runs.delete(key);
    }
    listeners.forEach((listener) => listener());
  };

  /** The outcome as the run's new state; the key is kept (here and in storage) only while the server has not decided. */
  const settle = (placeKey: string, key: string, outcome: AnalysisOutcome) => {
    const undecided = !outcome.ok && outcome.retryable;
    if (undecided) pending.keep(placeKey, key);
    else pending.forget(placeKey);
    set(placeKey, outcome.ok ? { status: 'done', pendingKey: null, answer: outcome.answer } : { status: 'failed', pendingKey: undecided ? key : null, failure: outcome });
  };

  const get = (placeKey: string): AnalysisRun => {
    const known = runs.get(placeKey);
    if (known) return known;
    const stored = pending.read(placeKey);
    if (!stored) return IDLE;
    // Kept in the map so that every read returns the same object (useSyncExternalStore needs that).
    const restored: AnalysisRun = { status: 'idle', pendingKey: stored };
    runs.set(placeKey, restored);
    return restored;
  };

  return {
    get,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async start(placeKey, send) {
      const current = get(placeKey);
      if (current.status === 'running') return null;
      const key = current.pendingKey ?? makeKey();
      // Kept before sending: a crash while the request is on its way must not lose the key it was paid under.
      pending.keep(placeKey, key);
      set(placeKey, { status: 'running', pendingKey: key });
      const outcome = await send(key);
      settle(placeKey, key, outcome);
      return outcome;
    },
    async resume(placeKey, check) {
      const current = get(placeKey);
      if (current.status !== 'idle' || !current.pendingKey) return null;
      const key = current.pendingKey;
      set(placeKey, { status: 'running', pendingKey: key });
      const outcome = await check(key);
      if (outcome) settle(placeKey, key, outcome);
      else {
        pending.forget(placeKey);
        set(placeKey, IDLE);
      }
      return outcome;
    },
  };
}

/** The runs of this page load. */
export const analysisRuns = createAnalysisRuns();

export function useAnalysisRun(runs: AnalysisRuns, placeKey: string): AnalysisRun {
  const get = useCallback(() => runs.get(placeKey), [runs, placeKey]);
  return useSyncExternalStore(runs.subscribe, get, get);
}

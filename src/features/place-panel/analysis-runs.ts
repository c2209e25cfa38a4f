// Each place's analysis request and its outcome, held outside the Analysis tab: the tab unmounts when the user looks
// at the Property tab or the layout changes, and an answer still on its way must neither be lost nor paid for twice.
import { useCallback, useSyncExternalStore } from 'react';
import type { AnalysisAnswer } from '../../lib/api/reports';
import type { AnalysisOutcome } from '../../platform/reports';

export type AnalysisFailure = Extract<AnalysisOutcome, { ok: false }>;

export type AnalysisRun =
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

export function createAnalysisRuns(makeKey: () => string = newIdempotencyKey): AnalysisRuns {
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

  return {
    get: (placeKey) => runs.get(placeKey) ?? IDLE,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async start(placeKey, send) {
      const current = runs.get(placeKey) ?? IDLE;
      if (current.status === 'running') return null;
      const key = current.pendingKey ?? makeKey();
      set(placeKey, { status: 'running', pendingKey: key });
      const outcome = await send(key);
      if (outcome.ok) set(placeKey, { status: 'done', pendingKey: null, answer: outcome.answer });
      else set(placeKey, { status: 'failed', pendingKey: outcome.retryable ? key : null, failure: outcome });
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

// Keeps a session's access token fresh (spec §9): a 30 s tick refreshes once the session expires within 90 s
// (3 ticks or fewer left), a passing failure is retried with back-off from 200 ms, a dead token ends it.
import { isDefinitiveRefreshFailure, NETWORK_FAILURE } from './auth-failure';
import type { AuthFailure } from './gateway';

export const AUTO_REFRESH_TICK_MS = 30_000;
export const AUTO_REFRESH_TICK_THRESHOLD = 3;
/** A session is "expiring" when this little of it is left. */
export const EXPIRY_MARGIN_MS = AUTO_REFRESH_TICK_THRESHOLD * AUTO_REFRESH_TICK_MS;
export const REFRESH_RETRY_START_MS = 200;
/** Retries after the first failed attempt (200, 400, 800 ms); then the next tick tries again. */
export const REFRESH_RETRIES = 3;

/** The clock and timers, injectable so tests can drive them (vi.useFakeTimers fakes the globals as well). */
export interface RefreshClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export const systemClock: RefreshClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  setInterval: (run, ms) => globalThis.setInterval(run, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof globalThis.setInterval>),
};

/** True when a session expiring at `expiresAt` (Unix seconds) has EXPIRY_MARGIN_MS or less left, or is past. */
export function isExpiringSoon(expiresAt: number, nowMs: number): boolean {
  return expiresAt * 1000 - nowMs <= EXPIRY_MARGIN_MS;
}

export interface AutoRefreshOptions {
  /** Unix seconds the current session expires at; null when signed out. */
  expiresAt(): number | null;
  /** Refreshes the session; resolves to null on success, else the failure. */
  refresh(): Promise<AuthFailure | null>;
  /** Called when a refresh was refused for good (spent or revoked token): the session is over. */
  onSessionEnded?(failure: AuthFailure): void;
  clock?: RefreshClock;
}

export interface AutoRefresh {
  /** Runs one tick now (also run once at start, so an expiring stored session is refreshed at once). */
  tick(): Promise<void>;
  stop(): void;
}

export function startAutoRefresh(options: AutoRefreshOptions): AutoRefresh {
  const clock = options.clock ?? systemClock;
  const pendingRetries = new Set<unknown>();
  let refreshing = false;
  let stopped = false;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const handle = clock.setTimeout(() => {
        pendingRetries.delete(handle);
        resolve();
      }, ms);
      pendingRetries.add(handle);
    });

  async function refreshWithRetries(): Promise<void> {
    for (let attempt = 0; !stopped; attempt += 1) {
      // A refresh that throws is treated as a passing fault: the session is kept and retried.
      const failure = await options.refresh().catch(() => NETWORK_FAILURE);
      if (!failure || stopped) return;
      if (isDefinitiveRefreshFailure(failure)) {
        options.onSessionEnded?.(failure);
        return;
      }
      if (attempt >= REFRESH_RETRIES) return;
      await wait(REFRESH_RETRY_START_MS * 2 ** attempt);
    }
  }

  async function tick(): Promise<void> {
    if (stopped || refreshing) return;
    const expiresAt = options.expiresAt();
    if (expiresAt === null || !isExpiringSoon(expiresAt, clock.now())) return;
    refreshing = true;
    try {
      await refreshWithRetries();
    } finally {
      refreshing = false;
    }
  }

  const ticker = clock.setInterval(() => void tick(), AUTO_REFRESH_TICK_MS);
  void tick();

  return {
    tick,
    stop() {
      stopped = true;
      clock.clearInterval(ticker);
      for (const handle of pendingRetries) clock.clearTimeout(handle);
      pendingRetries.clear();
    },
  };
}

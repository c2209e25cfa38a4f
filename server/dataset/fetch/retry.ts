// When and how long to wait before asking the City's portal again: exponential back-off with jitter, Retry-After honoured.

export interface RetryPolicy {
  /** Attempts after the first one that may fail before the download gives up (attempts that received bytes don't count). */
  retries: number;
  /** The first back-off; each further one doubles, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = Object.freeze({ retries: 6, baseDelayMs: 1_000, maxDelayMs: 60_000 });

/** 408, 429 and every 5xx may go away by themselves; any other status will not. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || (status >= 500 && status <= 599);
}

/**
 * The wait before retry number `failure` (1 for the first retry): a random point between half and all of
 * base·2^(failure-1), capped, so that many clients cut off at once do not come back in step, yet none retries at once.
 */
export function backoffDelayMs(failure: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, failure - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * Retry-After as milliseconds from now: delta-seconds or an HTTP date (RFC 9110 §10.2.3); undefined when absent or
 * unreadable. A date in the past means "now" (0).
 */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | undefined {
  if (header == null) return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The wait before the next attempt: the server's Retry-After when it gave one (capped), else the back-off. */
export function nextDelayMs(failure: number, policy: RetryPolicy, retryAfter: number | undefined, random?: () => number): number {
  return retryAfter !== undefined ? Math.min(retryAfter, policy.maxDelayMs) : backoffDelayMs(failure, policy, random);
}

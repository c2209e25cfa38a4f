import { describe, expect, it } from 'vitest';
import { backoffDelayMs, isRetryableStatus, nextDelayMs, retryAfterMs, type RetryPolicy } from './retry';

const POLICY: RetryPolicy = { retries: 5, baseDelayMs: 1_000, maxDelayMs: 8_000 };

describe('retry policy', () => {
  it('when the status is 408, 429 or 5xx, then it is retried; other 4xx are not', () => {
    expect([408, 429, 500, 502, 503, 504].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 403, 404, 410, 416].some(isRetryableStatus)).toBe(false);
  });

  it('when failures follow each other, then the back-off doubles between half and all of base·2^(n-1), up to the cap', () => {
    expect([1, 2, 3, 4, 5].map((n) => backoffDelayMs(n, POLICY, () => 0))).toEqual([500, 1_000, 2_000, 4_000, 4_000]);
    expect([1, 2, 3, 4, 5].map((n) => backoffDelayMs(n, POLICY, () => 1))).toEqual([1_000, 2_000, 4_000, 8_000, 8_000]);
  });

  it('when Retry-After is delta-seconds or an HTTP date, then it is read as milliseconds from now', () => {
    const now = Date.parse('2026-02-20T12:00:00Z');
    expect(retryAfterMs('7', now)).toBe(7_000);
    expect(retryAfterMs('Fri, 20 Feb 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Fri, 20 Feb 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });

  it('when the server gave Retry-After, then that wait is used (capped) instead of the back-off', () => {
    expect(nextDelayMs(1, POLICY, 3_000, () => 0)).toBe(3_000);
    expect(nextDelayMs(1, POLICY, 3_600_000, () => 0)).toBe(8_000);
    expect(nextDelayMs(1, POLICY, undefined, () => 0)).toBe(500);
  });
});

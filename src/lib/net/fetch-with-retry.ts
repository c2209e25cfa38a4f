// GET with a per-attempt timeout and capped exponential back-off (spec §9 "Data fetch"); retries only what can heal.

/** Back-off before the 2nd, 3rd … attempt: 1 s doubling, never more than 5 s (spec §9). */
export const FIRST_RETRY_DELAY_MS = 1_000;
export const MAX_RETRY_DELAY_MS = 5_000;

/** Gateway answers that mean "try again" (spec §8); any other HTTP status is the server's final word. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** http: a non-2xx answer; invalid: \`read\` threw on a body that did arrive (e.g. not JSON), which a retry cannot fix. */
export type FetchFailureKind = 'http' | 'timeout' | 'network' | 'invalid' | 'aborted';

/** Thrown once the last attempt failed, or at once for a failure that retrying cannot fix. */
export class FetchRetryError extends Error {
  override readonly name = 'FetchRetryError';
  constructor(
    readonly url: string,
    readonly kind: FetchFailureKind,
    readonly attempts: number,
    readonly status: number | null,
    message: string,
  ) {
    super(message);
  }
}

type FetchLike = (url: string, init: { signal: AbortSignal; cache?: 'no-cache' }) => Promise<Response>;

export interface FetchWithRetryOptions<T> {
  /** Per attempt, until `read` has finished with the body. */
  timeoutMs: number;
  /** Attempts in all, the first included. */
  attempts: number;
  /** Reads the body inside the attempt, so a body cut off mid-way is retried too; default: the Response itself. */
  read?: (response: Response) => Promise<T>;
  /** Stops everything (e.g. the screen unmounted); the promise then rejects with kind 'aborted'. */
  signal?: AbortSignal;
  /** Told about each failed attempt that will be retried (for logging). */
  onRetry?: (failure: { attempt: number; kind: FetchFailureKind; status: number | null; delayMs: number }) => void;
  fetch?: FetchLike;
  sleep?: (ms: number) => Promise<void>;
}

/** The wait before retry number `retry` (1 for the first retry): 1000, 2000, 4000, 5000, 5000 … ms. */
export function retryDelayMs(retry: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, retry - 1), MAX_RETRY_DELAY_MS);
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface AttemptFailure {
  kind: FetchFailureKind;
  status: number | null;
  message: string;
}

function isRetryable(failure: AttemptFailure): boolean {
  if (failure.kind === 'http') return failure.status !== null && RETRYABLE_STATUSES.has(failure.status);
  return failure.kind === 'timeout' || failure.kind === 'network';
}

export async function fetchWithRetry<T = Response>(url: string, options: FetchWithRetryOptions<T>): Promise<T> {
  const fetchOnce: FetchLike = options.fetch ?? ((target, init) => fetch(target, init));
  const sleep = options.sleep ?? defaultSleep;
  const read = options.read ?? ((response: Response) => Promise.resolve(response as unknown as T));
  const attempts = Math.max(1, Math.floor(options.attempts));

  for (let attempt = 1; ; attempt += 1) {
    const outcome = await attemptOnce(url, fetchOnce, read, options);
    if (outcome.ok) return outcome.value;
    const failure = outcome.failure;
    if (attempt >= attempts || !isRetryable(failure)) {
      throw new FetchRetryError(url, failure.kind, attempt, failure.status, `${url}: ${failure.message} (attempt ${attempt} of ${attempts})`);
    }
    const delayMs = retryDelayMs(attempt);
    options.onRetry?.({ attempt, kind: failure.kind, status: failure.status, delayMs });
    await sleep(delayMs);
    if (options.signal?.aborted) throw new FetchRetryError(url, 'aborted', attempt, null, `${url}: aborted`);
  }
}

async function attemptOnce<T>(
  url: string,
  fetchOnce: FetchLike,
  read: (response: Response) => Promise<T>,
  options: FetchWithRetryOptions<T>,
): Promise<{ ok: true; value: T } | { ok: false; failure: AttemptFailure }> {
  if (options.signal?.aborted) return { ok: false, failure: { kind: 'aborted', status: null, message: 'aborted' } };
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  const stop = () => controller.abort();
  options.signal?.addEventListener('abort', stop);
  try {
    // no-cache: revalidate with the server each time (its ETag makes that a 304), spec §7.
    const response = await fetchOnce(url, { signal: controller.signal, cache: 'no-cache' });
    if (!response.ok) {
      // Free the connection; the body of an error answer is not needed.
      void response.body?.cancel().catch(() => undefined);
      return { ok: false, failure: { kind: 'http', status: response.status, message: `HTTP ${response.status}` } };
    }
    return { ok: true, value: await read(response) };
  } catch (error) {
    if (timedOut) return { ok: false, failure: { kind: 'timeout', status: null, message: `no answer within ${options.timeoutMs} ms` } };
    if (options.signal?.aborted) return { ok: false, failure: { kind: 'aborted', status: null, message: 'aborted' } };
    const message = error instanceof Error ? error.message : String(error);
    // fetch and a body stream that breaks off both reject with a TypeError; anything else came from reading good bytes.
    return { ok: false, failure: { kind: error instanceof TypeError ? 'network' : 'invalid', status: null, message } };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', stop);
  }
}

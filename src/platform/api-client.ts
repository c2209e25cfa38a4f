// The one HTTP client for our own API: JSON in and out, a timeout, and failures as { error: { code, message } }.
import type { ApiErrorBody } from '../lib/api/spatial';

export type ApiError = ApiErrorBody['error'];

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiError };

export interface ApiRequestOptions {
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** Milliseconds before the request is abandoned; 15 s by default. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;

export function buildApiUrl(path: string, query: ApiRequestOptions['query'] = {}): string {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

function isApiErrorBody(body: unknown): body is ApiErrorBody {
  const error = (body as Partial<ApiErrorBody> | null)?.error;
  return typeof error === 'object' && error !== null && typeof error.code === 'string' && typeof error.message === 'string';
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** GETs JSON from our API. Never throws: network trouble, timeouts and error replies come back as `ok: false`. */
export async function getJson<T>(path: string, options: ApiRequestOptions = {}): Promise<ApiResult<T>> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const onOuterAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onOuterAbort, { once: true });

  try {
    const response = await fetch(buildApiUrl(path, options.query), {
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
    const body = await readJson(response);
    if (response.ok) return { ok: true, status: response.status, data: body as T };
    const error = isApiErrorBody(body)
      ? body.error
      : { code: `http_${response.status}`, message: `The server answered ${response.status} ${response.statusText}`.trim() };
    return { ok: false, status: response.status, error };
  } catch {
    if (timedOut) return { ok: false, status: 0, error: { code: 'timeout', message: 'The server took too long to answer. Please try again.' } };
    if (options.signal?.aborted) return { ok: false, status: 0, error: { code: 'aborted', message: 'The request was cancelled.' } };
    return { ok: false, status: 0, error: { code: 'network_error', message: 'Could not reach the server. Check your connection and try again.' } };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
}

// The one HTTP client for our own API: JSON in and out, a timeout, and failures as { error: { code, message } }.
import type { ApiErrorBody } from '../lib/api/spatial';
import { isBrowserOnline } from './connection';

export type ApiError = ApiErrorBody['error'] & {
  /** The reply's raw text when it was not our error body (an HTML error page, a proxy's plain text). */
  rawText?: string;
};

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiError };

interface ApiCallOptions {
  signal?: AbortSignal;
  /** Milliseconds before the request is abandoned; 15 s by default. */
  timeoutMs?: number;
  /** Sent as `Authorization: Bearer …` for calls that act for the signed-in user. */
  accessToken?: string;
  /** Further request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
  /** The API's origin; the page's own by default. */
  baseUrl?: string;
  /** The fetch to call; the global one by default (the auth adapter and its tests hand in theirs). */
  fetch?: typeof fetch;
}

export interface ApiRequestOptions extends ApiCallOptions {
  query?: Record<string, string | number | boolean | undefined>;
}

export interface ApiSendOptions extends ApiCallOptions {
  /** Sent as JSON; leave out for a call without a body. */
  body?: unknown;
}

export type ApiSendMethod = 'POST' | 'PUT' | 'DELETE';

const DEFAULT_TIMEOUT_MS = 15_000;

/** A request that failed while the browser was offline: the screens say that rather than blame the server. */
export const OFFLINE_ERROR: Readonly<ApiError> = Object.freeze({ code: 'offline', message: 'You are offline. This needs a connection.' });

/** The failures that mean the server could not be asked (no answer of its own): what is saved on the device may answer instead. */
export function isServerUnreachable(error: Pick<ApiError, 'code'>): boolean {
  return error.code === 'offline' || error.code === 'network_error' || error.code === 'timeout';
}

/** Whether a failed call failed because the browser is offline (its panels then say so, and offer to try again). */
export function isOfflineError(error: ApiError): boolean {
  return error.code === OFFLINE_ERROR.code;
}

/** A failure that may pass on its own (offline, no answer in time, a gateway's 5xx), so "Try again" is worth offering. */
export function mayPassOnRetry(error: ApiError): boolean {
  return isOfflineError(error) || error.code === 'network_error' || error.code === 'timeout' || /^http_5\d\d$/.test(error.code);
}

export function buildApiUrl(path: string, query: ApiRequestOptions['query'] = {}, baseUrl?: string): string {
  const url = new URL(path, baseUrl ?? window.location.origin);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/**
 * An address one of our answers gave to go to or fetch, made absolute, when it is http(s); null for anything else
 * (`javascript:` and whatever else a browser would run instead of open, or not a string at all).
 */
export function webUrl(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  try {
    const url = new URL(value, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function isApiErrorBody(body: unknown): body is ApiErrorBody {
  const error = (body as Partial<ApiErrorBody> | null)?.error;
  return typeof error === 'object' && error !== null && typeof error.code === 'string' && typeof error.message === 'string';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function toApiError(response: Response, text: string): ApiError {
  const body = parseJson(text);
  if (isApiErrorBody(body)) return { code: body.error.code, message: body.error.message };
  return {
    code: `http_${response.status}`,
    message: `The server answered ${response.status} ${response.statusText}`.trim(),
    rawText: text,
  };
}

/** The shared core: timeout, the caller's abort signal, and every failure shaped as `ok: false`. */
async function requestJson<T>(url: string, init: RequestInit, options: ApiCallOptions): Promise<ApiResult<T>> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const onOuterAbort = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', onOuterAbort, { once: true });

  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  headers.set('Accept', 'application/json');
  if (options.accessToken) headers.set('Authorization', `Bearer ${options.accessToken}`);

  try {
    const fetcher = options.fetch ?? fetch;
    const response = await fetcher(url, { ...init, headers, signal: controller.signal });
    const text = await response.text();
    if (response.ok) return { ok: true, status: response.status, data: (text ? parseJson(text) : null) as T };
    return { ok: false, status: response.status, error: toApiError(response, text) };
  } catch {
    if (options.signal?.aborted && !timedOut) return { ok: false, status: 0, error: { code: 'aborted', message: 'The request was cancelled.' } };
    // Asked after the failure, not before the call: the browser may only learn it is offline from this very fetch.
    if (!isBrowserOnline()) return { ok: false, status: 0, error: { ...OFFLINE_ERROR } };
    if (timedOut) return { ok: false, status: 0, error: { code: 'timeout', message: 'The server took too long to answer. Please try again.' } };
    return { ok: false, status: 0, error: { code: 'network_error', message: 'Could not reach the server. Check your connection and try again.' } };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
}

/** GETs JSON from our API. Never throws: network trouble, timeouts and error replies come back as `ok: false`. */
export function getJson<T>(path: string, options: ApiRequestOptions = {}): Promise<ApiResult<T>> {
  return requestJson<T>(buildApiUrl(path, options.query, options.baseUrl), { method: 'GET' }, options);
}

/** POSTs, PUTs or DELETEs with an optional JSON body. Never throws, like getJson. */
export function sendJson<T>(method: ApiSendMethod, path: string, options: ApiSendOptions = {}): Promise<ApiResult<T>> {
  const init: RequestInit = { method };
  if (options.body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(options.body);
  }
  return requestJson<T>(buildApiUrl(path, {}, options.baseUrl), init, options);
}

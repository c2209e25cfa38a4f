// HTTP calls to the embedded auth service (/api/auth/local/*, docs/auth.md) over the shared API client (its JSON
// handling, bearer and timeout), answered as AuthResult: never throws.
import { getJson, isOfflineError, sendJson, type ApiError, type ApiResult } from '../api-client';
import { fail, NETWORK_FAILURE, ok } from './auth-failure';
import type { AuthFailure, AuthResult } from './gateway';

export interface LocalAuthRequest {
  method?: 'GET' | 'POST' | 'PUT';
  body?: Record<string, unknown>;
  /** The access token, sent as a bearer. */
  token?: string;
}

export interface LocalAuthApi {
  /** `path` is relative to /api/auth/local and may carry a query; a 204 answers data null. */
  call<T>(path: string, request?: LocalAuthRequest): Promise<AuthResult<T>>;
}

export function createLocalAuthApi(baseUrl: string, fetcher: typeof fetch): LocalAuthApi {
  return {
    async call<T>(path: string, { method = 'POST', body, token }: LocalAuthRequest = {}): Promise<AuthResult<T>> {
      const options = { baseUrl, fetch: fetcher, accessToken: token };
      const url = `/api/auth/local${path}`;
      const result: ApiResult<T> = method === 'GET' ? await getJson<T>(url, options) : await sendJson<T>(method, url, { ...options, body });
      return result.ok ? ok(result.data) : fail(toFailure(result.status, result.error));
    },
  };
}

/** Our error body keeps its code; a network fault is NETWORK_FAILURE; anything else (a proxy's HTML page) keeps the status. */
function toFailure(status: number, error: ApiError): AuthFailure {
  if (error.code === 'network_error' || isOfflineError(error)) return NETWORK_FAILURE;
  return { message: error.message, status, code: error.rawText === undefined ? error.code : null };
}

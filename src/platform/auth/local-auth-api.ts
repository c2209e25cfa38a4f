// HTTP calls to the embedded auth service (/api/auth/local/*, docs/auth.md), answered as AuthResult: never throws.
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
  const root = `${baseUrl.replace(/\/+$/, '')}/api/auth/local`;
  return {
    async call<T>(path: string, { method = 'POST', body, token }: LocalAuthRequest = {}): Promise<AuthResult<T>> {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (body) headers['content-type'] = 'application/json';
      if (token) headers.authorization = `Bearer ${token}`;
      let response: Response;
      try {
        response = await fetcher(`${root}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined, credentials: 'same-origin' });
      } catch {
        return fail(NETWORK_FAILURE);
      }
      const payload = await readJson(response);
      if (!response.ok) return fail(toFailure(response, payload));
      return ok((response.status === 204 ? null : payload) as T);
    },
  };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** `{ error: { code, message } }` → AuthFailure; anything else (a proxy's HTML page) keeps the status. */
function toFailure(response: Response, payload: unknown): AuthFailure {
  const error = isRecord(payload) && isRecord(payload.error) ? payload.error : null;
  const message = typeof error?.message === 'string' ? error.message : response.statusText || `Request failed (${response.status})`;
  const code = typeof error?.code === 'string' ? error.code : null;
  return { message, status: response.status, code };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

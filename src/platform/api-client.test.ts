import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApiUrl, getJson } from './api-client';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function answerWith(status: number, body: unknown) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })));
}

describe('api client', () => {
  it('builds an absolute URL with the query, skipping undefined values', () => {
    const url = new URL(buildApiUrl('/api/zoning/spatial-data', { lat: 43.7, lng: -79.4, q: undefined }));
    expect(url.origin).toBe(window.location.origin);
    expect(url.pathname).toBe('/api/zoning/spatial-data');
    expect(url.search).toBe('?lat=43.7&lng=-79.4');
  });

  it('returns the data of a successful answer', async () => {
    answerWith(200, { hello: 'world' });
    expect(await getJson('/api/x')).toEqual({ ok: true, status: 200, data: { hello: 'world' } });
  });

  it('passes on the server error body', async () => {
    answerWith(404, { error: { code: 'outside_toronto', message: 'Outside Toronto' } });
    expect(await getJson('/api/x')).toEqual({ ok: false, status: 404, error: { code: 'outside_toronto', message: 'Outside Toronto' } });
  });

  it('names an error answer without our error body by its status', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })));
    const result = await getJson('/api/x');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe('http_502');
  });

  it('reports a network failure as network_error', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const result = await getJson('/api/x');
    expect(!result.ok && result.error.code).toBe('network_error');
  });

  it('gives up after the timeout', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))),
      ),
    );
    const result = await getJson('/api/x', { timeoutMs: 20 });
    expect(!result.ok && result.error.code).toBe('timeout');
  });
});

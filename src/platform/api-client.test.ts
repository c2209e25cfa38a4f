import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreBrowserOnline, setBrowserOnline } from '../../tests/dom/connection-kit';
import { buildApiUrl, getJson, mayPassOnRetry, OFFLINE_ERROR, sendJson, webUrl } from './api-client';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  restoreBrowserOnline();
});

/** fetch as the browser answers it with no network: a TypeError, whatever the request. */
function failToFetch() {
  vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
}

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

  it('when an error answer is not our error body, then its raw text is kept', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('upstream exploded', { status: 500 })));
    const result = await sendJson('DELETE', '/api/x');
    expect(!result.ok && result.error.rawText).toBe('upstream exploded');
  });

  it('reports a network failure as network_error', async () => {
    failToFetch();
    const result = await getJson('/api/x');
    expect(!result.ok && result.error.code).toBe('network_error');
  });

  it('when the browser is offline and the fetch fails, then the result says offline, not that the server is unreachable', async () => {
    failToFetch();
    setBrowserOnline(false);
    expect(await getJson('/api/x')).toEqual({ ok: false, status: 0, error: { code: 'offline', message: OFFLINE_ERROR.message } });
  });

  it('when the browser is offline and the request times out, then the result says offline', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))),
      ),
    );
    setBrowserOnline(false);
    const result = await getJson('/api/x', { timeoutMs: 20 });
    expect(!result.ok && result.error.code).toBe('offline');
  });

  it('when the caller aborts while offline, then the result still says aborted', async () => {
    failToFetch();
    setBrowserOnline(false);
    const controller = new AbortController();
    controller.abort();
    const result = await getJson('/api/x', { signal: controller.signal });
    expect(!result.ok && result.error.code).toBe('aborted');
  });

  it('when the caller aborts, then the result says aborted', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))),
      ),
    );
    const controller = new AbortController();
    const pending = getJson('/api/x', { signal: controller.signal });
    controller.abort();
    const result = await pending;
    expect(!result.ok && result.error.code).toBe('aborted');
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

  it('when getJson has an access token, then it is sent as a bearer token', async () => {
    answerWith(200, {});
    await getJson('/api/x', { accessToken: 'tok' });
    const init = vi.mocked(fetch).mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok');
  });
});

describe('sendJson', () => {
  it('when a body is given, then it is sent as JSON with the method and the bearer token', async () => {
    answerWith(201, { id: 1 });
    const result = await sendJson('POST', '/api/things', { body: { name: 'a' }, accessToken: 'tok' });
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(result).toEqual({ ok: true, status: 201, data: { id: 1 } });
    expect(new URL(String(url)).pathname).toBe('/api/things');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"a"}');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Authorization')).toBe('Bearer tok');
  });

  it('when there is no body, then no body or content type is sent', async () => {
    answerWith(200, {});
    await sendJson('DELETE', '/api/x');
    const init = vi.mocked(fetch).mock.calls[0]?.[1];
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it('when the answer is empty (204), then data is null', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 204 })));
    expect(await sendJson('PUT', '/api/x', { body: {} })).toEqual({ ok: true, status: 204, data: null });
  });

  it('when the server answers our error body, then it is passed on', async () => {
    answerWith(401, { error: { code: 'no_authorization', message: 'Sign in first' } });
    expect(await sendJson('DELETE', '/api/x')).toEqual({ ok: false, status: 401, error: { code: 'no_authorization', message: 'Sign in first' } });
  });

  it('when the network fails, then the result says network_error', async () => {
    failToFetch();
    const result = await sendJson('POST', '/api/x', { body: 1 });
    expect(!result.ok && result.error.code).toBe('network_error');
  });

  it('when a send fails offline, then the result says offline', async () => {
    failToFetch();
    setBrowserOnline(false);
    const result = await sendJson('POST', '/api/x', { body: 1 });
    expect(!result.ok && result.error.code).toBe('offline');
  });
});

describe('webUrl', () => {
  it.each([
    ['https://checkout.example.com/c/pay/cs_1', 'https://checkout.example.com/c/pay/cs_1'],
    ['/checkout/cs_local_1', `${window.location.origin}/checkout/cs_local_1`],
    ['javascript:alert(1)', null],
    ['  ', null],
    [42, null],
  ])('when an answer gives %j, then the address to use is %j', (value, expected) => {
    expect(webUrl(value)).toBe(expected);
  });
});

describe('mayPassOnRetry', () => {
  it.each([
    ['offline', true],
    ['network_error', true],
    ['timeout', true],
    ['http_502', true],
    ['http_404', false],
    ['no_zone', false],
    ['outside_toronto', false],
  ])('when a call failed with %s, then trying again is worth offering: %s', (code, expected) => {
    expect(mayPassOnRetry({ code, message: '' })).toBe(expected);
  });
});

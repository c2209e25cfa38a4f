import { describe, expect, it } from 'vitest';
import { fetchWithRetry, FetchRetryError, retryDelayMs } from './fetch-with-retry';

type Reply = number | 'network' | 'hang';

/** A fetch that answers each call with the next scripted reply, and records the calls. */
function scriptedFetch(replies: Reply[]) {
  const calls: string[] = [];
  const fetch = (url: string, init: { signal: AbortSignal }) => {
    calls.push(url);
    const reply = replies[calls.length - 1] ?? 200;
    if (reply === 'network') return Promise.reject(new TypeError('Failed to fetch'));
    if (reply === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        init.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    return Promise.resolve(new Response(reply === 200 ? '{"ok":true}' : 'error', { status: reply }));
  };
  return { fetch, calls };
}

function recordingSleep() {
  const waits: number[] = [];
  return { sleep: (ms: number) => (waits.push(ms), Promise.resolve()), waits };
}

async function failureOf(promise: Promise<unknown>): Promise<FetchRetryError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FetchRetryError) return error;
    throw error;
  }
  throw new Error('expected the fetch to fail');
}

describe('retryDelayMs', () => {
  it('when retrying again and again, then the waits are 1, 2, 4 s and then capped at 5 s', () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([1000, 2000, 4000, 5000, 5000]);
  });
});

describe('fetchWithRetry', () => {
  it('when the first answer is OK, then it is returned after one attempt', async () => {
    const { fetch, calls } = scriptedFetch([200]);

    const response = await fetchWithRetry('/data/a.json', { timeoutMs: 1000, attempts: 3, fetch, sleep: recordingSleep().sleep });

    expect(response.status).toBe(200);
    expect(calls).toHaveLength(1);
  });

  it('when every attempt gets a 503, then it tries exactly `attempts` times and reports the status', async () => {
    const { fetch, calls } = scriptedFetch([503, 503, 503]);

    const error = await failureOf(fetchWithRetry('/data/a.json', { timeoutMs: 1000, attempts: 3, fetch, sleep: recordingSleep().sleep }));

    expect(calls).toHaveLength(3);
    expect(error).toMatchObject({ kind: 'http', status: 503, attempts: 3 });
  });

  it('when five attempts all fail, then it waits 1, 2, 4 and 5 s between them', async () => {
    const { fetch } = scriptedFetch(['network', 'network', 'network', 'network', 'network']);
    const { sleep, waits } = recordingSleep();

    await failureOf(fetchWithRetry('/data/a.json', { timeoutMs: 1000, attempts: 5, fetch, sleep }));

    expect(waits).toEqual([1000, 2000, 4000, 5000]);
  });

  it.each([502, 503, 504])('when the answer is %i, then it is retried', async (status) => {
    const { fetch, calls } = scriptedFetch([status, 200]);

    const response = await fetchWithRetry('/data/a.json', { timeoutMs: 1000, attempts: 2, fetch, sleep: recordingSleep().sleep });

    expect(response.status).toBe(200);
    expect(calls).toHaveLength(2);
  });

  it.each([404, 500, 403])('when the answer is %i, then it fails at once without retrying', async (status) => {
    const { fetch, calls } = scriptedFetch([status, 200]);

    const error = await failureOf(fetchWithRetry('/data/a.json', { timeoutMs: 1000, attempts: 3, fetch, sleep: recordingSleep().sleep }));

    expect(calls).toHaveLength(1);
    expect(error).toMatchObject({ kind: 'http', status, attempts: 1 });
  });

  it('when the network fails once, then the next attempt is made and its answer returned', async () => {
    const { fetch, calls } = scriptedFetch(['network', 200]);

    const response = await fetchWithRetry('/data/a.json', { timeoutMs: 1000, attempts: 2, fetch, sleep: recordingSleep().sleep });

    expect(response.ok).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it('when an attempt gets no answer within the timeout, then it is abandoned and retried', async () => {
    const { fetch, calls } = scriptedFetch(['hang', 200]);

    const response = await fetchWithRetry('/data/a.json', { timeoutMs: 20, attempts: 2, fetch, sleep: recordingSleep().sleep });

    expect(response.ok).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it('when every attempt times out, then the failure says timeout', async () => {
    const { fetch } = scriptedFetch(['hang', 'hang']);

    const error = await failureOf(fetchWithRetry('/data/a.json', { timeoutMs: 10, attempts: 2, fetch, sleep: recordingSleep().sleep }));

    expect(error).toMatchObject({ kind: 'timeout', attempts: 2 });
  });

  it('when a read is given, then it returns what the read made of the body', async () => {
    const { fetch } = scriptedFetch([200]);

    const body = await fetchWithRetry('/data/a.json', {
      timeoutMs: 1000,
      attempts: 1,
      fetch,
      read: (response) => response.json() as Promise<{ ok: boolean }>,
    });

    expect(body).toEqual({ ok: true });
  });

  it('when the body is not what the read expects, then it fails without retrying', async () => {
    const { fetch, calls } = scriptedFetch([200, 200]);

    const error = await failureOf(
      fetchWithRetry('/data/a.json', { timeoutMs: 1000, attempts: 2, fetch, read: () => Promise.reject(new SyntaxError('bad JSON')) }),
    );

    expect(calls).toHaveLength(1);
    expect(error.kind).toBe('invalid');
  });

  it('when the caller aborts, then it stops with kind aborted and makes no further attempt', async () => {
    const { fetch, calls } = scriptedFetch(['hang', 200]);
    const controller = new AbortController();

    const pending = fetchWithRetry('/data/a.json', { timeoutMs: 5000, attempts: 3, fetch, signal: controller.signal, sleep: recordingSleep().sleep });
    controller.abort();
    const error = await failureOf(pending);

    expect(error.kind).toBe('aborted');
    expect(calls).toHaveLength(1);
  });

  it('when an attempt will be retried, then onRetry hears its number, cause and the wait', async () => {
    const { fetch } = scriptedFetch([504, 200]);
    const heard: unknown[] = [];

    await fetchWithRetry('/data/a.json', { timeoutMs: 1000, attempts: 2, fetch, sleep: recordingSleep().sleep, onRetry: (f) => heard.push(f) });

    expect(heard).toEqual([{ attempt: 1, kind: 'http', status: 504, delayMs: 1000 }]);
  });
});

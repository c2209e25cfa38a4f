import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DATASET_VERSION_MESSAGE } from '../lib/dataset/version-message';
import { datasetInUseNow, loadDatasetInUse, noteAnswerVersion, onDatasetChange, resetDatasetInUse } from './dataset-in-use';

const dataset = (id: string) => ({
  id, name: 'City of Toronto open data', version: '2026-02-20', source: 'city', demo: false, attribution: 'Contains information', sources: [],
});

/** The server's GET /api/dataset, answering whichever version `serving` names at the time of each request. */
function serve(initial: string) {
  const server = { serving: initial, asked: 0 };
  vi.stubGlobal('fetch', async (url: string) => {
    expect(new URL(url).pathname).toBe('/api/dataset');
    server.asked += 1;
    return new Response(JSON.stringify(dataset(server.serving)), { headers: { 'Content-Type': 'application/json' } });
  });
  return server;
}

let posted: unknown[];
beforeEach(() => {
  resetDatasetInUse();
  window.localStorage.clear();
  posted = [];
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: { postMessage: (message: unknown) => posted.push(message) } } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the dataset in use', () => {
  it('when asked for by several parts of the page, then the server is asked once', async () => {
    const server = serve('a');

    const [first, second] = await Promise.all([loadDatasetInUse(), loadDatasetInUse()]);
    await loadDatasetInUse();

    expect([first?.id, second?.id, datasetInUseNow()?.id]).toEqual(['a', 'a', 'a']);
    expect(server.asked).toBe(1);
  });

  it('when an answer names another version, then the dataset is asked for again and the listeners get the new one', async () => {
    const server = serve('a');
    await loadDatasetInUse();
    const told: string[] = [];
    onDatasetChange((next) => told.push(next.id));

    server.serving = 'b';
    noteAnswerVersion('b');

    await vi.waitFor(() => expect(told).toEqual(['b']));
    expect(datasetInUseNow()?.id).toBe('b');
  });

  it('when an answer names the version in use, then nothing is asked', async () => {
    const server = serve('a');
    await loadDatasetInUse();

    noteAnswerVersion('a');
    noteAnswerVersion(undefined);

    expect(server.asked).toBe(1);
  });

  it('when answers keep naming an older version (kept by a cache), then the dataset is asked for again only once', async () => {
    const server = serve('b');
    await loadDatasetInUse();

    noteAnswerVersion('a');
    await vi.waitFor(() => expect(server.asked).toBe(2));
    noteAnswerVersion('a');
    noteAnswerVersion('a');
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(server.asked).toBe(2);
    expect(datasetInUseNow()?.id).toBe('b');
  });

  it('when a version becomes known, then the service worker is told once to drop the others, and not again on the next page load', async () => {
    const server = serve('a');
    await loadDatasetInUse();
    server.serving = 'b';
    noteAnswerVersion('b');
    await vi.waitFor(() => expect(datasetInUseNow()?.id).toBe('b'));

    resetDatasetInUse();
    await loadDatasetInUse();

    expect(posted).toEqual([
      { type: DATASET_VERSION_MESSAGE, id: 'a' },
      { type: DATASET_VERSION_MESSAGE, id: 'b' },
    ]);
  });

  it('when the server cannot be reached, then the description kept from an earlier page is used', async () => {
    serve('a');
    await loadDatasetInUse();
    resetDatasetInUse();
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));

    const dataset = await loadDatasetInUse();

    expect(dataset?.id).toBe('a');
    expect(datasetInUseNow()?.id).toBe('a');
  });

  it('when the server cannot be reached and nothing was kept, then the dataset is unknown', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));

    expect(await loadDatasetInUse()).toBeNull();
  });

  it('when the page started from the kept description and the browser comes back online, then the server is asked and a new version reaches the listeners', async () => {
    serve('a');
    await loadDatasetInUse();
    resetDatasetInUse();
    let failed = 0;
    vi.stubGlobal('fetch', () => {
      failed += 1;
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    await loadDatasetInUse();
    // Asked in the background, which fails: the kept description stands until the browser says it is back online.
    await vi.waitFor(() => expect(failed).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const told: string[] = [];
    onDatasetChange((next) => told.push(next.id));

    const server = serve('b');
    window.dispatchEvent(new Event('online'));

    await vi.waitFor(() => expect(told).toEqual(['b']));
    expect(server.asked).toBe(1);
    expect(datasetInUseNow()?.id).toBe('b');
  });

  it('when a description was kept, then the page starts from it before the server answers, and a new version from the server reaches the listeners', async () => {
    serve('a');
    await loadDatasetInUse();
    resetDatasetInUse();
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    const told: string[] = [];
    onDatasetChange((next) => told.push(next.id));

    const started = await loadDatasetInUse();

    expect(started?.id).toBe('a');
    expect(told).toEqual([]);
    answer(new Response(JSON.stringify(dataset('b')), { headers: { 'Content-Type': 'application/json' } }));
    await vi.waitFor(() => expect(told).toEqual(['b']));
    expect(datasetInUseNow()?.id).toBe('b');
  });
});

// The map offline after one online visit, in Chromium: the first visit is controlled by the service worker at once and
// what it loaded is cached; with the network cut, a reload draws the map from the caches, its tiles asked for under
// the dataset version they were cached with, and nothing of the map reaches the server.

import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, type Browser } from './browser';

const target = inject('baseUrl');
const TILE_PATH = /^\/data\/[^/]+\/\d+\/\d+\/\d+\.pbf$/;
/** The waterfront at z14: parcels on land, and tiles of the lake with none (answered 204), which must be cached too. */
const WATERFRONT = '/map?lat=43.6&lng=-79.36&z=14';

let browser: Browser;
let proxy: Server;
let baseUrl: string;
/** The paths the server was asked for, as they pass through the proxy in front of it. */
const reachedServer: string[] = [];

/** Passes every request on to the test server and notes its path: what left the browser, the worker's own fetches too. */
function startCountingProxy(): Promise<Server> {
  const server = createServer((incoming, answer) => {
    reachedServer.push(new URL(incoming.url ?? '/', target).pathname);
    const outgoing = forward(new URL(incoming.url ?? '/', target), { method: incoming.method, headers: incoming.headers }, (upstream) => {
      answer.writeHead(upstream.statusCode ?? 502, upstream.headers);
      upstream.pipe(answer);
    });
    outgoing.on('error', () => answer.destroy());
    incoming.pipe(outgoing);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  proxy = await startCountingProxy();
  baseUrl = `http://localhost:${(proxy.address() as AddressInfo).port}`;
  browser = await launchBrowser({ width: 1280, height: 800 });
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => proxy?.close(resolve));
});

/** The map's tiles, glyphs and files this page loaded that no cache of the service worker holds yet. */
const uncachedMapResources = `(async () => {
  const urls = performance.getEntriesByType('resource').map((entry) => entry.name)
    .filter((name) => { const path = new URL(name).pathname; return name.startsWith(location.origin + '/data/') && /\\.(pbf|json|geojson)$/.test(path); });
  const missing = [];
  for (const url of new Set(urls)) if (!(await caches.match(url))) missing.push(url);
  return missing;
})()`;

describe('the map offline after one online visit', () => {
  it('when the network is cut after a first visit, then a reload draws the map from the caches and asks the server for none of it', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${baseUrl}${WATERFRONT}`);
    await page.locator('[data-testid="map-ready"]').waitFor({ state: 'attached', timeout: 60_000 });
    await expect.poll(() => page.evaluate('Boolean(navigator.serviceWorker.controller)'), { timeout: 60_000 }).toBe(true);
    await expect.poll(() => page.evaluate(uncachedMapResources), { timeout: 60_000 }).toEqual([]);

    // Without the HTTP cache, what answers offline is the service worker's caches alone.
    await (await browser.context.newCDPSession(page)).send('Network.clearBrowserCache');
    await browser.context.setOffline(true);
    reachedServer.length = 0;
    const tiles: Array<{ url: string; status: number | null }> = [];
    page.on('requestfinished', (request) => {
      if (!TILE_PATH.test(new URL(request.url()).pathname)) return;
      void request.response().then((response) => tiles.push({ url: request.url(), status: response?.status() ?? null }));
    });
    page.on('requestfailed', (request) => {
      if (TILE_PATH.test(new URL(request.url()).pathname)) tiles.push({ url: request.url(), status: null });
    });
    await page.reload();
    await page.locator('[data-testid="map-ready"]').waitFor({ state: 'attached', timeout: 60_000 });

    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.filter(({ url }) => !new URL(url).searchParams.get('v'))).toEqual([]);
    expect(tiles.filter(({ status }) => status !== 200 && status !== 204)).toEqual([]);
    expect(tiles.some(({ status }) => status === 204)).toBe(true);
    expect(reachedServer.filter((path) => path.startsWith('/data/'))).toEqual([]);
    await page.close();
  });
});

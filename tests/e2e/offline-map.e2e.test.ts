// The map offline after one online visit, in Chromium: the first visit is controlled by the service worker at once and
// what it loaded is cached; with the network cut, a reload draws the map from the caches, its tiles asked for under
// the dataset version they were cached with, and nothing of the map reaches the server.

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, type Browser } from './browser';
import { startTestProxy, type TestProxy } from './test-proxy';

const target = inject('baseUrl');
const TILE_PATH = /^\/data\/[^/]+\/\d+\/\d+\/\d+\.pbf$/;
/** The waterfront at z14: parcels on land, and tiles of the lake with none (answered 204), which must be cached too. */
const WATERFRONT = '/map?lat=43.6&lng=-79.36&z=14';
const ZONING_FILE = '/data/complete-toronto-zoning.geojson';
const BOUNDARY_FILE = '/data/toronto_boundary_extracted.json';

let browser: Browser;
/** In front of the server: what reaches it, the worker's own fetches too. */
let proxy: TestProxy;

beforeAll(async () => {
  proxy = await startTestProxy(target);
  browser = await launchBrowser({ width: 1280, height: 800 });
});

afterAll(async () => {
  await browser?.close();
  await proxy?.close();
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
    await page.goto(`${proxy.baseUrl}${WATERFRONT}`);
    await page.locator('[data-testid="map-ready"]').waitFor({ state: 'attached', timeout: 60_000 });
    await expect.poll(() => page.evaluate('Boolean(navigator.serviceWorker.controller)'), { timeout: 60_000 }).toBe(true);
    await expect.poll(() => page.evaluate(uncachedMapResources), { timeout: 60_000 }).toEqual([]);

    // A second visit online downloads none of the map it already has: tiles and this version's zoning file come from
    // the worker's caches (the outline alone is revalidated, in the background), even with the HTTP cache emptied.
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    proxy.reached.length = 0;
    await page.reload();
    await page.locator('[data-testid="map-ready"]').waitFor({ state: 'attached', timeout: 60_000 });
    await expect
      .poll(() => page.evaluate(`performance.getEntriesByType('resource').some((entry) => entry.name.includes('${ZONING_FILE}?v='))`), { timeout: 30_000 })
      .toBe(true);
    expect(proxy.reached.filter((path) => path.startsWith('/data/') && !path.startsWith(BOUNDARY_FILE))).toEqual([]);

    // Without the HTTP cache, what answers offline is the service worker's caches alone.
    await cdp.send('Network.clearBrowserCache');
    await browser.context.setOffline(true);
    proxy.reached.length = 0;
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
    expect(proxy.reached.filter((path) => path.startsWith('/data/'))).toEqual([]);
    await page.close();
  });
});

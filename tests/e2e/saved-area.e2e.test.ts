// Saving the map's view offline, in Chromium: the plan, the download, the saved area listed; with the browsing caches
// emptied and the network cut, a reload draws the view from the saved area alone; deleting it takes its tiles; a
// cancelled save leaves nothing in IndexedDB or the saved-areas cache.

import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser, type Browser } from './browser';
import { seriousAxeViolations, smallTouchTargets } from './page-checks';
import { startTestProxy, type TestProxy } from './test-proxy';

const SHOTS = 'test-results/screenshots';
const TILE_PATH = /^\/data\/[^/]+\/\d+\/\d+\/\d+\.pbf$/;
/** Downtown at z16: about 1 km² on a 1280×800 screen. */
const VIEW = '/map?lat=43.65&lng=-79.385&z=16';

let browser: Browser;
let proxy: TestProxy;

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
  proxy = await startTestProxy(inject('baseUrl'));
  browser = await launchBrowser({ width: 1280, height: 800 });
});

afterAll(async () => {
  await browser?.close();
  await proxy?.close();
});

beforeEach(async () => {
  proxy.cut = false;
  await browser.context.setOffline(false);
});

async function openMap(page: Page): Promise<void> {
  await page.goto(`${proxy.baseUrl}${VIEW}`);
  await page.locator('[data-testid="map-ready"]').waitFor({ state: 'attached', timeout: 60_000 });
  await expect.poll(() => page.evaluate('Boolean(navigator.serviceWorker.controller)'), { timeout: 60_000 }).toBe(true);
}

/** The saved-areas cache's URLs and IndexedDB's saved areas, as the page sees them. */
const savedState = `(async () => {
  const cache = await caches.open('zonebrief-saved-areas');
  const tiles = (await cache.keys()).map((request) => request.url);
  const areas = await new Promise((resolve, reject) => {
    const opening = indexedDB.open('zonebrief-offline', 1);
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const read = opening.result.transaction('areas').objectStore('areas').getAll();
      read.onsuccess = () => { resolve(read.result.map((area) => area.name)); opening.result.close(); };
      read.onerror = () => reject(read.error);
    };
  });
  return { tiles, areas };
})()`;

/** Empties the browsing tile cache (the one that expires), so that only a saved area can answer the map's tiles. */
const emptyBrowsingCaches = `(async () => {
  for (const name of await caches.keys()) if (name.startsWith('zonebrief-tiles-')) await caches.delete(name);
})()`;

/** Cuts the network for the page and its worker, without the HTTP cache. */
async function cutNetwork(page: Page): Promise<void> {
  proxy.cut = true;
  await browser.context.setOffline(true);
  const session = await browser.context.newCDPSession(page);
  await session.send('Network.clearBrowserCache');
  await session.detach();
}

/** The map's tile requests from now on, with their answers' status (null for a failed one). */
function watchTiles(page: Page): Array<{ url: string; status: number | null }> {
  const tiles: Array<{ url: string; status: number | null }> = [];
  page.on('requestfinished', (request) => {
    if (TILE_PATH.test(new URL(request.url()).pathname)) void request.response().then((response) => tiles.push({ url: request.url(), status: response?.status() ?? null }));
  });
  page.on('requestfailed', (request) => {
    if (TILE_PATH.test(new URL(request.url()).pathname)) tiles.push({ url: request.url(), status: null });
  });
  return tiles;
}

describe('saving an area offline', () => {
  it('when the view is saved and the network cut, then a reload draws it from the saved area alone; once deleted, it cannot', async () => {
    const page = await browser.context.newPage();
    await openMap(page);
    await page.getByRole('button', { name: 'Save this area offline' }).click();
    const plan = page.getByRole('form', { name: 'Save this area offline' });
    await plan.waitFor();
    expect(await plan.textContent()).toMatch(/km².*Map tiles\d+.*MB/s);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await smallTouchTargets(page)).toEqual([]);
    await page.getByLabel('Name').fill('King and Bay');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved “King and Bay” for offline use.').waitFor({ timeout: 60_000 });
    await page.screenshot({ path: `${SHOTS}/saved-area-listed.png` });
    const saved = (await page.evaluate(savedState)) as { tiles: string[]; areas: string[] };
    expect(saved.areas).toEqual(['King and Bay']);
    expect(saved.tiles.length).toBeGreaterThan(10);

    // Online, a parcel click's answer, to hold the offline one to.
    const map = page.locator('.map-screen__map canvas');
    await map.click();
    const panel = page.locator('.place-panel__stack');
    await page.getByRole('heading', { name: 'Zoning Information' }).waitFor({ timeout: 30_000 });
    const online = await panel.innerText();

    await page.evaluate(emptyBrowsingCaches);
    await cutNetwork(page);
    proxy.reached.length = 0;
    const tiles = watchTiles(page);
    await page.reload();
    await page.locator('[data-testid="map-ready"]').waitFor({ state: 'attached', timeout: 60_000 });
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.filter(({ status }) => status !== 200 && status !== 204)).toEqual([]);
    expect(tiles.every(({ url }) => saved.tiles.includes(url))).toBe(true);

    // The same click offline: the same panel, from the saved area, which it names with its date.
    await map.click();
    const notice = page.getByText(/^Offline: from data saved on .* \(dataset .*, area “King and Bay”\)\.$/);
    await notice.waitFor({ timeout: 30_000 });
    expect(await panel.innerText()).toBe(online);
    await page.screenshot({ path: `${SHOTS}/saved-area-offline-answer.png` });
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Outside the saved area (the app shell opens offline anywhere): the panel says it is not saved.
    await page.goto(`${proxy.baseUrl}/map?lat=43.75&lng=-79.45&z=16`);
    await page.locator('[data-testid="map-ready"]').waitFor({ state: 'attached', timeout: 60_000 });
    await map.click();
    await page.getByText('This place is not in an area saved on this device. Save the area while online to look it up with no connection.').waitFor({ timeout: 30_000 });
    expect(proxy.reached).toEqual([]);

    // Back online to delete it; cut again, the same view's tiles have nothing to answer them.
    proxy.cut = false;
    await browser.context.setOffline(false);
    await page.getByRole('button', { name: 'Delete King and Bay' }).click();
    await expect.poll(() => page.evaluate(savedState), { timeout: 10_000 }).toEqual({ tiles: [], areas: [] });
    await page.evaluate(emptyBrowsingCaches);
    await cutNetwork(page);
    const after = watchTiles(page);
    await page.reload().catch(() => undefined);
    await expect.poll(() => after.filter(({ status }) => status === null).length, { timeout: 30_000 }).toBeGreaterThan(0);
    await page.close();
  });

  it('when a save is cancelled during its download, then nothing of it is kept', async () => {
    const page = await browser.context.newPage();
    await openMap(page);
    // The pack's answer is held until the test has pressed Cancel.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/area-pack?**', async (route) => {
      if (route.request().method() === 'GET') await held;
      await route.continue().catch(() => undefined);
    });
    await page.getByRole('button', { name: 'Save this area offline' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('progressbar').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    release();
    await page.getByRole('button', { name: 'Save this area offline' }).waitFor();
    await page.waitForTimeout(500);
    expect(await page.evaluate(savedState)).toEqual({ tiles: [], areas: [] });
    await page.close();
  });
});

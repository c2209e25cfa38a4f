// Saving the map's view offline, in Chromium: the plan, the download, the saved area listed; with the browsing caches
// emptied and the network cut, a reload draws the view from the saved area alone, the address search finds the area's
// addresses and a place picked earlier, and the Analysis tab says a brief needs a connection; deleting it takes its
// tiles, and the same click then says the place is not saved; a cancelled save leaves nothing in IndexedDB or the
// saved-areas cache.

import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { AddressSearchResult } from '../../src/lib/api/geocode';
import type { SpatialDataAnswer } from '../../src/lib/api/spatial';
import { NOT_SAVED_MESSAGE } from '../../src/lib/offline/saved-answer';
import { launchBrowser, type Browser } from './browser';
import { seriousAxeViolations, smallTouchTargets } from './page-checks';
import { setNetworkCut, startTestProxy, type TestProxy } from './test-proxy';

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

/** An address of a parcel near the view's centre, as the server names it (so inside the area saved from that view). */
async function addressNearCentre(): Promise<string> {
  for (const [dx, dy] of [[0, 0], [0.0004, 0], [0, 0.0004], [-0.0004, 0], [0, -0.0004], [0.0008, 0.0008]] as const) {
    const url = `${inject('baseUrl')}/api/zoning/spatial-data?lat=${43.65 + dy}&lng=${-79.385 + dx}`;
    const answer = (await (await fetch(url)).json()) as Partial<SpatialDataAnswer>;
    const address = answer.parcel?.addresses?.[0];
    if (address) return address;
  }
  throw new Error('no addressed parcel near the view centre');
}

/** A place far from the saved view, as the server's search names it. */
async function farPlace(): Promise<AddressSearchResult> {
  const answer = (await (await fetch(`${inject('baseUrl')}/api/geocode?q=${encodeURIComponent('100 queen st w')}`)).json()) as { results: AddressSearchResult[] };
  const far = answer.results.find((result) => Math.abs(result.lat - 43.65) > 0.01 || Math.abs(result.lng + 79.385) > 0.01) ?? answer.results[0];
  if (!far) throw new Error('the search found nothing');
  return far;
}

/** Types into the address search and waits for the option named `name`. */
async function searchFor(page: Page, text: string, name: string | RegExp): Promise<void> {
  const box = page.getByRole('combobox');
  await box.fill('');
  await box.fill(text);
  await page.getByRole('option', { name, exact: true }).first().waitFor({ timeout: 30_000 });
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
    const address = await addressNearCentre();
    const far = await farPlace();
    // Online, a place picked in the search: the recent searches keep it.
    await openMap(page);
    await searchFor(page, far.display_name, far.display_name);
    await page.getByRole('option', { name: far.display_name, exact: true }).click();
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
    await setNetworkCut(browser.context, page, proxy, true);
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

    // The address search offline: a saved-area address, and the place picked online among the recent searches.
    const savedOption = new RegExp(`${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, Toronto, ON \\(Saved area\\)$`);
    await searchFor(page, address, savedOption);
    await page.getByText('Offline: searching saved areas and recent searches.', { exact: true }).waitFor();
    await page.screenshot({ path: `${SHOTS}/saved-area-offline-search.png` });
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await smallTouchTargets(page)).toEqual([]);
    await page.getByRole('option', { name: savedOption }).first().click();
    await page.locator('.place-panel').getByText(address).first().waitFor({ timeout: 30_000 });
    await notice.waitFor({ timeout: 30_000 });

    // On that parcel, the Analysis tab says before anything is pressed that a brief needs a connection.
    await page.getByRole('tab', { name: 'Analysis' }).click();
    await page.getByText('You are offline. Generating a brief needs a connection.').waitFor({ timeout: 30_000 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Property' }).click();
    await searchFor(page, far.display_name.split(',')[0] ?? far.display_name, `${far.display_name} (Recent)`);
    await page.getByRole('combobox').fill('zzqx nowhere');
    await page.getByText('Nothing found offline').waitFor({ timeout: 30_000 });
    await page.getByRole('combobox').fill('');

    // Outside the saved area (the app shell opens offline anywhere): the panel says it is not saved.
    await page.goto(`${proxy.baseUrl}/map?lat=43.75&lng=-79.45&z=16`);
    await page.locator('[data-testid="map-ready"]').waitFor({ state: 'attached', timeout: 60_000 });
    await map.click();
    await page.getByText('This place is not in an area saved on this device. Save the area while online to look it up with no connection.').waitFor({ timeout: 30_000 });
    expect(proxy.reached).toEqual([]);

    // Back online to delete it; cut again, the same view's tiles have nothing to answer them, and the same click that
    // was answered offline now says the place is not saved.
    proxy.cut = false;
    await browser.context.setOffline(false);
    await page.getByRole('button', { name: 'Delete King and Bay' }).click();
    await expect.poll(() => page.evaluate(savedState), { timeout: 10_000 }).toEqual({ tiles: [], areas: [] });
    await page.evaluate(emptyBrowsingCaches);
    await setNetworkCut(browser.context, page, proxy, true);
    proxy.reached.length = 0;
    const after = watchTiles(page);
    await page.goto(`${proxy.baseUrl}${VIEW}`).catch(() => undefined);
    await page.locator('[data-testid="map-ready"]').waitFor({ state: 'attached', timeout: 60_000 });
    await expect.poll(() => after.filter(({ status }) => status === null).length, { timeout: 30_000 }).toBeGreaterThan(0);
    await map.click();
    await page.getByText(NOT_SAVED_MESSAGE).waitFor({ timeout: 30_000 });
    expect(await page.getByText(/^Offline: from data saved on/).count()).toBe(0);
    expect(proxy.reached).toEqual([]);
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

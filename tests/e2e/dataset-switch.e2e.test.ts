// A dataset switch seen from Chromium: the page, its map drawn from version v1 and its service worker holding v1's
// tiles, makes an address search after the server has switched to v2; the answer names v2, so the page takes up v2,
// the map asks for v2's tiles, and the service worker drops the tiles it kept of v1. Then an area saved from the demo
// v2 after the server has switched to City data (v3): the list marks it, an offline click there says its answer is the
// demo's and not the map's, and Refresh saves it again from v3.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetsDirOf, writeCurrentPointer } from '../../server/dataset/versions/current-pointer';
import { listRunningServers } from '../../server/dataset/versions/running-servers';
import { useDatasetVersion } from '../../server/dataset/versions/use-version';
import { writeVersion } from '../support/dataset-versions';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { launchBrowser, type Browser } from './browser';

let dataDir: string;
let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'zonebrief-e2e-switch-'));
  await writeVersion(datasetsDirOf(dataDir), { id: 'v1', exception: 11 });
  await writeVersion(datasetsDirOf(dataDir), { id: 'v2', exception: 22 });
  await writeVersion(datasetsDirOf(dataDir), { id: 'v3', exception: 33, source: 'city' });
  await writeCurrentPointer(datasetsDirOf(dataDir), 'v1');
  server = await startServerProcess({ NODE_ENV: 'test', DATA_DIR: dataDir, DATASET_DIR: '', DATABASE_URL: '' });
  browser = await launchBrowser({ width: 1280, height: 800 });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** The tile URLs in the service worker's tile cache. */
const cachedTiles = `(async () => {
  const urls = [];
  for (const name of await caches.keys()) {
    if (!name.includes('-tiles-')) continue;
    for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
  }
  return urls;
})()`;

describe('a dataset switch in the browser', () => {
  it('when an answer names the version the server switched to, then the map asks for its tiles and the service worker drops the old ones', async () => {
    const page = await browser.context.newPage();
    const tileVersions = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/^\/data\/[^/]+\/\d+\/\d+\/\d+\.pbf$/.test(url.pathname)) tileVersions.add(url.searchParams.get('v') ?? '');
    });
    // The first visit installs the service worker; the second is controlled by it, so its tiles are cached.
    await page.goto(`${server.baseUrl}/map`);
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    await page.reload();
    await page.locator('canvas.maplibregl-canvas').waitFor({ state: 'visible', timeout: 60_000 });
    await expect.poll(() => page.evaluate('Boolean(navigator.serviceWorker.controller)'), { timeout: 30_000 }).toBe(true);
    await expect.poll(async () => ((await page.evaluate(cachedTiles)) as string[]).some((url) => url.includes('v=v1')), { timeout: 30_000 }).toBe(true);
    expect([...tileVersions]).toEqual(['v1']);

    await useDatasetVersion(dataDir, 'v2');
    await expect.poll(async () => (await listRunningServers(dataDir))[0]?.datasetId, { timeout: 20_000 }).toBe('v2');
    await page.getByRole('combobox').first().fill('queen');

    await expect.poll(() => tileVersions.has('v2'), { timeout: 30_000 }).toBe(true);
    await expect
      .poll(async () => {
        const urls = (await page.evaluate(cachedTiles)) as string[];
        return { v1: urls.filter((url) => url.includes('v=v1')).length, v2: urls.some((url) => url.includes('v=v2')) };
      }, { timeout: 30_000 })
      .toEqual({ v1: 0, v2: true });
    await page.close();
  });

  it('when an area saved from the demo is on a map of City data, then the list marks it, its offline answer says so, and Refresh saves it from the City data', async () => {
    const switchTo = async (id: string) => {
      await useDatasetVersion(dataDir, id);
      await expect.poll(async () => (await listRunningServers(dataDir))[0]?.datasetId, { timeout: 20_000 }).toBe(id);
    };
    await switchTo('v2');
    const page = await browser.context.newPage();
    // The CR block, with Queen Street West across it.
    await page.goto(`${server.baseUrl}/map?lat=43.655&lng=-79.385&z=16`);
    await page.locator('[data-testid="map-ready"]').waitFor({ state: 'attached', timeout: 60_000 });
    await expect.poll(() => page.evaluate('Boolean(navigator.serviceWorker.controller)'), { timeout: 30_000 }).toBe(true);
    await page.getByRole('button', { name: 'Save this area offline' }).click();
    await page.getByLabel('Name').fill('Queen West');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved “Queen West” for offline use.').waitFor({ timeout: 60_000 });
    expect(await page.getByText(/^Saved from /).count()).toBe(0);

    await switchTo('v3');
    await page.reload();
    const mark = page.getByText('Saved from the demo data (v2); the map now shows City data (v3). Refresh saves it again from the current data.');
    await mark.waitFor({ timeout: 30_000 });
    await mark.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/screenshots/saved-area-other-dataset.png' });

    await browser.context.setOffline(true);
    try {
      await page.locator('.map-screen__map canvas').click();
      await page.getByText(/^Offline: from data saved on .* \(dataset v2 of .*, area “Queen West”\)\.$/).waitFor({ timeout: 30_000 });
      await page.getByText('This answer is from the demo data (v2), not City data (v3), which the map shows. Refresh the saved area when online.').waitFor();
      await page.screenshot({ path: 'test-results/screenshots/saved-area-other-dataset-answer.png' });
    } finally {
      await browser.context.setOffline(false);
    }

    await page.getByRole('button', { name: 'Refresh Queen West' }).click();
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Queen West');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved “Queen West” for offline use.').waitFor({ timeout: 60_000 });
    await mark.waitFor({ state: 'detached', timeout: 10_000 });
    expect(await page.getByRole('list', { name: 'Saved areas' }).getByRole('listitem').count()).toBe(1);
    await page.close();
  });
});

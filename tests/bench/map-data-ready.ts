// Time from navigation to the map's "data ready" (the app's performance mark: every tile of the start view loaded and
// drawn) on localhost with no throttling, first visit and repeat visit, and whether the big zoning GeoJSON was asked
// for before that moment (issue 11: nothing the start view does not draw is downloaded before it is drawn).

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { MAP_DATA_READY_MARK } from '../../src/features/map/map-data-ready-mark';
import { launchBrowser } from '../e2e/browser';

export const ZONING_GEOJSON_PATH = '/data/complete-toronto-zoning.geojson';

export interface DataReadyTiming {
  /** Milliseconds from the start of navigation to the mark. */
  dataReadyMs: number;
  /** The zoning GeoJSON's request started before the mark. */
  zoningBeforeReady: boolean;
}

/** Reads the mark and the zoning file's request start from the page's own performance timeline. */
export async function readDataReady(page: Page): Promise<DataReadyTiming> {
  await page.locator('[data-testid="map-ready"]').waitFor({ state: 'attached', timeout: 120_000 });
  const { readyAt, zoningAt } = await page.evaluate(
    ([mark, zoningPath]) => ({
      readyAt: performance.getEntriesByName(mark, 'mark')[0]?.startTime ?? Number.NaN,
      zoningAt: performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === zoningPath)?.startTime ?? null,
    }),
    [MAP_DATA_READY_MARK, ZONING_GEOJSON_PATH] as const,
  );
  return { dataReadyMs: readyAt, zoningBeforeReady: zoningAt !== null && zoningAt < readyAt };
}

async function timeOnce(page: Page, baseUrl: string): Promise<DataReadyTiming> {
  await page.goto(`${baseUrl}/map`, { waitUntil: 'commit' });
  return readDataReady(page);
}

/** First then repeat visit in one profile (HTTP cache and service worker filled in between), at a desktop viewport. */
export async function measureMapDataReady(baseUrl: string): Promise<{ first: DataReadyTiming; repeat: DataReadyTiming }> {
  const browser = await launchBrowser({ width: 1280, height: 800 });
  try {
    const first = await timeOnce(await browser.context.newPage(), baseUrl);
    // Let the deferred download and the service worker's caching finish before the repeat visit.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const repeat = await timeOnce(await browser.context.newPage(), baseUrl);
    return { first, repeat };
  } finally {
    await browser.close();
  }
}

/** The map engine's files, served to the ceiling page from the package itself (no app code in between). */
const ENGINE_DIR = path.resolve('node_modules/maplibre-gl/dist');
const CEILING_MARK = 'ceiling-idle';

/**
 * The same MapLibre, the same viewport and start view, a style with nothing but a background: from navigation to the
 * first idle. Whatever the app does, its data ready cannot come sooner than this on the same machine (on a
 * software-rendered WebGL every frame costs tens of milliseconds), so the bench prints it beside the target.
 */
function ceilingPage(center: readonly [number, number], zoom: number): string {
  const style = { version: 8, sources: {}, layers: [{ id: 'land', type: 'background', paint: { 'background-color': '#f4f1ea' } }] };
  return `<!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="maplibre-gl.css">
<style>html,body,#map{margin:0;height:100%}</style></head><body><div id="map"></div>
<script type="module">
import * as maplibregl from './maplibre-gl.mjs';
maplibregl.setWorkerUrl(new URL('./maplibre-gl-worker.mjs', location.href).href);
const map = new maplibregl.Map({ container: 'map', style: ${JSON.stringify(style)}, center: ${JSON.stringify(center)}, zoom: ${zoom} });
map.once('idle', () => { performance.mark('${CEILING_MARK}'); document.body.dataset.idle = 'yes'; });
</script></body></html>`;
}

async function ceilingOnce(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('body[data-idle="yes"]').waitFor({ state: 'attached', timeout: 60_000 });
  return page.evaluate((mark) => performance.getEntriesByName(mark, 'mark')[0]?.startTime ?? Number.NaN, CEILING_MARK);
}

/** The empty-style ceiling, first then repeat visit in one profile, as the app's visits are measured. */
export async function measureMapCeiling(baseUrl: string, center: readonly [number, number], zoom: number): Promise<{ first: number; repeat: number }> {
  const browser = await launchBrowser({ width: 1280, height: 800 });
  try {
    const prefix = `${baseUrl}/__bench-ceiling/`;
    await browser.context.route(`${prefix}**`, async (route) => {
      const name = new URL(route.request().url()).pathname.slice('/__bench-ceiling/'.length);
      if (name === 'index.html') return route.fulfill({ contentType: 'text/html', body: ceilingPage(center, zoom) });
      const type = name.endsWith('.css') ? 'text/css' : 'text/javascript';
      return route.fulfill({ contentType: type, body: await readFile(path.join(ENGINE_DIR, path.basename(name))), headers: { 'cache-control': 'max-age=3600' } });
    });
    const first = await ceilingOnce(await browser.context.newPage(), `${prefix}index.html`);
    const repeat = await ceilingOnce(await browser.context.newPage(), `${prefix}index.html`);
    return { first, repeat };
  } finally {
    await browser.close();
  }
}

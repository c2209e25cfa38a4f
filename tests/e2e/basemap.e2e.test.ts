// The basemap in Chromium (issue 11, point 1): Lake Ontario south of the shore at the start view, and at z15
// downtown the dataset's streets with their names, glyphs from our own server and no request to any other host.

import { mkdir } from 'node:fs/promises';
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, type Browser } from './browser';

const baseUrl = inject('baseUrl');
const SHOTS = 'test-results/screenshots';
const VIEWPORT = { width: 1280, height: 800 };
const START = { lng: -79.4, lat: 43.7, zoom: 11 };
/** The lake colour of the style (basemap-style.ts), and how far a pixel may be from it under antialiasing. */
const WATER_RGB = [0xa9, 0xcf, 0xe0];
const COLOUR_TOLERANCE = 12;

let browser: Browser;
let page: Page;
const hosts = new Set<string>();
const glyphResponses: Response[] = [];
const basemapResponses: Response[] = [];
/** A tile path whose layers include the basemap, with its zoom. */
const BASEMAP_TILE_PATH = /^\/data\/(?:[a-z_-]+\+)*basemap(?:\+[a-z_-]+)*\/(\d+)\//;

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
  browser = await launchBrowser(VIEWPORT);
  page = await browser.context.newPage();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http')) hosts.add(url.host);
  });
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/data/fonts/')) glyphResponses.push(response);
    // Our streets come in the map's joined tiles ('/data/zoning+former-city+basemap/…').
    if (BASEMAP_TILE_PATH.test(pathname)) basemapResponses.push(response);
  });
  await page.goto(`${baseUrl}/map`);
  await page.locator('[data-testid="map-ready"]').waitFor({ state: 'attached', timeout: 60_000 });
});

afterAll(async () => {
  await browser?.close();
});

/** Where a point is on the page at the start view: the map canvas (beside the side panel) centres the start (512-px tiles). */
async function startViewPixel(lng: number, lat: number): Promise<{ x: number; y: number }> {
  const canvas = await page.locator('.maplibregl-canvas').boundingBox();
  if (!canvas) throw new Error('the map canvas is not on the page');
  const world = 512 * 2 ** START.zoom;
  const mercatorX = (value: number) => ((value + 180) / 360) * world;
  const mercatorY = (value: number) => {
    const rad = (value * Math.PI) / 180;
    return ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * world;
  };
  return {
    x: Math.round(canvas.x + canvas.width / 2 + mercatorX(lng) - mercatorX(START.lng)),
    y: Math.round(canvas.y + canvas.height / 2 + mercatorY(lat) - mercatorY(START.lat)),
  };
}

/** The colour the page shows at a pixel: a screenshot decoded by the browser itself. */
async function pixelAt(x: number, y: number): Promise<number[]> {
  const png = (await page.screenshot({ clip: { x, y, width: 1, height: 1 } })).toString('base64');
  return page.evaluate(async (data) => {
    // From bytes rather than a data: URL, which the page's CSP does not let fetch() read.
    const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(1, 1);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    return Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3));
  }, png);
}

/** Street names in the basemap tiles the page received at a zoom. */
async function streetNamesReceived(zoom: number): Promise<Set<string>> {
  const names = new Set<string>();
  for (const response of basemapResponses) {
    if (response.status() !== 200 || BASEMAP_TILE_PATH.exec(new URL(response.url()).pathname)?.[1] !== String(zoom)) continue;
    const streets = new VectorTile(new PbfReader(new Uint8Array(await response.body()))).layers.streets;
    for (let i = 0; i < (streets?.length ?? 0); i += 1) names.add(String(streets!.feature(i).properties.LINEAR_NAME_FULL));
  }
  return names;
}

/**
 * One key press on the map, then until the move it starts has ended: the map writes its view into the page address at
 * the end of each move. A key starts its move from where the map is at that moment (zoom + 1, 100 px of pan), so a
 * press in the middle of the last move, as on a busy machine after a fixed pause, ends the map short of z15 or off
 * downtown, where no z15 street tile is ever asked for.
 */
async function pressAndSettle(key: string): Promise<void> {
  const before = page.url();
  await page.keyboard.press(key);
  await expect.poll(() => page.url(), { timeout: 30_000 }).not.toBe(before);
}

/** The zoom the page address names. */
const addressedZoom = () => new URL(page.url()).searchParams.get('z');

describe('the basemap', () => {
  it('when the map opens, then Lake Ontario is drawn south of the shore', async () => {
    const lake = await startViewPixel(-79.3, 43.645);

    await page.screenshot({ path: `${SHOTS}/basemap-start-view.png` });
    const [r, g, b] = await pixelAt(lake.x, lake.y);

    expect(Math.max(Math.abs(r! - WATER_RGB[0]!), Math.abs(g! - WATER_RGB[1]!), Math.abs(b! - WATER_RGB[2]!))).toBeLessThanOrEqual(COLOUR_TOLERANCE);
  });

  it('when the map is zoomed to z15 downtown, then named streets arrive and their labels are laid out in our own glyphs', async () => {
    // Focus the map, pan 200 px south (two arrow presses) to put Queen St W and Spadina Ave near the middle, zoom 11 → 15.
    await page.locator('.maplibregl-canvas').focus();
    for (const key of ['ArrowDown', 'ArrowDown', 'Equal', 'Equal', 'Equal', 'Equal']) await pressAndSettle(key);
    expect(addressedZoom()).toBe('15');

    // Generous: tiles on a software-rendered map slow down a lot on a busy machine.
    await expect.poll(async () => [...(await streetNamesReceived(15))], { timeout: 45_000 }).toEqual(
      expect.arrayContaining(['Queen St W', 'Spadina Ave']),
    );
    const glyphs = () => glyphResponses.map((response) => [new URL(response.url()).pathname, response.status()]);
    await expect.poll(glyphs, { timeout: 30_000 }).toContainEqual(['/data/fonts/Noto%20Sans%20Regular/0-255.pbf', 200]);
    await page.screenshot({ path: `${SHOTS}/basemap-z15-downtown.png` });
  });

  it('when the basemap has loaded, then no request went to any host but ours', () => {
    expect([...hosts]).toEqual([new URL(baseUrl).host]);
  });
});

// MapLibre's own floor under Slow 4G: the bare MapLibre page of map-floor-server.ts (the engine's files compressed as
// the app's are, the app's start view drawn from the app's own tiles), timed from navigation to its first idle as the
// app's cold visit is, then visited again in the same profile (the engine's files kept by the HTTP cache, as the
// server marks them immutable). The app's cold figure is printed as a ratio of the first, its repeat visit and offline
// reload as ratios of the second.

import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/browser';
import { FLOOR_READY_ATTRIBUTE, startMapFloorServer, type FloorView } from './map-floor-server';
import { countDrawnFrames, drawnFrames } from './drawn-frames';
import { throttleToSlow4g } from './slow-4g';

export interface FloorVisit {
  /** Milliseconds from navigation to the first idle. */
  ms: number;
  /** Animation frames that drew the map until then. */
  frames: number;
  /** Milliseconds from navigation to the first idle on the second visit. */
  repeatMs: number;
}

/** Opens the floor page throttled and waits for its first idle; the milliseconds it took. */
async function visit(page: Page, baseUrl: string): Promise<number> {
  await throttleToSlow4g(page);
  const started = Date.now();
  await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
  await page.locator(`body[${FLOOR_READY_ATTRIBUTE}="yes"]`).waitFor({ state: 'attached', timeout: 180_000 });
  return Date.now() - started;
}

/** The floor's cold visit under Slow 4G at the viewport. */
export async function measureSlow4gFloor(target: string, viewport: { width: number; height: number }, view: FloorView): Promise<FloorVisit> {
  const server = await startMapFloorServer(target, view);
  const browser = await launchBrowser(viewport);
  try {
    await countDrawnFrames(browser.context);
    const page = await browser.context.newPage();
    const elapsed = await visit(page, server.baseUrl);
    // A floor drawing less than the app's full-page map would be no floor (its map once had no height, and MapLibre
    // drew its 300 px default).
    const canvas = await page.locator('canvas').boundingBox();
    if (!canvas || canvas.width < viewport.width || canvas.height < viewport.height) {
      throw new Error(`the floor's map is ${canvas ? `${canvas.width}×${canvas.height}` : 'not drawn'}, not the whole ${viewport.width}×${viewport.height} page`);
    }
    const frames = await drawnFrames(page);
    await page.close();
    const repeatMs = await visit(await browser.context.newPage(), server.baseUrl);
    return { ms: elapsed, frames, repeatMs };
  } finally {
    await browser.close();
    await server.close();
  }
}

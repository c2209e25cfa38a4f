// Time from navigation to the map's "data ready" (the app's performance mark: every tile of the start view loaded and
// drawn) on localhost with no throttling, first visit and repeat visit, and whether the big zoning GeoJSON was asked
// for before that moment (issue 11: nothing the start view does not draw is downloaded before it is drawn).

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

// The map's start view in real Chromium (issue 11 point 8): what its zoning tiles weigh before data ready, since each
// of their features is parsed and drawn on every frame until the map is idle; and that nothing around the map moves
// while it loads, on a desktop and on a phone.

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readDataReady } from '../bench/map-data-ready';
import { launchBrowser, PUBLIC_PAGE_VIEWPORTS, type Browser } from './browser';
import { layoutShifts, recordLayoutShifts } from './page-checks';

const baseUrl = inject('baseUrl');

/**
 * Decoded bytes of the start view's map tiles (zoning, former by-law areas and streets joined): their zoning was
 * ~600 KB of separate areas before it was dissolved, ~60 KB after.
 */
const START_VIEW_ZONING_BUDGET_BYTES = 150_000;

describe('/map start view in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser({ width: 1280, height: 800 });
  });
  afterAll(() => browser.close());

  it('when the map opens at z11, then its six joined tiles are drawn from under 150 KB of decoded data', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${baseUrl}/map`);
    await readDataReady(page);

    const tiles = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => new URL(entry.name).pathname.startsWith('/data/zoning+former-city+basemap/11/'))
        .map((entry) => entry.decodedBodySize),
    );

    // One request per tile position: no layer of these is asked for on its own.
    expect(tiles.length).toBe(6);
    expect(tiles.reduce((total, bytes) => total + bytes, 0)).toBeLessThan(START_VIEW_ZONING_BUDGET_BYTES);
    await page.close();
  });

  it.each(PUBLIC_PAGE_VIEWPORTS)('when the map opens on a $name, then nothing on the page moves until it is idle', async (viewport) => {
    const sized = await launchBrowser(viewport);
    try {
      await recordLayoutShifts(sized.context);
      const page = await sized.context.newPage();
      await page.goto(`${baseUrl}/map`);
      await readDataReady(page);
      await page.waitForLoadState('networkidle');

      // The controls and the credit line among them are drawn as they stay (the credit line folded on a phone).
      expect(await layoutShifts(page)).toEqual([]);
    } finally {
      await sized.close();
    }
  });
});

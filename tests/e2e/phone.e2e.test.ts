// The map on a 390×844 phone with touch (issue 11 point 4): a tapped parcel is moved out from under the sheet that
// its tap opens, and search results show in a full-screen overlay above the sheet, never behind it or its pill.

import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, type Browser } from './browser';

const baseUrl = inject('baseUrl');
const SHOTS = 'test-results/screenshots';
const PHONE = { width: 390, height: 844 };
/** The start zoom's degrees per screen pixel, about: 360° over 512 × 2^11 px. */
const DEGREES_PER_PX = 360 / (512 * 2 ** 11);

const termValue = (term: string) => `dt:text-is("${term}") + dd`;
const shownNumber = async (page: Page, term: string) => Number((await page.locator(termValue(term)).innerText()).trim());

async function openMap(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/map`);
  await page.locator('[data-testid="map-ready"]').waitFor({ state: 'attached', timeout: 60_000 });
}

async function tapMap(page: Page, x: number, y: number): Promise<{ lat: number; lng: number }> {
  const answered = page.waitForResponse((response) => response.url().includes('/api/zoning/spatial-data'), { timeout: 15_000 });
  await page.locator('canvas.maplibregl-canvas').tap({ position: { x, y } });
  await answered;
  await page.locator(termValue('Zone Code')).waitFor({ timeout: 15_000 });
  return { lat: await shownNumber(page, 'Latitude'), lng: await shownNumber(page, 'Longitude') };
}

async function sheetTop(page: Page): Promise<number> {
  const box = await page.getByRole('region', { name: 'Property details' }).boundingBox();
  if (!box) throw new Error('the sheet has no box');
  return box.y;
}

describe('the map on a phone', () => {
  let browser: Browser;

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    browser = await launchBrowser({ ...PHONE, hasTouch: true });
  });
  afterAll(() => browser.close());

  it('when a parcel low on the screen is tapped, then the sheet opens and the parcel moves above its top edge', async () => {
    const page = await browser.context.newPage();
    await openMap(page);

    // Low on the right of the start view, still on land, where the open sheet will be.
    const low = { x: PHONE.width * 0.75, y: PHONE.height - 220 };
    const tapped = await tapMap(page, low.x, low.y);
    await page.waitForTimeout(800); // the sheet's rise and the map's ease
    const top = await sheetTop(page);
    expect(top).toBeLessThan(low.y);
    await page.screenshot({ path: `${SHOTS}/phone-tap-revealed.png` });

    // The tapped place is now in the middle of the map left above the sheet.
    const found = await tapMap(page, PHONE.width / 2, top / 2);
    expect(Math.abs(found.lat - tapped.lat)).toBeLessThan(4 * DEGREES_PER_PX);
    expect(Math.abs(found.lng - tapped.lng)).toBeLessThan(4 * DEGREES_PER_PX);
    await page.close();
  });

  it('when the sheet is open and an address is searched, then every result shows above the sheet and its pill', async () => {
    const page = await browser.context.newPage();
    await openMap(page);
    await tapMap(page, PHONE.width / 2, PHONE.height / 3);

    const search = page.getByRole('combobox');
    await search.tap();
    await search.fill('queen st');
    await page.getByRole('option').first().waitFor({ timeout: 15_000 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/phone-search-overlay.png` });

    const options = await page.getByRole('option').all();
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) {
      const box = await option.boundingBox();
      if (!box) throw new Error('a result has no box');
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
      const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      const onTop = await option.evaluate((element, { x, y }) => element.contains(document.elementFromPoint(x, y)), centre);
      expect(onTop).toBe(true);
    }
    await page.close();
  });

  it('when a result is picked in the overlay, then the overlay closes and the map shows the place', async () => {
    const page = await browser.context.newPage();
    await openMap(page);
    const search = page.getByRole('combobox');
    await search.tap();
    await search.fill('100 queen st w');
    await page.getByRole('option').first().tap({ timeout: 15_000 });

    await expect.poll(() => page.locator(termValue('Source')).innerText(), { timeout: 15_000 }).toBe('Address Search');
    const canvas = await page.locator('canvas.maplibregl-canvas').boundingBox();
    const centre = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName ?? null, { x: PHONE.width / 2, y: 200 });
    expect(canvas?.height).toBeGreaterThan(0);
    expect(centre).toBe('CANVAS');
    await page.close();
  });
});

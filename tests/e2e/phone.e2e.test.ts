// The map on a 390×844 phone with touch (issue 11 point 4): a tapped parcel is moved out from under the sheet that
// its tap opens, and search results show in a full-screen overlay above the sheet, never behind it or its pill.
// The phone's header has the site's slide-in menu on /map too (spec §2 "Mobile layout").

import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, type Browser } from './browser';
import { topBandBottom } from './map-overlays';
import { seriousAxeViolations } from './page-checks';
import { sheetBox } from './sheet';

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
    await expect.poll(async () => (await sheetBox(page)).heightPercent, { timeout: 20_000 }).toBeCloseTo(40, 0);
    await page.waitForTimeout(800); // the map's ease
    const { top } = await sheetBox(page);
    expect(top).toBeLessThan(low.y);
    await page.screenshot({ path: `${SHOTS}/phone-tap-revealed.png` });

    // The tapped place is now in the middle of the map left between the top column and the sheet.
    const found = await tapMap(page, PHONE.width / 2, ((await topBandBottom(page)) + top) / 2);
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
    // The map, not the overlay, is on top there: its canvas, or the place's marker, which the ease may bring to that point.
    const centre = await page.evaluate(
      ({ x, y }) => {
        const top = document.elementFromPoint(x, y);
        return top?.closest('.maplibregl-map') ? 'map' : (top?.className ?? null);
      },
      { x: PHONE.width / 2, y: 200 },
    );
    expect(canvas?.height).toBeGreaterThan(0);
    expect(centre).toBe('map');
    await page.close();
  });

  it('when "Open menu" is tapped on the map, then the site menu slides in with its sections and account card, and closes from its close button', async () => {
    const page = await browser.context.newPage();
    await openMap(page);
    const opener = page.getByRole('button', { name: 'Open menu' });
    const openerBox = await opener.boundingBox();
    expect(openerBox?.width).toBeGreaterThanOrEqual(44);
    expect(openerBox?.height).toBeGreaterThanOrEqual(44);
    expect(await opener.getAttribute('aria-expanded')).toBe('false');
    await page.screenshot({ path: `${SHOTS}/phone-map-header.png` });

    await opener.tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('heading', { name: 'Navigation' }).waitFor();
    await expect.poll(() => menu.getByText('Guest User').isVisible()).toBe(true);
    expect(await menu.getByText('Not signed in').isVisible()).toBe(true);
    expect(await opener.getAttribute('aria-expanded')).toBe('true');
    await page.waitForTimeout(400); // the slide-in
    await page.screenshot({ path: `${SHOTS}/phone-map-menu.png` });
    expect(await seriousAxeViolations(page)).toEqual([]);

    await menu.getByRole('button', { name: 'Close menu' }).tap();
    await menu.waitFor({ state: 'hidden' });
    expect(await opener.getAttribute('aria-expanded')).toBe('false');
    await page.close();
  });

  it('when the map\'s menu is open, then Escape and a tap on the backdrop close it', async () => {
    const page = await browser.context.newPage();
    await openMap(page);
    const opener = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Menu' });

    await opener.tap();
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    await opener.tap();
    await menu.waitFor();
    await page.waitForTimeout(400); // the slide-in, so the backdrop is right of the panel
    await page.touchscreen.tap(PHONE.width - 10, PHONE.height / 2);
    await menu.waitFor({ state: 'hidden' });
    await page.close();
  });

  it('when Contact Us is tapped in the map\'s menu, then the contact page opens', async () => {
    const page = await browser.context.newPage();
    await openMap(page);
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Contact Us' }).tap();
    await page.waitForURL(`${baseUrl}/contact`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.close();
  });

  it('when the search field has focus, then its full-screen overlay covers the menu button too', async () => {
    const page = await browser.context.newPage();
    await openMap(page);
    const box = await page.getByRole('button', { name: 'Open menu' }).boundingBox();
    if (!box) throw new Error('the menu button has no box');
    await page.getByRole('combobox').tap();

    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const covered = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('.map-screen__search') !== null, centre);
    expect(covered).toBe(true);
    await page.close();
  });
});

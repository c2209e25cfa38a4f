// The map keeps the screen (issue 27 point 5), in Chromium against the real server. On a 390×844 phone with touch the
// overlays at the top take one compact band (the site's links are in the menu; only the account sits beside the
// search), the search's placeholder shows whole, and a picked or tapped parcel is framed between that band and the
// open sheet. At 1280×800 nothing overlaps the map's credit line, and the open legend folds before it covers the
// selected parcel.

import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { GeocodeAnswer } from '../../src/lib/api/geocode';
import { createConfirmedAccount, uniqueEmail } from './accounts';
import { signIn } from './account-steps';
import { clearSiteStorage, launchBrowser, type Browser } from './browser';
import { highlightBox, intersects, overlayRects, topBandBottom, type Rect } from './map-overlays';
import { seriousAxeViolations, smallTouchTargets } from './page-checks';
import { sheetBox } from './sheet';

const baseUrl = inject('baseUrl');
const SHOTS = 'test-results/screenshots';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/**
 * The header (48 px under an 8 px margin), one row of chips (the legend's 46 px toggle) and the gap between: 110 px
 * when written, where the site's links on two rows of their own had taken the band to 212 px.
 */
const COMPACT_BAND_PX = 120;
/** The zoom of the close views the tap tests open: the phone's search zoom, where a parcel's outline is drawn. */
const CLOSE_ZOOM = 17;
/** An address whose point lies inside its parcel (City Hall's, some 120 × 160 px at that zoom). */
const PARCEL_ADDRESS = '100 queen st w';
/** The map's credit line, and everything else that floats over the desktop map. */
const CREDIT = '.maplibregl-ctrl-attrib';
const DESKTOP_OVERLAYS = '.map-screen__overlays > *, .map-legend, .map-data-notice, .maplibregl-ctrl-group';

const termValue = (term: string) => `dt:text-is("${term}") + dd`;

/** The point of PARCEL_ADDRESS, as the search gives it. */
async function parcelPoint(): Promise<{ lng: number; lat: number }> {
  const [first] = ((await (await fetch(`${baseUrl}/api/geocode?q=${encodeURIComponent(PARCEL_ADDRESS)}`)).json()) as GeocodeAnswer).results;
  if (!first) throw new Error(`no search result for ${PARCEL_ADDRESS}`);
  return { lng: first.lng, lat: first.lat };
}

/**
 * The /map address of a view at CLOSE_ZOOM that shows `point` at `at` (px in a map of `size`): a view only, with no
 * parcel picked (MapLibre: 512-px world tiles, Web Mercator).
 */
function viewPlacing(point: { lng: number; lat: number }, at: { x: number; y: number }, size: { width: number; height: number }): string {
  const world = 512 * 2 ** CLOSE_ZOOM;
  const mercatorY = (lat: number) => ((1 - Math.log(Math.tan((lat * Math.PI) / 180) + 1 / Math.cos((lat * Math.PI) / 180)) / Math.PI) / 2) * world;
  const x = ((point.lng + 180) / 360) * world + size.width / 2 - at.x;
  const y = mercatorY(point.lat) + size.height / 2 - at.y;
  const lng = (x / world) * 360 - 180;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / world))) * 180) / Math.PI;
  return `/map?lat=${lat.toFixed(6)}&lng=${lng.toFixed(6)}&z=${CLOSE_ZOOM}`;
}

async function openMap(page: Page, path = '/map'): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.locator('[data-testid="map-ready"]').waitFor({ state: 'attached', timeout: 60_000 });
}

/** The part of the phone's map that no overlay covers: under the top band, above the open sheet. */
async function freeArea(page: Page): Promise<{ top: number; bottom: number }> {
  await expect.poll(async () => (await sheetBox(page)).heightPercent, { timeout: 20_000 }).toBeCloseTo(40, 0);
  return { top: await topBandBottom(page), bottom: (await sheetBox(page)).top };
}

/** Waits until the map has framed the selected parcel's outline inside `area`, and returns that outline's box. */
async function framedParcel(page: Page, area: { top: number; bottom: number; left?: number; right?: number }): Promise<Rect> {
  const inside = (box: Rect | null) =>
    box !== null && box.top >= area.top && box.bottom <= area.bottom && box.left >= (area.left ?? 0) && box.right <= (area.right ?? Infinity);
  await expect.poll(async () => inside(await highlightBox(page)), { timeout: 20_000, interval: 500 }).toBe(true);
  const box = await highlightBox(page);
  if (!box) throw new Error('the parcel outline went away');
  return box;
}

describe('the map on a 390×844 phone with touch', () => {
  let browser: Browser;

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    browser = await launchBrowser({ ...PHONE, hasTouch: true });
  });
  afterAll(() => browser.close());
  beforeEach(() => clearSiteStorage(browser.context, baseUrl));

  it('when /map opens, then the header and one row of chips take the top 120 px at most, with Sign In beside the search', async () => {
    const page = await browser.context.newPage();
    await openMap(page);
    await page.getByRole('link', { name: 'Sign In' }).waitFor();

    const band = await topBandBottom(page);
    expect(band).toBeLessThanOrEqual(COMPACT_BAND_PX);
    // The site's links are the menu's: none float over the phone's map.
    expect(await page.getByRole('navigation', { name: 'Site' }).count()).toBe(0);
    const signIn = await page.getByRole('link', { name: 'Sign In' }).boundingBox();
    const search = await page.getByRole('combobox').boundingBox();
    expect(signIn && search && signIn.y === search.y && signIn.x > search.x + search.width).toBe(true);
    await page.screenshot({ path: `${SHOTS}/phone-map-top-band.png` });
    expect(await smallTouchTargets(page)).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  });

  it('when a signed-in user opens /map, then Account sits beside the search and the balance ends the one row of chips', async () => {
    const email = uniqueEmail('map-layout');
    await createConfirmedAccount(baseUrl, email);
    const page = await browser.context.newPage();
    await signIn(page, baseUrl, email);
    await openMap(page);
    const balance = page.getByRole('link', { name: '0 Credits' });
    await balance.waitFor();

    expect(await topBandBottom(page)).toBeLessThanOrEqual(COMPACT_BAND_PX);
    const account = await page.getByRole('link', { name: 'Account', exact: true }).boundingBox();
    const chips = await page.locator('.map-screen__chips').boundingBox();
    const balanceBox = await balance.boundingBox();
    expect(account && account.y < 56 && account.x + account.width <= PHONE.width).toBe(true);
    expect(chips && balanceBox && balanceBox.y >= chips.y && balanceBox.x + balanceBox.width <= PHONE.width).toBe(true);
    await page.screenshot({ path: `${SHOTS}/phone-map-top-band-signed-in.png` });
    await page.close();
  });

  it('when /map opens, then the search field shows its whole placeholder', async () => {
    const page = await browser.context.newPage();
    await openMap(page);
    const search = page.getByRole('combobox');
    expect(await search.inputValue()).toBe('');
    const fit = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) throw new Error('no 2D context');
      context.font = style.font;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text: context.measureText(input.placeholder).width, room, placeholder: input.placeholder };
    });
    expect(fit.placeholder).toBe('Search for an address in Toronto...');
    expect(fit.text).toBeLessThanOrEqual(fit.room);
    await page.close();
  });

  it('when an address is picked, then its parcel is framed between the top band and the open sheet', async () => {
    const page = await browser.context.newPage();
    await openMap(page);
    const search = page.getByRole('combobox');
    await search.tap();
    await search.fill(PARCEL_ADDRESS);
    await page.getByRole('option').first().tap({ timeout: 15_000 });
    await expect.poll(() => page.locator(termValue('Source')).innerText(), { timeout: 15_000 }).toBe('Address Search');

    await framedParcel(page, { ...(await freeArea(page)), left: 0, right: PHONE.width });
    await page.screenshot({ path: `${SHOTS}/phone-search-framed.png` });
    await page.close();
  });

  it('when a parcel reaching under the top band is tapped, then it moves down clear of the band, above the sheet', async () => {
    const page = await browser.context.newPage();
    // The address's point just under the band: its parcel spreads up under the header and the chips.
    const tapAt = { x: PHONE.width / 2, y: COMPACT_BAND_PX + 10 };
    await openMap(page, viewPlacing(await parcelPoint(), tapAt, PHONE));
    await page.locator('canvas.maplibregl-canvas').tap({ position: tapAt });
    await expect.poll(() => page.locator(termValue('Source')).innerText(), { timeout: 15_000 }).toBe('Map Click');

    await framedParcel(page, { ...(await freeArea(page)), left: 0, right: PHONE.width });
    await page.screenshot({ path: `${SHOTS}/phone-tap-framed.png` });
    await page.close();
  });
});

describe('the map at 1280×800', () => {
  let browser: Browser;

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    browser = await launchBrowser(DESKTOP);
  });
  afterAll(() => browser.close());

  /** The credit line's rect, and the rects of the other overlays it meets. */
  async function creditOverlaps(page: Page): Promise<{ credit: Rect; overlapping: string[] }> {
    const [credit] = await overlayRects(page, CREDIT);
    if (!credit) throw new Error('the map shows no credit line');
    const others = await overlayRects(page, DESKTOP_OVERLAYS);
    return { credit: credit.rect, overlapping: others.filter((other) => intersects(other.rect, credit.rect)).map((other) => other.name) };
  }

  it('when the map opens, then its credit line meets no other overlay, even grown to the City licence line and wrapped', async () => {
    const page = await browser.context.newPage();
    await openMap(page);
    expect((await creditOverlaps(page)).overlapping).toEqual([]);

    // The City's licence line at its longest, and basemap credits after it: three lines and more across the map.
    const before = await page.locator('.map-legend').boundingBox();
    await page.locator('.maplibregl-ctrl-attrib-inner').evaluate((inner) => {
      const city =
        'Contains information licensed under the Open Government Licence – Toronto (City of Toronto open data, zoning publication date not known, imported 30 September 2026)';
      inner.textContent = `${city} | ${'© a hosted basemap provider and its data partners, all rights reserved | '.repeat(3)}`;
    });
    await expect.poll(async () => (await page.locator('.map-legend').boundingBox())?.y).toBeLessThan(before?.y ?? 0);
    const grown = await creditOverlaps(page);
    expect(grown.credit.bottom - grown.credit.top).toBeGreaterThan(44);
    expect(grown.overlapping).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/desktop-credit-line.png` });
    await page.close();
  });

  it('when a parcel at the open legend\'s top edge is clicked, then the legend folds rather than cover any of it', async () => {
    const page = await browser.context.newPage();
    await openMap(page);
    const toggle = page.getByRole('button', { name: 'Toronto Zoning' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const legend = await page.locator('.map-legend').boundingBox();
    const canvas = await page.locator('canvas.maplibregl-canvas').boundingBox();
    if (!legend || !canvas) throw new Error('the legend or the map has no box');

    // The address's point just above the legend's top edge: its parcel spreads down under where the open legend is.
    const clickAt = { x: legend.x + legend.width / 2 - canvas.x, y: legend.y - 10 - canvas.y };
    await openMap(page, viewPlacing(await parcelPoint(), clickAt, canvas));
    await page.locator('canvas.maplibregl-canvas').click({ position: clickAt });
    await expect.poll(() => page.locator(termValue('Source')).innerText(), { timeout: 15_000 }).toBe('Map Click');

    const parcel = await framedParcel(page, { top: 0, bottom: DESKTOP.height });
    const openLegend = { left: legend.x, top: legend.y, right: legend.x + legend.width, bottom: legend.y + legend.height };
    expect(intersects(openLegend, parcel)).toBe(true);
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    const folded = await page.locator('.map-legend').boundingBox();
    expect(folded && intersects({ left: folded.x, top: folded.y, right: folded.x + folded.width, bottom: folded.y + folded.height }, parcel)).toBe(false);
    await page.screenshot({ path: `${SHOTS}/desktop-legend-folded.png` });
    await page.close();
  });
});

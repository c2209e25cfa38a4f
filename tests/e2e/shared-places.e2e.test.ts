// Places that can be shared (issue 11 point 3) in Chromium at 1280×800: a /map link with lat, lng, z and parcel opens
// that parcel with its panel, a reload keeps the picked place, a link with lat and lng alone opens whatever parcel is
// there, a picked search result is in the address too, and the blog links to a parcel. Also point 8: the zoning
// GeoJSON waits for the start view.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { SpatialDataAnswer } from '../../src/lib/api/spatial';
import { readDataReady } from '../bench/map-data-ready';
import { launchBrowser, type Browser } from './browser';

const baseUrl = inject('baseUrl');
/** A downtown point on a parcel of the demo dataset. */
const PLACE = { lat: 43.653567, lng: -79.384207 };

const termValue = (term: string) => `dt:text-is("${term}") + dd`;
const shownTerm = async (page: Page, term: string) => (await page.locator(termValue(term)).innerText()).trim();

async function spatialAnswer(lat: number | string, lng: number | string): Promise<SpatialDataAnswer> {
  return (await (await fetch(`${baseUrl}/api/zoning/spatial-data?lat=${lat}&lng=${lng}`)).json()) as SpatialDataAnswer;
}

async function waitForPanel(page: Page): Promise<void> {
  await page.locator(termValue('Zone Code')).waitFor({ timeout: 30_000 });
}

describe('places that can be shared', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser({ width: 1280, height: 800 });
  });
  afterAll(() => browser.close());

  it('when a link names lat, lng, z and parcel, then the map opens that parcel with its panel', async () => {
    const answer = await spatialAnswer(PLACE.lat, PLACE.lng);
    const parcelId = answer.parcel?.parceli2;
    expect(parcelId).toBeTruthy();
    const page = await browser.context.newPage();

    await page.goto(`${baseUrl}/map?lat=${PLACE.lat}&lng=${PLACE.lng}&z=17&parcel=${parcelId}`);

    await waitForPanel(page);
    expect(await shownTerm(page, 'Latitude')).toBe(PLACE.lat.toFixed(6));
    expect(await shownTerm(page, 'Longitude')).toBe(PLACE.lng.toFixed(6));
    expect(await shownTerm(page, 'Zone Code')).toBe(answer.zone.base_zone);
    expect(new URL(page.url()).searchParams.get('parcel')).toBe(parcelId);
    await page.close();
  });

  it('when a link names lat and lng alone, then the parcel there opens and its id joins the address', async () => {
    const answer = await spatialAnswer(PLACE.lat, PLACE.lng);
    const page = await browser.context.newPage();

    await page.goto(`${baseUrl}/map?lat=${PLACE.lat}&lng=${PLACE.lng}`);

    await waitForPanel(page);
    expect(await shownTerm(page, 'Latitude')).toBe(PLACE.lat.toFixed(6));
    await expect.poll(() => new URL(page.url()).searchParams.get('parcel'), { timeout: 5_000 }).toBe(answer.parcel?.parceli2);
    await page.close();
  });

  it('when a parcel is clicked and the page reloaded, then the same place opens with its panel', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${baseUrl}/map`);
    await page.locator('[data-testid="map-ready"]').waitFor({ state: 'attached', timeout: 60_000 });
    const canvas = page.locator('canvas.maplibregl-canvas');
    const box = await canvas.boundingBox();
    if (!box) throw new Error('the map canvas has no box');

    await canvas.click({ position: { x: box.width * 0.6, y: box.height * 0.4 } });
    await waitForPanel(page);
    const lat = await shownTerm(page, 'Latitude');
    const lng = await shownTerm(page, 'Longitude');
    const zone = await shownTerm(page, 'Zone Code');
    await expect.poll(() => new URL(page.url()).searchParams.get('lat'), { timeout: 5_000 }).toBe(lat);

    await page.reload();

    await waitForPanel(page);
    expect(await shownTerm(page, 'Latitude')).toBe(lat);
    expect(await shownTerm(page, 'Longitude')).toBe(lng);
    expect(await shownTerm(page, 'Zone Code')).toBe(zone);
    await page.close();
  });

  it('when a search result is picked, then a link to that address opens the same parcel', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${baseUrl}/map`);
    const search = page.getByRole('combobox');
    await search.fill('100 queen st w');
    await page.getByRole('option').first().waitFor({ timeout: 15_000 });
    await search.press('ArrowDown');
    await search.press('Enter');
    await waitForPanel(page);
    const zone = await shownTerm(page, 'Zone Code');
    await expect.poll(() => new URL(page.url()).searchParams.get('parcel'), { timeout: 5_000 }).toBeTruthy();
    const link = page.url();

    const opened = await browser.context.newPage();
    await opened.goto(link);

    await waitForPanel(opened);
    expect(await shownTerm(opened, 'Zone Code')).toBe(zone);
    expect(new URL(opened.url()).searchParams.get('parcel')).toBe(new URL(link).searchParams.get('parcel'));
    await opened.close();
    await page.close();
  });

  it('when the blog link to a downtown parcel is followed, then the map opens that parcel with its panel', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${baseUrl}/blog/how-to-read-a-toronto-zone-label`);

    await page.getByRole('link', { name: 'open a downtown parcel on the map' }).click();

    await waitForPanel(page);
    expect(await shownTerm(page, 'Latitude')).toBe(PLACE.lat.toFixed(6));
    expect(await shownTerm(page, 'Longitude')).toBe(PLACE.lng.toFixed(6));
    await page.close();
  });

  it('when /map opens, then the zoning GeoJSON is not asked for before the start view is drawn', async () => {
    const page = await browser.context.newPage();

    await page.goto(`${baseUrl}/map`);
    const timing = await readDataReady(page);

    expect(Number.isFinite(timing.dataReadyMs)).toBe(true);
    expect(timing.zoningBeforeReady).toBe(false);
    await page.close();
  });
});

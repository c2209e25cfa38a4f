// The map in real Chromium: a click on the map shows that point's zoning and coordinates in the Property tab.

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { SpatialDataAnswer } from '../../src/lib/api/spatial';
import { launchBrowser, type Browser } from './browser';

const baseUrl = inject('baseUrl');

function termValue(term: string): string {
  return `dt:text-is("${term}") + dd`;
}

describe('/map in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser({ width: 1280, height: 800 });
  });
  afterAll(() => browser.close());

  it('when the map is clicked, then the panel shows the zone code and the coordinates of that point', async () => {
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${baseUrl}/map`);
    const canvas = page.locator('canvas.maplibregl-canvas');
    await canvas.waitFor({ state: 'visible', timeout: 60_000 });
    await expect.poll(() => page.getByText('Click on the map or search for an address to view zoning information').isVisible()).toBe(true);
    await page.waitForLoadState('networkidle');

    const box = await canvas.boundingBox();
    if (!box) throw new Error('the map canvas has no box');
    await canvas.click({ position: { x: box.width / 2, y: box.height / 2 } });

    const zoneCode = page.locator(termValue('Zone Code'));
    await zoneCode.waitFor({ timeout: 30_000 });
    const latitude = (await page.locator(termValue('Latitude')).innerText()).trim();
    const longitude = (await page.locator(termValue('Longitude')).innerText()).trim();

    // The map opens centred on 43.7, -79.4, so the centre of the canvas is within a pixel or two of it.
    expect(latitude).toMatch(/^-?\d+\.\d{6}$/);
    expect(longitude).toMatch(/^-?\d+\.\d{6}$/);
    expect(Math.abs(Number(latitude) - 43.7)).toBeLessThan(0.002);
    expect(Math.abs(Number(longitude) - -79.4)).toBeLessThan(0.002);

    // The zone shown is the one the API gives for exactly those coordinates.
    const res = await fetch(`${baseUrl}/api/zoning/spatial-data?lat=${latitude}&lng=${longitude}`);
    const answer = (await res.json()) as SpatialDataAnswer;
    expect((await zoneCode.innerText()).trim()).toBe(answer.zone.base_zone);
    await expect.poll(() => page.getByText('Map Click').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Demo data').first().isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});

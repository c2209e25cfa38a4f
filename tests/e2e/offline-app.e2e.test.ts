// The app offline in Chromium on a 390×844 phone: after an online visit (signed in, account pages, /pricing, /map),
// with the network cut, /pricing shows the prices kept by the service worker with a note that buying needs a
// connection, the indicator says offline on every screen without covering the map's controls, a parcel looked up
// outside every saved area says it is not saved, and "Back online" shows when the network returns (and Try again then finds the
// parcel). No cache holds any API answer but the products list.

import { mkdir } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createConfirmedAccount, uniqueEmail } from './accounts';
import { signIn } from './account-steps';
import { launchBrowser, type Browser } from './browser';
import { seriousAxeViolations } from './page-checks';
import { setNetworkCut, startTestProxy, type TestProxy } from './test-proxy';

const target = inject('baseUrl');
const SHOTS = 'test-results/screenshots';
const PHONE = { width: 390, height: 844 };
const PRODUCTS_PATH = '/api/payments-simple/products';

let browser: Browser;
/** In front of the server; cut, it drops every connection (Playwright's offline mode need not cut the worker's). */
let proxy: TestProxy;
let baseUrl: string;


beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
  proxy = await startTestProxy(target);
  baseUrl = proxy.baseUrl;
  browser = await launchBrowser(PHONE);
});

afterAll(async () => {
  await browser?.close();
  await proxy?.close();
});

/** Every URL in every cache of the origin (the service worker's and any other). */
const everyCachedUrl = `(async () => {
  const urls = [];
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) urls.push(request.url);
  }
  return urls;
})()`;

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box for ${locator.toString()}`);
  return box;
}

/** The indicator this screen shows (the live region with text in it). */
const indicator = (page: Page) => page.locator('.connection-status').filter({ hasText: /\S/ });

async function openMap(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/map?lat=43.6535&lng=-79.3839&z=16`);
  await page.locator('[data-testid="map-ready"]').waitFor({ state: 'attached', timeout: 60_000 });
}

describe('the app offline after an online visit', () => {
  it('when the network is cut, then pricing, the indicator and the map say so, and no API answer but the products is cached', { timeout: 240_000 }, async () => {
    const email = uniqueEmail('offline');
    await createConfirmedAccount(baseUrl, email);
    const page = await browser.context.newPage();

    // Online: the worker takes control on the first visit; every area of the API is used once.
    await page.goto(`${baseUrl}/`);
    await expect.poll(() => page.evaluate('Boolean(navigator.serviceWorker.controller)'), { timeout: 60_000 }).toBe(true);
    await signIn(page, baseUrl, email);
    await page.goto(`${baseUrl}/account/overview`);
    await page.locator('.account__balance').waitFor({ timeout: 15_000 });
    await page.goto(`${baseUrl}/account/reports`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goto(`${baseUrl}/pricing`);
    await page.getByRole('button', { name: 'Buy Now' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.evaluate(`caches.match('${PRODUCTS_PATH}').then(Boolean)`), { timeout: 15_000 }).toBe(true);
    await openMap(page);
    await expect(indicator(page).count()).resolves.toBe(0);

    // Offline: /pricing from the worker's caches.
    await setNetworkCut(browser.context, page, proxy, true);
    await page.goto(`${baseUrl}/pricing`);
    await page.getByRole('button', { name: 'Buy Now' }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('button', { name: 'Buy Now' }).isDisabled()).toBe(true);
    expect(await page.getByText('You are offline. These are the prices last loaded; buying needs a connection.').isVisible()).toBe(true);
    expect(await page.getByText('$49').first().isVisible()).toBe(true);
    expect(await page.getByText('Failed to load pricing information').count()).toBe(0);
    expect(await indicator(page).textContent()).toContain('Offline.');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/offline-pricing.png` });

    // Offline on /map: the indicator clear of the search, the menu button, the zoom buttons and the sheet's handle;
    // a parcel looked up, in no area saved on this device, says so.
    await openMap(page);
    await page.locator('canvas.maplibregl-canvas').click({ position: { x: PHONE.width / 2, y: 420 } });
    await page.getByText('This place is not in an area saved on this device. Save the area while online to look it up with no connection.').waitFor({ timeout: 15_000 });
    expect(await page.getByText(/Could not reach the server/).count()).toBe(0);
    await page.waitForTimeout(800); // the sheet's rise
    const shown = await boxOf(indicator(page));
    for (const control of [
      page.getByRole('combobox').first(),
      page.locator('.map-screen__menu-button'),
      page.locator('.maplibregl-ctrl-bottom-right'),
      page.locator('.bottom-sheet__handle'),
    ]) {
      expect(overlaps(shown, await boxOf(control)), control.toString()).toBe(false);
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/offline-map-phone.png` });

    // Back online.
    await setNetworkCut(browser.context, page, proxy, false);
    await expect.poll(() => indicator(page).textContent(), { timeout: 5_000 }).toBe('Back online');
    await page.screenshot({ path: `${SHOTS}/offline-back-online.png` });
    const retry = page.getByRole('button', { name: 'Try again' });
    expect((await boxOf(retry)).height).toBeGreaterThanOrEqual(44);
    await retry.click();
    await page.locator('dt:text-is("Zone Code")').waitFor({ timeout: 15_000 });

    const apiUrls = ((await page.evaluate(everyCachedUrl)) as string[]).filter((url) => new URL(url).pathname.startsWith('/api/'));
    expect(apiUrls.map((url) => new URL(url).pathname)).toEqual([PRODUCTS_PATH]);
    await page.close();
  });
});

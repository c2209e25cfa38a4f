// A brief offline, in Chromium against the real server: with a credit bought and the parcel's area saved, the network
// cut, the Analysis tab says before any click that a brief needs a connection and Analyze is disabled, described by
// that text; back online it analyses. The report kept offline from My Reports is then listed with the network cut,
// with a note that only kept copies show, and Open PDF opens the stored file. Axe clean, touch targets >= 44 px.

import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createConfirmedAccount, uniqueEmail } from './accounts';
import { buyOneCredit, signIn } from './account-steps';
import { launchBrowser, type Browser } from './browser';
import { seriousAxeViolations, smallTouchTargets } from './page-checks';
import { setNetworkCut, startTestProxy, type TestProxy } from './test-proxy';

const SHOTS = 'test-results/screenshots';
/** A view centred on a parcel (100 Queen St W, a landmark kept in every demo), at a zoom that shows lots. */
const ON_A_PARCEL = '/map?lat=43.651666&lng=-79.383547&z=17';
const OFFLINE_ANALYSIS = 'You are offline. Generating a brief needs a connection.';

let browser: Browser;
let proxy: TestProxy;

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
  proxy = await startTestProxy(inject('baseUrl'));
  browser = await launchBrowser({ width: 1280, height: 800 });
});

afterAll(async () => {
  await browser?.close();
  await proxy?.close();
});


async function clickMapCentre(page: Page): Promise<void> {
  const canvas = page.locator('.map-screen__map canvas');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the map canvas has no box');
  await canvas.click({ position: { x: box.width / 2, y: box.height / 2 } });
}

describe('a brief and a kept report offline', () => {
  it('when offline, then the Analysis tab says a brief needs a connection, and a kept report opens from the device', { timeout: 300_000 }, async () => {
    const email = uniqueEmail('offline-reports');
    await createConfirmedAccount(proxy.baseUrl, email);
    const page = await browser.context.newPage();
    await signIn(page, proxy.baseUrl, email);
    await buyOneCredit(page, proxy.baseUrl);

    // The parcel's area saved while online, so the click is answered offline.
    await page.goto(`${proxy.baseUrl}${ON_A_PARCEL}`);
    await page.locator('[data-testid="map-ready"]').waitFor({ state: 'attached', timeout: 60_000 });
    await expect.poll(() => page.evaluate('Boolean(navigator.serviceWorker.controller)'), { timeout: 60_000 }).toBe(true);
    await page.getByRole('button', { name: 'Save this area offline' }).click();
    await page.getByLabel('Name').fill('City Hall');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved “City Hall” for offline use.').waitFor({ timeout: 60_000 });

    // Chromium here tells an open page of the cut (navigator.onLine) only once it loads again.
    await setNetworkCut(browser.context, page, proxy, true);
    proxy.reached.length = 0;
    await page.reload();
    await page.locator('[data-testid="map-ready"]').waitFor({ state: 'attached', timeout: 60_000 });
    await clickMapCentre(page);
    await page.getByText(/^Offline: from data saved on /).waitFor({ timeout: 30_000 });
    await page.getByRole('tab', { name: 'Analysis' }).click();
    const note = page.getByText(OFFLINE_ANALYSIS, { exact: true });
    await note.waitFor({ timeout: 30_000 });
    const analyze = page.getByRole('button', { name: /^Analyze/ });
    expect(await analyze.isDisabled()).toBe(true);
    expect(await analyze.getAttribute('aria-describedby')).toBe(await note.getAttribute('id'));
    await page.screenshot({ path: `${SHOTS}/analysis-offline.png` });
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await smallTouchTargets(page)).toEqual([]);
    expect(proxy.reached).toEqual([]);

    // Back online: no note, and the brief is made.
    await setNetworkCut(browser.context, page, proxy, false);
    await page.reload();
    await page.locator('[data-testid="map-ready"]').waitFor({ state: 'attached', timeout: 60_000 });
    await clickMapCentre(page);
    await page.locator('dt:text-is("Zone Code") + dd').waitFor({ timeout: 30_000 });
    await page.getByRole('tab', { name: 'Analysis' }).click();
    await analyze.waitFor({ timeout: 30_000 });
    expect(await note.count()).toBe(0);
    expect(await analyze.isDisabled()).toBe(false);
    await analyze.click();
    const title = page.locator('#analysis-summary-title');
    await title.waitFor({ timeout: 60_000 });
    const reportId = /ZP-[0-9A-Za-z]{8}/.exec(await title.innerText())?.[0] ?? '';
    expect(reportId).not.toBe('');

    // Kept offline from My Reports.
    await page.goto(`${proxy.baseUrl}/account/reports`);
    await page.getByRole('button', { name: `Keep report ${reportId} offline` }).click();
    await page.getByRole('button', { name: `Remove offline copy of report ${reportId}` }).waitFor({ timeout: 30_000 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await smallTouchTargets(page)).toEqual([]);

    // With the network cut, My Reports lists the kept copy and opens its PDF from the device.
    await setNetworkCut(browser.context, page, proxy, true);
    proxy.reached.length = 0;
    await page.reload();
    await page.getByText('You are offline. This list shows only the reports kept on this device.').waitFor({ timeout: 30_000 });
    const kept = page.getByRole('list', { name: 'Reports kept on this device, newest first' });
    expect(await kept.getByText(reportId).count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/reports-kept-offline.png` });
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await smallTouchTargets(page)).toEqual([]);
    const [pdf] = await Promise.all([browser.context.waitForEvent('page'), page.getByRole('button', { name: `Open PDF of report ${reportId}` }).click()]);
    expect(pdf.url()).toMatch(/^blob:/);
    // The new tab shows the file stored on the device (a blob: URL of this origin), as a PDF.
    await pdf.waitForLoadState();
    expect(await pdf.evaluate('document.contentType')).toBe('application/pdf');
    expect(proxy.reached).toEqual([]);
    await pdf.close();
    await page.close();
  });
});

// Every route of spec §2 in Chromium, on a desktop and a phone: it renders its heading, axe finds no serious or
// critical violation, and every button and link outside running text is at least 44 px in both directions.

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, PUBLIC_PAGE_VIEWPORTS, type Browser } from './browser';
import { seriousAxeViolations, smallTouchTargets } from './page-checks';

const baseUrl = inject('baseUrl');

const ROUTES = [
  '/', '/map', '/login', '/login?mode=signup', '/login?mode=forgot-password', '/auth/callback', '/reset-password',
  '/legal', '/pricing', '/blog', '/contact', '/account', '/account/overview', '/account/settings',
  '/account/reports', '/account/pricing', '/account-old', '/reports', '/checkout/cs_local_unknown', '/no-such-page',
];

describe.each(PUBLIC_PAGE_VIEWPORTS)('pages on $name', (viewport) => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser(viewport);
  });
  afterAll(() => browser.close());

  it.each(ROUTES)('when %s opens, then it has a heading and no serious accessibility violation', async (route) => {
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${baseUrl}${route}`);
    await page.locator('h1').first().waitFor({ state: 'attached', timeout: 30_000 });
    await page.waitForLoadState('networkidle');

    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await smallTouchTargets(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

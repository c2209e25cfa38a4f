// Every route of spec §2 in Chromium, on a desktop and a phone: it renders its heading, axe finds no serious or
// critical violation, and every button and link outside running text is at least 44 px in both directions.

import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, type Browser } from './browser';

const baseUrl = inject('baseUrl');

const ROUTES = [
  '/', '/map', '/login', '/login?mode=signup', '/login?mode=forgot-password', '/auth/callback', '/reset-password',
  '/legal', '/pricing', '/blog', '/contact', '/account', '/account/overview', '/account/settings',
  '/account/reports', '/account/pricing', '/account-old', '/reports', '/no-such-page',
];

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

describe.each(VIEWPORTS)('pages on $name', (viewport) => {
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

    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);

    const small = await page.evaluate(() => {
      function isInSentence(el: HTMLElement): boolean {
        const own = el.textContent?.trim().length ?? 0;
        const around = el.parentElement?.textContent?.trim().length ?? 0;
        return getComputedStyle(el).display === 'inline' && around > own + 10;
      }
      return [...document.querySelectorAll<HTMLElement>('button, a[href], input, select, [role="tab"]')]
        // Links inside a sentence are exempt (WCAG 2.5.8 inline exception); so are hidden elements.
        .filter((el) => el.offsetParent !== null && !isInSentence(el))
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && box.height > 0 && (box.width < 44 || box.height < 44))
        .map(({ el, box }) => `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`);
    });
    expect(small).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

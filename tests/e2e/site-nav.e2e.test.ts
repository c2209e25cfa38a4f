// Navigation and the site's small pages in Chromium (issue 15, points 4 and 5): the phone's slide-in menu with Map and
// Blog, closed by its backdrop, its button and a left swipe but not by a vertical drag; /legal's tab in the URL through
// a reload; /contact's addresses; /favicon.ico an icon; an unknown /api path named whole; axe on /contact and /legal.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn } from './account-steps';
import { createConfirmedAccount, uniqueEmail } from './accounts';
import { launchBrowser, type Browser } from './browser';
import { seriousAxeViolations, smallTouchTargets } from './page-checks';
import { drag } from './touch';

const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 };
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800, hasTouch: false },
  { name: 'phone', ...PHONE, hasTouch: true },
] as const;

async function openPage(page: Page, route: string): Promise<void> {
  await page.goto(`${baseUrl}${route}`);
  await page.locator('h1').first().waitFor({ timeout: 30_000 });
}

describe('the phone menu', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser({ ...PHONE, hasTouch: true });
  });
  afterAll(() => browser.close());

  async function openMenu(page: Page) {
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('heading', { name: 'Navigation' }).waitFor();
    await page.waitForTimeout(400); // the 300 ms slide-in
    return menu;
  }

  it('when it opens on a content page, then Navigation has Map and Blog, and Blog leads to the blog', async () => {
    const page = await browser.context.newPage();
    await openPage(page, '/contact');
    const menu = await openMenu(page);

    const names = await menu.getByRole('navigation', { name: 'Mobile' }).getByRole('list').first().getByRole('link').allInnerTexts();
    expect(names).toEqual(['Home', 'Map', 'Blog', 'Pricing', 'Legal', 'Contact Us']);
    expect(await menu.getByRole('link', { name: 'Map' }).getAttribute('href')).toBe('/map');
    expect(await menu.getByRole('link', { name: 'Contact Us' }).getAttribute('aria-current')).toBe('page');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await smallTouchTargets(page)).toEqual([]);

    await menu.getByRole('link', { name: 'Blog' }).tap();
    await page.waitForURL(`${baseUrl}/blog`);
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    await menu.waitFor({ state: 'hidden' });
    await page.close();
  });

  it('when Map is tapped in the menu, then the map opens', async () => {
    const page = await browser.context.newPage();
    await openPage(page, '/legal');
    const menu = await openMenu(page);

    await menu.getByRole('link', { name: 'Map' }).tap();
    await page.waitForURL(`${baseUrl}/map`);
    await page.locator('[data-testid="map-ready"]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.close();
  });

  it('when it slides out, then it is on its way after 120 ms and gone after its 300 ms', async () => {
    const page = await browser.context.newPage();
    await openPage(page, '/contact');
    const menu = await openMenu(page);
    const panelRight = () => page.evaluate(() => (document.querySelector('.mobile-menu__panel') as Element).getBoundingClientRect().right);
    const openRight = await panelRight();

    await menu.getByRole('button', { name: 'Close menu' }).tap();
    await page.waitForTimeout(120);
    const midway = await panelRight();
    await menu.waitFor({ state: 'hidden' });

    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(openRight);
    expect(await panelRight()).toBeLessThanOrEqual(0);
    await page.close();
  });

  it('when the close button, then the backdrop is tapped, then each closes it', async () => {
    const page = await browser.context.newPage();
    await openPage(page, '/contact');
    const opener = page.getByRole('button', { name: 'Open menu' });

    let menu = await openMenu(page);
    await menu.getByRole('button', { name: 'Close menu' }).tap();
    await menu.waitFor({ state: 'hidden' });
    expect(await opener.getAttribute('aria-expanded')).toBe('false');

    menu = await openMenu(page);
    await page.touchscreen.tap(PHONE.width - 10, PHONE.height / 2);
    await menu.waitFor({ state: 'hidden' });
    await page.close();
  });

  it('when the panel is swiped left by more than 80 px, then the menu closes', async () => {
    const page = await browser.context.newPage();
    await openPage(page, '/contact');
    const menu = await openMenu(page);

    await drag(page, { x: 250, y: 420 }, { x: 120, y: 440 });

    await menu.waitFor({ state: 'hidden' });
    await page.close();
  });

  it('when the panel is dragged up and down, or swiped left by too little, then the menu stays open', async () => {
    const page = await browser.context.newPage();
    await openPage(page, '/contact');
    const menu = await openMenu(page);

    await drag(page, { x: 150, y: 600 }, { x: 140, y: 250 });
    await drag(page, { x: 250, y: 420 }, { x: 190, y: 420 });
    await drag(page, { x: 250, y: 300 }, { x: 100, y: 460 });
    await page.waitForTimeout(400);

    expect(await menu.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('true');
    await page.close();
  });
});

describe('the phone menu, signed in', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser({ ...PHONE, hasTouch: true });
  });
  afterAll(() => browser.close());

  it('when Log out is tapped, then it reads "Logging out..." until the server answers, then the menu closes signed out', async () => {
    const email = uniqueEmail('menu');
    await createConfirmedAccount(baseUrl, email);
    const page = await browser.context.newPage();
    await signIn(page, baseUrl, email);
    await page.getByRole('link', { name: 'Account' }).waitFor();

    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect.poll(() => menu.getByText('Credit-Based Plan • 0 credits').isVisible()).toBe(true);
    expect(await menu.getByText(email.split('@')[0] as string, { exact: true }).isVisible()).toBe(true);
    const account = await menu.getByRole('list').nth(1).getByRole('link').allInnerTexts();
    expect(account).toEqual(['Overview', 'Account Settings', 'My Reports', 'Plans & Pricing']);
    expect(await menu.getByRole('link', { name: 'Pricing', exact: true }).count()).toBe(0);

    // The sign-out call is held until the label has been read.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/local/logout*', async (route) => {
      await held;
      await route.continue();
    });
    await page.waitForTimeout(400); // the slide-in
    await menu.getByRole('button', { name: 'Log out' }).tap();
    await menu.getByRole('button', { name: 'Logging out...' }).waitFor();
    expect(await menu.getByRole('button', { name: 'Logging out...' }).isDisabled()).toBe(true);
    release();

    await menu.waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
    await page.close();
  });
});

describe('/legal', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  const selectedTab = (page: Page) => page.locator('[role="tab"][aria-selected="true"]').innerText();

  it('when the Privacy Policy tab is chosen, then the URL says so and a reload keeps it', async () => {
    const page = await browser.context.newPage();
    await openPage(page, '/legal');
    expect(await selectedTab(page)).toBe('Terms of Service');

    await page.getByRole('tab', { name: 'Privacy Policy' }).click();
    await page.waitForURL(`${baseUrl}/legal?tab=privacy`);
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Privacy Policy' }).waitFor();

    expect(await selectedTab(page)).toBe('Privacy Policy');
    expect(await page.getByText('Last updated: 14 Jul 2025').isVisible()).toBe(true);
    await page.close();
  });

  it('when the tabs are worked from the keyboard, then the arrows move between them and the URL follows', async () => {
    const page = await browser.context.newPage();
    await openPage(page, '/legal?tab=privacy');
    await page.getByRole('tab', { name: 'Privacy Policy' }).focus();

    await page.keyboard.press('ArrowLeft');
    await page.waitForURL(`${baseUrl}/legal?tab=terms`);
    // The URL changes first; the tabs are drawn from it on the render that follows.
    await expect.poll(() => selectedTab(page)).toBe('Terms of Service');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Terms of Service');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel');
    await page.close();
  });
});

describe.each(VIEWPORTS)('/contact and /legal on $name', (viewport) => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser(viewport);
  });
  afterAll(() => browser.close());

  it.each(['/contact', '/legal?tab=terms', '/legal?tab=privacy'])('when %s opens, then axe finds no serious violation and targets are 44 px', async (route) => {
    const page = await browser.context.newPage();
    await openPage(page, route);
    await page.waitForLoadState('networkidle');

    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await smallTouchTargets(page)).toEqual([]);
    await page.close();
  });

  it('when /contact opens, then its support and sales links open e-mails with their subjects', async () => {
    const page = await browser.context.newPage();
    await openPage(page, '/contact');

    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: 'E-mail Support' }).getAttribute('href')).toBe('mailto:support@zonebrief.ca?subject=Support%20request');
    const sales = new URL((await main.getByRole('link', { name: 'Contact Sales' }).getAttribute('href')) ?? '');
    expect(sales.searchParams.get('subject')).toBe('Enterprise pricing inquiry (from the contact page)');
    expect(await main.getByText('We reply within 24 hours on business days.').isVisible()).toBe(true);
    await page.close();
  });
});

describe('what the server answers besides pages', () => {
  it('when /favicon.ico is asked for, then it is an icon image, and the pages link it', async () => {
    const res = await fetch(`${baseUrl}/favicon.ico`);
    const bytes = Buffer.from(await res.arrayBuffer());

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\//);
    // An ICO file: reserved 0, type 1 (icon), then three images.
    expect([...bytes.subarray(0, 6)]).toEqual([0, 0, 1, 0, 3, 0]);
    const html = await (await fetch(`${baseUrl}/contact`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<link rel="icon" href="/favicon.ico"');
  });

  it('when Chromium loads /favicon.ico as an image, then it decodes it', async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.context.newPage();
      await openPage(page, '/contact');
      const size = await page.evaluate(async () => {
        const image = new Image();
        image.src = '/favicon.ico';
        await image.decode();
        return [image.naturalWidth, image.naturalHeight];
      });
      expect(size[0]).toBeGreaterThanOrEqual(16);
      expect(size[1]).toBe(size[0]);
    } finally {
      await browser.close();
    }
  });

  it.each(['GET', 'POST', 'DELETE'])('when an unknown /api path is asked with %s, then the 404 names it whole', async (method) => {
    const res = await fetch(`${baseUrl}/api/nope/deeper?x=1`, { method });

    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: `No route for ${method} /api/nope/deeper?x=1` } });
  });
});

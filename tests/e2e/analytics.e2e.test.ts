// Analytics in Chromium (issue 15, point 3), on a client built with a measurement id and a server that knows it: the
// consent banner, no gtag request and no data layer before Accept, the script allowed by the CSP after it, events as
// spec §1 names them, Decline remembered; and on the default build (no id): no banner, no script, nothing sent.
//
// Google's script is never fetched: the test answers its URL with a small stand-in, so what the page hands to gtag
// (its data layer) is what is checked.

import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureDemoDataset } from '../../server/dataset/store';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { clearSiteStorage, launchBrowser, type Browser } from './browser';
import { seriousAxeViolations, smallTouchTargets } from './page-checks';

const defaultBaseUrl = inject('baseUrl');
const MEASUREMENT_ID = 'G-E2ETEST1';
const GTAG_HOST = 'www.googletagmanager.com';
const CACHE_DIR = path.resolve('node_modules/.cache/zonebrief-e2e');
/** Stands in for gtag.js: marks that it ran, so the test knows the CSP let it. */
const STAND_IN_SCRIPT = 'window.__gtagStandInRan = true;';

let work: string;
let server: ServerProcess;
let baseUrl: string;

function buildClient(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'], {
      env: { ...process.env, VITE_GA_MEASUREMENT_ID: MEASUREMENT_ID },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const errors: string[] = [];
    child.stderr?.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build failed (${code}):\n${errors.join('')}`))));
  });
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'zonebrief-analytics-e2e-'));
  const distDir = path.join(work, 'dist');
  const [dataset] = await Promise.all([ensureDemoDataset(CACHE_DIR), buildClient(distDir)]);
  server = await startServerProcess({
    NODE_ENV: 'test',
    DATA_DIR: path.join(work, 'data'),
    DATASET_DIR: path.join(CACHE_DIR, 'datasets', dataset.manifest.id),
    DATABASE_URL: '',
    CLIENT_DIST_DIR: distDir,
    VITE_GA_MEASUREMENT_ID: MEASUREMENT_ID,
  });
  baseUrl = server.baseUrl;
}, 240_000);

afterAll(async () => {
  await server?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

interface Visit {
  page: Page;
  gtagRequests: string[];
  violations: string[];
}

/** A page that answers Google's hosts itself, records requests to them, and records CSP violations. */
async function openPage(browser: Browser, { fresh = false } = {}): Promise<Visit> {
  // A fresh visitor has made no choice yet on this device.
  if (fresh) await clearSiteStorage(browser.context, baseUrl);
  const page = await browser.context.newPage();
  const gtagRequests: string[] = [];
  const violations: string[] = [];
  await page.route(/^https:\/\/([a-z0-9-]+\.)*(googletagmanager|google-analytics|analytics\.google)\.com\//, async (route) => {
    gtagRequests.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: STAND_IN_SCRIPT });
  });
  await page.exposeFunction('__reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportViolation(text: string): void }).__reportViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
    // A mailto link would leave the page; the test only needs the click the page hears.
    document.addEventListener('click', (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href^="mailto:"]');
      if (link) event.preventDefault();
    });
  });
  return { page, gtagRequests, violations };
}

/** What the page has handed to gtag: each call's arguments (dates as null). */
async function gtagCalls(page: Page): Promise<unknown[][] | null> {
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer;
    return layer ? layer.map((entry) => JSON.parse(JSON.stringify(Array.from(entry))) as unknown[]) : null;
  });
}

async function eventsSent(page: Page): Promise<{ name: unknown; params: Record<string, unknown> }[]> {
  return ((await gtagCalls(page)) ?? [])
    .filter(([command]) => command === 'event')
    .map(([, name, params]) => ({ name, params: params as Record<string, unknown> }));
}

const banner = (page: Page) => page.getByRole('region', { name: 'Usage analytics' });

/** A fresh visitor who accepts analytics on the home page. */
async function acceptOnHome(browser: Browser): Promise<void> {
  const { page } = await openPage(browser, { fresh: true });
  await page.goto(`${baseUrl}/`);
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await page.close();
}

describe('analytics with a measurement id, in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser({ width: 1280, height: 800, serviceWorkers: 'block' });
  });
  afterAll(() => browser?.close());

  it('when a visitor arrives, then the server allows the gtag host in its CSP', async () => {
    const response = await fetch(`${baseUrl}/`);
    const policy = response.headers.get('content-security-policy') ?? '';

    expect(policy).toContain(`script-src 'self' https://${GTAG_HOST}`);
    expect(policy).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
  });

  it('when a visitor arrives, then the banner asks, and nothing is loaded or queued for Google before a choice', async () => {
    const { page, gtagRequests } = await openPage(browser, { fresh: true });
    await page.goto(`${baseUrl}/`);

    await banner(page).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');

    expect(gtagRequests).toEqual([]);
    expect(await gtagCalls(page)).toBeNull();
    await page.close();
  });

  it('when the visitor accepts, then the gtag script loads under the CSP and consent mode is granted', async () => {
    const { page, gtagRequests, violations } = await openPage(browser, { fresh: true });
    await page.goto(`${baseUrl}/`);

    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await page.waitForFunction(() => (window as unknown as { __gtagStandInRan?: boolean }).__gtagStandInRan === true);

    expect(gtagRequests).toEqual([`https://${GTAG_HOST}/gtag/js?id=${MEASUREMENT_ID}`]);
    expect(violations).toEqual([]);
    expect(await banner(page).count()).toBe(0);
    const calls = (await gtagCalls(page)) ?? [];
    expect(calls.slice(0, 2)).toEqual([
      ['consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }],
      ['consent', 'update', { analytics_storage: 'granted' }],
    ]);
    await page.close();
  });

  it('when an accepted visitor opens /pricing and follows Contact Sales, then pricing_view and enterprise_inquiry are sent', async () => {
    await acceptOnHome(browser);
    const { page, violations } = await openPage(browser);
    await page.goto(`${baseUrl}/pricing`);
    await page.getByRole('button', { name: 'Buy Now' }).first().waitFor({ timeout: 30_000 });

    await page.getByRole('link', { name: 'Contact Sales' }).click();

    const events = await eventsSent(page);
    expect(events.find((event) => event.name === 'pricing_view')?.params).toEqual({
      event_category: 'ecommerce',
      product_type: 'one_time',
      currency: 'CAD',
      page_location: `${baseUrl}/pricing`,
    });
    expect(events.find((event) => event.name === 'enterprise_inquiry')?.params).toMatchObject({ source_page: 'pricing', lead_type: 'enterprise' });
    expect(await banner(page).count()).toBe(0);
    expect(violations).toEqual([]);
    await page.close();
  });

  it('when an accepted visitor opens an article, then article_view carries its title and category', async () => {
    await acceptOnHome(browser);
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl}/blog`);
    const link = page.locator('.blog__card-title a').first();
    const title = await link.textContent();
    await link.click();
    await page.waitForURL(/\/blog\/.+/);

    await page.waitForFunction(() =>
      ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).some((entry) => entry[1] === 'article_view'),
    );

    const article = (await eventsSent(page)).find((event) => event.name === 'article_view');
    expect(article?.params.article_title).toBe(title);
    expect(['Zoning Guide', 'Technology', 'Market Analysis']).toContain(article?.params.article_category);
    await page.close();
  });

  it('when an accepted visitor changes their mind from the footer, then consent is withdrawn at once and later pages load nothing', async () => {
    await acceptOnHome(browser);
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl}/contact`);
    await page.waitForFunction(() => (window as unknown as { __gtagStandInRan?: boolean }).__gtagStandInRan === true);

    await page.getByRole('contentinfo').getByRole('button', { name: 'Analytics choice' }).click();
    await banner(page).getByRole('button', { name: 'Decline' }).click();

    expect(((await gtagCalls(page)) ?? []).filter(([command]) => command === 'consent').at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    expect(await banner(page).count()).toBe(0);
    await page.close();

    const later = await openPage(browser);
    await later.page.goto(`${baseUrl}/blog`);
    await later.page.locator('.blog__card-title a').first().waitFor({ timeout: 30_000 });
    await later.page.waitForLoadState('networkidle');
    expect(later.gtagRequests).toEqual([]);
    expect(await gtagCalls(later.page)).toBeNull();
    expect(await banner(later.page).count()).toBe(0);
    await later.page.close();
  });
});

describe('analytics on a phone, declined, in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser({ width: 390, height: 844, hasTouch: true, serviceWorkers: 'block' });
  });
  afterAll(() => browser?.close());

  it('when the banner shows on a phone, then it has no serious accessibility violation and 44 px targets', async () => {
    const { page } = await openPage(browser, { fresh: true });
    await page.goto(`${baseUrl}/`);
    await banner(page).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');

    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await smallTouchTargets(page)).toEqual([]);
    await page.close();
  });

  it('when the banner comes and goes on a phone, then it overlays the page and moves none of its content', async () => {
    const { page } = await openPage(browser, { fresh: true });
    await page.goto(`${baseUrl}/`);
    await banner(page).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const contentBoxes = () =>
      page.evaluate(() => [...document.querySelectorAll('main h1, main h2, main section, footer')].map((element) => element.getBoundingClientRect().toJSON() as unknown));
    const withBanner = await contentBoxes();

    expect(await banner(page).evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    await banner(page).getByRole('button', { name: 'Decline' }).click();
    await banner(page).waitFor({ state: 'detached' });

    expect(await contentBoxes()).toEqual(withBanner);
    await page.close();
  });

  it('when the visitor declines, then nothing loads then or on later pages, and the banner does not ask again', async () => {
    const first = await openPage(browser, { fresh: true });
    await first.page.goto(`${baseUrl}/`);
    await banner(first.page).getByRole('button', { name: 'Decline' }).click();
    await first.page.close();

    const { page, gtagRequests } = await openPage(browser);
    await page.goto(`${baseUrl}/pricing`);
    await page.getByRole('button', { name: 'Buy Now' }).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');

    expect(await banner(page).count()).toBe(0);
    expect(gtagRequests).toEqual([]);
    expect(await gtagCalls(page)).toBeNull();
    await page.close();
  });
});

describe('analytics without a measurement id, in Chromium', () => {
  it('when a visitor opens the home page, then there is no banner, no gtag request, no data layer and one warning', async () => {
    const browser = await launchBrowser({ width: 1280, height: 800, serviceWorkers: 'block' });
    try {
      const { page, gtagRequests } = await openPage(browser);
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' && message.text().startsWith('Analytics is off')) warnings.push(message.text());
      });
      await page.goto(`${defaultBaseUrl}/`);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');

      expect(await banner(page).count()).toBe(0);
      expect(gtagRequests).toEqual([]);
      expect(await gtagCalls(page)).toBeNull();
      expect(warnings).toHaveLength(1);
    } finally {
      await browser.close();
    }
  });
});

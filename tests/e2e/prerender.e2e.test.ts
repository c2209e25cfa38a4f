// The public pages before JavaScript, in Chromium at 1280×800 and 390×844: with scripts off, each page's first response
// holds its heading, title, description, canonical URL and sharing card; with scripts on, the same markup is hydrated
// (not drawn again) with nothing in the console and no layout shift, and client-side navigation moves the head along.
// Unknown paths answer the 404 page with status 404, through the service worker too; robots.txt and sitemap.xml are
// served and well formed; the sharing images are 1200×630 PNGs; a prerendered page a visitor saw opens offline.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ARTICLES } from '../../src/features/blog/articles';
import { articleHead, PAGE_HEADS, type PageHead } from '../../src/lib/site/page-heads';
import { launchBrowser, PUBLIC_PAGE_VIEWPORTS, type Browser } from './browser';
import { layoutShifts, recordLayoutShifts } from './page-checks';
import { setNetworkCut, startTestProxy, type TestProxy } from './test-proxy';

const baseUrl = inject('baseUrl');

function fixedHead(path: string): PageHead {
  const head = PAGE_HEADS[path];
  if (!head) throw new Error(`no head for ${path}`);
  return head;
}

/** Every public page: its path, the heading it shows and its head. */
const PUBLIC_PAGES: { path: string; heading: string; head: PageHead }[] = [
  { path: '/', heading: 'AI-Powered Zoning Intelligence', head: fixedHead('/') },
  { path: '/pricing', heading: 'Pricing', head: fixedHead('/pricing') },
  { path: '/blog', heading: 'Blog', head: fixedHead('/blog') },
  ...ARTICLES.map((article) => ({ path: `/blog/${article.id}`, heading: article.title, head: articleHead(article) })),
  { path: '/contact', heading: 'Contact Us', head: fixedHead('/contact') },
  { path: '/legal', heading: 'Legal', head: fixedHead('/legal') },
];

const NOT_FOUND_PATHS = ['/no-such-page', '/blog/no-such-article', '/pricing/extra'];

async function metaContent(page: Page, selector: string): Promise<string | null> {
  return page.locator(selector).first().getAttribute('content');
}

/** What a page's head says, as the document holds it. */
async function headOf(page: Page) {
  return {
    title: await page.title(),
    description: await metaContent(page, 'meta[name="description"]'),
    canonical: await page.locator('link[rel="canonical"]').getAttribute('href'),
    ogTitle: await metaContent(page, 'meta[property="og:title"]'),
    ogUrl: await metaContent(page, 'meta[property="og:url"]'),
    ogType: await metaContent(page, 'meta[property="og:type"]'),
    ogImage: await metaContent(page, 'meta[property="og:image"]'),
    ogImageWidth: await metaContent(page, 'meta[property="og:image:width"]'),
    ogImageHeight: await metaContent(page, 'meta[property="og:image:height"]'),
    twitterCard: await metaContent(page, 'meta[name="twitter:card"]'),
  };
}

/** The path of an absolute URL the build wrote (its origin is the configured one, not the test server's). */
const pathOf = (url: string | null) => (url === null ? null : new URL(url).pathname);

describe.each(PUBLIC_PAGE_VIEWPORTS)('prerendered pages on $name', (viewport) => {
  describe('with JavaScript disabled', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser({ ...viewport, javaScriptEnabled: false });
    });
    afterAll(() => browser.close());

    it.each(PUBLIC_PAGES)('when $path is opened, then its first response holds its heading, title, description and card', async ({ path, heading, head }) => {
      const page = await browser.context.newPage();
      const response = await page.goto(`${baseUrl}${path}`);

      expect(response?.status()).toBe(200);
      expect((await page.locator('h1').first().textContent())?.trim()).toBe(heading);
      const shown = await headOf(page);
      expect(shown.title).toBe(head.title);
      expect(shown.description).toBe(head.description);
      expect(pathOf(shown.canonical)).toBe(path);
      expect(shown.ogTitle).toBe(head.title);
      expect(pathOf(shown.ogUrl)).toBe(path);
      expect(shown.ogType).toBe(head.ogType);
      expect(pathOf(shown.ogImage)).toBe(head.image.path);
      expect([shown.ogImageWidth, shown.ogImageHeight]).toEqual(['1200', '630']);
      expect(shown.twitterCard).toBe('summary_large_image');
      // Styled without scripts: the page's own stylesheets are linked, not only the shell's.
      expect(await page.locator('.app-shell').evaluate((element) => getComputedStyle(element).display)).not.toBe('inline');
      await page.close();
    });

    it.each(NOT_FOUND_PATHS)('when %s is opened, then the answer is the 404 page with status 404', async (path) => {
      const page = await browser.context.newPage();
      const response = await page.goto(`${baseUrl}${path}`);

      expect(response?.status()).toBe(404);
      expect((await page.locator('h1').textContent())?.trim()).toBe('Page not found');
      expect(await page.locator('main code').textContent()).toBe(path);
      expect(await metaContent(page, 'meta[name="robots"]')).toBe('noindex');
      await page.close();
    });
  });

  describe('with JavaScript enabled', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser(viewport);
      // The heading as parsed from the HTML, before any script runs: hydration keeps this very element.
      await browser.context.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive') (window as unknown as { parsedHeading: Element | null }).parsedHeading = document.querySelector('h1');
        });
      });
      await recordLayoutShifts(browser.context);
    });
    afterAll(() => browser.close());

    const hydrated = (page: Page) =>
      page.evaluate(() => {
        const heading = document.querySelector('h1');
        const parsed = (window as unknown as { parsedHeading: Element | null }).parsedHeading;
        // React marks each element it rendered or hydrated with its fiber (a `__reactFiber$…` key): the parsed heading
        // carries one once hydration has claimed it.
        return heading !== null && heading === parsed && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'));
      });

    it.each(PUBLIC_PAGES.map(({ path }) => path))('when %s loads, then React hydrates its markup with nothing in the console and nothing moves', async (path) => {
      const page = await browser.context.newPage();
      const messages: string[] = [];
      page.on('console', (message) => {
        // The analytics port's one documented warning on a build without a measurement id is not a hydration message.
        if (message.text().startsWith('Analytics is off:')) return;
        if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
      await page.goto(`${baseUrl}${path}`);
      await expect.poll(() => hydrated(page), { timeout: 30_000 }).toBe(true);
      await page.waitForLoadState('networkidle');

      expect(messages).toEqual([]);
      // What arrives after the first paint (the products, the data line, an install offer) takes room kept for it.
      expect(await layoutShifts(page)).toEqual([]);
      await page.close();
    });

    it('when the visitor follows links, then the title, description and canonical URL follow the page', async () => {
      const page = await browser.context.newPage();
      await page.goto(`${baseUrl}/`);
      await expect.poll(() => hydrated(page), { timeout: 30_000 }).toBe(true);
      const article = ARTICLES[0];
      if (!article) throw new Error('no articles');

      await page.goto(`${baseUrl}/blog`);
      await page.getByRole('link', { name: article.title }).click();
      await page.waitForURL(`${baseUrl}/blog/${article.id}`);
      // The page sets its title as it draws; the rest of the head follows once its writer's chunk has loaded.
      await expect
        .poll(async () => {
          const shown = await headOf(page);
          return { title: shown.title, description: shown.description, canonical: pathOf(shown.canonical), ogImage: pathOf(shown.ogImage) };
        })
        .toEqual({ title: articleHead(article).title, description: article.excerpt, canonical: `/blog/${article.id}`, ogImage: articleHead(article).image.path });

      await page.getByRole('link', { name: 'Look up a property on the map' }).click();
      await page.waitForURL(/\/map$/);
      await expect.poll(() => page.locator('link[rel="canonical"]').count()).toBe(0);
      await page.close();
    });

    it('when the legal page opens on its privacy tab, then that tab is drawn without a hydration error', async () => {
      const page = await browser.context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(`${baseUrl}/legal?tab=privacy`);
      await page.getByRole('tab', { name: 'Privacy Policy', selected: true }).waitFor({ timeout: 15_000 });
      expect(errors).toEqual([]);
      await page.close();
    });
  });
});

describe('robots.txt, sitemap.xml and the sharing images', () => {
  it('when robots.txt is asked for, then it allows the public pages, keeps crawlers out of the private ones and names the sitemap', async () => {
    const res = await fetch(`${baseUrl}/robots.txt`);
    const text = await res.text();

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    for (const path of ['/account', '/reports', '/checkout/', '/api/', '/auth/', '/login']) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toMatch(/^Sitemap: https?:\/\/[^/\s]+\/sitemap\.xml$/m);
  });

  it('when sitemap.xml is asked for, then it is well-formed XML listing every public page with its date', async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.context.newPage();
      await page.goto(`${baseUrl}/robots.txt`);
      const res = await fetch(`${baseUrl}/sitemap.xml`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/xml/);
      const parsed = await page.evaluate((xml) => {
        const doc = new DOMParser().parseFromString(xml, 'application/xml');
        if (doc.querySelector('parsererror')) return null;
        return {
          namespace: doc.documentElement.namespaceURI,
          urls: [...doc.getElementsByTagName('url')].map((url) => ({
            loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
            lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? '',
          })),
        };
      }, await res.text());

      expect(parsed?.namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
      const byPath = new Map(parsed?.urls.map(({ loc, lastmod }) => [new URL(loc).pathname, lastmod]));
      expect([...byPath.keys()].sort()).toEqual(PUBLIC_PAGES.map(({ path }) => path).sort());
      for (const article of ARTICLES) expect(byPath.get(`/blog/${article.id}`)).toBe(article.date);
      for (const lastmod of byPath.values()) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    } finally {
      await browser.close();
    }
  });

  it('when each page head\'s sharing image is asked for, then it is a 1200×630 PNG', async () => {
    const images = new Set(PUBLIC_PAGES.map(({ head }) => head.image.path));
    expect(images.size).toBe(4);
    for (const image of images) {
      const res = await fetch(`${baseUrl}${image}`);
      expect(res.status, image).toBe(200);
      expect(res.headers.get('content-type'), image).toBe('image/png');
      const bytes = Buffer.from(await res.arrayBuffer());
      // PNG signature, then the IHDR chunk: width and height as 32-bit big-endian integers.
      expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], image).toEqual([1200, 630]);
    }
  });
});

describe('the service worker and the public pages', () => {
  let proxy: TestProxy;
  let browser: Browser;
  beforeAll(async () => {
    proxy = await startTestProxy(baseUrl);
    browser = await launchBrowser({ width: 390, height: 844 });
  });
  afterAll(async () => {
    await browser?.close();
    await proxy?.close();
  });

  it('when the worker controls the page, then an unknown path is still a 404 page, and offline the prerendered pages open', { timeout: 120_000 }, async () => {
    const page = await browser.context.newPage();
    await page.goto(`${proxy.baseUrl}/`);
    await expect.poll(() => page.evaluate('Boolean(navigator.serviceWorker.controller)'), { timeout: 60_000 }).toBe(true);

    const unknown = await page.goto(`${proxy.baseUrl}/no-such-page`);
    expect(unknown?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    const unknownArticle = await page.goto(`${proxy.baseUrl}/blog/no-such-article`);
    expect(unknownArticle?.status()).toBe(404);

    await setNetworkCut(browser.context, page, proxy, true);
    const article = ARTICLES[ARTICLES.length - 1];
    if (!article) throw new Error('no articles');
    await page.goto(`${proxy.baseUrl}/blog/${article.id}`);
    await page.getByRole('heading', { level: 1, name: article.title }).waitFor({ timeout: 15_000 });
    expect(await page.title()).toBe(articleHead(article).title);
    await page.goto(`${proxy.baseUrl}/contact`);
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor({ timeout: 15_000 });
    await page.goto(`${proxy.baseUrl}/no-such-page`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor({ timeout: 15_000 });
    await setNetworkCut(browser.context, page, proxy, false);
    await page.close();
  });
});

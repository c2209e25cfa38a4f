// The blog in Chromium on a desktop and a phone: an article's own address reloads to the same article, the category
// filter is in the address (and survives a reload), Back returns to the filtered list, and axe finds no serious or
// critical violation on the list or an article.

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, PUBLIC_PAGE_VIEWPORTS, type Browser } from './browser';
import { seriousAxeViolations, smallTouchTargets } from './page-checks';

const baseUrl = inject('baseUrl');

const ARTICLE = { path: '/blog/how-to-read-a-toronto-zone-label', title: 'How to Read a Toronto Zone Label' };

describe.each(PUBLIC_PAGE_VIEWPORTS)('the blog on $name', (viewport) => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser(viewport);
  });
  afterAll(() => browser.close());

  it('when an article is opened by its own address and reloaded, then the same article is shown', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${baseUrl}${ARTICLE.path}`);
    await page.getByRole('heading', { level: 1, name: ARTICLE.title }).waitFor({ timeout: 30_000 });

    await page.reload();

    await page.getByRole('heading', { level: 1, name: ARTICLE.title }).waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe(ARTICLE.path);
    expect(await page.title()).toContain(ARTICLE.title);
    await page.close();
  });

  it('when a category is chosen, then it is in the address, survives a reload, and Back from an article returns to it', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${baseUrl}/blog`);
    const filter = page.getByRole('navigation', { name: 'Filter by category' });

    await filter.getByRole('link', { name: 'Zoning Guide' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe('zoning-guide');
    await page.reload();

    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor({ timeout: 30_000 });
    expect(await page.locator('main h2').count()).toBe(2);
    expect(await filter.getByRole('link', { name: 'Zoning Guide' }).getAttribute('aria-current')).toBe('page');

    await page.getByRole('link', { name: ARTICLE.title }).click();
    await page.getByRole('heading', { level: 1, name: ARTICLE.title }).waitFor();
    await page.getByRole('button', { name: '← Back to Blog' }).click();

    await expect.poll(() => new URL(page.url()).search).toBe('?category=zoning-guide');
    await expect.poll(() => page.locator('main h2').count()).toBe(2);
    await page.close();
  });

  it('when an unknown article is asked for, then it says so with a link back to the list', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${baseUrl}/blog/no-such-article`);

    await page.getByRole('heading', { level: 1, name: 'Article not found' }).waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: 'See all articles' }).click();

    await expect.poll(() => new URL(page.url()).pathname).toBe('/blog');
    await page.close();
  });

  it.each(['/blog', '/blog?category=market-analysis', ARTICLE.path])(
    'when %s opens, then axe finds no serious violation and every control is large enough to touch',
    async (route) => {
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
    },
  );
});

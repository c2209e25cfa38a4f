// A new build while the app is open, in Chromium: the page hears of it ("Update available"), stays as it is until the
// user presses Reload, then reloads under the new service worker. And the web manifest's install extras: shortcuts and
// screenshots, which are served but not precached.
//
// The new build is the same client with one precache revision changed in its sw.js — what every real build changes —
// served by a proxy in front of the test server once the test says the build has appeared.

import { mkdir } from 'node:fs/promises';
import { createServer, request as forward, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, type Browser } from './browser';
import { seriousAxeViolations, smallTouchTargets } from './page-checks';

const target = inject('baseUrl');
const SCREENSHOTS = 'test-results/screenshots';
/** The precache entry the new build changes: the app shell, as a real build does whenever any chunk changes. */
const SHELL_ENTRY = /\{"revision":"([0-9a-f]+)","url":"index\.html"\}/;

let proxy: Server;
let baseUrl: string;
/** The shell's revision in the sw.js the proxy serves: null for the build as it is; set, a new build is out. */
let newShellRevision: string | null = null;

/** Passes every request on to the test server; once the new build is out, /sw.js comes back with the shell's new revision. */
function startReleaseProxy(): Promise<Server> {
  const server = createServer((incoming, answer) => {
    const url = new URL(incoming.url ?? '/', target);
    const isWorker = url.pathname === '/sw.js';
    const headers: IncomingHttpHeaders = { ...incoming.headers };
    if (isWorker) {
      // The body is rewritten: it must come plain and whole, never as "not modified".
      delete headers['accept-encoding'];
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
    }
    const outgoing = forward(url, { method: incoming.method, headers }, (upstream) => {
      if (!isWorker || newShellRevision === null) {
        answer.writeHead(upstream.statusCode ?? 502, upstream.headers);
        upstream.pipe(answer);
        return;
      }
      const chunks: Buffer[] = [];
      upstream.on('data', (chunk: Buffer) => chunks.push(chunk));
      upstream.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        if (!SHELL_ENTRY.test(body)) throw new Error('sw.js has no precache entry for index.html to change');
        const changed = body.replace(SHELL_ENTRY, `{"revision":"${newShellRevision}","url":"index.html"}`);
        const { 'content-length': _length, etag: _etag, 'last-modified': _modified, ...rest } = upstream.headers;
        answer.writeHead(upstream.statusCode ?? 502, { ...rest, 'content-length': Buffer.byteLength(changed) });
        answer.end(changed);
      });
    });
    outgoing.on('error', () => answer.destroy());
    incoming.pipe(outgoing);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  proxy = await startReleaseProxy();
  baseUrl = `http://localhost:${(proxy.address() as AddressInfo).port}`;
  await mkdir(SCREENSHOTS, { recursive: true });
});

afterAll(async () => {
  await new Promise((resolve) => proxy?.close(resolve));
});

/** Each test its own Chromium profile: no worker, cache or waiting build carried over from another. */
async function withBrowser(options: Parameters<typeof launchBrowser>[0], run: (browser: Browser) => Promise<void>): Promise<void> {
  const browser = await launchBrowser(options);
  try {
    await run(browser);
  } finally {
    await browser.close();
  }
}

/** Waits until the service worker controls the page, then has it check for a new build, which is now `revision`. */
async function releaseNewBuild(page: Page, revision: string): Promise<void> {
  await expect.poll(() => page.evaluate('Boolean(navigator.serviceWorker.controller)'), { timeout: 60_000 }).toBe(true);
  newShellRevision = revision;
  await page.evaluate('navigator.serviceWorker.getRegistration().then((registration) => registration.update())');
}

const hasWaitingWorker = 'navigator.serviceWorker.getRegistration().then((registration) => Boolean(registration.waiting))';

/** Which precache keys of the app shell the page's caches hold, by revision. */
const shellRevisions = `(async () => {
  const revisions = [];
  for (const name of await caches.keys()) {
    for (const request of await (await caches.open(name)).keys()) {
      const url = new URL(request.url);
      if (url.pathname === '/index.html' && url.searchParams.has('__WB_REVISION__')) revisions.push(url.searchParams.get('__WB_REVISION__'));
    }
  }
  return revisions;
})()`;

async function waitForMap(page: Page): Promise<void> {
  await page.locator('[data-testid="map-ready"]').waitFor({ state: 'attached', timeout: 60_000 });
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('a new build while the app is open', () => {
  it('when a new service worker is waiting, then "Update available" shows and only Reload switches to it', () =>
    withBrowser({ width: 390, height: 844, hasTouch: true }, async (browser) => {
      const newRevision = 'f'.repeat(32);
      const page = await browser.context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      newShellRevision = null;
      await page.goto(`${baseUrl}/map`);
      await waitForMap(page);
      await expect.poll(() => page.evaluate('Boolean(navigator.serviceWorker.controller)'), { timeout: 60_000 }).toBe(true);
      const oldRevisions = (await page.evaluate(shellRevisions)) as string[];
      expect(oldRevisions).toHaveLength(1);
      expect(oldRevisions).not.toContain(newRevision);
      await page.evaluate('window.__beforeTheUpdate = true');

      await releaseNewBuild(page, newRevision);

      await page.getByRole('status').filter({ hasText: 'Update available' }).waitFor({ timeout: 60_000 });
      // Time enough for a reload the app must not do on its own.
      await page.waitForTimeout(1_500);
      expect(await page.evaluate('window.__beforeTheUpdate')).toBe(true);
      expect(await page.evaluate(hasWaitingWorker)).toBe(true);

      // On a phone the notice covers none of the map's controls, nor the sheet's pull tab.
      const card = await page.locator('.update-notice__card').boundingBox();
      const covered = await Promise.all(
        ['.map-screen__header', '.map-screen__chips', '.maplibregl-ctrl-bottom-right', '.bottom-sheet__handle'].map(async (selector) => ({
          selector,
          box: await page.locator(selector).first().boundingBox(),
        })),
      );
      expect(card).not.toBeNull();
      expect(covered.filter(({ box }) => box && card && overlaps(card, box)).map(({ selector }) => selector)).toEqual([]);
      await page.screenshot({ path: `${SCREENSHOTS}/app-update-notice-phone.png` });
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await smallTouchTargets(page)).toEqual([]);

      const reloaded = page.waitForEvent('load');
      await page.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await waitForMap(page);

      expect(await page.evaluate('window.__beforeTheUpdate')).toBeUndefined();
      expect(await page.evaluate(hasWaitingWorker)).toBe(false);
      expect(await page.evaluate('Boolean(navigator.serviceWorker.controller)')).toBe(true);
      await expect.poll(() => page.evaluate(shellRevisions), { timeout: 30_000 }).toEqual([newRevision]);
      expect(await page.getByRole('status').filter({ hasText: 'Update available' }).count()).toBe(0);
      expect(errors).toEqual([]);
    }));

  it('when a page loads while a new service worker is already waiting, then it shows "Update available" too', () =>
    withBrowser({ width: 1280, height: 800 }, async (browser) => {
      const page = await browser.context.newPage();
      newShellRevision = null;
      await page.goto(`${baseUrl}/legal`);
      await releaseNewBuild(page, 'e'.repeat(32));
      await expect.poll(() => page.evaluate(hasWaitingWorker), { timeout: 60_000 }).toBe(true);

      await page.goto(`${baseUrl}/legal`);

      await page.getByRole('status').filter({ hasText: 'Update available' }).waitFor({ timeout: 60_000 });
      // Scrolled to its end, the page's last line is clear of the notice.
      await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
      const card = await page.locator('.update-notice__card').boundingBox();
      const lastLine = await page.locator('.site-footer__note').last().boundingBox();
      expect(card && lastLine && overlaps(card, lastLine)).toBe(false);
      await page.screenshot({ path: `${SCREENSHOTS}/app-update-notice-desktop.png` });
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await smallTouchTargets(page)).toEqual([]);
    }));
});

describe('the web manifest’s install extras', () => {
  interface Manifest {
    shortcuts?: Array<{ url: string; icons?: Array<{ src: string }> }>;
    screenshots?: Array<{ src: string; form_factor?: string; label?: string }>;
  }

  it('when the manifest is read, then it has the Map and My Reports shortcuts with icons', async () => {
    const manifest = (await (await fetch(`${target}/manifest.webmanifest`)).json()) as Manifest;
    expect(manifest.shortcuts?.map(({ url }) => url)).toEqual(['/map', '/account/reports']);
    for (const shortcut of manifest.shortcuts ?? []) {
      for (const icon of shortcut.icons ?? []) expect((await fetch(`${target}${icon.src}`)).status).toBe(200);
      expect(shortcut.icons?.length).toBeGreaterThan(0);
    }
  });

  it('when the manifest is read, then it has a narrow and a wide labelled screenshot, each served as an image', async () => {
    const manifest = (await (await fetch(`${target}/manifest.webmanifest`)).json()) as Manifest;
    const screenshots = manifest.screenshots ?? [];
    expect(screenshots.map(({ form_factor }) => form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const screenshot of screenshots) {
      const answer = await fetch(`${target}${screenshot.src}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^image\//);
      expect(screenshot.label).toBeTruthy();
    }
  });

  it('when the service worker precaches the app, then the screenshots are not among its files', async () => {
    const worker = await (await fetch(`${target}/sw.js`)).text();
    expect(worker).toContain('"url":"index.html"');
    expect(worker).not.toContain('screenshots/');
  });
});

// The steps of the field timings in Chromium: a throttled visit to first idle, the service worker settled, the network
// cut (browser and proxy), an area saved through the card, and an offline click timed in the page to its answer.

import type { BrowserContext, Page } from 'playwright-core';
import { throttleToSlow4g } from './slow-4g';

export const MAP_READY = '[data-testid="map-ready"]';
const SLOW = 180_000;

/** Opens `url` in a new throttled page: the page and the milliseconds from navigation to the map's first idle. */
export async function openThrottled(context: BrowserContext, url: string): Promise<{ page: Page; ms: number }> {
  const page = await context.newPage();
  await throttleToSlow4g(page);
  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit', timeout: SLOW });
  await page.locator(MAP_READY).waitFor({ state: 'attached', timeout: SLOW });
  return { page, ms: Date.now() - started };
}

/** Reloads the page: milliseconds from the reload to the map's first idle. */
export async function reloadToIdle(page: Page): Promise<number> {
  const started = Date.now();
  await page.reload({ waitUntil: 'commit', timeout: SLOW });
  await page.locator(MAP_READY).waitFor({ state: 'attached', timeout: SLOW });
  return Date.now() - started;
}

/** The map's tiles, glyphs and files this page loaded that no cache of the service worker holds yet. */
const UNCACHED_MAP_RESOURCES = `(async () => {
  const urls = performance.getEntriesByType('resource').map((entry) => entry.name)
    .filter((name) => name.startsWith(location.origin + '/data/') && /\\.(pbf|json|geojson)$/.test(new URL(name).pathname));
  const missing = [];
  for (const url of new Set(urls)) if (!(await caches.match(url))) missing.push(url);
  return missing.length;
})()`;

/** The service worker active (its install, the precache, done) and controlling the page; the precache's entries. */
const WORKER_READY = `(async () => {
  const registration = await navigator.serviceWorker.ready;
  const names = (await caches.keys()).filter((name) => name.includes('precache'));
  let entries = 0;
  for (const name of names) entries += (await (await caches.open(name)).keys()).length;
  return { active: registration.active?.state ?? 'none', controlled: Boolean(navigator.serviceWorker.controller), entries };
})()`;

export interface WorkerSettled {
  /** Milliseconds waited after the first idle. */
  waitedMs: number;
  precacheEntries: number;
  controlled: boolean;
  /** Map files loaded but not yet in a cache of the worker's when the wait gave up (0: all cached). */
  uncachedMapFiles: number;
}

/** Waits for `navigator.serviceWorker.ready`, the page's control and the map's files in the worker's caches (60 s each at most). */
export async function waitForServiceWorker(page: Page): Promise<WorkerSettled> {
  const started = Date.now();
  const ready = (await withTimeout(page.evaluate(WORKER_READY), 60_000, 'navigator.serviceWorker.ready')) as { controlled: boolean; entries: number };
  let controlled = ready.controlled;
  let uncached = Number.NaN;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await page.waitForTimeout(250)) {
    controlled = (await page.evaluate('Boolean(navigator.serviceWorker.controller)')) as boolean;
    uncached = (await page.evaluate(UNCACHED_MAP_RESOURCES)) as number;
    if (controlled && uncached === 0) break;
  }
  return { waitedMs: Date.now() - started, precacheEntries: ready.entries, controlled, uncachedMapFiles: uncached };
}


export interface AreaSaved {
  /** The plan's facts as the card states them (area, tiles, download). */
  plan: string;
  planMs: number;
  /** From Save to the area listed. */
  saveMs: number;
  /** The pack's Content-Length as the server sent it (gzip). */
  bytes: number;
  /** The listed area's line on the card. */
  listed: string;
}

/** Saves the map's view through the card, as a user does: Save this area offline, then Save under `name`. */
export async function saveViewOffline(page: Page, name: string): Promise<AreaSaved> {
  const sheet = page.getByRole('button', { name: 'Show details' });
  if (await sheet.isVisible()) await sheet.click();
  const start = page.getByRole('button', { name: 'Save this area offline' });
  await start.waitFor({ timeout: SLOW });
  const planning = Date.now();
  await start.click();
  const form = page.getByRole('form', { name: 'Save this area offline' });
  await form.or(page.locator('.offline-areas__error')).first().waitFor({ timeout: SLOW });
  if (!(await form.isVisible())) throw new Error(`the plan failed: ${await page.locator('.offline-areas__error').innerText()}`);
  const planMs = Date.now() - planning;
  const plan = (await form.locator('.offline-areas__facts').innerText()).replace(/\s*\n\s*/g, ' ');
  await form.getByLabel('Name').fill(name);
  const pack = page.waitForResponse((response) => response.url().includes('/api/area-pack') && response.request().method() === 'GET', { timeout: SLOW });
  const saving = Date.now();
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  const item = page.locator('.offline-areas__item').filter({ hasText: name });
  await item.or(page.locator('.offline-areas__error')).first().waitFor({ timeout: 600_000 });
  if (!(await item.isVisible())) throw new Error(`the save failed: ${await page.locator('.offline-areas__error').innerText()}`);
  const saveMs = Date.now() - saving;
  const bytes = Number((await pack).headers()['content-length'] ?? Number.NaN);
  return { plan, planMs, saveMs, bytes, listed: await item.locator('.offline-areas__meta').innerText() };
}

/**
 * Set before a click: resolves in the page with the milliseconds from the click event to a new "Zone Code" value in
 * the panel (the loading state takes the old one away first) and to the animation frame after it, or null after 20 s.
 */
const WATCH_ANSWER = `(() => {
  const find = () => {
    for (const dt of document.querySelectorAll('dt')) {
      const dd = dt.nextElementSibling;
      if (dt.textContent.trim() === 'Zone Code' && dd && dd.tagName === 'DD' && dd.textContent.trim()) return dd;
    }
    return null;
  };
  const old = find();
  window.__benchAnswer = new Promise((resolve) => {
    let clickAt = null;
    let finished = false;
    const finish = (value) => {
      if (finished) return;
      finished = true;
      observer.disconnect();
      clearTimeout(timer);
      resolve(value);
    };
    const check = () => {
      if (clickAt === null || finished) return;
      const dd = find();
      if (!dd || dd === old) return;
      const domMs = performance.now() - clickAt;
      requestAnimationFrame(() => finish({ ms: performance.now() - clickAt, domMs, zone: dd.textContent.trim() }));
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    document.addEventListener('click', (event) => { clickAt = event.timeStamp; check(); }, { capture: true, once: true });
    const timer = setTimeout(() => finish(null), 20000);
  });
})()`;

export interface ClickAnswer {
  /** From the click event to the frame after the answer was in the panel; null when none came in 20 s. */
  ms: number | null;
  /** From the click event to the answer in the DOM (before that frame). */
  domMs: number | null;
  zone: string | null;
  /** The panel named the saved area as the answer's source. */
  offline: boolean;
}

/** Clicks the map at (x, y) of its canvas and times the panel's new Zone Code in the page itself. */
export async function timeMapClick(page: Page, x: number, y: number): Promise<ClickAnswer> {
  await page.evaluate(WATCH_ANSWER);
  await page.locator('canvas.maplibregl-canvas').click({ position: { x, y } });
  const answer = (await page.evaluate('window.__benchAnswer')) as { ms: number; domMs: number; zone: string } | null;
  const offline = (await page.getByText(/^Offline: from data saved on /).count()) > 0;
  return { ms: answer?.ms ?? null, domMs: answer?.domMs ?? null, zone: answer?.zone ?? null, offline };
}

export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} did not settle in ${ms / 1000} s`)), ms)));
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

// Issue 13 point 5 in the field: in Chromium under Lighthouse's Slow 4G (DevTools protocol), at a desktop and a phone
// viewport, the cold and repeat visits to the map's first idle, an offline reload, a saved 1 km² area (time and size)
// and an offline click's answer from it, each beside its target; and MapLibre's own floor under the same throttling.

import { cpus, loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { MAP_CENTER, MAP_ZOOM } from '../../src/features/map/map-config';
import { MAX_AREA_PACK_KM2 } from '../../src/lib/offline/area-pack-limits';
import { launchBrowser } from '../e2e/browser';
import { setNetworkCut, startTestProxy } from '../e2e/test-proxy';
import { openThrottled, reloadToIdle, saveViewOffline, timeMapClick, waitForServiceWorker, type ClickAnswer } from './field-steps';
import { countDrawnFrames, drawnFrames } from './drawn-frames';
import { throttleToSlow4g } from './slow-4g';
import { measureSlow4gFloor } from './slow4g-floor';
import { fmt, median, verdict } from './stats';

type Say = (line?: string) => void;

const VIEWPORTS = [
  { name: 'desktop 1280×800', width: 1280, height: 800 },
  { name: 'phone 390×844', width: 390, height: 844 },
] as const;
/** King and Bay: the saved area's centre. */
const DOWNTOWN = { lat: 43.6488, lng: -79.3817 };
const OFFLINE_CLICKS = 9;
const TILE = /^\/data\/([^/]*zoning[^/]*)\/\d+\/\d+\/\d+\.pbf$/;

/** The zoom at which a canvas of w×h CSS pixels shows about 1 km² at `lat` (web mercator, 512 px tiles). */
function zoomForSquareKm(width: number, height: number, lat: number): number {
  const metresPerPixelAtZ0 = (40_075_016.686 * Math.cos((lat * Math.PI) / 180)) / 512;
  return Math.round(Math.log2(metresPerPixelAtZ0 * Math.sqrt((width * height) / 1e6)) * 100) / 100;
}

/** Points on the canvas to click, all near the middle of the part of it a phone's open sheet leaves. */
function clickPoints(width: number, height: number, phone: boolean): Array<[number, number]> {
  const cx = width / 2;
  const cy = phone ? height * 0.3 : height / 2;
  const step = Math.min(width, height) / 8;
  const offsets: Array<[number, number]> = [[0, 0], [1, -0.6], [-1, 0.6], [0.6, 1], [-0.6, -1], [0.3, 0.3], [-0.3, -0.3], [1, 0.4], [-1, -0.4]];
  return offsets.slice(0, OFFLINE_CLICKS).map(([dx, dy]) => [Math.round(cx + dx * step), Math.round(cy + dy * step)]);
}

async function canvasSize(page: Page): Promise<{ width: number; height: number }> {
  const box = await page.locator('canvas.maplibregl-canvas').boundingBox();
  if (!box) throw new Error('the map canvas has no box');
  return { width: box.width, height: box.height };
}

const reason = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] : String(error));

/** Runs `step`, or says why it could not be measured; the viewport's remaining steps go on. */
async function step<T>(say: Say, what: string, run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    say(`NOT MEASURED  ${what}: ${reason(error)}`);
    return null;
  }
}

async function fieldAt(say: Say, target: string, viewport: (typeof VIEWPORTS)[number]): Promise<void> {
  const at = viewport.name;
  say(`\n### ${at}`);
  sayLoad(say, 'before');
  const proxy = await startTestProxy(target);
  const browser = await launchBrowser({ width: viewport.width, height: viewport.height });
  const { context } = browser;
  // What the service worker fetched itself (throttled as well, on a link of its own).
  let workerFetches = 0;
  context.on('request', (request) => {
    if (request.serviceWorker()) workerFetches += 1;
  });
  let tilePath: string | null = null;
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (!tilePath && TILE.test(url.pathname)) tilePath = `${url.pathname.replace(/\/\d+\/\d+\/\d+\.pbf$/, '/{z}/{x}/{y}.pbf')}${url.search}`;
  });
  await countDrawnFrames(context);
  let cold: number;
  let coldFrames: number;
  let repeatMs: number;
  let offlineMs: number | null = null;
  try {
    // 1. Cold: a fresh profile.
    const first = await step(say, `${at} cold /map`, () => openThrottled(context, `${proxy.baseUrl}/map`));
    if (!first) return;
    cold = first.ms;
    coldFrames = await drawnFrames(first.page);
    say(verdict(`${at} cold /map to first idle`, first.ms / 1000, 4, 'lower', 's'));
    say(`      frames in which the map drew until then: ${coldFrames}`);
    say(`      the service worker's own fetches during it: ${workerFetches}`);
    const canvas = await canvasSize(first.page);
    const settled = await step(say, `${at} service worker settled before the repeat visit`, () => waitForServiceWorker(first.page));
    if (settled) {
      say(
        `      then waited ${fmt(settled.waitedMs / 1000)} s for navigator.serviceWorker.ready (${settled.precacheEntries} files precached), ` +
          `control of the page (${settled.controlled ? 'yes' : 'NO'}) and the map's files in its caches (${settled.uncachedMapFiles === 0 ? 'all' : `${settled.uncachedMapFiles} still missing`})`,
      );
    }
    await first.page.close();

    // 2. Repeat visit, same profile: the worker installed and in control.
    workerFetches = 0;
    const repeat = await step(say, `${at} repeat visit`, () => openThrottled(context, `${proxy.baseUrl}/map`));
    if (!repeat) return;
    repeatMs = repeat.ms;
    say(verdict(`${at} repeat visit to first idle`, repeat.ms / 1000, 1.5, 'lower', 's'));
    const controlled = (await repeat.page.evaluate('Boolean(navigator.serviceWorker.controller)')) as boolean;
    say(`      controlled by the service worker: ${controlled ? 'yes' : 'NO'}; its own network fetches during the visit: ${workerFetches}`);
    // 3. Offline reload of /map: the browser offline and the proxy dropping every connection, no HTTP cache.
    await setNetworkCut(context, repeat.page, proxy, true);
    const failed: string[] = [];
    repeat.page.on('requestfailed', (request) => failed.push(new URL(request.url()).pathname));
    const offline = await step(say, `${at} offline reload of /map`, () => reloadToIdle(repeat.page));
    if (offline !== null) {
      offlineMs = offline;
      say(verdict(`${at} offline reload of /map to first idle`, offline / 1000, 1.5, 'lower', 's'));
      const paths = [...new Set(failed)];
      say(`      requests failed during it (the network cut, the HTTP cache emptied): ${failed.length}${paths.length ? `: ${paths.slice(0, 6).join(', ')}${paths.length > 6 ? ', …' : ''}` : ''}`);
    }
    // Back online (the offline mode's end resets the page's throttling), a click on the start view for reference; after
    // the offline reload, since the click moves the map and the address, and a reload opens what the address says.
    await setNetworkCut(context, repeat.page, proxy, false);
    await throttleToSlow4g(repeat.page);
    const online = await step(say, `${at} online click`, () => timeMapClick(repeat.page, canvas.width / 2, viewport.width < 768 ? canvas.height * 0.3 : canvas.height / 2));
    if (online) say(`      (for reference) back online, a click on the map answered in ${online.ms === null ? 'no answer in 20 s' : `${fmt(online.ms)} ms`}`);
    await repeat.page.close();

    // 5. A 1 km² area downtown saved through the card, online under Slow 4G; 4 below clicks in it. Not the /map start
    // view: at z11 it spans the city, past what one save may cover.
    const zoom = zoomForSquareKm(canvas.width, canvas.height, DOWNTOWN.lat);
    const view = `/map?lat=${DOWNTOWN.lat}&lng=${DOWNTOWN.lng}&z=${zoom}`;
    const downtown = await step(say, `${at} downtown view`, () => openThrottled(context, `${proxy.baseUrl}${view}`));
    if (!downtown) return;
    const saved = await step(say, `${at} saving the view`, () => saveViewOffline(downtown.page, 'Bench area'));
    if (saved) {
      say(`      ${view} (canvas ${canvas.width}×${canvas.height}; the z${MAP_ZOOM} start view spans the city, past the ${MAX_AREA_PACK_KM2} km² one save may cover)`);
      say(`      plan: ${saved.plan}; listed as "${saved.listed}"`);
      say(verdict(`${at} saving ~1 km² (plan ${fmt(saved.planMs / 1000)} s + Save to listed ${fmt(saved.saveMs / 1000)} s)`, (saved.planMs + saved.saveMs) / 1000, 30, 'lower', 's'));
      say(verdict(`${at} saved area's pack (Content-Length)`, saved.bytes / 1e6, 10, 'lower', 'MB'));
    }

    // 4. Offline clicks in the saved area after a reload with the network cut.
    if (saved) {
      await setNetworkCut(context, downtown.page, proxy, true);
      const reload = await step(say, `${at} offline reload of the saved view`, () => reloadToIdle(downtown.page));
      if (reload !== null) say(`      offline reload of the saved view to first idle: ${fmt(reload / 1000)} s`);
      const answers: ClickAnswer[] = [];
      for (const [x, y] of clickPoints(canvas.width, canvas.height, viewport.width < 768)) {
        const answer = await step(say, `${at} offline click at ${x},${y}`, () => timeMapClick(downtown.page, x, y));
        if (answer) answers.push(answer);
      }
      reportOfflineClicks(say, at, answers);
    }
    await downtown.page.close();
  } finally {
    await browser.close();
    await proxy.close();
  }

  sayLoad(say, 'after the app');
  // 6. The engine's own floor, same throttling and viewport, the same start view from the same tiles.
  const path = tilePath as string | null;
  if (!path) return say(`NOT MEASURED  ${at} MapLibre's floor: the cold visit asked for no zoning tile to copy its URL from`);
  const floor = await step(say, `${at} MapLibre's floor`, () => measureSlow4gFloor(target, viewport, { center: MAP_CENTER, zoom: MAP_ZOOM, tilePath: path }));
  if (floor !== null) {
    say(
      `      MapLibre's floor under Slow 4G (engine + worker Brotli-compressed, the start view's joined tiles, one plain fill): ${fmt(floor.ms / 1000)} s to first idle ` +
        `in ${floor.frames} drawn frames; the app's cold visit is ${(cold / floor.ms).toFixed(2)}× that floor (target ≤ 1.15×), in ${coldFrames} frames`,
    );
    const ofRepeat = (ms: number | null) => (ms === null ? 'not measured' : `${(ms / floor.repeatMs).toFixed(2)}×`);
    say(
      `      MapLibre alone visited again (its files from the HTTP cache): ${fmt(floor.repeatMs / 1000)} s to first idle; ` +
        `the app's repeat visit is ${ofRepeat(repeatMs)} that and its offline reload ${ofRepeat(offlineMs)} (target ≤ 1.2× each)`,
    );
  }
}

/** The machine's load: on a busy one every figure includes time spent waiting for a core. */
function sayLoad(say: Say, when: string): void {
  const [load] = loadavg();
  const cores = cpus().length;
  const busy = (load ?? 0) > cores;
  say(`      load ${when}: ${fmt(load ?? Number.NaN)} on ${cores} cores${busy ? ' (busy: other work shares the CPU, so these timings include waiting for it and vary from run to run)' : ''}`);
}

function reportOfflineClicks(say: Say, at: string, answers: ClickAnswer[]): void {
  const [first, ...later] = answers;
  const laterMs = later.flatMap((answer) => (answer.ms === null ? [] : [answer.ms]));
  const unanswered = answers.filter((answer) => answer.ms === null).length;
  const notOffline = answers.filter((answer) => answer.ms !== null && !answer.offline).length;
  if (!first || laterMs.length === 0) return say(`NOT MEASURED  ${at} offline click: ${answers.length} clicks, ${unanswered} without an answer in 20 s`);
  say(
    verdict(`${at} offline click to Zone Code, median of clicks 2–${answers.length}`, median(laterMs), 100, 'lower', 'ms') +
      ` — first click (opens the pack) ${first.ms === null ? 'no answer in 20 s' : `${fmt(first.ms)} ms`}`,
  );
  say(
    `      each (to the frame after it / to the DOM): ${answers.map((answer) => (answer.ms === null ? 'none' : `${fmt(answer.ms)} / ${fmt(answer.domMs ?? Number.NaN)} ms ${answer.zone}`)).join(', ')}` +
      (unanswered ? `; ${unanswered} unanswered` : '') +
      (notOffline ? `; ${notOffline} answers did not name the saved area (not from it?)` : ''),
  );
}

/** The field timings at both viewports, printed with their targets. */
export async function benchFieldTiming(say: Say, target: string): Promise<void> {
  say("\n## The map in headless Chromium, network throttled to Slow 4G (DevTools protocol: the page, its service worker and its workers)");
  for (const viewport of VIEWPORTS) await fieldAt(say, target, viewport);
}

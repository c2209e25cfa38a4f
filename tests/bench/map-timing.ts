// Time from navigation to the map's first 'idle' and to the first click's answer in headless Chromium, with the
// network throttled through the DevTools protocol to Lighthouse's Slow 4G profile; cold (fresh profile) and warm
// (same profile again: HTTP cache and service worker filled).

import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/browser';

// Lighthouse's "Slow 4G" as applied by DevTools: 150 ms RTT × 3.75, 1.6 Mbps × 0.9 down, 750 kbps × 0.9 up.
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };

export interface MapTiming {
  idleMs: number;
  firstAnswerMs: number;
}

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
}

async function timeOnce(page: Page, baseUrl: string): Promise<MapTiming> {
  await throttle(page);
  const started = Date.now();
  await page.goto(`${baseUrl}/map`, { waitUntil: 'commit' });
  await page.locator('[data-testid="map-ready"]').waitFor({ state: 'attached', timeout: 180_000 });
  const idleMs = Date.now() - started;
  const canvas = page.locator('canvas.maplibregl-canvas');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the map canvas has no box');
  const clicked = Date.now();
  await canvas.click({ position: { x: box.width / 2, y: box.height / 2 } });
  await page.locator('dt:text-is("Zone Code") + dd').waitFor({ timeout: 60_000 });
  return { idleMs, firstAnswerMs: Date.now() - clicked };
}

/** Cold then warm, at a desktop and a phone viewport. */
export async function measureMapTiming(baseUrl: string): Promise<{ viewport: string; cold: MapTiming; warm: MapTiming }[]> {
  const results = [];
  for (const viewport of [{ name: 'desktop 1280×800', width: 1280, height: 800 }, { name: 'phone 390×844', width: 390, height: 844 }]) {
    const browser = await launchBrowser(viewport);
    try {
      const cold = await timeOnce(await browser.context.newPage(), baseUrl);
      // Let the service worker finish precaching before the warm run.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const warm = await timeOnce(await browser.context.newPage(), baseUrl);
      results.push({ viewport: viewport.name, cold, warm });
    } finally {
      await browser.close();
    }
  }
  return results;
}

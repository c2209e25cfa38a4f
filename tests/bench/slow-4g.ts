// Lighthouse's Slow 4G profile, applied to a page through the DevTools protocol, as the bench's field timings run under it.

import type { Page } from 'playwright-core';

// Lighthouse's "Slow 4G" as applied by DevTools: 150 ms RTT × 3.75, 1.6 Mbps × 0.9 down, 750 kbps × 0.9 up.
export const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };

/**
 * Throttles the page's own requests (and its frames' and dedicated workers'). The service worker is a target of its
 * own that this does not reach: what it fetches from the network goes at full speed, so the bench counts those fetches.
 */
export async function throttleToSlow4g(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
}

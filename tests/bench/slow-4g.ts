// Lighthouse's Slow 4G profile, applied through the DevTools protocol to a page and to the workers it attaches (its
// service worker among them), as the bench's field timings run under it.

import type { Page } from 'playwright-core';

// Lighthouse's "Slow 4G" as applied by DevTools: 150 ms RTT × 3.75, 1.6 Mbps × 0.9 down, 750 kbps × 0.9 up.
export const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };

/** Which targets attached to the page get the throttling too: the page's alone would leave the service worker's fetches at full speed. */
const THROTTLED_CHILDREN = new Set(['service_worker', 'worker']);

/**
 * Throttles the page's requests, and those of its service worker and dedicated workers as they attach (each paused
 * on start until it is throttled). The children are reached through the page's session (Target.sendMessageToTarget),
 * since Playwright opens DevTools sessions on pages only.
 */
export async function throttleToSlow4g(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  let id = 0;
  const toChild = (sessionId: string, method: string, params: object = {}) =>
    cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: (id += 1), method, params }) });
  cdp.on('Target.attachedToTarget', ({ sessionId, targetInfo, waitingForDebugger }) => {
    void (async () => {
      if (THROTTLED_CHILDREN.has(targetInfo.type)) {
        await toChild(sessionId, 'Network.enable');
        await toChild(sessionId, 'Network.emulateNetworkConditions', SLOW_4G);
      }
      if (waitingForDebugger) await toChild(sessionId, 'Runtime.runIfWaitingForDebugger');
    })().catch(() => undefined); // a target gone before it was throttled
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });
}

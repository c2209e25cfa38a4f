// Registers the service worker through workbox-window, in production builds only. On a first visit the worker takes
// control at once (clients.claim); the page then tells it what it loaded before, for it to cache. A new build waits
// until the user asks for it (onUpdateWaiting).
import { Workbox } from 'workbox-window';
import { env } from '../config/env';
import { WARM_UP_MESSAGE, type WarmUpMessage } from '../lib/offline/warm-up-message';

/** Room for every tile and glyph a first view loads (the browser keeps 250 resource timings by default). */
const RESOURCE_TIMINGS_KEPT = 3_000;
/** A page left open asks for a new build when it is shown again, at most this often (navigations within it never ask). */
const UPDATE_CHECK_EVERY_MS = 60 * 60 * 1000;

export interface ServiceWorkerHooks {
  /**
   * A new version is installed and waiting — installed while this page runs, or already waiting when it loaded (workbox
   * fires 'waiting' for both); call `activate` to switch to it (the page then reloads, and never before).
   */
  onUpdateWaiting?: (activate: () => void) => void;
}

export async function registerServiceWorker(hooks: ServiceWorkerHooks = {}): Promise<void> {
  if (!env.PROD || !('serviceWorker' in navigator)) return;
  if (!navigator.serviceWorker.controller) warmUpOnceControlled();
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', (event) => {
    let asked = false;
    hooks.onUpdateWaiting?.(() => {
      if (asked) return;
      asked = true;
      activateWaiting(workbox, event.sw);
    });
  });
  try {
    await workbox.register();
  } catch (error) {
    console.warn('Service worker registration failed', error);
    return;
  }
  checkForUpdatesWhenShown(workbox);
}

function activateWaiting(workbox: Workbox, waiting: ServiceWorker | undefined): void {
  // Another tab may have switched to it already: this page then runs the new worker under the old page, and a reload
  // is all it needs.
  if (waiting && waiting.state !== 'installed') {
    window.location.reload();
    return;
  }
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

function checkForUpdatesWhenShown(workbox: Workbox): void {
  let lastCheck = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - lastCheck < UPDATE_CHECK_EVERY_MS) return;
    lastCheck = Date.now();
    void workbox.update().catch(() => undefined);
  });
}

/**
 * Once the worker first takes control of this page, the page's map files, tiles and glyphs that did not pass through
 * it are posted to it: those loaded before, and those in flight at that moment, as each finishes.
 */
function warmUpOnceControlled(): void {
  performance.setResourceTimingBufferSize(RESOURCE_TIMINGS_KEPT);
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => {
      const observer = new PerformanceObserver((list) => {
        const urls = list
          .getEntries()
          .filter((entry) => entry instanceof PerformanceResourceTiming && entry.workerStart === 0)
          .map((entry) => entry.name)
          .filter((name) => name.startsWith(`${window.location.origin}/data/`));
        if (urls.length > 0) navigator.serviceWorker.controller?.postMessage({ type: WARM_UP_MESSAGE, urls } satisfies WarmUpMessage);
      });
      observer.observe({ type: 'resource', buffered: true });
    },
    { once: true },
  );
}

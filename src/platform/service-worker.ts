// Registers the service worker through workbox-window, in production builds only. On a first visit the worker takes
// control at once (clients.claim); the page then tells it what it loaded before, for it to cache.
import { Workbox } from 'workbox-window';
import { env } from '../config/env';
import { WARM_UP_MESSAGE, type WarmUpMessage } from '../lib/offline/warm-up-message';

/** Room for every tile and glyph a first view loads (the browser keeps 250 resource timings by default). */
const RESOURCE_TIMINGS_KEPT = 3_000;

export interface ServiceWorkerHooks {
  /** A new version is installed and waiting; call `activate` to switch to it (the page then reloads). */
  onUpdateWaiting?: (activate: () => void) => void;
}

export async function registerServiceWorker(hooks: ServiceWorkerHooks = {}): Promise<void> {
  if (!env.PROD || !('serviceWorker' in navigator)) return;
  if (!navigator.serviceWorker.controller) warmUpOnceControlled();
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    hooks.onUpdateWaiting?.(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  try {
    await workbox.register();
  } catch (error) {
    console.warn('Service worker registration failed', error);
  }
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

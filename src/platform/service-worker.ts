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

/** The page's map files, tiles and glyphs so far, posted to the worker when it first takes control of this page. */
function warmUpOnceControlled(): void {
  performance.setResourceTimingBufferSize(RESOURCE_TIMINGS_KEPT);
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => {
      const urls = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.startsWith(`${window.location.origin}/data/`));
      navigator.serviceWorker.controller?.postMessage({ type: WARM_UP_MESSAGE, urls } satisfies WarmUpMessage);
    },
    { once: true },
  );
}

// The service worker: wiring only — precache the app shell, serve navigations from it, cache tiles and data.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { cacheNames, setCacheNameDetails } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CACHE_NAMES, outdatedCaches, RUNTIME_CACHES } from './cache-names';
import { DATASET_VERSION_MESSAGE } from '../src/lib/dataset/version-message';
import { forgetOtherDatasetVersions } from './dataset-caches';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null } | string> };

const TILE_PATH = /^\/data\/[^/]+\/\d+\/\d+\/\d+\.pbf$/;
/** The basemap's label glyphs: kept with the tiles, so street names still show offline. */
const GLYPH_PATH = /^\/data\/fonts\/[^/]+\/\d+-\d+\.pbf$/;
const DATA_FILE_PATH = /^\/data\/[^/]+\.(?:geojson|json)$/;

setCacheNameDetails({ prefix: CACHE_NAMES.prefix, suffix: CACHE_NAMES.suffix });
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(?:\/|$)/, /^\/data(?:\/|$)/, /^\/healthz$/, /^\/readyz$/, /^\/dev(?:\/|$)/],
  }),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && (TILE_PATH.test(url.pathname) || GLYPH_PATH.test(url.pathname)),
  new CacheFirst({
    cacheName: CACHE_NAMES.tiles,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 5000, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && DATA_FILE_PATH.test(url.pathname),
  new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.data,
    plugins: [new CacheableResponsePlugin({ statuses: [200] })],
  }),
);

// Caches of older builds go once this build takes over (precaches are renamed per build, so workbox's own cleanup
// does not see them).
self.addEventListener('activate', (event) => {
  const current = [cacheNames.precache, ...RUNTIME_CACHES];
  event.waitUntil(
    caches.keys().then((names) => Promise.all(outdatedCaches(names, current).map((name) => caches.delete(name)))),
  );
});

self.addEventListener('message', (event) => {
  const message = event.data as { type?: string; id?: unknown } | null;
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  // The server switched dataset versions: the tiles and map files of the others are dead weight.
  if (message?.type === DATASET_VERSION_MESSAGE && typeof message.id === 'string') event.waitUntil(forgetOtherDatasetVersions(caches, message.id));
});

// The service worker: wiring only — precache the app, answer navigations with its pages, cache tiles and data.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { cacheNames, clientsClaim, setCacheNameDetails } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import {
  CACHE_NAMES,
  CACHEABLE_STATUSES,
  outdatedCaches,
  PRODUCTS_NETWORK_TIMEOUT_SECONDS,
  RUNTIME_CACHES,
  runtimeCacheFor,
} from './cache-names';
import { DATASET_VERSION_MESSAGE } from '../src/lib/dataset/version-message';
import { WARM_UP_MESSAGE } from '../src/lib/offline/warm-up-message';
import { forgetOtherDatasetVersions } from './dataset-caches';
import { answerNavigation } from './page-navigation';
import { savedAreaFirst } from './saved-area-tiles';
import { warmUpCaches } from './warm-up';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null } | string> };

setCacheNameDetails({ prefix: CACHE_NAMES.prefix, suffix: CACHE_NAMES.suffix });
// No clean URLs: page navigations are answered below, where an unknown path is not a precached file's.
precacheAndRoute(self.__WB_MANIFEST, { cleanURLs: false });
cleanupOutdatedCaches();
// The first visit is controlled once this worker activates, so what it loads from then on is cached (what it loaded
// before comes in by the page's warm-up message). A new build still waits for the page's consent (SKIP_WAITING).
clientsClaim();

registerRoute(
  new NavigationRoute(({ request }) => answerNavigation(request, { precached: matchPrecache, network: (page) => fetch(page) }), {
    denylist: [/^\/api(?:\/|$)/, /^\/data(?:\/|$)/, /^\/healthz$/, /^\/readyz$/, /^\/dev(?:\/|$)/],
  }),
);

const browsedTiles = new CacheFirst({
  cacheName: CACHE_NAMES.tiles,
  plugins: [
    new CacheableResponsePlugin({ statuses: [...CACHEABLE_STATUSES.tiles] }),
    new ExpirationPlugin({ maxEntries: 5000, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
  ],
});
// A saved area's tile first, then the browsing cache and the network, then a saved area's tile of another version.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && runtimeCacheFor(url) === CACHE_NAMES.tiles,
  (options) => savedAreaFirst(caches, options.request, () => browsedTiles.handle(options)),
);

// A map file of one dataset version (?v=, as the zoning file is asked for) never changes under its URL: a later visit is
// answered from the cache with no request, and a new version's arrival drops it (dataset-caches.ts). The outline, asked
// for before the version is known, is revalidated (a 304 when unchanged).
const dataPlugins = [new CacheableResponsePlugin({ statuses: [...CACHEABLE_STATUSES.data] })];
const versionedData = new CacheFirst({ cacheName: CACHE_NAMES.data, plugins: dataPlugins });
const unversionedData = new StaleWhileRevalidate({ cacheName: CACHE_NAMES.data, plugins: dataPlugins });
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && runtimeCacheFor(url) === CACHE_NAMES.data,
  (options) => (options.url.searchParams.has('v') ? versionedData : unversionedData).handle(options),
);

// Fresh prices when the network answers within 3 s; the last ones otherwise, so /pricing shows them offline.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && runtimeCacheFor(url) === CACHE_NAMES.products,
  new NetworkFirst({
    cacheName: CACHE_NAMES.products,
    networkTimeoutSeconds: PRODUCTS_NETWORK_TIMEOUT_SECONDS,
    plugins: [new CacheableResponsePlugin({ statuses: [...CACHEABLE_STATUSES.products] })],
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
  const message = event.data as { type?: string; id?: unknown; urls?: unknown } | null;
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  // The server switched dataset versions: the tiles and map files of the others are dead weight.
  if (message?.type === DATASET_VERSION_MESSAGE && typeof message.id === 'string') event.waitUntil(forgetOtherDatasetVersions(caches, message.id));
  // The page was loaded before this worker controlled it: what it already fetched is put in the caches.
  if (message?.type === WARM_UP_MESSAGE && Array.isArray(message.urls)) event.waitUntil(warmUpCaches(caches, message.urls, self.location.origin));
});

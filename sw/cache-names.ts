// Every cache the service worker owns: each named with the build version so a new build starts clean, but for the
// saved areas', which outlives builds.
import { SAVED_AREAS_CACHE } from '../src/lib/offline/saved-areas';

const VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
const PREFIX = 'zonebrief';

export const CACHE_NAMES = {
  /** Prefix and suffix of workbox's precache (the app shell): "zonebrief-precache-v2-v<version>". */
  prefix: PREFIX,
  suffix: `v${VERSION}`,
  /** Vector tiles met while browsing (CacheFirst, expiring). Tile URLs carry the dataset id. */
  tiles: `${PREFIX}-tiles-v${VERSION}`,
  /** Boundary and zoning GeoJSON (StaleWhileRevalidate). */
  data: `${PREFIX}-data-v${VERSION}`,
  /** The products list (NetworkFirst), so /pricing shows the prices offline. The only API answer any cache keeps. */
  products: `${PREFIX}-products-v${VERSION}`,
  /** The tiles of the areas the user saved: never expiring, read before `tiles`; written by the page. */
  savedAreas: SAVED_AREAS_CACHE,
} as const;

/** Statuses kept per runtime cache: the server answers 204 for a tile with nothing in it, which offline must not fail. */
export const CACHEABLE_STATUSES = { tiles: [200, 204], data: [200], products: [200] } as const;

/** How long the products route waits for the network before it answers from its cache. */
export const PRODUCTS_NETWORK_TIMEOUT_SECONDS = 3;

const TILE_PATH = /^\/data\/[^/]+\/\d+\/\d+\/\d+\.pbf$/;
/** The basemap's label glyphs: kept with the tiles, so street names still show offline. */
const GLYPH_PATH = /^\/data\/fonts\/[^/]+\/\d+-\d+\.pbf$/;
const DATA_FILE_PATH = /^\/data\/[^/]+\.(?:geojson|json)$/;
/** Public and the same for everyone: no session, no account, nothing another user could see in it. */
const PRODUCTS_PATH = '/api/payments-simple/products';

/**
 * The runtime cache a same-origin URL belongs in (the routes' rule), or null for one the worker does not keep. Of the
 * API, only the products list: auth, account, credits, payments, analysis and reports answers are one user's or
 * change with every call, and a stale one shown offline would mislead (tests/unit/never-cached.test.ts holds every
 * route of the server to this).
 */
export function runtimeCacheFor(url: URL): string | null {
  if (TILE_PATH.test(url.pathname) || GLYPH_PATH.test(url.pathname)) return CACHE_NAMES.tiles;
  if (DATA_FILE_PATH.test(url.pathname)) return CACHE_NAMES.data;
  if (url.pathname === PRODUCTS_PATH) return CACHE_NAMES.products;
  return null;
}

/** The runtime caches of this build: any other cache of ours goes on activation. */
export const RUNTIME_CACHES: readonly string[] = [CACHE_NAMES.tiles, CACHE_NAMES.data, CACHE_NAMES.products, CACHE_NAMES.savedAreas];

/** Our caches (by prefix) that this build does not use: left by an older build, to delete on activation. */
export function outdatedCaches(existing: readonly string[], current: readonly string[]): string[] {
  return existing.filter((name) => name.startsWith(`${PREFIX}-`) && !current.includes(name));
}

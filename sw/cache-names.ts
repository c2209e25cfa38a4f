// Every cache the service worker owns, each named with the build version so a new build starts clean.

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
} as const;

/** The runtime caches of this build. A cache added later (saved areas) must be listed here to survive activation. */
export const RUNTIME_CACHES: readonly string[] = [CACHE_NAMES.tiles, CACHE_NAMES.data];

/** Our caches (by prefix) that this build does not use: left by an older build, to delete on activation. */
export function outdatedCaches(existing: readonly string[], current: readonly string[]): string[] {
  return existing.filter((name) => name.startsWith(`${PREFIX}-`) && !current.includes(name));
}

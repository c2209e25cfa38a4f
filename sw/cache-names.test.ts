// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { CACHE_NAMES, CACHEABLE_STATUSES, outdatedCaches, RUNTIME_CACHES, runtimeCacheFor } from './cache-names';

const ORIGIN = 'https://zonebrief.example';

/** What the route's plugin lets into the cache, as the worker's strategy asks it. */
async function kept(statuses: readonly number[], response: Response): Promise<boolean> {
  const plugin = new CacheableResponsePlugin({ statuses: [...statuses] });
  return Boolean(await plugin.cacheWillUpdate?.({ request: new Request(ORIGIN), response, event: undefined as never, state: undefined }));
}

describe('cache names', () => {
  it('puts a version in every runtime cache name but the saved areas’, which a new build keeps', () => {
    for (const name of RUNTIME_CACHES.filter((name) => name !== CACHE_NAMES.savedAreas)) expect(name).toMatch(/^zonebrief-[a-z]+-v.+$/);
    expect(CACHE_NAMES.suffix).toMatch(/^v/);
    expect(CACHE_NAMES.savedAreas).toBe('zonebrief-saved-areas');
    expect(RUNTIME_CACHES).toContain(CACHE_NAMES.savedAreas);
    expect(outdatedCaches(['zonebrief-saved-areas', 'zonebrief-tiles-v0.0.1'], RUNTIME_CACHES)).toEqual(['zonebrief-tiles-v0.0.1']);
  });

  it('marks our caches from older builds as outdated, and leaves current and foreign caches alone', () => {
    const current = ['zonebrief-precache-v2-v2.0.0', 'zonebrief-tiles-v2.0.0'];
    const existing = [...current, 'zonebrief-precache-v2-v1.0.0', 'zonebrief-tiles-v1.0.0', 'someone-elses-cache'];
    expect(outdatedCaches(existing, current)).toEqual(['zonebrief-precache-v2-v1.0.0', 'zonebrief-tiles-v1.0.0']);
  });

  it('when a tile is empty (204) or full (200), then the tile cache keeps it; an error is not kept', async () => {
    expect(await kept(CACHEABLE_STATUSES.tiles, new Response(null, { status: 204 }))).toBe(true);
    expect(await kept(CACHEABLE_STATUSES.tiles, new Response('tile', { status: 200 }))).toBe(true);
    expect(await kept(CACHEABLE_STATUSES.tiles, new Response(null, { status: 404 }))).toBe(false);
  });

  it('sends tiles and glyphs to the tile cache, map files to the data cache, and nothing else anywhere', () => {
    const cacheOf = (path: string) => runtimeCacheFor(new URL(path, ORIGIN));
    expect(cacheOf('/data/toronto_properties/14/4579/5979.pbf?v=demo')).toBe(CACHE_NAMES.tiles);
    expect(cacheOf('/data/fonts/Noto%20Sans%20Regular/0-255.pbf')).toBe(CACHE_NAMES.tiles);
    expect(cacheOf('/data/complete-toronto-zoning.geojson')).toBe(CACHE_NAMES.data);
    expect(cacheOf('/api/payments-simple/products')).toBe(CACHE_NAMES.products);
    expect([cacheOf('/api/dataset'), cacheOf('/data/'), cacheOf('/assets/index.js')]).toEqual([null, null, null]);
  });

  it('when the products list is cached, then activation keeps it', () => {
    expect(outdatedCaches([CACHE_NAMES.products], RUNTIME_CACHES)).toEqual([]);
  });

  it('when a path only resembles the products list, then it is not cached', () => {
    const cacheOf = (path: string) => runtimeCacheFor(new URL(path, ORIGIN));
    expect([cacheOf('/api/payments-simple/products/1'), cacheOf('/api/payments-simple/productsx'), cacheOf('/api/payments-simple/account')]).toEqual([null, null, null]);
  });
});

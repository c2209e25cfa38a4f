import { describe, expect, it } from 'vitest';
import { CACHE_NAMES } from './cache-names';
import { warmUpCaches, warmUpPlan } from './warm-up';

const ORIGIN = 'https://zonebrief.example';
const TILE = `${ORIGIN}/data/zoning+former-city+basemap/14/4579/5979.pbf?v=city-2026-02-20-bbbb`;
const GLYPHS = `${ORIGIN}/data/fonts/Noto%20Sans%20Regular/0-255.pbf`;
const MAP_FILE = `${ORIGIN}/data/toronto-boundary.geojson`;

/** The Cache Storage API as the worker sees it, in memory; `add` answers from `answers` (status by URL). */
function cacheStorage(answers: Record<string, number>) {
  const stored = new Map<string, Map<string, Response>>();
  const storage = {
    open: async (name: string) => {
      const entries = stored.get(name) ?? new Map<string, Response>();
      stored.set(name, entries);
      return {
        match: async (url: string) => entries.get(url),
        add: async (url: string) => {
          const status = answers[url];
          if (status === undefined || status < 200 || status > 299) throw new TypeError(`Failed to add ${url}`);
          entries.set(url, new Response(null, { status }));
        },
      };
    },
  };
  const keys = (name: string) => [...(stored.get(name)?.keys() ?? [])];
  return { storage: storage as unknown as CacheStorage, keys };
}

describe('warmUpPlan', () => {
  it('when the page loaded tiles, glyphs and map files, then each goes to its runtime cache once', () => {
    expect(warmUpPlan([TILE, GLYPHS, MAP_FILE, TILE], ORIGIN)).toEqual([
      { url: TILE, cacheName: CACHE_NAMES.tiles },
      { url: GLYPHS, cacheName: CACHE_NAMES.tiles },
      { url: MAP_FILE, cacheName: CACHE_NAMES.data },
    ]);
  });

  it('when a URL is of another origin, not a cached route, or not a URL, then it is left out', () => {
    const urls = [`https://elsewhere.example/data/zoning/1/2/3.pbf`, `${ORIGIN}/api/dataset`, `${ORIGIN}/api/auth/me`, `${ORIGIN}/assets/index.js`, 'not a url', 42];
    expect(warmUpPlan(urls, ORIGIN)).toEqual([]);
  });
});

describe('warmUpCaches', () => {
  it('when the page posts what it loaded, then tiles (empty ones too) and map files are added to their caches', async () => {
    const empty = `${ORIGIN}/data/zoning+former-city+basemap/16/18000/23000.pbf?v=city-2026-02-20-bbbb`;
    const { storage, keys } = cacheStorage({ [TILE]: 200, [empty]: 204, [MAP_FILE]: 200 });

    const added = await warmUpCaches(storage, [TILE, empty, MAP_FILE], ORIGIN);

    expect(added).toBe(3);
    expect(keys(CACHE_NAMES.tiles)).toEqual(expect.arrayContaining([TILE, empty]));
    expect(keys(CACHE_NAMES.data)).toEqual([MAP_FILE]);
  });

  it('when a URL cannot be fetched, then the others are still added', async () => {
    const { storage, keys } = cacheStorage({ [MAP_FILE]: 200 });

    const added = await warmUpCaches(storage, [TILE, MAP_FILE], ORIGIN);

    expect(added).toBe(1);
    expect(keys(CACHE_NAMES.tiles)).toEqual([]);
    expect(keys(CACHE_NAMES.data)).toEqual([MAP_FILE]);
  });

  it('when a URL is already cached, then it is not fetched again', async () => {
    const { storage } = cacheStorage({ [TILE]: 200 });
    await warmUpCaches(storage, [TILE], ORIGIN);

    expect(await warmUpCaches(storage, [TILE], ORIGIN)).toBe(0);
  });
});

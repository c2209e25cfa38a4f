import { describe, expect, it } from 'vitest';
import { CACHE_NAMES } from './cache-names';
import { forgetOtherDatasetVersions, isOtherVersionTile } from './dataset-caches';

const ORIGIN = 'https://zonebrief.example';

describe('isOtherVersionTile', () => {
  it('when a tile carries the current version, then it stays', () => {
    expect(isOtherVersionTile(`${ORIGIN}/data/zoning+former-city+basemap/14/4579/5979.pbf?v=city-2026-02-20-bbbb`, 'city-2026-02-20-bbbb')).toBe(false);
  });

  it('when a tile carries another version, or none, then it goes', () => {
    expect(isOtherVersionTile(`${ORIGIN}/data/zoning/14/4579/5979.pbf?v=city-2026-01-01-aaaa`, 'city-2026-02-20-bbbb')).toBe(true);
    expect(isOtherVersionTile(`${ORIGIN}/data/toronto_properties/14/4579/5979.pbf`, 'city-2026-02-20-bbbb')).toBe(true);
  });

  it('when it is a label glyph range, then it stays whatever the version', () => {
    expect(isOtherVersionTile(`${ORIGIN}/data/fonts/Noto%20Sans%20Regular/0-255.pbf`, 'city-2026-02-20-bbbb')).toBe(false);
  });
});

/** The Cache Storage API as the worker sees it, in memory, holding `urls` by cache name. */
function cacheStorage(urls: Record<string, string[]>) {
  const stored = new Map(Object.entries(urls).map(([name, list]) => [name, new Set(list)]));
  const storage = {
    open: async (name: string) => {
      const entries = stored.get(name) ?? new Set<string>();
      stored.set(name, entries);
      return { keys: async () => [...entries].map((url) => ({ url })), delete: async (request: { url: string }) => entries.delete(request.url) };
    },
  };
  return { storage: storage as unknown as CacheStorage, urls: (name: string) => [...(stored.get(name) ?? [])] };
}

describe('forgetOtherDatasetVersions', () => {
  const current = `${ORIGIN}/data/zoning/14/4579/5979.pbf?v=b`;
  const old = `${ORIGIN}/data/zoning/14/4579/5979.pbf?v=a`;
  const mapFile = `${ORIGIN}/data/toronto_boundary_extracted.json`;

  it('when tiles of another version are cached, then they and the map files go, and the current tiles stay', async () => {
    const { storage, urls } = cacheStorage({ [CACHE_NAMES.tiles]: [current, old], [CACHE_NAMES.data]: [mapFile] });

    expect(await forgetOtherDatasetVersions(storage, 'b')).toBe(2);
    expect(urls(CACHE_NAMES.tiles)).toEqual([current]);
    expect(urls(CACHE_NAMES.data)).toEqual([]);
  });

  it('when only tiles of the current version are cached, then the map files stay (the worker is told its first version late)', async () => {
    const { storage, urls } = cacheStorage({ [CACHE_NAMES.tiles]: [current], [CACHE_NAMES.data]: [mapFile] });

    expect(await forgetOtherDatasetVersions(storage, 'b')).toBe(0);
    expect(urls(CACHE_NAMES.data)).toEqual([mapFile]);
  });

  it('when the zoning file of another version is cached, then it goes even with no old tiles left, and the current one stays', async () => {
    const zoning = (version: string) => `${ORIGIN}/data/complete-toronto-zoning.geojson?v=${version}`;
    const { storage, urls } = cacheStorage({ [CACHE_NAMES.tiles]: [current], [CACHE_NAMES.data]: [zoning('a'), zoning('b'), mapFile] });

    expect(await forgetOtherDatasetVersions(storage, 'b')).toBe(1);
    expect(urls(CACHE_NAMES.data)).toEqual([zoning('b'), mapFile]);
  });
});

import { describe, expect, it } from 'vitest';
import { buildFixtureDataset, FIXTURE_POINTS } from '../../tests/fixtures/fixture-dataset';
import { buildTileIndex } from './tile-index';
import { tileContaining } from './tile-path';

const { lng, lat } = FIXTURE_POINTS.commercialResidential;

describe('buildTileIndex', () => {
  it('when the same tile is asked for twice, then the second answer is the cached one', () => {
    const tiles = buildTileIndex(buildFixtureDataset());
    const { z, x, y } = tileContaining(lng, lat, 15);

    const first = tiles.getTile('zoning', z, x, y);

    expect(first).not.toBeNull();
    expect(tiles.getTile('zoning', z, x, y)).toBe(first);
  });

  it('when a property tile past its native zoom 14 is asked for, then there is none (the client overzooms)', () => {
    const tiles = buildTileIndex(buildFixtureDataset());
    const { z, x, y } = tileContaining(lng, lat, 15);

    expect(tiles.getTile('toronto_properties', z, x, y)).toBeNull();
  });

  it('when a zoning tile past zoom 16 is asked for, then there is none', () => {
    const tiles = buildTileIndex(buildFixtureDataset());
    const { z, x, y } = tileContaining(lng, lat, 17);

    expect(tiles.getTile('zoning', z, x, y)).toBeNull();
  });

  it('when the cache budget is smaller than the tiles asked for, then old tiles are evicted to stay within it', () => {
    const tiles = buildTileIndex(buildFixtureDataset(), { cacheBytes: 2_000 });

    for (let z = 10; z <= 16; z++) {
      const { x, y } = tileContaining(lng, lat, z);
      tiles.getTile('zoning', z, x, y);
    }

    const { cachedBytes, cachedTiles } = tiles.stats();
    expect(cachedTiles).toBeLessThan(7);
    expect(cachedBytes).toBeLessThanOrEqual(2_000);
  });
});

import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildFixtureDataset, square } from '../../tests/fixtures/fixture-dataset';
import { buildMapData, compactArea } from './map-data';

describe('compactArea', () => {
  it('when a polygon is smaller than the rounding step, then nothing is left of it', () => {
    expect(compactArea({ type: 'Polygon', coordinates: square(-79.380001, 43.650001, -79.380002, 43.650002) })).toBeNull();
  });

  it('when a hole rounds away, then the outer ring is kept without it', () => {
    const [outer = []] = square(-79.39, 43.64, -79.37, 43.66);
    const [hole = []] = square(-79.380001, 43.650001, -79.380002, 43.650002);

    const compact = compactArea({ type: 'Polygon', coordinates: [outer, hole] });

    expect(compact).toEqual({ type: 'Polygon', coordinates: [outer] });
  });

  it('when one part of a multipolygon rounds away, then the other parts stay', () => {
    const tiny = square(-79.380001, 43.650001, -79.380002, 43.650002);
    const lot = square(-79.39, 43.64, -79.37, 43.66);

    expect(compactArea({ type: 'MultiPolygon', coordinates: [tiny, lot] })).toEqual({ type: 'MultiPolygon', coordinates: [lot] });
  });
});

describe('buildMapData', () => {
  it('when built, then the stored gzip unpacks to the stored raw bytes', () => {
    const { zoning } = buildMapData(buildFixtureDataset());

    expect(gunzipSync(zoning.gzip).equals(zoning.raw)).toBe(true);
  });
});

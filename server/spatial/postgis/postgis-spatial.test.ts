// The PostGIS look-ups against the in-memory ones on the whole demo dataset, loaded into the PostgreSQL server at
// TEST_DATABASE_URL: the same answers, 404s and site figures at thousands of random points.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TORONTO_BOUNDS, toLngLat, type LngLat } from '../../../src/lib/geo/lng-lat';
import { openTestSpatialDatabase, postgisTestUrl, type TestSpatialDatabase } from '../../../tests/support/test-postgis';
import { addressTableOf } from '../../../src/lib/spatial/address-table';
import { generateDemoDataset } from '../../dataset/demo/generate';
import { mulberry32 } from '../../../src/lib/random/prng';
import type { Dataset } from '../../../src/lib/spatial/schema';
import { inMemoryBackend, type SpatialBackend } from '../spatial-backend';
import { buildSpatialLayers } from '../../../src/lib/spatial/spatial-layers';
import { createSpatialService } from '../spatial-service';
import { createPostgisSpatial } from './postgis-spatial';
import { loadSpatialVersion } from './spatial-tables';

const url = postgisTestUrl();

/** The answer, or the error's code: both backends must agree on 404s too. */
async function answer<T>(ask: () => Promise<T>): Promise<T | string> {
  try {
    return await ask();
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

function randomPoints(count: number, seed: number): LngLat[] {
  const random = mulberry32(seed);
  const b = TORONTO_BOUNDS;
  return Array.from({ length: count }, () => toLngLat(b.west + random() * (b.east - b.west), b.south + random() * (b.north - b.south)));
}

describe.skipIf(!url)('PostGIS look-ups on the demo dataset', () => {
  let test: TestSpatialDatabase;
  let dataset: Dataset;
  let memory: SpatialBackend;
  let postgis: SpatialBackend;

  beforeAll(async () => {
    test = await openTestSpatialDatabase(url!);
    dataset = generateDemoDataset();
    const spatial = buildSpatialLayers(dataset);
    memory = inMemoryBackend(createSpatialService(spatial));
    await loadSpatialVersion(test.db, { spatial, addresses: addressTableOf(dataset.addresses) });
    postgis = await createPostgisSpatial(test.db, dataset.manifest.id);
  }, 180_000);

  afterAll(async () => {
    await test?.close();
  });

  it('when 3,000 random points are looked up, then PostGIS answers exactly as the in-memory indexes, 404s included', async () => {
    const kinds = new Map<string, number>();
    let withParcel = 0;
    let nearRetail = 0;
    for (const point of randomPoints(3_000, 7)) {
      const expected = await answer(() => memory.spatialData(point));
      expect(await answer(() => postgis.spatialData(point))).toEqual(expected);
      expect(await answer(() => postgis.parcelByPoint(point))).toEqual(await answer(() => memory.parcelByPoint(point)));
      const kind = typeof expected === 'string' ? expected : 'answer';
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      if (typeof expected !== 'string' && expected.parcel) withParcel += 1;
      if (typeof expected !== 'string' && expected.overlays.priority_retail_street) nearRetail += 1;
    }
    // The sample covers answers inside the city (the demo's zoning leaves no gap there), outside it, on parcels and
    // near retail streets; the tiny dataset's gap checks no_zoning (spatial-tables.test.ts).
    expect([...kinds.keys()].sort()).toEqual(['answer', 'outside_toronto']);
    // About 5% of random points in the city fall on a demo parcel (since generator v7, blocks no street reaches have none).
    expect(withParcel).toBeGreaterThan(100);
    expect(nearRetail).toBeGreaterThan(0);
  }, 120_000);

  it('when points lie on parcels near Priority Retail Streets, then the distance measured from the parcel is the same', async () => {
    // Random points inside the downtown box, where the demo's retail streets and parcels are dense.
    const random = mulberry32(11);
    let fromParcel = 0;
    for (let k = 0; k < 1_500; k += 1) {
      const point = toLngLat(-79.42 + random() * 0.06, 43.64 + random() * 0.03);
      const expected = await answer(() => memory.spatialData(point));
      if (typeof expected === 'string' || expected.overlays.priority_retail_street?.measured_from !== 'parcel') continue;
      fromParcel += 1;
      expect(await postgis.spatialData(point)).toEqual(expected);
    }
    expect(fromParcel).toBeGreaterThan(50);
  }, 120_000);

  it('when site figures are drawn around random points, then they equal the in-memory ones, neighbours and streets included', async () => {
    let withNeighbours = 0;
    let withStreets = 0;
    for (const point of randomPoints(300, 13)) {
      const expected = await memory.siteFigure(point);
      expect(await postgis.siteFigure(point)).toEqual(expected);
      if (expected && expected.parcels.length > 0) withNeighbours += 1;
      if (expected && expected.streets.length > 0) withStreets += 1;
    }
    expect(withNeighbours).toBeGreaterThan(20);
    expect(withStreets).toBeGreaterThan(20);
    expect(await postgis.siteFigure(toLngLat(-79.3832, 43.6532), 200)).toEqual(await memory.siteFigure(toLngLat(-79.3832, 43.6532), 200));
  }, 60_000);

  it('when a site is looked up for a brief, then its answer and figure equal the in-memory ones', async () => {
    for (const point of randomPoints(200, 17)) {
      const expected = await answer(() => memory.lookUpSite(point));
      const site = await answer(() => postgis.lookUpSite(point));
      if (typeof expected === 'string' || typeof site === 'string') {
        expect(site).toEqual(expected);
        continue;
      }
      expect(site.data).toEqual(expected.data);
      expect(await site.figure()).toEqual(await expected.figure());
    }
  }, 60_000);

  it('when the dataset is described, then both backends describe it alike', () => {
    expect(postgis.dataset).toEqual(memory.dataset);
    expect(postgis.kind).toBe('postgis');
  });
});

// Loading dataset versions into PostGIS on the PostgreSQL server at TEST_DATABASE_URL: one transaction per version,
// versions side by side, loads by replicas starting together, and drops.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toLngLat } from '../../../src/lib/geo/lng-lat';
import { square, tinyDataset } from '../../../tests/fixtures/tiny-dataset';
import { openTestSpatialDatabase, postgisTestUrl, type TestSpatialDatabase } from '../../../tests/support/test-postgis';
import { addressTableOf } from '../../../src/lib/spatial/address-table';
import type { Dataset } from '../../../src/lib/spatial/schema';
import { inMemoryBackend } from '../spatial-backend';
import { buildSpatialLayers } from '../../../src/lib/spatial/spatial-layers';
import { createSpatialService } from '../spatial-service';
import { createPostgisSpatial, SpatialVersionNotLoadedError } from './postgis-spatial';
import { dropSpatialVersion, listSpatialVersions, loadSpatialVersion, spatialTablesFor, type SpatialSource } from './spatial-tables';

const url = postgisTestUrl();

const sourceOf = (dataset: Dataset): SpatialSource => ({ spatial: buildSpatialLayers(dataset), addresses: addressTableOf(dataset.addresses) });

/** The tiny dataset under another id, its RD block's zone string changed so that answers tell the versions apart. */
function version(id: string, znString: string): Dataset {
  const dataset = tinyDataset();
  const zoning = dataset.zoning.features.map((f, k) => (k === 0 ? { ...f, properties: { ...f.properties, ZN_STRING: znString } } : f));
  return { ...dataset, manifest: { ...dataset.manifest, id }, zoning: { ...dataset.zoning, features: zoning } };
}

describe.skipIf(!url)('spatial versions in PostGIS', () => {
  let test: TestSpatialDatabase;
  beforeAll(async () => {
    test = await openTestSpatialDatabase(url!);
  });
  afterAll(async () => {
    await test?.close();
  });

  async function tablesNamed(prefix: string): Promise<string[]> {
    const { rows } = await test.db.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = $1 and table_name like $2 order by table_name`,
      [test.schema, `${prefix}%`],
    );
    return rows.map((row) => row.table_name);
  }

  it('when two versions are loaded, then both are listed and each answers from its own tables', async () => {
    await loadSpatialVersion(test.db, sourceOf(version('tiny-a', 'RD (a)')));
    await loadSpatialVersion(test.db, sourceOf(version('tiny-b', 'RD (b)')));
    const point = toLngLat(-79.3985, 43.6515);

    const a = await createPostgisSpatial(test.db, 'tiny-a');
    const b = await createPostgisSpatial(test.db, 'tiny-b');

    expect((await a.spatialData(point)).zone.zone_code).toBe('RD (a)');
    expect((await b.spatialData(point)).zone.zone_code).toBe('RD (b)');
    expect((await b.spatialData(point)).dataset.id).toBe('tiny-b');
    expect((await listSpatialVersions(test.db)).map((v) => v.datasetId)).toEqual(expect.arrayContaining(['tiny-a', 'tiny-b']));
  });

  it('when a loaded version is loaded again, then nothing is done', async () => {
    await loadSpatialVersion(test.db, sourceOf(version('tiny-again', 'RD')));

    const again = await loadSpatialVersion(test.db, sourceOf(version('tiny-again', 'RD')));

    expect(again.loaded).toBe(false);
  });

  it('when the load fails part-way (a ring PostGIS refuses), then no table and no registry row of that version remain', async () => {
    const dataset = version('tiny-broken', 'RD');
    const open = square(-79.399, 43.652, 0.001);
    open.coordinates[0]!.pop();
    dataset.parcels.features.push({ ...dataset.parcels.features[0]!, geometry: open });

    await expect(loadSpatialVersion(test.db, sourceOf(dataset))).rejects.toThrow(/closed/i);

    expect(await tablesNamed(spatialTablesFor('tiny-broken').prefix)).toEqual([]);
    expect((await listSpatialVersions(test.db)).map((v) => v.datasetId)).not.toContain('tiny-broken');
    await expect(createPostgisSpatial(test.db, 'tiny-broken')).rejects.toThrow(SpatialVersionNotLoadedError);
  });

  it('when two replicas load the same version at once, then one loads it, the other finds it loaded, and both answer', async () => {
    const other = await test.openAnother();
    const dataset = version('tiny-together', 'RD (together)');

    const results = await Promise.all([loadSpatialVersion(test.db, sourceOf(dataset)), loadSpatialVersion(other, sourceOf(dataset))]);

    expect(results.map((r) => r.loaded).sort()).toEqual([false, true]);
    const spatial = await createPostgisSpatial(other, 'tiny-together');
    expect((await spatial.spatialData(toLngLat(-79.3985, 43.6515))).zone.zone_code).toBe('RD (together)');
  });

  it('when a version is dropped, then its tables and registry row go and the other versions stay', async () => {
    await loadSpatialVersion(test.db, sourceOf(version('tiny-drop', 'RD')));
    await loadSpatialVersion(test.db, sourceOf(version('tiny-keep', 'RD (kept)')));

    expect(await dropSpatialVersion(test.db, 'tiny-drop')).toBe(true);

    expect(await tablesNamed(spatialTablesFor('tiny-drop').prefix)).toEqual([]);
    expect(await dropSpatialVersion(test.db, 'tiny-drop')).toBe(false);
    const kept = await createPostgisSpatial(test.db, 'tiny-keep');
    expect((await kept.spatialData(toLngLat(-79.3985, 43.6515))).zone.zone_code).toBe('RD (kept)');
  });

  it('when a point is in a gap of the zoning, off any parcel, or outside the city, then PostGIS refuses it as memory does', async () => {
    const dataset = version('tiny-refusals', 'RD');
    await loadSpatialVersion(test.db, sourceOf(dataset));
    const postgis = await createPostgisSpatial(test.db, 'tiny-refusals');
    const memory = inMemoryBackend(createSpatialService(dataset));
    const codeOf = (promise: Promise<unknown>) => promise.then(() => 'answered', (error: { code?: string }) => error.code);

    for (const [lng, lat] of [[-79.365, 43.655], [-79.395, 43.655], [-75.6972, 45.4215]] as const) {
      const point = toLngLat(lng, lat);
      expect(await codeOf(postgis.spatialData(point))).toBe(await codeOf(memory.spatialData(point)));
      expect(await codeOf(postgis.parcelByPoint(point))).toBe(await codeOf(memory.parcelByPoint(point)));
    }
    expect(await codeOf(postgis.spatialData(toLngLat(-79.365, 43.655)))).toBe('no_zoning');
    expect(await codeOf(postgis.parcelByPoint(toLngLat(-79.395, 43.655)))).toBe('no_parcel');
    expect(await codeOf(postgis.spatialData(toLngLat(-75.6972, 45.4215)))).toBe('outside_toronto');
    expect(await postgis.siteFigure(toLngLat(-75.6972, 45.4215))).toBeNull();
  });

  it('when two zoning areas of a version overlap at a point, then the one listed first answers, as in memory', async () => {
    const dataset = version('tiny-overlap', 'RD');
    const over = { ...dataset.zoning.features[1]!, geometry: square(-79.3995, 43.6505, 0.002) };
    const last: Dataset = { ...dataset, manifest: { ...dataset.manifest, id: 'tiny-overlap-last' }, zoning: { ...dataset.zoning, features: [...dataset.zoning.features, over] } };
    const first: Dataset = { ...dataset, manifest: { ...dataset.manifest, id: 'tiny-overlap-first' }, zoning: { ...dataset.zoning, features: [over, ...dataset.zoning.features] } };
    const point = toLngLat(-79.3985, 43.6515);

    for (const [overlapping, zone] of [[last, 'RD'], [first, over.properties.ZN_ZONE]] as const) {
      await loadSpatialVersion(test.db, sourceOf(overlapping));
      const postgis = await createPostgisSpatial(test.db, overlapping.manifest.id);
      expect((await postgis.spatialData(point)).zone.base_zone).toBe(zone);
      expect(await postgis.spatialData(point)).toEqual(createSpatialService(overlapping).spatialData(point));
    }
  });

  it('when a version was never loaded, then opening it says so and how to load it', async () => {
    await expect(createPostgisSpatial(test.db, 'never-loaded')).rejects.toThrow(/never-loaded is not loaded in PostGIS: import it with SPATIAL_BACKEND=postgis/);
  });

  it('when a polygon has more vertices than a part may hold, then it is cut into parts and a point anywhere in it still finds it', async () => {
    const dataset = version('tiny-many-vertices', 'RD');
    // The RD block's outline (-79.4 to -79.39, 43.65 to 43.66) as a 2,000-vertex ring: each side cut in 500.
    const [west, south, east, north] = [-79.4, 43.65, -79.39, 43.66];
    const side = ([x0, y0]: [number, number], [x1, y1]: [number, number]) =>
      Array.from({ length: 500 }, (_, k) => [x0 + ((x1 - x0) * k) / 500, y0 + ((y1 - y0) * k) / 500]);
    const ring = [...side([west, south], [east, south]), ...side([east, south], [east, north]), ...side([east, north], [west, north]), ...side([west, north], [west, south]), [west, south]];
    dataset.zoning.features[0] = { ...dataset.zoning.features[0]!, geometry: { type: 'Polygon', coordinates: [ring] } };

    const { counts } = await loadSpatialVersion(test.db, sourceOf(dataset));
    const spatial = await createPostgisSpatial(test.db, 'tiny-many-vertices');

    const { rows } = await test.db.query<{ parts: number; most: number }>(
      `select count(*)::int as parts, max(ST_NPoints(geom))::int as most from ${spatialTablesFor('tiny-many-vertices').parts} where layer = 1 and idx = 0`,
    );
    expect(rows[0]!.parts).toBeGreaterThan(1);
    expect(rows[0]!.most).toBeLessThanOrEqual(256);
    expect(counts.parts).toBeGreaterThan(dataset.zoning.features.length);
    for (const [lng, lat] of [[-79.3995, 43.6505], [-79.3905, 43.6595], [-79.395, 43.655]] as const) {
      expect((await spatial.spatialData(toLngLat(lng, lat))).zone.base_zone).toBe('RD');
    }
  });

  it('when a version loaded before the streets table is loaded again, then its streets are added and its figures draw them', async () => {
    const dataset = version('tiny-before-streets', 'RD');
    const queen = dataset.centreline.features[0]!;
    // A street through the parcel's frame, so that the figure has one to draw.
    dataset.centreline.features.push({ ...queen, geometry: { type: 'LineString', coordinates: [[-79.41, 43.6512], [-79.38, 43.6512]] } });
    await loadSpatialVersion(test.db, sourceOf(dataset));
    const tables = spatialTablesFor('tiny-before-streets');
    await test.db.query(`drop table ${tables.streets}`);
    await test.db.query(`update spatial_versions set counts = counts - 'streets' where dataset_id = $1`, ['tiny-before-streets']);

    const { loaded, counts } = await loadSpatialVersion(test.db, sourceOf(dataset));
    const point = toLngLat(-79.3985, 43.6515);
    const figure = await (await createPostgisSpatial(test.db, 'tiny-before-streets')).siteFigure(point);

    expect(loaded).toBe(false);
    expect(counts.streets).toBe(3);
    expect(figure?.streets.map((s) => s.name)).toEqual(['Queen Street West']);
    expect(figure).toEqual(await inMemoryBackend(createSpatialService(dataset)).siteFigure(point));
  });
});

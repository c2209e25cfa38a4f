// A server's PostGIS look-ups per dataset version: a version no import loaded is loaded on first use, shared by
// every backend asked for it, and one that cannot be loaded says why.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toLngLat } from '../../../src/lib/geo/lng-lat';
import { square, tinyDataset } from '../../../tests/fixtures/tiny-dataset';
import { openTestSpatialDatabase, postgisTestUrl, type TestSpatialDatabase } from '../../../tests/support/test-postgis';
import { prepareInMemory } from '../../dataset/artifacts/prepared-dataset';
import type { Dataset } from '../../../src/lib/spatial/schema';
import { postgisVersions } from './postgis-versions';
import { listSpatialVersions } from './spatial-tables';

const url = postgisTestUrl();

const withId = (dataset: Dataset, id: string): Dataset => ({ ...dataset, manifest: { ...dataset.manifest, id } });

describe.skipIf(!url)('PostGIS versions of a server', () => {
  let test: TestSpatialDatabase;
  beforeAll(async () => {
    test = await openTestSpatialDatabase(url!);
  });
  afterAll(async () => {
    await test?.close();
  });

  it('when a version no import loaded is served, then it is loaded on first use and answered from PostGIS', async () => {
    const versions = postgisVersions(test.db);
    const dataset = prepareInMemory(withId(tinyDataset(), 'tiny-served'));

    const spatial = versions.backendFor(dataset);
    const again = versions.backendFor(dataset);

    expect(spatial.dataset.id).toBe('tiny-served');
    expect((await spatial.spatialData(toLngLat(-79.3985, 43.6515))).parcel?.parceli2).toBe('P-0001');
    await Promise.all([spatial.ready, again.ready]);
    expect((await listSpatialVersions(test.db)).filter((v) => v.datasetId === 'tiny-served')).toHaveLength(1);
  });

  it('when a version cannot be loaded, then it is not ready, its look-ups say why, and a later try loads it afresh', async () => {
    const versions = postgisVersions(test.db);
    const broken = withId(tinyDataset(), 'tiny-unloadable');
    const open = square(-79.399, 43.652, 0.001);
    open.coordinates[0]!.pop();
    broken.parcels.features.push({ ...broken.parcels.features[0]!, geometry: open });

    const spatial = versions.backendFor(prepareInMemory(broken));

    await expect(spatial.ready).rejects.toThrow(/closed/i);
    await expect(spatial.spatialData(toLngLat(-79.3985, 43.6515))).rejects.toThrow(/closed/i);
    const fixed = versions.backendFor(prepareInMemory(withId(tinyDataset(), 'tiny-unloadable')));
    await fixed.ready;
    expect((await fixed.spatialData(toLngLat(-79.3985, 43.6515))).zone.base_zone).toBe('RD');
  });
});

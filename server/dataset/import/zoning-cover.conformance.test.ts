// Conformance with the City's downtown subset (../shared/data/toronto, never copied): its zoning covers part of the city,
// its overlays more of it. A point in the city far beyond the subset (in Scarborough) is not called a gap in the zoning
// map: the look-up says the dataset does not cover it, with the overlays found there; a gap between the subset's own
// zoning areas keeps no_zoning. From the in-memory indexes and from PostGIS (at TEST_DATABASE_URL), alike.

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FeatureCollection, MultiPolygon } from 'geojson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNotCoveredAnswer, type SpatialDataReply } from '../../../src/lib/api/spatial';
import { toLngLat } from '../../../src/lib/geo/lng-lat';
import { pointInArea } from '../../../src/lib/geo/point-in-polygon';
import { METRES_PER_DEGREE_LAT } from '../../../src/lib/spatial/ground-metres';
import { CITY_DATA_DIR, cityDataAvailable, downtownCityFiles } from '../../../tests/support/city-data';
import { interiorPoint } from '../../../tests/support/interior-point';
import { openTestSpatialDatabase, postgisTestUrl, type TestSpatialDatabase } from '../../../tests/support/test-postgis';
import { createPostgisSpatial } from '../../spatial/postgis/postgis-spatial';
import { inMemoryBackend, type SpatialBackend } from '../../spatial/spatial-backend';
import { createSpatialService } from '../../spatial/spatial-service';
import { openDataset, type OpenedDataset } from '../artifacts/open-dataset';
import { importCityData } from './import-city-data';

type Props = Record<string, string | number | null>;
const readCity = async (name: string) =>
  JSON.parse(await readFile(path.join(CITY_DATA_DIR, name), 'utf8')) as FeatureCollection<MultiPolygon | null, Props>;

/** The outcome at a point: the reply, or the code of the error it was refused with. */
async function outcome(ask: () => Promise<SpatialDataReply>): Promise<SpatialDataReply | string> {
  try {
    return await ask();
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

const postgisUrl = postgisTestUrl();
const BACKENDS = [{ backend: 'memory' }, ...(postgisUrl ? [{ backend: 'postgis' }] : [])] as const;

describe.skipIf(!cityDataAvailable()).each(BACKENDS)('the downtown subset’s cover, answered from $backend', ({ backend }) => {
  let root: string;
  let postgis: TestSpatialDatabase | undefined;
  let opened: OpenedDataset | undefined;
  let spatial: SpatialBackend;
  let zoning: FeatureCollection<MultiPolygon | null, Props>;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'zonebrief-zoning-cover-'));
    if (backend === 'postgis') postgis = await openTestSpatialDatabase(postgisUrl!);
    const result = await importCityData({ files: downtownCityFiles(), dataDir: root, ...(postgis ? { postgis: postgis.db } : {}) });
    if (postgis) spatial = await createPostgisSpatial(postgis.db, result.datasetId);
    else {
      opened = await openDataset(result.dir);
      spatial = inMemoryBackend(createSpatialService(opened.spatial));
    }
    zoning = await readCity('zoning-area-downtown-subset.geojson');
  }, 120_000);
  afterAll(async () => {
    await opened?.close();
    await postgis?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  const inZoning = (lng: number, lat: number) => zoning.features.some((f) => f.geometry && pointInArea(lng, lat, f.geometry));

  /** A Policy Area's interior point in Scarborough, east of every zoning area of the subset. */
  async function scarboroughPolicyArea(): Promise<{ point: [number, number]; policyId: number }> {
    const east = Math.max(...zoning.features.flatMap((f) => f.geometry!.coordinates.flat(2).map(([lng]) => lng!)));
    const scarborough = (await readCity('former-municipalities.geojson')).features.find((f) => f.properties.AREA_NAME === 'SCARBOROUGH')!;
    for (const area of (await readCity('overlay-policy-area.geojson')).features) {
      let point: [number, number];
      try {
        point = interiorPoint(area.geometry!);
      } catch {
        continue;
      }
      // At least 1.5 km east of the subset's easternmost vertex.
      if (point[0] > east + 0.02 && pointInArea(...point, scarborough.geometry!)) return { point, policyId: Number(area.properties.POLICY_ID) };
    }
    throw new Error('no Policy Area lies in Scarborough beyond the downtown subset');
  }

  it('when a point in Scarborough, far beyond the subset, is looked up, then the answer says the dataset does not cover it and gives the Policy Area there', async () => {
    const { point, policyId } = await scarboroughPolicyArea();

    const reply = await outcome(() => spatial.spatialReply(toLngLat(...point)));

    expect(isNotCoveredAnswer(reply), JSON.stringify(reply)).toBe(true);
    expect(reply).toMatchObject({ zone: null, coverage: 'outside-dataset', overlays: { policy_area: { POLICY_ID: policyId } }, dataset: { source: 'city' } });
    expect(await outcome(() => spatial.spatialData(toLngLat(...point)))).toBe('not_covered');
  });

  it('when a point lies in a real gap between two of the subset’s zoning areas, then it is still no_zoning', async () => {
    // Near Spadina and Front: no zoning area at the point, one 60 m north of it and one 60 m south.
    const gap: [number, number] = [-79.3966, 43.644];
    const metres = 60 / METRES_PER_DEGREE_LAT;
    expect([inZoning(...gap), inZoning(gap[0], gap[1] + metres), inZoning(gap[0], gap[1] - metres)]).toEqual([false, true, true]);

    expect(await outcome(() => spatial.spatialReply(toLngLat(...gap)))).toBe('no_zoning');
  });
});

// Two real server processes (server/index.ts) with SPATIAL_BACKEND=postgis on one PostgreSQL schema: starting
// together on a version no import loaded, they load it once between them and answer look-ups from the shared tables,
// as the in-memory service would. Needs TEST_DATABASE_URL (required under CI=true).

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toLngLat } from '../../../src/lib/geo/lng-lat';
import { tinyDataset } from '../../../tests/fixtures/tiny-dataset';
import { startReplicas, type ServerProcess } from '../../../tests/support/server-process';
import { createThrowawaySchema, type ThrowawaySchema } from '../../../tests/support/test-databases';
import { postgisTestUrl } from '../../../tests/support/test-postgis';
import { writeDataset } from '../../dataset/store';
import type { Database } from '../../db/client';
import { createSpatialService } from '../spatial-service';
import { openSpatialDatabase } from './spatial-database';
import { listSpatialVersions, spatialTablesFor } from './spatial-tables';

const url = postgisTestUrl();
const ON_PARCEL = { lng: -79.3985, lat: 43.6515 };

describe.skipIf(!url)('two server processes answering from one PostGIS', () => {
  let throwaway: ThrowawaySchema;
  let spatialDb: Database;
  let work: string;
  let replicas: ServerProcess[] = [];

  beforeAll(async () => {
    throwaway = await createThrowawaySchema(url!);
    work = await mkdtemp(path.join(tmpdir(), 'zonebrief-postgis-replicas-'));
    const datasetDir = await writeDataset(path.join(work, 'datasets'), tinyDataset());
    replicas = await startReplicas(work, {
      DATASET_DIR: datasetDir,
      DATABASE_URL: throwaway.databaseUrl,
      SPATIAL_BACKEND: 'postgis',
      SESSION_SECRET: 'postgis-replicas-session-secret-of-forty-chars',
    });
    spatialDb = await openSpatialDatabase({ url: url!, schema: throwaway.schema, maxConnections: 1 });
  }, 180_000);

  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.stop()));
    await spatialDb?.close();
    await throwaway?.drop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  const lookUp = async (replica: ServerProcess, path_: string) => {
    const res = await fetch(`${replica.baseUrl}${path_}?lng=${ON_PARCEL.lng}&lat=${ON_PARCEL.lat}`);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('when both start on a version no import loaded, then it is loaded once, and both answer as the in-memory service', async () => {
    const expected = JSON.parse(JSON.stringify(createSpatialService(tinyDataset()).spatialData(toLngLat(ON_PARCEL.lng, ON_PARCEL.lat))));

    expect((await listSpatialVersions(spatialDb)).map((v) => v.datasetId)).toEqual([tinyDataset().manifest.id]);
    for (const replica of replicas) {
      expect(await lookUp(replica, '/api/zoning/spatial-data')).toEqual({ status: 200, body: expected });
      expect((await lookUp(replica, '/api/parcel-by-point')).body).toMatchObject({ parceli2: 'P-0001' });
    }
  });

  it('when the shared tables change, then both replicas answer the change: they hold no copy of their own', async () => {
    const { areas } = spatialTablesFor(tinyDataset().manifest.id);
    await spatialDb.query(`update ${areas} set properties = jsonb_set(properties, '{ZN_STRING}', '"RD (x42) as PostGIS holds it"') where layer = 1 and idx = 0`);

    for (const replica of replicas) {
      const { body } = await lookUp(replica, '/api/zoning/spatial-data');
      expect((body.zone as { zone_code: string }).zone_code).toBe('RD (x42) as PostGIS holds it');
    }
  });
});

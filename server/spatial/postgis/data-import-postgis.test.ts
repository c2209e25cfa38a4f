// `npm run data:import` with SPATIAL_BACKEND=postgis, in a child process against the PostgreSQL server at
// TEST_DATABASE_URL (its schema chosen through the URL's search_path, as an operator may do): the version is written,
// then loaded, and a server answers it from PostGIS.

import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toLngLat } from '../../../src/lib/geo/lng-lat';
import { boundaryGeoJson, parcelsGeoJson, writeFiles, zoningGeoJson } from '../../../tests/fixtures/city-files';
import { openTestSpatialDatabase, postgisTestUrl, type TestSpatialDatabase } from '../../../tests/support/test-postgis';
import { importFetched } from '../../dataset/fetch/import-fetched';
import { datasetsDirOf, readCurrentPointer } from '../../dataset/versions/current-pointer';
import { openDatabase } from '../../db/client';
import { createPostgisSpatial } from './postgis-spatial';
import { listSpatialVersions } from './spatial-tables';

const url = postgisTestUrl();

describe.skipIf(!url)('npm run data:import with SPATIAL_BACKEND=postgis', () => {
  let root: string;
  let test: TestSpatialDatabase;
  let files: Record<'zoning.geojson' | 'boundary.geojson' | 'parcels.geojson', string>;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'zonebrief-data-import-postgis-'));
    await mkdir(path.join(root, 'input'));
    files = await writeFiles(path.join(root, 'input'), {
      'zoning.geojson': zoningGeoJson(),
      'boundary.geojson': boundaryGeoJson(),
      'parcels.geojson': parcelsGeoJson(2),
    });
    test = await openTestSpatialDatabase(url!);
  });
  afterAll(async () => {
    await test?.close();
    await rm(root, { recursive: true, force: true });
  });

  function dataImport(dataDir: string, env: Record<string, string>, ...args: string[]) {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/data-import.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, SPATIAL_BACKEND: 'postgis', ...env },
      encoding: 'utf8',
    });
    return { code: run.status, stdout: run.stdout, stderr: run.stderr };
  }

  const inSchema = (schema: string) => `${url}${url!.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;

  it('when the files are good, then the version is written, loaded into PostGIS, and answered from there', async () => {
    const dataDir = path.join(root, 'good');

    const run = dataImport(dataDir, { DATABASE_URL: inSchema(test.schema) }, '--zoning', files['zoning.geojson'], '--boundary', files['boundary.geojson'], '--parcels', files['parcels.geojson']);

    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const [version] = await readdir(path.join(dataDir, 'datasets'));
    expect(run.stdout).toMatch(new RegExp(`Loaded ${version} into PostGIS in [\\d.]+ s`));
    expect((await listSpatialVersions(test.db)).map((v) => v.datasetId)).toContain(version);
    const spatial = await createPostgisSpatial(test.db, version!);
    // Inside the first lot (parcelRing(0)).
    expect((await spatial.parcelByPoint(toLngLat(-79.4489, 43.6212))).parceli2).toBe('100000');
  }, 60_000);

  it('when data:fetch imports the files it downloaded, then the new version is loaded into PostGIS as well', async () => {
    const fetched = { layers: [], missing: [], files: { zoning: files['zoning.geojson'], boundary: files['boundary.geojson'], parcels: files['parcels.geojson'] } };

    const result = await importFetched(fetched, { dataDir: path.join(root, 'fetched'), postgis: test.db });

    expect(result.postgis?.tables.datasetId).toBe(result.datasetId);
    const spatial = await createPostgisSpatial(test.db, result.datasetId);
    expect((await spatial.spatialData(toLngLat(-79.4489, 43.6212))).parcel?.parceli2).toBe('100000');
  }, 60_000);

  it('when old versions are pruned, then their PostGIS tables are dropped with them, and a dry run only says so', async () => {
    const dataDir = path.join(root, 'prune');
    const env = { DATABASE_URL: inSchema(test.schema) };
    expect(dataImport(dataDir, env, '--zoning', files['zoning.geojson'], '--boundary', files['boundary.geojson']).code).toBe(0);
    expect(dataImport(dataDir, env, '--zoning', files['zoning.geojson'], '--boundary', files['boundary.geojson'], '--parcels', files['parcels.geojson'], '--use').code).toBe(0);
    const current = await readCurrentPointer(datasetsDirOf(dataDir));
    const [old] = (await readdir(path.join(dataDir, 'datasets'))).filter((name) => name.startsWith('city-') && name !== current);
    const prune = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/data-prune.ts', ...args], {
        env: { ...process.env, DATA_DIR: dataDir, SPATIAL_BACKEND: 'postgis', ...env },
        encoding: 'utf8',
      });

    expect(prune('--keep', '0', '--dry-run').stdout).toContain(`Would drop ${old}'s tables from PostGIS`);
    expect((await listSpatialVersions(test.db)).map((v) => v.datasetId)).toContain(old);
    const pruned = prune('--keep', '0');

    expect(pruned.stdout).toContain(`Dropped ${old}'s tables from PostGIS`);
    const loaded = (await listSpatialVersions(test.db)).map((v) => v.datasetId);
    expect(loaded).not.toContain(old);
    expect(loaded).toContain(current);
  }, 90_000);

  it('when the database has no PostGIS, then it stops before importing, says how to add it, and writes nothing', async () => {
    const dataDir = path.join(root, 'no-postgis');
    const database = `zonebrief_no_postgis_${process.pid}`;
    const admin = await openDatabase({ kind: 'postgres', url: url!, maxConnections: 1 });
    await admin.query(`create database ${database}`);
    try {
      const bare = new URL(url!);
      bare.pathname = `/${database}`;

      const run = dataImport(dataDir, { DATABASE_URL: bare.toString() }, '--zoning', files['zoning.geojson'], '--boundary', files['boundary.geojson']);

      expect(run.code).toBe(1);
      expect(run.stderr).toContain('PostGIS is not installed in this database: run CREATE EXTENSION postgis');
      expect(await readdir(dataDir).catch(() => [])).toEqual([]);
    } finally {
      await admin.query(`drop database ${database} with (force)`);
      await admin.close();
    }
  }, 60_000);
});

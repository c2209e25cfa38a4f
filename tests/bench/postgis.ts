// `npm run bench -- --only=postgis` (and a section of the full run): the demo dataset's look-ups answered from memory
// and from PostGIS side by side — the load into PostGIS, then in-process p50/p99 one at a time and the rate with several
// in flight, then over HTTP from two real servers on the same dataset folder, one per backend. The PostgreSQL server:
// BENCH_DATABASE_URL, else TEST_DATABASE_URL, else 127.0.0.1:5432/test.

import { randomBytes } from 'node:crypto';
import { TORONTO_BOUNDS, toLngLat, type LngLat } from '../../src/lib/geo/lng-lat';
import { pointInArea } from '../../src/lib/geo/point-in-polygon';
import { mulberry32 } from '../../src/lib/random/prng';
import { addressTableOf } from '../../src/lib/spatial/address-table';
import type { Dataset } from '../../src/lib/spatial/schema';
import { openDatabase } from '../../server/db/client';
import { createPostgisSpatial } from '../../server/spatial/postgis/postgis-spatial';
import { openSpatialDatabase } from '../../server/spatial/postgis/spatial-database';
import { loadSpatialVersion, type SpatialSource } from '../../server/spatial/postgis/spatial-tables';
import { inMemoryBackend, type SpatialBackend } from '../../server/spatial/spatial-backend';
import { buildSpatialLayers } from '../../src/lib/spatial/spatial-layers';
import { createSpatialService } from '../../server/spatial/spatial-service';
import { PRODUCTION_LIKE_ENV, startServerProcess } from '../support/server-process';
import { load } from './http';
import { fmt, percentile } from './stats';

const SEQUENTIAL = 5_000;
const CONCURRENT = 20_000;
const IN_FLIGHT = 8;

export function benchDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.BENCH_DATABASE_URL?.trim() || env.TEST_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/test';
}

function pointsInCity(dataset: SpatialSource, count: number, seed: number): LngLat[] {
  const random = mulberry32(seed);
  const b = TORONTO_BOUNDS;
  const points: LngLat[] = [];
  while (points.length < count) {
    const lng = b.west + random() * (b.east - b.west);
    const lat = b.south + random() * (b.north - b.south);
    if (pointInArea(lng, lat, dataset.spatial.boundary)) points.push(toLngLat(lng, lat));
  }
  return points;
}

/** Every look-up's own time in µs, one after another (a gap in the zoning answers 404: still a look-up). */
async function oneAtATime(spatial: SpatialBackend, points: readonly LngLat[]): Promise<Float64Array> {
  for (const point of points.slice(0, 500)) await spatial.spatialData(point).catch(() => undefined);
  const times = new Float64Array(points.length);
  for (let i = 0; i < points.length; i += 1) {
    const t0 = process.hrtime.bigint();
    await spatial.spatialData(points[i]!).catch(() => undefined);
    times[i] = Number(process.hrtime.bigint() - t0) / 1000;
  }
  return times.sort();
}

/** Look-ups per second with `inFlight` at once (PostGIS answers on several connections). */
async function rate(spatial: SpatialBackend, points: readonly LngLat[], inFlight: number): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < points.length) {
        const point = points[next++]!;
        await spatial.spatialData(point).catch(() => undefined);
      }
    }),
  );
  return points.length / ((performance.now() - started) / 1000);
}

export interface PostgisBenchOptions {
  /** The demo's folder: when given, a server per backend is started on it and loaded over HTTP for `httpSeconds`. */
  datasetDir?: string;
  /** Where the servers keep their own files. */
  workDir?: string;
  httpSeconds?: number;
}

export async function benchPostgis(say: (line?: string) => void, demo: Dataset, options: PostgisBenchOptions = {}, url = benchDatabaseUrl()): Promise<void> {
  const dataset: SpatialSource = { spatial: buildSpatialLayers(demo), addresses: addressTableOf(demo.addresses) };
  say(`\n## Spatial look-up: in memory and from PostGIS, side by side (demo dataset; PostgreSQL at ${url.replace(/\/\/[^@]*@/, '//')})`);
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ kind: 'postgres', url, maxConnections: 1 });
  await admin.query(`create schema ${schema}`);
  const db = await openSpatialDatabase({ url, schema, maxConnections: IN_FLIGHT });
  try {
    const load = await loadSpatialVersion(db, dataset);
    say(`load into PostGIS: ${fmt(load.ms / 1000)} s (${fmt(load.counts.parcels ?? 0)} parcels, ${fmt(load.counts.zoning ?? 0)} zoning areas, ${fmt(load.counts.parts ?? 0)} parts after ST_Subdivide)`);
    const memory = inMemoryBackend(createSpatialService(dataset.spatial));
    const postgis = await createPostgisSpatial(db, demo.manifest.id);
    const points = pointsInCity(dataset, SEQUENTIAL, 20250714);
    const many = pointsInCity(dataset, CONCURRENT, 7);
    say(`${'backend'.padEnd(10)} ${'p50 µs'.padStart(9)} ${'p99 µs'.padStart(9)} ${`look-ups/s, ${IN_FLIGHT} in flight`.padStart(28)}`);
    for (const [name, spatial] of [['memory', memory], ['postgis', postgis]] as const) {
      const times = await oneAtATime(spatial, points);
      const perSecond = await rate(spatial, many, IN_FLIGHT);
      say(`${name.padEnd(10)} ${fmt(percentile(times, 50)).padStart(9)} ${fmt(percentile(times, 99)).padStart(9)} ${fmt(perSecond).padStart(28)}`);
    }
    say('(PostGIS: one prepared statement per look-up over loopback, on the same 2 cores as this process; memory: the same call, answered at once)');
    if (options.datasetDir && options.workDir) await overHttp(say, points, schema, url, options as Required<PostgisBenchOptions>);
  } finally {
    await db.close();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.close();
  }
}

/** GET /api/zoning/spatial-data on a real server per backend (the PostGIS one answering from the tables loaded above). */
async function overHttp(say: (line?: string) => void, points: readonly LngLat[], schema: string, url: string, options: Required<PostgisBenchOptions>): Promise<void> {
  const paths = points.slice(0, 2_000).map(([lng, lat]) => `/api/zoning/spatial-data?lat=${lat.toFixed(6)}&lng=${lng.toFixed(6)}`);
  const inSchema = new URL(url);
  inSchema.searchParams.set('options', `-csearch_path=${schema}`);
  say(`over HTTP (autocannon, 32 connections, ${options.httpSeconds} s each, server and load on the same 2 cores):`);
  say(`${'backend'.padEnd(10)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(9)} ${'p99 ms'.padStart(9)}`);
  for (const backend of ['memory', 'postgis'] as const) {
    const server = await startServerProcess({
      ...PRODUCTION_LIKE_ENV,
      DATA_DIR: `${options.workDir}/${backend}`,
      DATASET_DIR: options.datasetDir,
      DATABASE_URL: inSchema.toString(),
      SPATIAL_BACKEND: backend,
    });
    try {
      const result = await load(server.baseUrl, paths, options.httpSeconds, server.pid);
      say(`${backend.padEnd(10)} ${fmt(result.requestsPerSecond).padStart(9)} ${fmt(result.p50Ms).padStart(9)} ${fmt(result.p99Ms).padStart(9)}${result.errors + result.non2xx > 0 ? `  (errors ${result.errors}, non-2xx ${result.non2xx})` : ''}`);
    } finally {
      await server.stop();
    }
  }
}

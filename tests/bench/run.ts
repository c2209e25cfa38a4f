// `npm run bench`: spatial look-ups in-process and over HTTP, analysis end-to-end, tile serving, dataset build, the map's data
// ready on localhost (`-- --only=map` runs that part alone; `-- --only=http` the HTTP look-up against bare Express), the
// map under Slow 4G in Chromium (`-- --only=field` alone), JS per route, and the City-size import with its server (`-- --only=scale` alone), the lot measurement per parcel (`-- --only=lot` alone), each printed with its target and the ratio to it. Run on an otherwise idle machine; figures vary with load.

import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TORONTO_BOUNDS, toLngLat } from '../../src/lib/geo/lng-lat';
import { pointInArea } from '../../src/lib/geo/point-in-polygon';
import { ensureDemoDataset, readDataset } from '../../server/dataset/store';
import type { Dataset } from '../../src/lib/spatial/schema';
import { createSpatialService } from '../../server/spatial/spatial-service';
import { tileContaining } from '../../server/tiles/tile-path';
import { PRODUCTION_LIKE_ENV, startServerProcess } from '../support/server-process';
import { benchAnalysis } from './analysis';
import { benchScale } from './scale';
import { benchLotMeasure } from './lot-measure';
import { benchPostgis } from './postgis';
import { measureBasemapWeight } from './basemap-weight';
import { load, type LoadResult } from './http';
import { benchHttpLookup } from './http-lookup';
import { measureMapCeiling, measureMapDataReady } from './map-data-ready';
import { MAP_CENTER, MAP_ZOOM } from '../../src/features/map/map-config';
import { benchFieldTiming } from './field-timing';
import { jsPerRoute } from './route-js';
import { mulberry32 } from '../../src/lib/random/prng';
import { fmt, median, percentile, verdict } from './stats';

const LOOKUPS = 100_000;
const HTTP_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** `--only=map`: only the map's data-ready timings, on the client in CLIENT_DIST_DIR (default dist/). */
const ONLY_MAP = process.argv.includes('--only=map');
/** `--only=field`: only the map under Slow 4G in Chromium (visits, offline, a saved area), on the client in CLIENT_DIST_DIR (default dist/). */
const ONLY_FIELD = process.argv.includes('--only=field');
/** `--only=scale`: only the city-scale dataset's build, server start, RSS, look-ups and tile sizes (tests/bench/scale.ts). */
const ONLY_SCALE = process.argv.includes('--only=scale');
/** `--only=postgis`: only the demo's look-ups in memory and from PostGIS side by side (tests/bench/postgis.ts). */
const ONLY_POSTGIS = process.argv.includes('--only=postgis');
/** `--only=http`: only the HTTP look-up route against bare Express, on the demo dataset (tests/bench/http-lookup.ts). */
const ONLY_HTTP = process.argv.includes('--only=http');
/** `--only=lot`: only the lot measurement per parcel on the demo dataset (tests/bench/lot-measure.ts). */
const ONLY_LOT = process.argv.includes('--only=lot');
const lines: string[] = [];
const say = (line = '') => {
  lines.push(line);
  process.stdout.write(`${line}\n`);
};

function randomPointsInCity(dataset: Dataset, count: number, seed: number): [number, number][] {
  const random = mulberry32(seed);
  const b = TORONTO_BOUNDS;
  const points: [number, number][] = [];
  while (points.length < count) {
    const lng = b.west + random() * (b.east - b.west);
    const lat = b.south + random() * (b.north - b.south);
    if (pointInArea(lng, lat, dataset.boundary.geometry)) points.push([lng, lat]);
  }
  return points;
}

function buildDataset(datasetsDir: string): { dir: string; totalMs: number; generatedMs: number; peakRssMb: number; counts: Record<string, number> } {
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'tests/bench/dataset-build.ts', datasetsDir], { encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').pop() ?? '{}');
}

function inProcessLookups(dataset: Dataset): void {
  const spatial = createSpatialService(dataset);
  const points = randomPointsInCity(dataset, LOOKUPS, 20250714).map(([lng, lat]) => toLngLat(lng, lat));
  for (const point of points.slice(0, 5_000)) tryLookup(spatial, point); // warm-up
  const times = new Float64Array(points.length);
  points.forEach((point, i) => {
    const t0 = process.hrtime.bigint();
    tryLookup(spatial, point);
    times[i] = Number(process.hrtime.bigint() - t0) / 1000;
  });
  times.sort();
  say(`spatial look-up in-process (${fmt(LOOKUPS)} random points in the city): p50 ${fmt(percentile(times, 50))} µs, p99 ${fmt(percentile(times, 99))} µs`);
  say(verdict('in-process p99', percentile(times, 99), 50, 'lower', 'µs'));
}

function tryLookup(spatial: ReturnType<typeof createSpatialService>, point: ReturnType<typeof toLngLat>): void {
  try {
    spatial.spatialData(point);
  } catch {
    // a gap in the zoning cover answers 404; still a look-up
  }
}

/** The server's own CPU per request, and what that would allow from one core had the load generator a core of its own. */
function cpuNote(result: LoadResult): string {
  const micros = result.serverCpuMicrosPerRequest;
  return micros ? `; server CPU ${fmt(micros)} µs per request (≈ ${fmt(1e6 / micros)} req/s per server core)` : '';
}

function lookupPaths(dataset: Dataset): string[] {
  return randomPointsInCity(dataset, 2_000, 7).map(([lng, lat]) => `/api/zoning/spatial-data?lat=${lat.toFixed(6)}&lng=${lng.toFixed(6)}`);
}

/** Rounds of a few seconds each, alternating with bare Express: BENCH_SECONDS is about the route's total time. */
const HTTP_ROUNDS = { rounds: 6, seconds: Math.max(1, Math.round(HTTP_SECONDS / 5)) };

function tilePaths(layer: string, z: number, count: number, seed: number, dataset: Dataset): string[] {
  return randomPointsInCity(dataset, count, seed).map(([lng, lat]) => {
    const tile = tileContaining(lng, lat, z);
    return `/data/${layer}/${tile.z}/${tile.x}/${tile.y}.pbf`;
  });
}

async function tileSizes(baseUrl: string, paths: string[]): Promise<number> {
  const sizes: number[] = [];
  for (const p of paths) {
    const res = await fetch(`${baseUrl}${p}`, { headers: { 'accept-encoding': 'gzip' } });
    // fetch decompresses; the gzip size on the wire is the Content-Length the server sent.
    const length = Number(res.headers.get('content-length') ?? 0);
    await res.arrayBuffer();
    if (res.status === 200 && length > 0) sizes.push(length);
  }
  return median(sizes);
}

async function mapDataReady(baseUrl: string): Promise<void> {
  say('\n## The map on localhost, no throttling: data ready (every tile of the start view drawn), desktop 1280×800');
  const { first, repeat } = await measureMapDataReady(baseUrl);
  say(`first visit ${fmt(first.dataReadyMs / 1000)} s, repeat visit ${fmt(repeat.dataReadyMs / 1000)} s`);
  say(verdict('repeat-visit data ready', repeat.dataReadyMs / 1000, 1.5, 'lower', 's'));
  const ceiling = await measureMapCeiling(baseUrl, MAP_CENTER, MAP_ZOOM);
  say(
    `MapLibre's own floor here (same engine and viewport, a background-only style): first ${fmt(ceiling.first / 1000)} s, ` +
      `repeat ${fmt(ceiling.repeat / 1000)} s; the app's repeat visit is ${(repeat.dataReadyMs / ceiling.repeat).toFixed(2)}× that floor`,
  );
  for (const [visit, timing] of [['first', first], ['repeat', repeat]] as const) {
    const early = timing.zoningBeforeReady;
    say(`${early ? 'MISS' : 'PASS'}  ${visit} visit: zoning GeoJSON requested before data ready: ${early ? 'yes' : 'no'} (target: no)`);
  }
}

async function onlyMap(): Promise<void> {
  const data = await mkdtemp(path.join(tmpdir(), 'zonebrief-bench-'));
  const dataset = await ensureDemoDataset(data);
  const server = await startServerProcess({ ...PRODUCTION_LIKE_ENV, DATA_DIR: data, DATASET_DIR: path.join(data, 'datasets', dataset.manifest.id), DATABASE_URL: '' });
  try {
    await mapDataReady(server.baseUrl);
  } finally {
    await server.stop();
    await rm(data, { recursive: true, force: true });
  }
}

async function onlyField(): Promise<void> {
  say(`ZoneBrief benchmarks (the map under Slow 4G) — ${new Date().toISOString()} — node ${process.version}, ${(await import('node:os')).cpus().length} cores`);
  const data = await mkdtemp(path.join(tmpdir(), 'zonebrief-bench-'));
  const dataset = await ensureDemoDataset(data);
  const server = await startServerProcess({ ...PRODUCTION_LIKE_ENV, DATA_DIR: data, DATASET_DIR: path.join(data, 'datasets', dataset.manifest.id), DATABASE_URL: '' });
  try {
    await benchFieldTiming(say, server.baseUrl);
  } finally {
    await server.stop();
    await rm(data, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  say(`ZoneBrief benchmarks — ${new Date().toISOString()} — node ${process.version}, ${(await import('node:os')).cpus().length} cores`);
  const work = await mkdtemp(path.join(tmpdir(), 'zonebrief-bench-'));
  try {
    say('\n## Dataset build (demo generator, fresh child process)');
    const built = buildDataset(path.join(work, 'datasets'));
    say(`generate ${fmt(built.generatedMs / 1000)} s, generate + write ${fmt(built.totalMs / 1000)} s, peak RSS ${fmt(built.peakRssMb)} MB; counts ${JSON.stringify(built.counts)}`);

    const dataset = await readDataset(built.dir);
    say('\n## Spatial look-up');
    inProcessLookups(dataset);
    await benchPostgis(say, dataset).catch((error: unknown) => say(`PostGIS look-ups not measured: ${error instanceof Error ? error.message : String(error)}`));

    say('\n## Lot measurement (frontage, depth, corner, neighbours)');
    benchLotMeasure(say, dataset);

    say('\n## Analysis end-to-end (debit + brief + PDF + store)');
    await benchAnalysis(say, dataset);

    const server = await startServerProcess({ ...PRODUCTION_LIKE_ENV, DATA_DIR: path.join(work, 'data'), DATASET_DIR: built.dir, DATABASE_URL: '' });
    try {
      await benchHttpLookup(say, server, built.dir, lookupPaths(dataset), HTTP_ROUNDS);

      say('\n## Tiles (over HTTP)');
      for (const z of [12, 14, 16]) {
        const layer = 'zoning';
        const paths = tilePaths(layer, z, 500, z, dataset);
        const bytes = await tileSizes(server.baseUrl, paths.slice(0, 200));
        const result = await load(server.baseUrl, paths, Math.max(3, HTTP_SECONDS / 2), server.pid);
        say(`${layer} z${z}: ${fmt(result.requestsPerSecond)} tiles/s, p99 ${fmt(result.p99Ms)} ms, median gzip ${fmt(bytes)} B${cpuNote(result)}`);
      }
      const propertyPaths = tilePaths('toronto_properties', 14, 500, 14, dataset);
      const propertyBytes = await tileSizes(server.baseUrl, propertyPaths.slice(0, 200));
      const properties = await load(server.baseUrl, propertyPaths, Math.max(3, HTTP_SECONDS / 2));
      say(`toronto_properties z14: ${fmt(properties.requestsPerSecond)} tiles/s, p99 ${fmt(properties.p99Ms)} ms, median gzip ${fmt(propertyBytes)} B`);

      say('\n## Basemap (what a 1280×800 view at z15 downloads for it: basemap tiles and label glyphs, gzip)');
      const basemap = await measureBasemapWeight(server.baseUrl);
      for (const view of basemap) say(`${view.view}: ${view.tiles} tiles, ${fmt(view.bytes / 1024)} KB`);
      say(verdict('basemap of a z15 view (heaviest)', Math.max(...basemap.map((view) => view.bytes)) / 1024, 150, 'lower', 'KB'));

      await mapDataReady(server.baseUrl);

      await benchFieldTiming(say, server.baseUrl);
    } finally {
      await server.stop();
    }

    say('\n## JavaScript per route (gzip -9, entry + the route module and its static imports)');
    const js = jsPerRoute('dist');
    say(`entry (shell): ${fmt(js.entry / 1024)} KB`);
    for (const route of js.routes) say(`${route.module}: ${fmt(route.bytes / 1024)} KB`);
    const home = js.routes.find((route) => route.module.includes('features/home/'));
    if (home) say(verdict('home route JS', home.bytes / 1024, 90, 'lower', 'KB gzip'));

    // The City-size import, its server start and look-ups (~4-5 minutes; `-- --only=scale` runs it alone).
    await benchScale(say, work);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function onlyScale(): Promise<void> {
  say(`ZoneBrief benchmarks (city scale) — ${new Date().toISOString()} — node ${process.version}, ${(await import('node:os')).cpus().length} cores`);
  const work = await mkdtemp(path.join(tmpdir(), 'zonebrief-bench-'));
  try {
    await benchScale(say, work);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function onlyPostgis(): Promise<void> {
  say(`ZoneBrief benchmarks (PostGIS) — ${new Date().toISOString()} — node ${process.version}, ${(await import('node:os')).cpus().length} cores`);
  const data = await mkdtemp(path.join(tmpdir(), 'zonebrief-bench-'));
  try {
    const demo = await ensureDemoDataset(data);
    await benchPostgis(say, demo, { datasetDir: path.join(data, 'datasets', demo.manifest.id), workDir: data, httpSeconds: HTTP_SECONDS });
  } finally {
    await rm(data, { recursive: true, force: true });
  }
}

async function onlyLot(): Promise<void> {
  say(`ZoneBrief benchmarks (lot measurement) — ${new Date().toISOString()} — node ${process.version}, ${(await import('node:os')).cpus().length} cores`);
  const data = await mkdtemp(path.join(tmpdir(), 'zonebrief-bench-'));
  try {
    benchLotMeasure(say, await ensureDemoDataset(data));
  } finally {
    await rm(data, { recursive: true, force: true });
  }
}

async function onlyHttp(): Promise<void> {
  say(`ZoneBrief benchmarks (HTTP look-up) — ${new Date().toISOString()} — node ${process.version}, ${(await import('node:os')).cpus().length} cores`);
  const data = await mkdtemp(path.join(tmpdir(), 'zonebrief-bench-'));
  try {
    const dataset = await ensureDemoDataset(data);
    const dir = path.join(data, 'datasets', dataset.manifest.id);
    const server = await startServerProcess({ ...PRODUCTION_LIKE_ENV, DATA_DIR: data, DATASET_DIR: dir, DATABASE_URL: '' });
    try {
      await benchHttpLookup(say, server, dir, lookupPaths(dataset), HTTP_ROUNDS);
    } finally {
      await server.stop();
    }
  } finally {
    await rm(data, { recursive: true, force: true });
  }
}

await (ONLY_MAP ? onlyMap() : ONLY_FIELD ? onlyField() : ONLY_SCALE ? onlyScale() : ONLY_POSTGIS ? onlyPostgis() : ONLY_HTTP ? onlyHttp() : ONLY_LOT ? onlyLot() : main());

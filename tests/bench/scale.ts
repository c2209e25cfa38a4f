// `npm run bench -- --only=scale`: the City's files at full size (486,000 parcels, 525,000 address points, 12,000
// zoning areas at the City's vertex density, the overlays) imported with importCityData in a child process, then the
// real server started on the version, look-ups timed in-process and over HTTP, z14 tiles weighed, each against its target.

import { execFileSync } from 'node:child_process';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { TORONTO_BOUNDS, toLngLat } from '../../src/lib/geo/lng-lat';
import { openDataset } from '../../server/dataset/artifacts/open-dataset';
import { mulberry32 } from '../../src/lib/random/prng';
import { createSpatialService } from '../../server/spatial/spatial-service';
import { openPmtiles } from '../../server/tiles/pmtiles-reader';
import { TILE_ARCHIVE_FILES } from '../../server/tiles/tile-archives';
import { tileContaining } from '../../server/tiles/tile-path';
import { PRODUCTION_LIKE_ENV, startServerProcess } from '../support/server-process';
import { ensureCityScaleFiles } from './city-scale-files';
import { load } from './http';
import { benchHttpLookup } from './http-lookup';
import { areaPackUrl, planAreaSave } from '../../src/lib/offline/saved-areas';
import { fmt, median, percentile, verdict } from './stats';

/** Where the generated files are kept between runs (~690 MB), unless BENCH_CITY_FILES_DIR says otherwise. */
const FILES_DIR = process.env.BENCH_CITY_FILES_DIR ?? path.join(tmpdir(), 'zonebrief-bench-city-files');
const HTTP_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LOOKUPS = 100_000;
/** Look-ups timed with cold caches (each after reading 32 MB, ~2 ms). */
const COLD_LOOKUPS = 10_000;

interface ImportFigures {
  dir: string;
  ms: number;
  readMs: number | null;
  /** User and system CPU of the import process, all its threads. */
  cpuMs: number;
  peakRssMb: number;
  kept: Record<string, number>;
}

async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
}

function randomPoints(count: number, seed: number): [number, number][] {
  const random = mulberry32(seed);
  const b = TORONTO_BOUNDS;
  return Array.from({ length: count }, () => [b.west + random() * (b.east - b.west), b.south + random() * (b.north - b.south)]);
}

/** The gzipped size of every z14 tile of a layer's archive over the city: largest and median. */
async function z14TileSizes(datasetDir: string, layer: keyof typeof TILE_ARCHIVE_FILES): Promise<{ largest: number; median: number; tiles: number }> {
  const archive = await openPmtiles(path.join(datasetDir, TILE_ARCHIVE_FILES[layer]));
  try {
    const b = TORONTO_BOUNDS;
    const nw = tileContaining(b.west, b.north, 14);
    const se = tileContaining(b.east, b.south, 14);
    const sizes: number[] = [];
    for (let x = nw.x; x <= se.x; x += 1) {
      for (let y = nw.y; y <= se.y; y += 1) {
        const tile = await archive.getTile(14, x, y);
        if (tile) sizes.push(tile.length);
      }
    }
    return { largest: Math.max(...sizes), median: median(sizes), tiles: sizes.length };
  } finally {
    await archive.close();
  }
}

const loadAverage = () => loadavg().map((value) => value.toFixed(1)).join(', ');

export async function benchScale(say: (line?: string) => void, work: string): Promise<void> {
  say('\n## City scale: the import (486,000 parcels, 525,000 address points, 12,000 zoning areas at the City\'s vertex density, overlays)');
  // Other work on the machine stretches every wall time here (2 cores): the load average says how much there was.
  say(`load average at the start: ${loadAverage()}`);
  const files = await ensureCityScaleFiles(FILES_DIR);
  const inputBytes = Object.values(files.bytes).reduce((x, y) => x + y, 0);
  say(
    `files in the City's schemas (${files.generated ? `generated in ${fmt(files.ms / 1000)} s` : 'kept from an earlier run'}, ${FILES_DIR}): ` +
      `${fmt(inputBytes / 1e6)} MB; Property Boundaries GeoJSON ${fmt(files.bytes.parcels! / 1e6)} MB, Address Points CSV ${fmt(files.bytes.addresses! / 1e6)} MB, ` +
      `Zoning Area GeoJSON ${fmt(files.bytes.zoning! / 1e6)} MB`,
  );

  // The import in a child process of its own, so its peak RSS is the import's alone.
  const dataDir = path.join(work, 'scale-data');
  const started = performance.now();
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'tests/bench/city-import.ts', JSON.stringify(files.files), dataDir], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 16 * 1024 * 1024,
  });
  const wallMs = performance.now() - started;
  const imported = JSON.parse(out.trim().split('\n').pop() ?? '{}') as ImportFigures;
  say(
    `import: ${fmt(wallMs / 1000)} s for the process (importCityData ${fmt(imported.ms / 1000)} s: reading and checking ${fmt((imported.readMs ?? NaN) / 1000)} s, ` +
      `writing the version ${fmt((imported.ms - (imported.readMs ?? NaN)) / 1000)} s), CPU ${fmt(imported.cpuMs / 1000)} s; ` +
      `kept ${Object.entries(imported.kept).map(([layer, n]) => `${layer} ${n.toLocaleString('en-CA')}`).join(', ')}`,
  );
  say(verdict('import wall time', wallMs / 60_000, 4, 'lower', 'min'));
  say(verdict('import peak RSS', imported.peakRssMb, 2_560, 'lower', 'MB'));
  const onDisk = await folderBytes(imported.dir);
  const prebuilt = (await Promise.all(['spatial', 'tiles', 'map'].map((folder) => folderBytes(path.join(imported.dir, folder))))).reduce((x, y) => x + y, 0);
  say(`dataset on disk: ${fmt(onDisk / 1e6)} MB, of which prebuilt files (spatial indexes, tiles, client GeoJSON) ${fmt(prebuilt / 1e6)} MB`);

  for (const layer of ['toronto_properties', 'zoning'] as const) {
    const sizes = await z14TileSizes(imported.dir, layer);
    say(`${layer} z14: ${fmt(sizes.tiles)} tiles, median ${fmt(sizes.median / 1024)} KB, largest ${fmt(sizes.largest / 1024)} KB gzip`);
    if (layer === 'toronto_properties') say(verdict('largest z14 property tile', sizes.largest / 1024, 200, 'lower', 'KB gzip'));
  }

  // The real server on the version: spawned on a database that already exists (a restart, as when a new version is
  // served), timed to its first answered look-up. A first start on a fresh database is timed too.
  const serverEnv = { ...PRODUCTION_LIKE_ENV, LOG_LEVEL: 'info', DATA_DIR: path.join(work, 'scale-server'), DATASET_DIR: imported.dir, DATABASE_URL: '' };
  for (const run of ['first start (fresh PGlite database)', 'restart (database exists)'] as const) {
    const spawned = performance.now();
    const server = await startServerProcess(serverEnv, { pollMs: 20 });
    try {
      const first = await fetch(`${server.baseUrl}/api/zoning/spatial-data?lat=43.7&lng=-79.4`);
      await first.arrayBuffer();
      const answered = performance.now() - spawned;
      const timing = startTimings(server.output.join(''));
      say(
        `server ${run}: first look-up answered (${first.status}) ${fmt(answered / 1000)} s after spawn; ` +
          `in the process: code loaded ${fmt(timing.codeMs / 1000)} s, database open and migrated ${fmt(timing.databaseMs / 1000)} s, ` +
          `dataset opened ${fmt(timing.datasetMs / 1000)} s (checksums ${fmt(timing.verifyMs / 1000)} s)${timing.parallel ? ', database and dataset side by side' : ''}`,
      );
      if (run === 'restart (database exists)') {
        say(verdict('server start to first answered look-up', answered / 1000, 5, 'lower', 's'));
        say(verdict('server RSS after start', await rssMb(server.pid), 1_536, 'lower', 'MB'));
        const paths = randomPoints(2_000, 7).map(([lng, lat]) => `/api/zoning/spatial-data?lat=${lat.toFixed(6)}&lng=${lng.toFixed(6)}`);
        const http = await load(server.baseUrl, paths, HTTP_SECONDS, server.pid);
        const cpu = http.serverCpuMicrosPerRequest ? `, server CPU ${fmt(http.serverCpuMicrosPerRequest)} µs per request` : '';
        say(
          `look-up over HTTP at city scale (autocannon, 32 connections, ${HTTP_SECONDS} s, loopback, load and server on the same 2 cores): ` +
            `${fmt(http.requestsPerSecond)} req/s, p50 ${fmt(http.p50Ms)} ms, p99 ${fmt(http.p99Ms)} ms, errors ${http.errors}, non-2xx ${http.non2xx} (404 outside the zoning)${cpu}`,
        );
        // The route against bare Express on the same city-scale version, as the main benchmark measures it on the demo.
        await benchHttpLookup(say, server, imported.dir, paths, { rounds: 3, seconds: 2 });
        await benchAreaPack(say, server.baseUrl);
      }
    } finally {
      await server.stop();
    }
  }

  const opened = await openDataset(imported.dir);
  try {
    const spatial = createSpatialService(opened.spatial);
    const points = randomPoints(LOOKUPS, 20250714).map(([lng, lat]) => toLngLat(lng, lat));
    const ask = (point: (typeof points)[number]) => {
      try {
        spatial.spatialData(point);
      } catch {
        // outside the zoning cover: a 404 is still a look-up
      }
    };
    for (const point of points.slice(0, 5_000)) ask(point);
    const times = new Float64Array(points.length);
    points.forEach((point, i) => {
      const t0 = process.hrtime.bigint();
      ask(point);
      times[i] = Number(process.hrtime.bigint() - t0) / 1000;
    });
    times.sort();
    say(`look-up in-process (zone, parcel and its addresses, overlays) from the prebuilt files, ${fmt(LOOKUPS)} random points: p50 ${fmt(percentile(times, 50))} µs, p99 ${fmt(percentile(times, 99))} µs`);
    say(verdict('in-process look-up p99 (city scale)', percentile(times, 99), 50, 'lower', 'µs'));
    // Why the look-up costs more over HTTP than here: between two requests the HTTP work evicts the indexes from the
    // core's caches. The same look-ups with the caches cleared before each (by reading 32 MB, beyond L1 and L2).
    const evictor = new Float64Array(4 << 20);
    // Kept in a variable outside the loop so that the reads are not optimised away.
    let sum = 0;
    const cold = new Float64Array(COLD_LOOKUPS);
    points.slice(0, COLD_LOOKUPS).forEach((point, i) => {
      for (let k = 0; k < evictor.length; k += 8) sum += evictor[k]!;
      const t0 = process.hrtime.bigint();
      ask(point);
      cold[i] = Number(process.hrtime.bigint() - t0) / 1000;
    });
    cold.sort();
    if (!Number.isFinite(sum)) throw new Error('the cache-clearing reads gave no number');
    say(
      `the same look-ups with the core's caches cleared before each (as the HTTP work between two requests clears them), ${fmt(COLD_LOOKUPS)} points: ` +
        `p50 ${fmt(percentile(cold, 50))} µs, p99 ${fmt(percentile(cold, 99))} µs (${(percentile(cold, 50) / percentile(times, 50)).toFixed(1)}× the p50 above)`,
    );
  } finally {
    await opened.close();
  }
  say(`load average at the end: ${loadAverage()}`);
  await rm(imported.dir, { recursive: true, force: true });
}

/** A 1 km square downtown (King and Bay), as "Save this area offline" asks for it with the map's own tile sources. */
const DOWNTOWN_KM: [number, number, number, number] = (() => {
  const [lng, lat] = [-79.3832, 43.6487];
  const dLat = 0.5 / 111.195;
  const dLng = dLat / Math.cos((lat * Math.PI) / 180);
  return [lng - dLng, lat - dLat, lng + dLng, lat + dLat];
})();
const MAP_TILE_SETS = [
  { layers: 'zoning+former-city+basemap', minZoom: 0, maxZoom: 16 },
  { layers: 'toronto_properties', minZoom: 14, maxZoom: 14 },
];
/** DevTools' and Lighthouse's Slow 4G: 1.6 Mbit/s down, 150 ms round trip. */
const SLOW_4G = { bitsPerSecond: 1.6e6, rttMs: 150 };

async function benchAreaPack(say: (line?: string) => void, baseUrl: string): Promise<void> {
  const url = areaPackUrl(baseUrl, DOWNTOWN_KM, MAP_TILE_SETS);
  const plan = planAreaSave(DOWNTOWN_KM, MAP_TILE_SETS);
  const timed = async () => {
    const started = performance.now();
    const response = await fetch(url);
    const bytes = (await response.arrayBuffer()).byteLength;
    if (!response.ok) throw new Error(`the area pack answered ${response.status}`);
    return { bytes, ms: performance.now() - started };
  };
  const cut = await timed();
  const kept = await timed();
  say(
    `area pack, 1 km² downtown (${fmt(plan.areaKm2)} km², ${fmt(plan.totalTiles)} tiles to z16 and parcels at z14, zoom 17 drawn from z16): ` +
      `${fmt(cut.bytes / 1e6)} MB gzip, cut in ${fmt(cut.ms)} ms, ${fmt(kept.ms)} ms when kept`,
  );
  say(verdict('area pack size (1 km² downtown)', cut.bytes / 1e6, 10, 'lower', 'MB'));
  // Computed from the size, not measured in a browser: the transfer alone at Slow 4G's rate, plus one round trip.
  const slow4gSeconds = (cut.bytes * 8) / SLOW_4G.bitsPerSecond + SLOW_4G.rttMs / 1000;
  say(verdict('area pack download at Slow 4G (computed: size at 1.6 Mbit/s + 150 ms)', slow4gSeconds, 30, 'lower', 's'));
}

interface StartTimings {
  codeMs: number;
  databaseMs: number;
  datasetMs: number;
  verifyMs: number;
  parallel: boolean;
}

/** The server's own 'start timings' log line (milliseconds since the process began), NaN where it logged none. */
function startTimings(output: string): StartTimings {
  const line = output.split('\n').find((text) => text.includes('"start timings"'));
  const parsed = line ? (JSON.parse(line) as Partial<StartTimings>) : {};
  return {
    codeMs: parsed.codeMs ?? NaN,
    databaseMs: parsed.databaseMs ?? NaN,
    datasetMs: parsed.datasetMs ?? NaN,
    verifyMs: parsed.verifyMs ?? NaN,
    parallel: parsed.parallel ?? false,
  };
}

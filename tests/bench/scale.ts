// `npm run bench -- --only=scale`: the city-scale dataset (486,000 parcels, ~525,000 addresses, 12,000 zoning areas)
// written with its prebuilt files, then the real server started on it, look-ups timed in-process, tiles weighed.

import { execFileSync } from 'node:child_process';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { TORONTO_BOUNDS, toLngLat } from '../../src/lib/geo/lng-lat';
import { openDataset } from '../../server/dataset/artifacts/open-dataset';
import { mulberry32 } from '../../server/dataset/demo/prng';
import { createSpatialService } from '../../server/spatial/spatial-service';
import { PRODUCTION_LIKE_ENV, startServerProcess } from '../support/server-process';
import { fmt, percentile, verdict } from './stats';

interface BuildFigures {
  dir: string;
  generatedMs: number;
  generatedRssMb: number;
  writeMs: number;
  peakRssMb: number;
  counts: Record<string, number>;
  artifacts: {
    spatialMs: number;
    tilesMs: number;
    mapDataMs: number;
    tiles: Record<string, { tiles: number; bytes: number; ms: number; largestDeepestTileBytes: number }>;
  };
}

async function folderBytes(dir: string, under = ''): Promise<number> {
  let total = 0;
  for (const entry of await readdir(path.join(dir, under), { withFileTypes: true })) {
    const name = path.join(under, entry.name);
    total += entry.isDirectory() ? await folderBytes(dir, name) : (await stat(path.join(dir, name))).size;
  }
  return total;
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
}

export async function benchScale(say: (line?: string) => void, work: string): Promise<void> {
  say('\n## City scale (486,000 parcels, ~525,000 addresses, 12,000 zoning areas of 50–400 vertices; fresh child process)');
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'tests/bench/city-scale-build.ts', path.join(work, 'scale-datasets')], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const built = JSON.parse(out.trim().split('\n').pop() ?? '{}') as BuildFigures;
  const a = built.artifacts;
  say(`generate ${fmt(built.generatedMs / 1000)} s (dataset in memory: ${fmt(built.generatedRssMb)} MB RSS); write ${fmt(built.writeMs / 1000)} s, of which prebuilt files ${fmt((a.spatialMs + a.tilesMs + a.mapDataMs) / 1000)} s (spatial ${fmt(a.spatialMs / 1000)} s, tiles ${fmt(a.tilesMs / 1000)} s, client GeoJSON ${fmt(a.mapDataMs / 1000)} s); peak RSS ${fmt(built.peakRssMb)} MB`);
  for (const [layer, t] of Object.entries(a.tiles)) say(`  ${layer}: ${fmt(t.tiles)} tiles, ${fmt(t.bytes / 1e6)} MB, cut in ${fmt(t.ms / 1000)} s`);
  const prebuilt = (await Promise.all(['spatial', 'tiles', 'map'].map((folder) => folderBytes(built.dir, folder)))).reduce((x, y) => x + y, 0);
  say(`dataset on disk: ${fmt((await folderBytes(built.dir)) / 1e6)} MB, of which prebuilt files ${fmt(prebuilt / 1e6)} MB`);
  const z14 = a.tiles.toronto_properties?.largestDeepestTileBytes ?? NaN;
  say(verdict('largest z14 property tile', z14 / 1024, 200, 'lower', 'KB gzip'));

  // The real server on the dataset: from spawn to /readyz answering, then the first look-up.
  const started = performance.now();
  const server = await startServerProcess({ ...PRODUCTION_LIKE_ENV, LOG_LEVEL: 'info', DATA_DIR: path.join(work, 'scale-data'), DATASET_DIR: built.dir, DATABASE_URL: '' });
  try {
    const ready = performance.now() - started;
    const first = await fetch(`${server.baseUrl}/api/zoning/spatial-data?lat=43.7&lng=-79.4`);
    const answered = performance.now() - started;
    const loaded = server.output.join('').split('\n').find((line) => line.includes('dataset loaded'));
    const loadMs = loaded ? (JSON.parse(loaded) as { ms?: number; verifyMs?: number }) : {};
    say(`server: ready ${fmt(ready / 1000)} s after spawn (first look-up answered ${first.status} at ${fmt(answered / 1000)} s); dataset opened in ${fmt((loadMs.ms ?? NaN) / 1000)} s, of which checksums ${fmt((loadMs.verifyMs ?? NaN) / 1000)} s`);
    // The process's own start (tsx compiling the server, PGlite opening and migrating) is the same on the demo; the
    // dataset's share is what this dataset adds to it.
    say(verdict('dataset ready in the server (checksums, indexes mapped, archives opened)', (loadMs.ms ?? NaN) / 1000, 5, 'lower', 's'));
    say(verdict('whole server process start to first answer', answered / 1000, 5, 'lower', 's'));
    const rss = await rssMb(server.pid);
    say(verdict('server RSS after start', rss, 1536, 'lower', 'MB'));
  } finally {
    await server.stop();
  }

  const opened = await openDataset(built.dir);
  try {
    const spatial = createSpatialService(opened.spatial);
    const random = mulberry32(20250714);
    const b = TORONTO_BOUNDS;
    const points = Array.from({ length: 100_000 }, () => toLngLat(b.west + random() * (b.east - b.west), b.south + random() * (b.north - b.south)));
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
    say(`spatial look-up in-process from the prebuilt files (100,000 random points): p50 ${fmt(percentile(times, 50))} µs, p99 ${fmt(percentile(times, 99))} µs`);
    say(verdict('in-process p99 (city scale)', percentile(times, 99), 50, 'lower', 'µs'));
  } finally {
    await opened.close();
  }
}

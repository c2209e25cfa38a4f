// Child process of the import benchmark: imports the City-schema files in a folder with importCityData, as
// `npm run data:import` does, then prints its own figures (wall time, when reading ended, peak RSS) as one JSON line.

import path from 'node:path';
import { importCityData } from '../../server/dataset/import/import-city-data';
import type { CityFiles } from './city-scale-files';

const [filesJson, dataDir] = process.argv.slice(2);
if (!filesJson || !dataDir) throw new Error('usage: city-import.ts <files as JSON> <data dir>');
const files = JSON.parse(filesJson) as CityFiles;

const started = performance.now();
const marks: Record<string, number> = {};
const result = await importCityData({
  files,
  dataDir,
  dataDate: '2025-07-14',
  log: (line) => {
    if (line.startsWith('Writing')) marks.readMs = performance.now() - started;
    process.stderr.write(`[import ${((performance.now() - started) / 1000).toFixed(1)} s] ${line}\n`);
  },
});
const ms = performance.now() - started;
process.stdout.write(
  `${JSON.stringify({
    dir: path.resolve(result.dir),
    ms,
    readMs: marks.readMs ?? null,
    cpuMs: (process.cpuUsage().user + process.cpuUsage().system) / 1000,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    kept: Object.fromEntries(Object.entries(result.summary.layers).map(([layer, s]) => [layer, s?.kept ?? 0])),
  })}\n`,
);

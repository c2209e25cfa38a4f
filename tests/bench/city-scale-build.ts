// Child process of the scale benchmark: generates the city-scale dataset and writes it (GeoJSON, prebuilt files,
// checksums) into a folder, then prints its own figures as one JSON line.

import { writeDataset } from '../../server/dataset/store';
import { generateCityScaleDataset } from './city-scale-dataset';

const datasetsDir = process.argv[2];
if (!datasetsDir) throw new Error('usage: city-scale-build.ts <datasets dir>');

let started = performance.now();
const dataset = generateCityScaleDataset();
const generatedMs = performance.now() - started;
const generatedRssMb = process.memoryUsage().rss / 1e6;
started = performance.now();
let artifacts: unknown = null;
const dir = await writeDataset(datasetsDir, dataset, { onArtifacts: (figures) => (artifacts = figures) });
const writeMs = performance.now() - started;
process.stdout.write(
  `${JSON.stringify({ dir, generatedMs, generatedRssMb, writeMs, peakRssMb: process.resourceUsage().maxRSS / 1024, counts: dataset.manifest.counts, artifacts })}\n`,
);

// Child process of the benchmark: generates and writes the demo dataset into a folder, then prints its own figures.

import { generateDemoDataset } from '../../server/dataset/demo/generate';
import { writeDataset } from '../../server/dataset/store';

const datasetsDir = process.argv[2];
if (!datasetsDir) throw new Error('usage: dataset-build.ts <datasets dir>');

const started = performance.now();
const dataset = generateDemoDataset();
const generatedMs = performance.now() - started;
const dir = await writeDataset(datasetsDir, dataset);
const totalMs = performance.now() - started;
process.stdout.write(
  `${JSON.stringify({ dir, generatedMs, totalMs, peakRssMb: process.resourceUsage().maxRSS / 1024, counts: dataset.manifest.counts })}\n`,
);

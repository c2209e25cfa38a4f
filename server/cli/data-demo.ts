// `npm run data:demo`: generates the demo dataset and writes it under DATA_DIR/datasets, then reports what it did.

import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { DEMO_DATASET_ID, generateDemoDataset } from '../dataset/demo/generate';
import { DatasetExistsError, writeDataset } from '../dataset/store';

async function folderBytes(dir: string): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true });
  const sizes = await Promise.all(entries.map(async (e) => (e.isFile() ? (await stat(path.join(dir, e.name))).size : 0)));
  return sizes.reduce((sum, size) => sum + size, 0);
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(): Promise<void> {
  const config = loadConfig();
  const datasetsDir = path.join(config.dataDir, 'datasets');
  const started = performance.now();
  const dataset = generateDemoDataset();
  const generatedMs = performance.now() - started;
  const dir = path.join(datasetsDir, DEMO_DATASET_ID);
  let written = true;
  try {
    await writeDataset(datasetsDir, dataset);
  } catch (error) {
    if (!(error instanceof DatasetExistsError)) throw error;
    written = false;
  }
  const totalMs = performance.now() - started;
  const counts = Object.entries(dataset.manifest.counts).map(([name, count]) => `  ${name.padEnd(10)} ${count}`);
  process.stdout.write(
    [
      written ? `Wrote ${dataset.manifest.id} to ${dir}` : `${dir} already exists; left as it is (versions are immutable)`,
      ...counts,
      `  on disk    ${megabytes(await folderBytes(dir))}`,
      `Generated in ${Math.round(generatedMs)} ms, ${Math.round(totalMs)} ms in all; ` +
        `peak RSS ${megabytes(process.resourceUsage().maxRSS * 1024)}`,
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError || !(error instanceof Error) ? String(error) : (error.stack ?? error.message);
  process.stderr.write(`data:demo failed: ${message}\n`);
  process.exit(1);
});

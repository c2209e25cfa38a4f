// Starts the real server once for all end-to-end tests: a fresh data directory, the demo dataset (generated once
// and cached between runs) and the built client in dist/.

import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureDemoDataset } from '../../server/dataset/store';
import { startServerProcess } from '../support/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const CACHE_DIR = path.resolve('node_modules/.cache/zonebrief-e2e');

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const distDir = process.env.CLIENT_DIST_DIR?.trim() || 'dist';
  if (!existsSync(path.join(distDir, 'index.html'))) throw new Error(`${distDir}/ is missing: run \`npm run build\` first (npm run test:e2e does).`);
  const dataset = await ensureDemoDataset(CACHE_DIR);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'zonebrief-e2e-'));
  const server = await startServerProcess({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATASET_DIR: path.join(CACHE_DIR, 'datasets', dataset.manifest.id),
    DATABASE_URL: '',
  });
  project.provide('baseUrl', server.baseUrl);

  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}

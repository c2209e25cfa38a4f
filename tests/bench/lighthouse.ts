// `npm run lighthouse`: Lighthouse (mobile) in Debian's Chromium against the real server, for the URLs and the
// category thresholds in lighthouserc.json. Prints each score beside its threshold; exits 1 when an "error" one fails.

import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureDemoDataset } from '../../server/dataset/store';
import { CHROMIUM_PATH } from '../e2e/browser';
import { PRODUCTION_LIKE_ENV, startServerProcess } from '../support/server-process';

interface LighthouseRc {
  ci: {
    collect: { url: string[]; settings: { formFactor: 'mobile' | 'desktop'; onlyCategories: string[] } };
    assert: { assertions: Record<string, ['error' | 'warn', { minScore: number }]> };
  };
}

const rc = JSON.parse(readFileSync('lighthouserc.json', 'utf8')) as LighthouseRc;
const CACHE_DIR = path.resolve('node_modules/.cache/zonebrief-e2e');

const dataset = await ensureDemoDataset(CACHE_DIR);
const work = await mkdtemp(path.join(tmpdir(), 'zonebrief-lighthouse-'));
const server = await startServerProcess({
  ...PRODUCTION_LIKE_ENV,
  DATA_DIR: work,
  DATASET_DIR: path.join(CACHE_DIR, 'datasets', dataset.manifest.id),
  DATABASE_URL: '',
});
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

let failed = false;
try {
  for (const url of rc.ci.collect.url) {
    const result = await lighthouse(`${server.baseUrl}${url}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: rc.ci.collect.settings.onlyCategories,
      formFactor: rc.ci.collect.settings.formFactor,
      screenEmulation: rc.ci.collect.settings.formFactor === 'mobile' ? undefined : { disabled: true },
    });
    const categories = result?.lhr.categories ?? {};
    const scores = Object.entries(rc.ci.assert.assertions).map(([key, [level, { minScore }]]) => {
      const id = key.replace('categories:', '');
      const score = categories[id]?.score ?? 0;
      const ok = score >= minScore;
      if (!ok && level === 'error') failed = true;
      return `${id} ${Math.round(score * 100)}${ok ? '' : ` (< ${Math.round(minScore * 100)}, ${level})`}`;
    });
    process.stdout.write(`${url.padEnd(10)} ${scores.join(' · ')}\n`);
  }
} finally {
  await chrome.kill();
  await server.stop();
  await rm(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

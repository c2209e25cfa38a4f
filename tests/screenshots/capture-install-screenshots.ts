// Takes the web manifest's screenshots (the browsers' install dialogs show them): the real app's /map on the demo
// dataset, narrow on a phone and wide on a desktop, into public/screenshots/. Run once after a change the pictures
// should show: `npm run build && npx tsx tests/screenshots/capture-install-screenshots.ts` (CLIENT_DIST_DIR picks
// another build).

import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureDemoDataset } from '../../server/dataset/store';
import { launchBrowser } from '../e2e/browser';
import { startServerProcess } from '../support/server-process';

const CACHE_DIR = path.resolve('node_modules/.cache/zonebrief-e2e');
const OUT_DIR = path.resolve('public/screenshots');
/** JPEG: the wide PNG was 377 KB (no PNG quantiser here); at this quality the two are about 70 and 160 KB. */
const JPEG_QUALITY = 85;
/** The harbour and downtown: dense zoning, the lake and the islands in one view. */
const VIEW = '/map?lat=43.648&lng=-79.385&z=14';
const SHOTS = [
  { file: 'map-narrow.jpg', width: 390, height: 844, hasTouch: true },
  { file: 'map-wide.jpg', width: 1280, height: 800, hasTouch: false },
] as const;

const dataset = await ensureDemoDataset(CACHE_DIR);
const work = await mkdtemp(path.join(tmpdir(), 'zonebrief-screenshots-'));
const server = await startServerProcess({
  NODE_ENV: 'test',
  DATA_DIR: work,
  DATASET_DIR: path.join(CACHE_DIR, 'datasets', dataset.manifest.id),
  DATABASE_URL: '',
  CLIENT_DIST_DIR: process.env.CLIENT_DIST_DIR?.trim() || 'dist',
});

try {
  for (const shot of SHOTS) {
    // No service worker: nothing of an earlier shot's caches, and no update notice in the picture.
    const browser = await launchBrowser({ width: shot.width, height: shot.height, hasTouch: shot.hasTouch, serviceWorkers: 'block' });
    try {
      const page = await browser.context.newPage();
      await page.goto(`${server.baseUrl}${VIEW}`);
      await page.locator('[data-testid="map-ready"]').waitFor({ state: 'attached', timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      const file = path.join(OUT_DIR, shot.file);
      await page.screenshot({ path: file, type: 'jpeg', quality: JPEG_QUALITY });
      console.warn(`${file}: ${shot.width}×${shot.height}, ${Math.round((await stat(file)).size / 1024)} KB`);
    } finally {
      await browser.close();
    }
  }
} finally {
  await server.stop();
  await rm(work, { recursive: true, force: true });
}

// `npm run lighthouse`: Lighthouse (mobile) in Debian's Chromium against the real server, for the URLs and the
// category targets in lighthouserc.json. Prints each score with its ratio to the target, and the performance metrics
// under it, then the same kind of page with the framework alone (and /map's view with MapLibre alone) audited the same
// way, each page's performance as a ratio of it; exits 1 when an "error" one fails. `-- --url=/map` runs one page.

import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureDemoDataset } from '../../server/dataset/store';
import { MAP_CENTER, MAP_ZOOM } from '../../src/features/map/map-config';
import { CHROMIUM_PATH } from '../e2e/browser';
import { startMapFloorServer } from './map-floor-server';
import { startFrameworkFloorServer } from './framework-floor-server';
import { PRODUCTION_LIKE_ENV, startServerProcess } from '../support/server-process';

interface LighthouseRc {
  ci: {
    collect: { url: string[]; settings: { formFactor: 'mobile' | 'desktop'; onlyCategories: string[] } };
    /** Lighthouse CI's per-URL form: the first entry whose pattern matches the page's URL holds its targets. */
    assert: { assertMatrix: { matchingUrlPattern: string; assertions: Assertions }[] };
  };
}

type Assertions = Record<string, ['error' | 'warn', { minScore: number }]>;

/** The audits Lighthouse weighs into the performance score. */
const PERFORMANCE_METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

/** `npm run lighthouse -- --url=/map`: that page alone; `--url=/,/pricing`: those pages. */
const ONLY_URLS = process.argv.find((arg) => arg.startsWith('--url='))?.slice('--url='.length).split(',');

/** Where a page's scores start, under its URL. */
const INDENT = 2;

const rc = JSON.parse(readFileSync('lighthouserc.json', 'utf8')) as LighthouseRc;

/** A page's targets from lighthouserc.json (/map's performance is a warning until it is met: issue 13). */
function assertionsFor(pageUrl: string): Assertions {
  const entry = rc.ci.assert.assertMatrix.find(({ matchingUrlPattern }) => new RegExp(matchingUrlPattern).test(pageUrl));
  if (!entry) throw new Error(`lighthouserc.json has no assertions for ${pageUrl}`);
  return entry.assertions;
}
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

async function audit(pageUrl: string) {
  const result = await lighthouse(pageUrl, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: rc.ci.collect.settings.onlyCategories,
    formFactor: rc.ci.collect.settings.formFactor,
    screenEmulation: rc.ci.collect.settings.formFactor === 'mobile' ? undefined : { disabled: true },
  });
  return result ? { ...result.lhr, trace: result.artifacts.Trace } : undefined;
}

interface TraceEvent {
  ph: string;
  name: string;
  pid: number;
  tid: number;
  dur?: number;
  args?: { name?: string };
}

/**
 * How long the page's main thread waited on its frames being drawn: the compositor's commits, which on this machine
 * wait for the software-rendered WebGL (SwiftShader in the GPU process) to finish each map frame. Lighthouse's mobile
 * preset counts that wait ×4 as blocking time, so it is why a map page's score sits where it does here.
 */
function frameWait(trace: { traceEvents: TraceEvent[] } | undefined): string {
  const events = trace?.traceEvents ?? [];
  const mainThreads = events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const busiest = mainThreads
    .map((thread) => ({ thread, count: events.filter((event) => event.pid === thread.pid && event.tid === thread.tid).length }))
    .sort((a, b) => b.count - a.count)[0]?.thread;
  if (!busiest) return 'frame wait not measured (no renderer main thread in the trace)';
  const commits = events.filter((event) => event.ph === 'X' && event.name === 'Commit' && event.pid === busiest.pid && event.tid === busiest.tid);
  const waitedMs = commits.reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000;
  return `main thread waited ${Math.round(waitedMs)} ms on ${commits.length} frame commits (unthrottled; the mobile preset weighs it ×4)`;
}

function metricsLine(lhr: Awaited<ReturnType<typeof audit>>): string {
  if (lhr?.runtimeError) return `not measured: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
  const audits = lhr?.audits ?? {};
  return PERFORMANCE_METRICS.map((id) => `${id} ${audits[id]?.displayValue ?? '?'} (${Math.round((audits[id]?.score ?? 0) * 100)})`).join(' · ');
}

let failed = false;
let mapPerformance: number | null = null;
/** The content pages' performance scores, printed as ratios of the framework's own floor. */
const pagePerformance = new Map<string, number>();
try {
  for (const url of ONLY_URLS ?? rc.ci.collect.url) {
    const pageUrl = `${server.baseUrl}${url}`;
    const lhr = await audit(pageUrl);
    const categories = lhr?.categories ?? {};
    if (url === '/map') mapPerformance = categories.performance?.score ?? 0;
    else pagePerformance.set(url, categories.performance?.score ?? 0);
    const scores = Object.entries(assertionsFor(pageUrl)).map(([key, [level, { minScore }]]) => {
      const id = key.replace('categories:', '');
      const score = categories[id]?.score ?? 0;
      const ok = score >= minScore;
      if (!ok && level === 'error') failed = true;
      const ratio = `${(score / minScore).toFixed(2)}× the target ${Math.round(minScore * 100)}`;
      return `${id} ${Math.round(score * 100)} (${ratio}${ok ? '' : `, below: ${level}`})`;
    });
    process.stdout.write(`${url}\n${''.padEnd(INDENT)}${scores.join(' · ')}\n`);
    // What the performance score is made of, to see which to work on.
    process.stdout.write(`${''.padEnd(INDENT)}${metricsLine(lhr)}\n`);
    if (url === '/map') process.stdout.write(`${''.padEnd(INDENT)}${frameWait(lhr?.trace)}\n`);
  }
  if (pagePerformance.size > 0) await auditFrameworkFloor(pagePerformance);
  if (mapPerformance !== null) await auditFloor(mapPerformance);
} finally {
  await chrome.kill();
  await server.stop();
  await rm(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

/**
 * The framework alone (React 19 and the router), rendering a page of home's length on the client, audited the same way: the score a
 * content page rendered by this framework can reach on this machine, printed beside the pages'.
 */
async function auditFrameworkFloor(scores: ReadonlyMap<string, number>): Promise<void> {
  const floor = await startFrameworkFloorServer();
  try {
    const lhr = await audit(`${floor.baseUrl}/`);
    const score = lhr?.categories.performance?.score ?? 0;
    process.stdout.write(`The framework alone (the same kind of page, no app code): performance ${Math.round(score * 100)}\n`);
    process.stdout.write(`${''.padEnd(INDENT)}${metricsLine(lhr)}\n`);
    for (const [url, pageScore] of scores) {
      process.stdout.write(`${''.padEnd(INDENT)}${url}'s performance is ${score > 0 ? (pageScore / score).toFixed(2) : '—'}× the framework's own on this machine\n`);
    }
  } finally {
    await floor.close();
  }
}

/**
 * MapLibre alone drawing /map's start view from the same tiles, audited the same way: the score a map page can reach
 * on this machine (its WebGL is software-rendered), printed beside /map's.
 */
async function auditFloor(mapScore: number): Promise<void> {
  // The joined tile /map's style asks for with the embedded basemap (mapTileSets in src/features/map/map-style.ts).
  const tilePath = `/data/zoning+former-city+basemap/{z}/{x}/{y}.pbf?v=${encodeURIComponent(dataset.manifest.id)}`;
  const floor = await startMapFloorServer(server.baseUrl, { center: MAP_CENTER, zoom: MAP_ZOOM, tilePath });
  try {
    const lhr = await audit(`${floor.baseUrl}/`);
    const score = lhr?.categories.performance?.score ?? 0;
    process.stdout.write(`MapLibre alone (the same start view and tiles, no app code): performance ${Math.round(score * 100)}\n`);
    process.stdout.write(`${''.padEnd(INDENT)}${metricsLine(lhr)}\n`);
    process.stdout.write(`${''.padEnd(INDENT)}${frameWait(lhr?.trace)}\n`);
    process.stdout.write(`/map's performance is ${score > 0 ? (mapScore / score).toFixed(2) : '—'}× MapLibre's own on this machine\n`);
  } finally {
    await floor.close();
  }
}

// Analysis end-to-end (debit + brief + PDF + store) through the real app in-process on PGlite with the demo dataset:
// p50/p95 over 50 runs and the PDF sizes, beside their targets. Runs alone (`npx tsx tests/bench/analysis.ts`) or
// from tests/bench/run.ts with the dataset it has already built.

import { randomUUID } from 'node:crypto';
import type { Position } from 'geojson';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { creditAccount } from '../../server/credits/ledger';
import { openDatabase } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { generateDemoDataset } from '../../server/dataset/demo/generate';
import { mulberry32 } from '../../src/lib/random/prng';
import type { Area, Dataset } from '../../src/lib/spatial/schema';
import { createLogger } from '../../server/http/logger';
import { listOutboxMessages } from '../../server/mail/outbox-repository';
import { createSpatialService } from '../../server/spatial/spatial-service';
import { toLngLat } from '../../src/lib/geo/lng-lat';
import { fmt, median, percentile, verdict } from './stats';

const RUNS = 50;
const WARM_UP = 3;
const PASSWORD = 'Maple!Harbour7Quay';

function outerRing(area: Area): Position[] | undefined {
  if (area.type === 'Polygon') return area.coordinates[0];
  return area.coordinates[0]?.[0];
}

/** Centres of seeded-random parcels that have zoning: what a person clicks on the map. */
function parcelPoints(dataset: Dataset, count: number): { lat: number; lng: number }[] {
  const random = mulberry32(20250714);
  const spatial = createSpatialService(dataset);
  const parcels = dataset.parcels.features;
  const points: { lat: number; lng: number }[] = [];
  for (let tries = 0; points.length < count && tries < count * 50; tries += 1) {
    const parcel = parcels[Math.floor(random() * parcels.length)];
    if (!parcel) continue;
    const ring = outerRing(parcel.geometry);
    if (!ring || ring.length === 0) continue;
    const lng = ring.reduce((sum, p) => sum + (p[0] ?? 0), 0) / ring.length;
    const lat = ring.reduce((sum, p) => sum + (p[1] ?? 0), 0) / ring.length;
    try {
      spatial.spatialData(toLngLat(lng, lat));
      points.push({ lat, lng });
    } catch {
      // a centre that falls in a zoning gap is not a place anyone could analyse
    }
  }
  return points;
}

/** Signs up and confirms through the app's own API and outbox, as a person would. */
async function signedUpToken(base: string, db: Parameters<typeof listOutboxMessages>[0]): Promise<{ token: string; userId: string }> {
  const email = `bench.${Date.now().toString(36)}@example.com`;
  const post = (route: string, body: unknown) =>
    fetch(`${base}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await post('/api/auth/local/signup', { email, password: PASSWORD });
  const [mail] = await listOutboxMessages(db, { to: email, limit: 1 });
  const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error('bench: no confirmation mail');
  const location = (await fetch(link, { redirect: 'manual' })).headers.get('location') ?? '';
  const code = new URL(location, base).searchParams.get('code');
  const session = (await (await post('/api/auth/local/token?grant_type=auth_code', { code })).json()) as { access_token: string; user: { id: string } };
  return { token: session.access_token, userId: session.user.id };
}

export async function benchAnalysis(say: (line?: string) => void, given?: Dataset): Promise<void> {
  const dataset = given ?? generateDemoDataset();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'zonebrief-bench-analysis-'));
  const db = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  let server: Server | null = null;
  try {
    await migrate(db);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, CLIENT_DIST_DIR: path.join(dataDir, 'dist'), LOG_LEVEL: 'silent' });
    server = createApp({ config, logger: createLogger('silent'), db, dataset }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server!.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { token, userId } = await signedUpToken(base, db);
    await creditAccount(db, { userId, credits: RUNS + WARM_UP, reason: 'adjustment', reference: `bench:${randomUUID()}` });
    const points = parcelPoints(dataset, RUNS + WARM_UP);
    // The targets are stated over 50 runs: fewer would quietly report a different figure.
    if (points.length !== RUNS + WARM_UP) {
      throw new Error(`bench: found ${points.length} analysable parcel centres, need ${RUNS + WARM_UP} (${RUNS} runs + ${WARM_UP} warm-up)`);
    }

    const times: number[] = [];
    for (const [i, point] of points.entries()) {
      const started = performance.now();
      const res = await fetch(`${base}/api/analysis`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': `bench-${randomUUID()}` },
        body: JSON.stringify({ ...point, source: 'Map Click' }),
      });
      await res.arrayBuffer();
      if (res.status !== 201) throw new Error(`bench: analysis answered ${res.status}`);
      if (i >= WARM_UP) times.push(performance.now() - started);
    }
    if (times.length !== RUNS) throw new Error(`bench: timed ${times.length} analyses, expected ${RUNS}`);
    const { rows } = await db.query<{ size_bytes: number }>('select size_bytes from reports where user_id = $1', [userId]);
    const sizes = rows.map((row) => row.size_bytes / 1024);
    const sorted = Float64Array.from(times).sort();
    say(`analysis end-to-end over HTTP (${times.length} runs after ${WARM_UP} warm-up, demo dataset, PGlite on disk, local files): p50 ${fmt(percentile(sorted, 50))} ms, p95 ${fmt(percentile(sorted, 95))} ms, max ${fmt(percentile(sorted, 100))} ms`);
    say(verdict('analysis p95', percentile(sorted, 95), 1000, 'lower', 'ms'));
    say(`report PDF size (${sizes.length} reports): median ${fmt(median(sizes))} KB, max ${fmt(Math.max(...sizes))} KB`);
    say(verdict('report PDF max size', Math.max(...sizes), 500, 'lower', 'KB'));
  } finally {
    server?.closeAllConnections();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchAnalysis((line = '') => process.stdout.write(`${line}\n`));
}

// The real server (server/index.ts) switching dataset versions under load: loops of look-ups, parcel and address
// searches and tile requests run throughout while CURRENT moves from version to version, a spoiled version is refused,
// and SIGHUP takes up that version once it is repaired. No request may fail, and once a loop has an answer from a
// version it never gets one from an older version again.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { spoilFile, writeVersion } from '../../tests/support/dataset-versions';
import { startServerProcess, type ServerProcess } from '../../tests/support/server-process';
import { datasetsDirOf, writeCurrentPointer } from '../dataset/versions/current-pointer';
import { listRunningServers } from '../dataset/versions/running-servers';
import { useDatasetVersion } from '../dataset/versions/use-version';
import { tileContaining } from '../tiles/tile-path';

/** The versions in the order the server is switched through; each answers its own exception number on the RD block. */
const VERSIONS = ['v1', 'v2', 'v3', 'v4'] as const;
const EXCEPTION: Record<string, number> = { v1: 11, v2: 22, v3: 33, v4: 44 };
const RD_POINT = { lng: -79.395, lat: 43.655 };
const PARCEL_POINT = { lng: -79.3985, lat: 43.6515 };
const LOOPS = 12;

/** Tiles over the blocks at every zoom the map asks for them, so each version reads many from its archives. */
const TILE_PATHS = [11, 12, 13, 14, 15, 16].flatMap((z) =>
  [-79.395, -79.385, -79.375].map((lng) => {
    const { x, y } = tileContaining(lng, 43.655, z);
    return [`/data/zoning/${z}/${x}/${y}.pbf`, `/data/zoning+former-city+basemap/${z}/${x}/${y}.pbf`, `/data/toronto_properties/${Math.min(z, 14)}/${x >> Math.max(0, z - 14)}/${y >> Math.max(0, z - 14)}.pbf`];
  }),
).flat();

interface Failure {
  path: string;
  problem: string;
}

interface Tally {
  requests: number;
  failures: Failure[];
}

let dataDir: string;
let server: ServerProcess;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'zonebrief-hot-switch-'));
  for (const [k, id] of VERSIONS.entries()) {
    await writeVersion(datasetsDirOf(dataDir), { id, exception: EXCEPTION[id]!, createdAt: `2026-0${k + 1}-01T00:00:00.000Z` });
  }
  await writeCurrentPointer(datasetsDirOf(dataDir), 'v1');
  server = await startServerProcess({ DATA_DIR: dataDir, DATASET_DIR: '', DATABASE_URL: '', LOG_LEVEL: 'info' });
});

afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function servedVersion(): Promise<string | undefined> {
  return (await listRunningServers(dataDir)).find((entry) => entry.pid === server.pid)?.datasetId;
}

async function waitUntilServing(id: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while ((await servedVersion()) !== id) {
    if (Date.now() > deadline) throw new Error(`the server did not switch to ${id}:\n${server.output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** One client: requests one after another until told to stop; returns the versions it saw, in order. */
async function clientLoop(loop: number, running: () => boolean, tally: Tally): Promise<string[]> {
  const { failures } = tally;
  const seen: string[] = [];
  for (let k = loop; running(); k += 1) {
    const kind = k % 5;
    const requestPath =
      kind === 0
        ? `/api/zoning/spatial-data?lat=${RD_POINT.lat}&lng=${RD_POINT.lng}`
        : kind === 1
          ? `/api/parcel-by-point?lat=${PARCEL_POINT.lat}&lng=${PARCEL_POINT.lng}`
          : kind === 2
            ? `/api/geocode?q=queen`
            : TILE_PATHS[k % TILE_PATHS.length]!;
    tally.requests += 1;
    try {
      const response = await fetch(`${server.baseUrl}${requestPath}`);
      if (requestPath.startsWith('/data/')) {
        await response.arrayBuffer();
        if (response.status !== 200 && response.status !== 204) failures.push({ path: requestPath, problem: `status ${response.status}` });
        continue;
      }
      const body = (await response.json()) as { dataset?: { id?: string }; zone?: { exception?: number } };
      if (response.status !== 200 || typeof body.dataset?.id !== 'string') {
        failures.push({ path: requestPath, problem: `status ${response.status}: ${JSON.stringify(body).slice(0, 200)}` });
        continue;
      }
      const id = body.dataset.id;
      if (body.zone && body.zone.exception !== EXCEPTION[id]) failures.push({ path: requestPath, problem: `${id} answered exception ${body.zone.exception}` });
      if (seen.at(-1) !== id) seen.push(id);
    } catch (error) {
      failures.push({ path: requestPath, problem: String(error) });
    }
  }
  return seen;
}

describe('a running server switching dataset versions under load', () => {
  it('when CURRENT moves, a spoiled version is refused and SIGHUP takes it up once repaired, then no request fails and answers follow the switches in order', async () => {
    const tally: Tally = { requests: 0, failures: [] };
    let running = true;
    const loops = Array.from({ length: LOOPS }, (_, loop) => clientLoop(loop, () => running, tally));
    const pause = () => new Promise((resolve) => setTimeout(resolve, 400));

    await pause();
    // data:use's way: the version is checked, CURRENT names it, the server (watching CURRENT) switches.
    await useDatasetVersion(dataDir, 'v2');
    await waitUntilServing('v2');
    await pause();
    await useDatasetVersion(dataDir, 'v3');
    await waitUntilServing('v3');
    await pause();
    // A version spoiled after it was written: CURRENT is pointed at it by hand; the server refuses it and keeps v3.
    const v4 = path.join(datasetsDirOf(dataDir), 'v4');
    await spoilFile(v4);
    await writeCurrentPointer(datasetsDirOf(dataDir), 'v4');
    const refusedAt = Date.now();
    while (!server.output.join('').includes('failed its checks; still serving the old one')) {
      if (Date.now() - refusedAt > 20_000) throw new Error(`no refusal logged:\n${server.output.join('')}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await pause();
    expect(await servedVersion()).toBe('v3');
    // Repaired in place (the same byte flipped back): CURRENT did not change, so only SIGHUP makes the server look again.
    await spoilFile(v4);
    process.kill(server.pid, 'SIGHUP');
    await waitUntilServing('v4');
    await pause();

    running = false;
    const seenByLoop = await Promise.all(loops);

    expect(tally.failures).toEqual([]);
    expect(tally.requests).toBeGreaterThan(500);
    for (const seen of seenByLoop) {
      // Each loop saw the versions in the order they were served, none skipped back to.
      expect(seen.at(-1)).toBe('v4');
      expect(seen).toEqual([...seen].sort());
    }
    const answered = await (await fetch(`${server.baseUrl}/api/zoning/spatial-data?lat=${RD_POINT.lat}&lng=${RD_POINT.lng}`)).json();
    expect(answered).toMatchObject({ dataset: { id: 'v4' }, zone: { exception: 44 } });
    // The log comes through a pipe, which a busy machine may deliver a moment after the answer.
    await vi.waitFor(
      () => {
        const log = server.output.join('');
        expect(log.match(/"msg":"dataset switched"/g)).toHaveLength(3);
        expect(log).toMatch(/"from":"v3","to":"v4","reason":"SIGHUP"/);
        // Every replaced version's archives were closed once its last request was done.
        for (const id of ['v1', 'v2', 'v3']) expect(log).toContain(`"dataset":"${id}","msg":"previous dataset closed: its last request has finished"`);
      },
      { timeout: 10_000 },
    );
  }, 120_000);
});

import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeVersion } from '../../tests/support/dataset-versions';
import { openDataset } from '../dataset/artifacts/open-dataset';
import { toLngLat } from '../../src/lib/geo/lng-lat';
import { tileContaining } from '../tiles/tile-path';
import { createLiveDataset, type LiveDataset } from './live-dataset';
import { datasetServing } from './served-dataset';

const RD_POINT = { lng: -79.395, lat: 43.655 };
const RD_TILE = tileContaining(RD_POINT.lng, RD_POINT.lat, 14);
const serve = datasetServing({ config: { GOOGLE_MAPS_API_KEY: undefined, GOOGLE_PLACES_BASE_URL: undefined }, logger: { warn: () => {} } });

let work: string;
let server: Server | null = null;
beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'zonebrief-live-'));
});
afterEach(async () => {
  if (server) await new Promise((resolve) => server!.close(resolve));
  server = null;
  await rm(work, { recursive: true, force: true });
});

async function openVersion(id: string, exception: number) {
  return openDataset(await writeVersion(path.join(work, 'datasets'), { id, exception }));
}

async function listen(app: express.Express): Promise<string> {
  server = app.listen(0);
  await new Promise((resolve) => server!.once('listening', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

/** An app whose tile requests wait at `gate` after taking their lease, so one can be held in flight. */
function appHolding(live: LiveDataset, gate: Promise<void>) {
  const app = express();
  app.use('/api', live.route((served) => served.spatialRouter));
  app.use(
    '/data',
    live.leasedRoute((served) => (req, res, next) => void gate.then(() => served.mapDataRouter(req, res, next))),
  );
  return app;
}

describe('createLiveDataset', () => {
  it('when switched, then the next look-up answers from the new version, with its id', async () => {
    const live = createLiveDataset(await openVersion('a', 42), serve);
    const base = await listen(appHolding(live, Promise.resolve()));

    const before = (await (await fetch(`${base}/api/zoning/spatial-data?lat=${RD_POINT.lat}&lng=${RD_POINT.lng}`)).json()) as { dataset: { id: string }; zone: { exception: number } };
    live.switchTo(await openVersion('b', 77));
    const after = (await (await fetch(`${base}/api/zoning/spatial-data?lat=${RD_POINT.lat}&lng=${RD_POINT.lng}`)).json()) as { dataset: { id: string }; zone: { exception: number } };

    expect([before.dataset.id, before.zone.exception]).toEqual(['a', 42]);
    expect([after.dataset.id, after.zone.exception]).toEqual(['b', 77]);
    expect(live.current().spatial.dataset.id).toBe('b');
    expect((await live.current().spatial.spatialData(toLngLat(RD_POINT.lng, RD_POINT.lat))).zone.exception).toBe(77);
  });

  it('when switched while a tile request is in flight, then that request is answered from the old archives, which close only after it', async () => {
    const old = await openVersion('a', 42);
    const live = createLiveDataset(old, serve);
    let open!: () => void;
    const base = await listen(appHolding(live, new Promise<void>((resolve) => (open = resolve))));
    const inFlight = fetch(`${base}/data/zoning/14/${RD_TILE.x}/${RD_TILE.y}.pbf`);
    await new Promise((resolve) => setTimeout(resolve, 100));

    let closed = false;
    const { previous, closed: closing } = live.switchTo(await openVersion('b', 77));
    void closing.then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(previous.manifest.id).toBe('a');
    expect(closed).toBe(false);

    open();
    const response = await inFlight;
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    await closing;
    expect(closed).toBe(true);
    // The old archives are closed now (a tile not read before cannot be read from them); the new ones serve.
    const unread = tileContaining(RD_POINT.lng, RD_POINT.lat, 15);
    await expect(Promise.resolve(old.tiles.getTile('zoning', 15, unread.x, unread.y))).rejects.toThrow(/closed/);
    expect((await fetch(`${base}/data/zoning/14/${RD_TILE.x}/${RD_TILE.y}.pbf`)).status).toBe(200);
  });

  it('when the old version has no request in flight, then its archives close at once', async () => {
    const live = createLiveDataset(await openVersion('a', 42), serve);

    const { closed } = live.switchTo(await openVersion('b', 77));

    await expect(closed).resolves.toBeUndefined();
  });
});

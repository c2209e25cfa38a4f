// The page's saved-area store (src/platform/saved-areas.ts) held to the real API's pack route: a pack downloaded with progress,
// resumed after a dropped link, cancelled, refused; stored with its tiles; deleted, keeping tiles another area holds;
// and a full quota or a damaged pack leaving nothing behind. IndexedDB is fake-indexeddb; Cache Storage a memory fake.

import 'fake-indexeddb/auto';
import { createServer, request as proxyRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AreaPackError } from '../../src/lib/offline/area-pack';
import { areaPackUrl, SAVED_AREAS_CACHE } from '../../src/lib/offline/saved-areas';
import type { Box } from '../../src/lib/spatial/area-geometries';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { createLogger } from '../../server/http/logger';
import {
  deleteSavedArea,
  downloadAreaPack,
  listSavedAreas,
  openSavedPack,
  SavedAreaError,
  storeSavedArea,
  type DownloadProgress,
} from '../../src/platform/saved-areas';
import { FakeCacheStorage } from '../fakes/fake-cache-storage';
import { tinyDataset } from '../fixtures/tiny-dataset';

const SETS = [{ layers: 'zoning+former-city+basemap', minZoom: 10, maxZoom: 15 }];
const BOX: Box = [-79.4, 43.645, -79.39, 43.652];
const NEXT_BOX: Box = [-79.395, 43.645, -79.385, 43.652];

let db: Database;
let app: Server;
/** Passes requests to the app; the first whole-pack answer after `dropNext()` is cut off after 2,000 bytes. */
let proxy: Server;
let dropping = false;
/** The Range header of each request the proxy passed on ('' for none). */
const proxied: string[] = [];
let storage: FakeCacheStorage;

const listening = async (server: Server) => {
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

let appOrigin: string;
let proxyOrigin: string;

beforeAll(async () => {
  db = await openDatabase({ kind: 'pglite' });
  await migrate(db);
  app = createApp({ config: loadConfig({}), logger: createLogger('silent'), db, dataset: tinyDataset() }).listen(0, '127.0.0.1');
  appOrigin = await listening(app);
  proxy = createServer((req, res) => {
    proxied.push(req.headers.range ?? '');
    const upstream = proxyRequest(`${appOrigin}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      const cut = dropping && answer.statusCode === 200;
      dropping = false;
      let sent = 0;
      answer.on('data', (chunk: Buffer) => {
        if (cut && sent + chunk.length > 2_000) {
          // Flushed first, then the connection is cut: the page has the first 2,000 bytes and an error.
          res.write(chunk.subarray(0, 2_000 - sent), () => res.destroy());
          answer.destroy();
          sent = Number.POSITIVE_INFINITY;
          return;
        }
        if (sent === Number.POSITIVE_INFINITY) return;
        sent += chunk.length;
        res.write(chunk);
      });
      answer.on('end', () => res.end());
    });
    req.pipe(upstream);
  }).listen(0, '127.0.0.1');
  proxyOrigin = await listening(proxy);
});

afterAll(async () => {
  await Promise.all([app, proxy].map((server) => new Promise((resolve) => server?.close(resolve))));
  await db?.close();
});

beforeEach(async () => {
  storage = new FakeCacheStorage();
  (globalThis as { caches?: unknown }).caches = storage;
  for (const area of await listSavedAreas()) await deleteSavedArea(area.id);
});

async function download(origin: string, box = BOX, signal = new AbortController().signal) {
  const progress: DownloadProgress[] = [];
  const pack = await downloadAreaPack(areaPackUrl(origin, box, SETS), { signal, onProgress: (p) => progress.push(p) });
  return { ...pack, progress };
}

const savedTiles = () => storage.caches.get(SAVED_AREAS_CACHE)?.entries.size ?? 0;

describe('saving an area in the page', () => {
  it('when a pack is downloaded, then progress climbs to its size and the bytes open as a pack of the dataset', async () => {
    const { bytes, size, progress } = await download(appOrigin);
    expect(progress.at(-1)).toEqual({ done: size, total: size });
    expect(progress.every((p, k) => k === 0 || p.done >= progress[k - 1]!.done)).toBe(true);
    const area = await storeSavedArea({ id: 'a', name: 'Downtown', bbox: BOX, pack: bytes, size, origin: appOrigin });
    const { manifest } = tinyDataset();
    expect(area).toMatchObject({ id: 'a', name: 'Downtown', datasetId: manifest.id, datasetVersion: manifest.version, datasetSource: manifest.source, bytes: size });
    expect(area.tileCount).toBeGreaterThan(4);
    expect(savedTiles()).toBe(area.tileCount);
    // The map's own tile URL finds the saved tile (or its 204).
    const cached = await storage.match(area.tileUrls[0]!, { cacheName: SAVED_AREAS_CACHE });
    expect([200, 204]).toContain(cached?.status);
    expect((await openSavedPack('a'))?.meta.manifest.id).toBe(tinyDataset().manifest.id);
    expect((await listSavedAreas()).map((saved) => saved.id)).toEqual(['a']);
  });

  it('when the link drops mid-download, then the download resumes from where it stopped and gives the same bytes', async () => {
    const whole = await download(appOrigin);
    dropping = true;
    proxied.length = 0;
    const resumed = await download(proxyOrigin);
    expect(dropping).toBe(false);
    expect(proxied).toEqual(['', 'bytes=2000-']);
    expect(resumed.size).toBe(whole.size);
    expect(Buffer.from(resumed.bytes)).toEqual(Buffer.from(whole.bytes));
  });

  it('when the save is cancelled, then it stops with the cancellation and nothing is stored', async () => {
    const controller = new AbortController();
    const progress: DownloadProgress[] = [];
    const saving = downloadAreaPack(areaPackUrl(appOrigin, BOX, SETS), {
      signal: controller.signal,
      onProgress: (p) => {
        progress.push(p);
        controller.abort(new DOMException('Cancelled', 'AbortError'));
      },
    });
    await expect(saving).rejects.toMatchObject({ name: 'AbortError' });
    expect(await listSavedAreas()).toEqual([]);
    expect(savedTiles()).toBe(0);
  });

  it('when the server refuses the area, then its message is the error', async () => {
    const download = downloadAreaPack(areaPackUrl(appOrigin, [-79.6, 43.6, -79.3, 43.8], SETS), { signal: new AbortController().signal, onProgress: () => {} });
    await expect(download).rejects.toThrow(SavedAreaError);
    await expect(download).rejects.toThrow(/at most 4 km² can be saved at once/);
  });

  it('when storage runs out while the tiles are written, then a clear message says so and nothing of the area is left', async () => {
    const { bytes, size } = await download(appOrigin);
    storage.quotaEntries = 3;
    const saving = storeSavedArea({ id: 'full', name: 'Full', bbox: BOX, pack: bytes, size, origin: appOrigin });
    await expect(saving).rejects.toThrow('There is not enough storage on this device to save this area. Delete a saved area or free some space, then try again.');
    expect(savedTiles()).toBe(0);
    expect(await listSavedAreas()).toEqual([]);
    expect(await openSavedPack('full')).toBeNull();
  });

  it('when the pack is damaged, then storing it fails as such and nothing is kept', async () => {
    await expect(storeSavedArea({ id: 'bad', name: 'Bad', bbox: BOX, pack: new Uint8Array(64).buffer, size: 64, origin: appOrigin })).rejects.toThrow(AreaPackError);
    expect(savedTiles()).toBe(0);
    expect(await listSavedAreas()).toEqual([]);
  });

  it('when one of two overlapping areas is deleted, then the tiles the other holds stay and the rest go', async () => {
    const first = await download(appOrigin, BOX);
    const second = await download(appOrigin, NEXT_BOX);
    const a = await storeSavedArea({ id: 'a', name: 'A', bbox: BOX, pack: first.bytes, size: first.size, origin: appOrigin });
    const b = await storeSavedArea({ id: 'b', name: 'B', bbox: NEXT_BOX, pack: second.bytes, size: second.size, origin: appOrigin });
    const shared = a.tileUrls.filter((url) => b.tileUrls.includes(url));
    expect(shared.length).toBeGreaterThan(0);
    await deleteSavedArea('a');
    const left = storage.caches.get(SAVED_AREAS_CACHE)!.entries;
    expect([...left.keys()].sort()).toEqual([...b.tileUrls].sort());
    expect(await openSavedPack('a')).toBeNull();
    expect((await listSavedAreas()).map((area) => area.id)).toEqual(['b']);
  });
});

// An area pack, opened as the browser opens it, answers every point inside its box as the server does: the same
// shared look-up over the pack's cut of the layers. Checked at 1,000 random points of the demo dataset and at the
// City's own polygons; and the pack's format, versioning and HTTP (size, ranges, bad requests).

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Feature, FeatureCollection } from 'geojson';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREA_PACK_FORMAT, AreaPackError, encodeAreaPack, openAreaPack, tilePath } from '../../src/lib/offline/area-pack';
import { AREA_PACK_PATH } from '../../src/lib/offline/area-pack-limits';
import { areaPackUrl, planAreaSave } from '../../src/lib/offline/saved-areas';
import { toLngLat } from '../../src/lib/geo/lng-lat';
import { createRandom } from '../../src/lib/random/prng';
import type { Box } from '../../src/lib/spatial/area-geometries';
import { createPointLookUp } from '../../src/lib/spatial/point-look-up';
import { LookUpMiss } from '../../src/lib/spatial/spatial-answer';
import { METRES_PER_DEGREE_LAT } from '../../src/lib/spatial/ground-metres';
import type { Area } from '../../src/lib/spatial/schema';
import { tinyDataset } from '../../tests/fixtures/tiny-dataset';
import { CITY_DATA_DIR, cityDataAvailable, downtownCityFiles } from '../../tests/support/city-data';
import { interiorPoint } from '../../tests/support/interior-point';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { openDataset, type OpenedDataset } from '../dataset/artifacts/open-dataset';
import { prepareInMemory, type PreparedDataset } from '../dataset/artifacts/prepared-dataset';
import { generateDemoDataset } from '../dataset/demo/generate';
import { importCityData } from '../dataset/import/import-city-data';
import { openDatabase, type Database } from '../db/client';
import { migrate } from '../db/migrate';
import { AppError } from '../http/app-error';
import { createLogger } from '../http/logger';
import { createSpatialService, type SpatialService } from '../spatial/spatial-service';
import { createJoinedTiles } from '../tiles/joined-tiles';
import { cutAreaPack } from './cut-area-pack';

/** The server's answer at a point (GET /api/zoning/spatial-data's, not-covered answers included), or the code of its 404. */
function serverAnswer(service: SpatialService, lng: number, lat: number): unknown {
  try {
    return service.spatialReply(toLngLat(lng, lat));
  } catch (error) {
    if (error instanceof AppError) return { miss: error.code, message: error.message };
    throw error;
  }
}

function packAnswer(lookUp: ReturnType<typeof createPointLookUp>, lng: number, lat: number): unknown {
  const answer = lookUp.spatialData(lng, lat);
  return answer instanceof LookUpMiss ? { miss: answer.code, message: answer.message } : answer;
}

/** A square box of `metres` a side around a point. */
function boxAround(lng: number, lat: number, metres: number): Box {
  const dLat = metres / 2 / METRES_PER_DEGREE_LAT;
  const dLng = dLat / Math.cos((lat * Math.PI) / 180);
  return [lng - dLng, lat - dLat, lng + dLng, lat + dLat];
}

async function packOf(dataset: PreparedDataset, bbox: Box, tileSets: Parameters<typeof cutAreaPack>[2]['tileSets'] = []) {
  return openAreaPack(new Uint8Array(await cutAreaPack(dataset, createJoinedTiles(dataset.tiles), { bbox, tileSets })));
}

describe('an area pack of the demo dataset', () => {
  let dataset: PreparedDataset;
  let service: SpatialService;

  beforeAll(() => {
    dataset = prepareInMemory(generateDemoDataset());
    service = createSpatialService(dataset.spatial);
  });

  it('when 1,000 random points inside five saved boxes are looked up in their packs, then each answer is the server’s, misses included', async () => {
    const random = createRandom(20261127, 'area-pack');
    const addresses = dataset.addresses;
    let answered = 0;
    for (let box = 0; box < 5; box += 1) {
      // Around an address point, so most of the box is on land and in the city.
      const centre = random.int(0, addresses.length - 1);
      const bbox = boxAround(addresses.lng[centre]!, addresses.lat[centre]!, 1_000);
      const lookUp = createPointLookUp((await packOf(dataset, bbox)).layers);
      for (let k = 0; k < 200; k += 1) {
        const lng = bbox[0] + random.next() * (bbox[2] - bbox[0]);
        const lat = bbox[1] + random.next() * (bbox[3] - bbox[1]);
        const expected = serverAnswer(service, lng, lat);
        expect(packAnswer(lookUp, lng, lat), `${lng}, ${lat}`).toEqual(expected);
        if (!('miss' in (expected as object))) answered += 1;
      }
    }
    // Most points have an answer: the comparison is of answers, not of misses.
    expect(answered).toBeGreaterThan(700);
  });

  it('when a pack is opened, then it names its dataset version and format, and holds only the features meeting its box', async () => {
    const bbox = boxAround(dataset.addresses.lng[0]!, dataset.addresses.lat[0]!, 500);
    const pack = await packOf(dataset, bbox);
    expect(pack.meta.format).toBe(AREA_PACK_FORMAT);
    expect(pack.meta.manifest.id).toBe(dataset.manifest.id);
    expect(pack.meta.dataset).toEqual(service.dataset);
    expect(pack.layers.zoning.size).toBeGreaterThan(0);
    expect(pack.layers.zoning.size).toBeLessThan(dataset.spatial.zoning.size);
    expect(pack.layers.parcels.size).toBe(dataset.spatial.parcels.search(bbox).length);
  });

  it('when tiles are asked for, then the pack holds every tile covering the box at each zoom, as the tile route serves it', async () => {
    const bbox = boxAround(dataset.addresses.lng[0]!, dataset.addresses.lat[0]!, 1_000);
    const pack = await packOf(dataset, bbox, [{ layers: 'zoning+former-city', layerNames: ['zoning', 'former-city'], minZoom: 10, maxZoom: 16 }]);
    const tiles = [...pack.tiles()];
    expect(tiles.length).toBeGreaterThan(7);
    const joined = createJoinedTiles(dataset.tiles);
    for (const { path: tile, bytes } of tiles) {
      const [, z, x, y] = tile.split('/').map(Number) as [number, number, number, number];
      expect(tile).toBe(tilePath('zoning+former-city', { z, x, y }));
      const served = await joined.getTile(['zoning', 'former-city'], z, x, y);
      expect(bytes === null ? null : Buffer.from(bytes)).toEqual(served ? gunzipSync(served.gzip) : null);
    }
    expect(new Set(tiles.map((tile) => tile.path.split('/')[1])).size).toBe(7);
  });
});

describe('an area pack’s bytes', () => {
  const tiny = prepareInMemory(tinyDataset());
  const content = {
    manifest: tiny.manifest,
    dataset: createSpatialService(tiny.spatial).dataset,
    bbox: [-79.4, 43.6, -79.3, 43.7] as Box,
    boundary: tiny.spatial.boundary,
    layers: {
      zoning: tiny.spatial.zoning.search([-79.4, 43.6, -79.3, 43.7]),
      parcels: [],
      height: [],
      coverage: [],
      policyAreas: [],
      roomingHouses: [],
      buildingSetbacks: [],
    },
    addresses: tiny.addresses,
    retailStreets: [],
    tiles: [
      { path: 'zoning/11/572/747', bytes: new Uint8Array([1, 2, 3]) },
      { path: 'zoning/12/1144/1494', bytes: null },
    ],
  };
  const bytes = () => Buffer.concat(encodeAreaPack(content));

  it('when a pack is encoded and opened, then its tiles come back, an empty one as null', () => {
    const pack = openAreaPack(new Uint8Array(bytes()));
    expect([...pack.tiles()].map((t) => [t.path, t.bytes && [...t.bytes]])).toEqual([
      ['zoning/11/572/747', [1, 2, 3]],
      ['zoning/12/1144/1494', null],
    ]);
  });

  it('when the bytes are not a pack, then opening it says the saved data is damaged', () => {
    expect(() => openAreaPack(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]))).toThrow(AreaPackError);
    expect(() => openAreaPack(new Uint8Array(bytes().subarray(0, 200)))).toThrow(/damaged/);
  });

  it('when the pack is of another format, then opening it asks for the area to be saved again', () => {
    const other = bytes();
    // The format is the header's first field: rewrite its digit in place (same length, same offsets).
    const at = other.indexOf(`"format":${AREA_PACK_FORMAT}`);
    other.write(String(AREA_PACK_FORMAT + 1), at + '"format":'.length, 'latin1');
    expect(() => openAreaPack(new Uint8Array(other))).toThrow(/format 2, not 1: save the area again/);
  });
});

describe('GET /api/area-pack', () => {
  let db: Database;
  let server: Server;
  const bbox = '-79.40,43.645,-79.39,43.655';
  const url = `${AREA_PACK_PATH}?bbox=${bbox}&tiles=${encodeURIComponent('zoning+former-city:10-14')}`;

  async function ask(pathAndQuery: string, init: RequestInit = {}) {
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}${pathAndQuery}`, init);
    return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
  }
  const errorOf = (body: Buffer) => (JSON.parse(body.toString()) as { error: { code: string; message: string } }).error;

  beforeAll(async () => {
    db = await openDatabase({ kind: 'pglite' });
    await migrate(db);
    const app = createApp({ config: loadConfig({}), logger: createLogger('silent'), db, dataset: tinyDataset() });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await db?.close();
  });

  it('when asked, then the gzipped pack comes with its length, a strong ETag, byte ranges and the dataset id; HEAD gives the same length', async () => {
    const whole = await ask(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('application/gzip');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('etag')).toMatch(/^"/);
    expect(whole.headers.get('x-dataset-id')).toBe(tinyDataset().manifest.id);
    expect(Number(whole.headers.get('content-length'))).toBe(whole.body.length);
    const pack = openAreaPack(new Uint8Array(gunzipSync(whole.body)));
    expect(pack.meta.manifest.id).toBe(tinyDataset().manifest.id);
    expect([...pack.tiles()].length).toBeGreaterThan(4);

    const head = await ask(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBe(whole.body.length);
    expect(head.body.length).toBe(0);
  });

  it('when the page plans a save and then asks for its pack, then the pack holds exactly the tiles the plan counted', async () => {
    const box: Box = [-79.4, 43.645, -79.39, 43.652];
    const sets = [
      { layers: 'zoning+former-city+basemap', minZoom: 0, maxZoom: 16 },
      { layers: 'toronto_properties', minZoom: 14, maxZoom: 14 },
    ];
    const { port } = server.address() as AddressInfo;
    const url = new URL(areaPackUrl(`http://127.0.0.1:${port}`, box, sets));
    const res = await ask(`${url.pathname}${url.search}`);
    expect(res.status).toBe(200);
    const tiles = [...openAreaPack(new Uint8Array(gunzipSync(res.body))).tiles()];
    expect(tiles.length).toBe(planAreaSave(box, sets).totalTiles);
  });

  it('when a cut-off download resumes with Range and If-Range, then the rest of the same bytes come; a stale If-Range gets the whole pack', async () => {
    const whole = await ask(url);
    const etag = whole.headers.get('etag')!;
    const rest = await ask(url, { headers: { Range: 'bytes=100-', 'If-Range': etag } });
    expect(rest.status).toBe(206);
    expect(rest.headers.get('content-range')).toBe(`bytes 100-${whole.body.length - 1}/${whole.body.length}`);
    expect(Buffer.concat([whole.body.subarray(0, 100), rest.body])).toEqual(whole.body);
    const stale = await ask(url, { headers: { Range: 'bytes=100-', 'If-Range': '"other"' } });
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual(whole.body);
    const beyond = await ask(url, { headers: { Range: 'bytes=99999999-' } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${whole.body.length}`);
  });

  it.each([
    ['', 400, 'bbox is required'],
    ['?bbox=1,2,3', 400, 'bbox must be four numbers'],
    ['?bbox=-79.39,43.645,-79.40,43.655', 400, 'west < east'],
    ['?bbox=a,b,c,d', 400, 'bbox must be four numbers'],
    ['?bbox=-79.5,43.6,-79.3,43.7', 422, 'at most 4 km²'],
    [`?bbox=${bbox}&tiles=nothing:1-2`, 400, "There is no map layer 'nothing'"],
    [`?bbox=${bbox}&tiles=zoning:9-3`, 400, 'must run from low to high'],
    [`?bbox=${bbox}&tiles=zoning:1-30`, 400, 'up to 17'],
    [`?bbox=${bbox}&tiles=zoning`, 400, 'tiles must list'],
    [`?bbox=${bbox}&bbox=${bbox}`, 400, 'bbox must be given once'],
  ])('when the query is "%s", then %i says what is wrong', async (query, status, message) => {
    const res = await ask(`${AREA_PACK_PATH}${query}`);
    expect(res.status).toBe(status);
    expect(errorOf(res.body).message).toContain(message);
  });

  it('when the box needs more tiles than a pack may hold, then 422 says how many and to zoom in', async () => {
    // Every ordering of every choice of the map's four layers: 64 tile sources, each from z15 to z17.
    const layers = ['zoning', 'former-city', 'basemap', 'toronto_properties'];
    const orderings = (left: string[]): string[][] => left.flatMap((layer) => [[layer], ...orderings(left.filter((l) => l !== layer)).map((rest) => [layer, ...rest])]);
    const sets = orderings(layers).map((set) => `${set.join('+')}:15-17`);
    expect(sets).toHaveLength(64);
    const res = await ask(`${AREA_PACK_PATH}?bbox=-79.41,43.64,-79.39,43.655&tiles=${encodeURIComponent(sets.join(','))}`);
    expect(res.status).toBe(422);
    expect(errorOf(res.body).code).toBe('area_too_large');
    expect(errorOf(res.body).message).toMatch(/needs \d+ map tiles; at most 3000 can be saved at once/);
  });
});

describe.skipIf(!cityDataAvailable())('an area pack of the City’s own files', () => {
  let root: string;
  let dataset: OpenedDataset;
  const cityFile = (name: string) => path.join(CITY_DATA_DIR, name);

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'zonebrief-area-pack-'));
    const result = await importCityData({ files: downtownCityFiles(), dataDir: root });
    dataset = await openDataset(result.dir);
  }, 120_000);
  afterAll(async () => {
    await dataset?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('when every real zoning and overlay polygon of downtown is looked up in a pack of downtown, then each answer is the server’s', async () => {
    const zoning = JSON.parse(readFileSync(cityFile('zoning-area-downtown-subset.geojson'), 'utf8')) as FeatureCollection<Area>;
    const overlays = ['overlay-policy-area.geojson', 'overlay-rooming-house.geojson', 'overlay-building-setback.geojson'].flatMap(
      (name) => (JSON.parse(readFileSync(cityFile(name), 'utf8')) as FeatureCollection<Area>).features,
    );
    const bbox = dataset.manifest.bbox;
    const lookUp = createPointLookUp((await packOf(dataset, bbox)).layers);
    const service = createSpatialService(dataset.spatial);
    // A sliver too thin for the grid to land in is left out (interiorPoint says so).
    const inside = (feature: Feature<Area>) => {
      try {
        return [interiorPoint(feature.geometry)];
      } catch {
        return [];
      }
    };
    const points = [...zoning.features, ...overlays]
      .flatMap(inside)
      .filter(([lng, lat]) => lng >= bbox[0] && lng <= bbox[2] && lat >= bbox[1] && lat <= bbox[3]);
    expect(points.length).toBeGreaterThan(400);
    for (const [lng, lat] of points) expect(packAnswer(lookUp, lng, lat), `${lng}, ${lat}`).toEqual(serverAnswer(service, lng, lat));
  }, 120_000);
});

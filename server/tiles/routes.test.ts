import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { VectorTile } from '@mapbox/vector-tile';
import express from 'express';
import type { FeatureCollection, Position } from 'geojson';
import { PbfReader } from 'pbf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../http/error-handler';
import { buildFixtureDataset, FIXTURE_POINTS } from '../../tests/fixtures/fixture-dataset';
import { createMapDataRouter } from './routes';
import { tileContaining } from './tile-path';

let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use('/data', createMapDataRouter(buildFixtureDataset()));
  app.use(errorHandler);
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/data`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function tilePath(layer: string, point: { lng: number; lat: number }, z: number): string {
  const { x, y } = tileContaining(point.lng, point.lat, z);
  return `/${layer}/${z}/${x}/${y}.pbf`;
}

async function fetchTile(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(base + path, { headers });
}

async function decodeLayer(response: Response, layer: string) {
  const tile = new VectorTile(new PbfReader(new Uint8Array(await response.arrayBuffer())));
  const found = tile.layers[layer];
  if (!found) throw new Error(`no layer ${layer} in tile; layers: ${Object.keys(tile.layers).join(', ')}`);
  return Array.from({ length: found.length }, (_, i) => found.feature(i));
}

describe('vector tiles', () => {
  it('when a zoning tile over the fixture is requested, then its features carry only the trimmed fields', async () => {
    const response = await fetchTile(tilePath('zoning', FIXTURE_POINTS.commercialResidential, 14));

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.mapbox-vector-tile');
    const features = await decodeLayer(response, 'zoning');
    const cr = features.find((f) => f.properties.ZN_ZONE === 'CR');
    expect(cr?.properties).toEqual({
      ZN_ZONE: 'CR', ZN_STRING: 'CR 3.0 (c2.0; r2.5) SS2 (x345)', GEN_ZONE: 202, ZN_STATUS: 0, COLOUR: 'CR', DEMO: 'Y',
    });
  });

  it('when a zoning tile at zoom 11 (the start view) is requested, then it holds one feature per colour with COLOUR alone', async () => {
    const response = await fetchTile(tilePath('zoning', FIXTURE_POINTS.commercialResidential, 11));

    const features = await decodeLayer(response, 'zoning');
    expect(features.map((f) => f.properties)).toEqual([{ COLOUR: 'CR' }, { COLOUR: 'R' }]);
    // Decoded as MapLibre decodes it: one polygon each, the fixture's two squares.
    expect(features.map((f) => f.toGeoJSON(0, 0, 11).geometry.type)).toEqual(['Polygon', 'Polygon']);
  });

  it('when a zoning tile is requested, then former by-law areas are not in it', async () => {
    const features = await decodeLayer(await fetchTile(tilePath('zoning', FIXTURE_POINTS.commercialResidential, 14)), 'zoning');

    expect(features.map((f) => f.properties.ZN_STATUS)).not.toContain(5);
  });

  it('when a former-city tile is requested, then it holds the ZN_STATUS 5 area with its former by-law', async () => {
    const features = await decodeLayer(await fetchTile(tilePath('former-city', FIXTURE_POINTS.formerBylaw, 15)), 'former-city');

    expect(features.map((f) => f.properties)).toEqual([
      { FORMER_BYLAW: 'Former City of Toronto By-law 438-86', ZN_STRING: 'R2 Z0.6', DEMO: 'Y' },
    ]);
  });

  it('when a tile over the lake is requested, then the answer is 204 with no body', async () => {
    const response = await fetchTile(tilePath('zoning', FIXTURE_POINTS.lake, 12));

    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it('when a property tile below zoom 10 is requested, then the answer is 204', async () => {
    const response = await fetchTile(tilePath('toronto_properties', FIXTURE_POINTS.commercialResidential, 9));

    expect(response.status).toBe(204);
  });

  it('when a property tile at zoom 14 is requested, then it holds the parcels with id and address', async () => {
    const features = await decodeLayer(
      await fetchTile(tilePath('toronto_properties', FIXTURE_POINTS.commercialResidential, 14)),
      'toronto_properties',
    );

    expect(features.map((f) => f.properties).sort((a, b) => String(a.PARCELID).localeCompare(String(b.PARCELID)))).toEqual([
      { PARCELID: 'P0', ADDRESS_FULL: '100 Queen St W', DEMO: 'Y' },
      { PARCELID: 'P1', ADDRESS_FULL: '101 Queen St W', DEMO: 'Y' },
      { PARCELID: 'P2', ADDRESS_FULL: '102 Queen St W', DEMO: 'Y' },
      { PARCELID: 'P3', ADDRESS_FULL: '103 Queen St W', DEMO: 'Y' },
    ]);
  });

  it.each([
    ['/zoning/23/0/0.pbf', 'z must be a whole number from 0 to 22'],
    ['/zoning/abc/0/0.pbf', 'z must be a whole number'],
    ['/zoning/2/4/0.pbf', 'x must be a whole number from 0 to 3 at zoom 2'],
    ['/zoning/2/0/-1.pbf', 'y must be a whole number from 0 to 3 at zoom 2'],
    ['/zoning/2/1.5/0.pbf', 'x must be a whole number'],
    ['/zoning/14/4579/5979', 'ends in .pbf'],
    ['/zoning/14/4579.pbf', 'A tile path is {z}/{x}/{y}.pbf'],
    ['/toronto_properties/1/0/0/0.pbf', 'A tile path is {z}/{x}/{y}.pbf'],
  ])('when the tile path is %s, then the answer is 400 saying what is wrong', async (path, message) => {
    const response = await fetchTile(path);

    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('bad_tile_path');
    expect(body.error.message).toContain(message);
  });

  it('when the layer is unknown, then the answer is a 404 not_found naming the layers', async () => {
    const response = await fetchTile('/parks/14/4579/5979.pbf');

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: "There is no map layer 'parks'; the layers are zoning, toronto_properties, former-city, basemap." },
    });
  });

  it('when several layers are asked for in one tile, then it holds each layer as its own tile does, in one response', async () => {
    const point = FIXTURE_POINTS.formerBylaw;
    const joined = await fetchTile(tilePath('zoning+former-city', point, 15));

    expect(joined.status).toBe(200);
    const tile = new VectorTile(new PbfReader(new Uint8Array(await joined.arrayBuffer())));
    expect(Object.keys(tile.layers)).toEqual(['zoning', 'former-city']);
    for (const layer of ['zoning', 'former-city']) {
      const alone = await decodeLayer(await fetchTile(tilePath(layer, point, 15)), layer);
      const inJoined = Array.from({ length: tile.layers[layer]!.length }, (_, i) => tile.layers[layer]!.feature(i));
      expect(inJoined.map((f) => f.toGeoJSON(0, 0, 15))).toEqual(alone.map((f) => f.toGeoJSON(0, 0, 15)));
    }
    // Asked again, the same bytes under the same tag.
    const again = await fetchTile(tilePath('zoning+former-city', point, 15), { 'If-None-Match': joined.headers.get('etag') ?? '' });
    expect(again.status).toBe(304);
  });

  it('when the joined layers have nothing at a position, then the answer is a 204 like a single empty layer', async () => {
    // Far out in the lake, outside every layer.
    const response = await fetchTile('/zoning+former-city/14/4500/6100.pbf');

    expect(response.status).toBe(204);
  });

  it.each([
    ['zoning+parks', "There is no map layer 'parks'; the layers are zoning, toronto_properties, former-city, basemap."],
    ['zoning+zoning', "The map layer 'zoning' is named twice in 'zoning+zoning'."],
  ])('when the joined layers are %s, then the answer is a 404 saying why', async (layers, message) => {
    const response = await fetchTile(`/${layers}/14/4579/5979.pbf`);

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message } });
  });

  it('when the ETag of a tile is sent back in If-None-Match, then the answer is 304', async () => {
    const path = tilePath('zoning', FIXTURE_POINTS.commercialResidential, 13);
    const first = await fetchTile(path);
    const etag = first.headers.get('etag') ?? '';

    const second = await fetchTile(path, { 'If-None-Match': etag });

    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(second.status).toBe(304);
    expect(second.headers.get('etag')).toBe(etag);
  });

  it('when the client accepts gzip, then the tile is sent gzipped and varies on Accept-Encoding', async () => {
    const response = await fetchTile(tilePath('zoning', FIXTURE_POINTS.commercialResidential, 14), { 'Accept-Encoding': 'gzip' });

    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(await decodeLayer(response, 'zoning')).not.toHaveLength(0);
  });

  it('when the client accepts only identity, then the tile is sent gunzipped with its own ETag', async () => {
    const path = tilePath('zoning', FIXTURE_POINTS.commercialResidential, 14);
    const gzipped = await fetchTile(path, { 'Accept-Encoding': 'gzip' });

    const plain = await fetchTile(path, { 'Accept-Encoding': 'identity' });

    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('etag')).not.toBe(gzipped.headers.get('etag'));
    expect(await decodeLayer(plain, 'zoning')).not.toHaveLength(0);
  });

  it('when a tile is served, then it may be read by any origin and cached for an hour', async () => {
    const response = await fetchTile(tilePath('zoning', FIXTURE_POINTS.commercialResidential, 14));

    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('when a tile path is bad, then the error still carries the CORS header', async () => {
    const response = await fetchTile('/zoning/99/0/0.pbf');

    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('map GeoJSON', () => {
  it('when the compact zoning is fetched, then coordinates have at most 5 decimals and merged repeats', async () => {
    const response = await fetch(`${base}/complete-toronto-zoning.geojson`);

    const body = (await response.json()) as FeatureCollection;
    const positions = body.features.flatMap((f) => (f.geometry.type === 'MultiPolygon' ? f.geometry.coordinates.flat(2) : []));
    expect(positions).toEqual<Position[]>([[-79.38, 43.648], [-79.375, 43.648], [-79.375, 43.652], [-79.38, 43.652], [-79.38, 43.648]]);
  });

  it('when the compact zoning is fetched, then each feature carries only the client fields', async () => {
    const response = await fetch(`${base}/complete-toronto-zoning.geojson`);

    const body = (await response.json()) as FeatureCollection;
    expect(body.features.map((f) => f.properties)).toEqual([
      { ZN_ZONE: 'CR', ZN_STRING: 'CR 3.0 (c2.0; r2.5) SS2 (x345)', GEN_ZONE: 202, ZN_STATUS: 0, EXCPTN_NO: 345, COLOUR: 'CR', DEMO: 'Y' },
      { ZN_ZONE: 'RD', ZN_STRING: 'RD (f12.0; a370)', GEN_ZONE: 0, ZN_STATUS: 0, EXCPTN_NO: -1, COLOUR: 'R', DEMO: 'Y' },
      {
        ZN_ZONE: 'R2', ZN_STRING: 'R2 Z0.6', GEN_ZONE: 0, ZN_STATUS: 5, EXCPTN_NO: -1,
        FORMER_BYLAW: 'Former City of Toronto By-law 438-86', COLOUR: 'R', DEMO: 'Y',
      },
    ]);
  });

  it('when the compact zoning is fetched, then it is GeoJSON, gzipped, revalidated each time and open to any origin', async () => {
    const response = await fetch(`${base}/complete-toronto-zoning.geojson`, { headers: { 'Accept-Encoding': 'gzip' } });

    expect(response.headers.get('content-type')).toBe('application/geo+json');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('when the compact zoning ETag is sent back in If-None-Match, then the answer is 304', async () => {
    const first = await fetch(`${base}/complete-toronto-zoning.geojson`);

    const second = await fetch(`${base}/complete-toronto-zoning.geojson`, { headers: { 'If-None-Match': first.headers.get('etag') ?? '' } });

    expect(second.status).toBe(304);
  });

  it('when the boundary is fetched, then it is a FeatureCollection with the city outline', async () => {
    const response = await fetch(`${base}/toronto_boundary_extracted.json`);

    const body = (await response.json()) as FeatureCollection;
    expect(body.type).toBe('FeatureCollection');
    expect(body.features.map((f) => [f.properties, f.geometry.type])).toEqual([[{ NAME: 'Toronto', DEMO: 'Y' }, 'Polygon']]);
  });
});

// API tests for the basemap under /data: street and water tiles from the dataset, and label glyphs from our own
// font, answered by the real app from createApp over HTTP.

import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEEN_LAT, SPADINA_LNG, tinyDataset } from '../../tests/fixtures/tiny-dataset';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { createLogger } from '../http/logger';
import { tileContaining } from './tile-path';

let db: Database;
let server: Server;
let base: string;

beforeAll(async () => {
  // No request here touches the database; createApp only needs one to exist.
  db = await openDatabase({ kind: 'pglite' });
  server = createApp({ config: loadConfig({ NODE_ENV: 'test' }), logger: createLogger('silent'), db, dataset: tinyDataset() }).listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await db.close();
});

async function basemapTile(lng: number, lat: number, z: number): Promise<VectorTile> {
  const { x, y } = tileContaining(lng, lat, z);
  const response = await fetch(`${base}/data/basemap/${z}/${x}/${y}.pbf`);
  expect(response.status).toBe(200);
  return new VectorTile(new PbfReader(new Uint8Array(await response.arrayBuffer())));
}

function featuresOf(tile: VectorTile, layer: string) {
  const found = tile.layers[layer];
  if (!found) throw new Error(`no layer ${layer}; layers: ${Object.keys(tile.layers).join(', ')}`);
  return Array.from({ length: found.length }, (_, i) => found.feature(i));
}

describe('basemap tiles', () => {
  it('when a z15 tile downtown is asked for, then its streets layer carries the named centrelines and their class', async () => {
    const tile = await basemapTile(SPADINA_LNG, QUEEN_LAT, 15);

    const streets = featuresOf(tile, 'streets').map((f) => f.properties);
    expect(streets).toContainEqual({ LINEAR_NAME_FULL: 'Queen St W', FEATURE_CODE_DESC: 'Major Arterial', DEMO: 'Y' });
    expect(streets).toContainEqual({ LINEAR_NAME_FULL: 'Spadina Ave', FEATURE_CODE_DESC: 'Local', DEMO: 'Y' });
    expect(featuresOf(tile, 'streets').every((f) => f.type === 2)).toBe(true);
  });

  it('when a tile over the lake is asked for, then its water layer holds Lake Ontario', async () => {
    const tile = await basemapTile(-79.39, 43.61, 13);

    expect(featuresOf(tile, 'water').map((f) => f.properties)).toEqual([{ NAME: 'Lake Ontario', DEMO: 'Y' }]);
  });

  it('when a tile far from every street and lake is asked for, then the answer is 204 with nothing to draw', async () => {
    const { x, y } = tileContaining(-79.2, 43.8, 15);

    const response = await fetch(`${base}/data/basemap/15/${x}/${y}.pbf`);

    expect(response.status).toBe(204);
  });
});

describe('label glyphs', () => {
  const glyphUrl = (fontstack: string, range: string) => `${base}/data/fonts/${encodeURIComponent(fontstack)}/${range}`;

  it('when the first range of the label font is asked for, then it is a glyph PBF with an SDF bitmap for each letter', async () => {
    const response = await fetch(glyphUrl('Noto Sans Regular', '0-255.pbf'));

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-protobuf');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const glyphs = readGlyphs(new Uint8Array(await response.arrayBuffer()));
    const q = glyphs.get('Q'.codePointAt(0)!);
    expect(q?.width).toBeGreaterThan(10);
    expect(q?.bitmap?.length).toBe((q!.width! + 6) * (q!.height! + 6));
    expect(glyphs.get(32)).toMatchObject({ width: 0, height: 0 });
    expect(glyphs.get(32)?.advance).toBeGreaterThan(0);
    expect(glyphs.has(0)).toBe(false);
  });

  it('when a range our font does not cover is asked for, then it holds no glyphs rather than another font’s', async () => {
    const response = await fetch(glyphUrl('Noto Sans Regular', '19968-20223.pbf'));

    expect(response.status).toBe(200);
    expect(readGlyphs(new Uint8Array(await response.arrayBuffer())).size).toBe(0);
  });

  it('when the same range is asked for again with its ETag, then the answer is 304', async () => {
    const first = await fetch(glyphUrl('Noto Sans Regular', '0-255.pbf'));
    const etag = first.headers.get('etag')!;

    const again = await fetch(glyphUrl('Noto Sans Regular', '0-255.pbf'), { headers: { 'If-None-Match': etag } });

    expect(again.status).toBe(304);
  });

  it('when a stack lists our font after another, then our font answers', async () => {
    const response = await fetch(glyphUrl('Open Sans Regular,Noto Sans Regular', '0-255.pbf'));

    expect(response.status).toBe(200);
  });

  it('when a font we do not have is asked for, then the answer is 404 naming the font we have', async () => {
    const response = await fetch(glyphUrl('Arial Unicode MS Regular', '0-255.pbf'));

    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain('Noto Sans Regular');
  });

  it.each(['1-256.pbf', '0-300.pbf', '65536-65791.pbf', '0-255', 'x-255.pbf'])('when the range is %s, then the answer is 400', async (range) => {
    const response = await fetch(glyphUrl('Noto Sans Regular', range));

    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('bad_glyph_range');
  });
});

interface ReadGlyph {
  bitmap?: Uint8Array;
  width?: number;
  height?: number;
  advance?: number;
}

/** The glyphs of a range by code point, read with the field numbers MapLibre's reader uses. */
function readGlyphs(bytes: Uint8Array): Map<number, ReadGlyph> {
  const glyphs = new Map<number, ReadGlyph>();
  new PbfReader(bytes).readFields((tag, _: unknown, pbf) => {
    if (tag !== 1) return;
    pbf.readMessage((field, __: unknown, stack) => {
      if (field !== 3) return;
      let id = -1;
      const glyph = stack.readMessage((key, out: ReadGlyph, r) => {
        if (key === 1) id = r.readVarint();
        else if (key === 2) out.bitmap = r.readBytes();
        else if (key === 3) out.width = r.readVarint();
        else if (key === 4) out.height = r.readVarint();
        else if (key === 7) out.advance = r.readVarint();
      }, {});
      glyphs.set(id, glyph);
    }, null);
  }, null);
  return glyphs;
}

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PMTiles, zxyToTileId as referenceTileId, type RangeResponse, type Source } from 'pmtiles';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { zxyToTileId } from './pmtiles-format';
import { openPmtiles } from './pmtiles-reader';
import { createPmtilesWriter, tileIdOrder } from './pmtiles-writer';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'pmtiles-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The reference reader over a file in memory. */
function bufferSource(bytes: Buffer): Source {
  return {
    getKey: () => 'archive',
    getBytes: async (offset: number, length: number): Promise<RangeResponse> => ({
      data: bytes.buffer.slice(bytes.byteOffset + offset, bytes.byteOffset + offset + length) as ArrayBuffer,
    }),
  };
}

const tileBytes = (z: number, x: number, y: number) => gzipSync(Buffer.from(`tile ${z}/${x}/${y}`));

/** Every tile of zooms 0..maxZoom inside a small square of the grid, with a few identical ones. */
function pyramid(maxZoom: number) {
  const tiles: { z: number; x: number; y: number; bytes: Buffer }[] = [];
  for (let z = 0; z <= maxZoom; z += 1) {
    const n = Math.min(2 ** z, 96);
    for (let x = 0; x < n; x += 1) {
      for (let y = 0; y < n; y += 1) {
        // Every third tile on a row is "open water", the same bytes everywhere.
        tiles.push({ z, x, y, bytes: x % 3 === 2 ? gzipSync(Buffer.from('water')) : tileBytes(z, x, y) });
      }
    }
  }
  return tileIdOrder(tiles);
}

async function writeArchive(file: string, tiles: ReturnType<typeof pyramid>) {
  const writer = await createPmtilesWriter(file, {
    minZoom: 0,
    maxZoom: Math.max(...tiles.map((t) => t.z)),
    bounds: [-79.64, 43.58, -79.11, 43.86],
    center: [-79.38, 43.65, 11],
    metadata: { vector_layers: [{ id: 'zoning' }] },
  });
  for (const tile of tiles) await writer.addTile(tile.z, tile.x, tile.y, tile.bytes);
  return writer.finish();
}

describe('PMTiles tile ids', () => {
  it('when tile ids are computed, then they equal the reference implementation at every zoom', () => {
    for (const [z, x, y] of [[0, 0, 0], [1, 1, 0], [5, 9, 23], [14, 4579, 5979], [16, 18_317, 23_917], [20, 299_999, 382_000]] as const) {
      expect(zxyToTileId(z, x, y)).toBe(referenceTileId(z, x, y));
    }
  });
});

describe('createPmtilesWriter', () => {
  it('when an archive with a root directory only is read back by the pmtiles package, then every tile and the metadata come back', async () => {
    const file = path.join(dir, 'small.pmtiles');
    const tiles = pyramid(3);
    await writeArchive(file, tiles);

    const archive = new PMTiles(bufferSource(await readFile(file)));
    for (const tile of tiles) {
      const found = await archive.getZxy(tile.z, tile.x, tile.y);
      // The reference reader hands tiles back decompressed, as the header's tile compression says they are stored.
      expect(Buffer.from(found!.data)).toEqual(gunzipSync(tile.bytes));
    }
    expect(await archive.getMetadata()).toEqual({ vector_layers: [{ id: 'zoning' }] });
    const header = await archive.getHeader();
    expect([header.minZoom, header.maxZoom, header.clustered, header.numAddressedTiles]).toEqual([0, 3, true, tiles.length]);
  });

  it('when an archive needs leaf directories, then the pmtiles package and our reader find every tile through them', async () => {
    const file = path.join(dir, 'large.pmtiles');
    const tiles = pyramid(9);
    const written = await writeArchive(file, tiles);

    const bytes = await readFile(file);
    const reference = new PMTiles(bufferSource(bytes));
    expect((await reference.getHeader()).leafDirectoryLength).toBeGreaterThan(0);
    const ours = await openPmtiles(file);
    try {
      for (const tile of tiles.filter((_, i) => i % 97 === 0)) {
        expect(Buffer.from((await reference.getZxy(tile.z, tile.x, tile.y))!.data)).toEqual(gunzipSync(tile.bytes));
        expect(await ours.getTile(tile.z, tile.x, tile.y)).toEqual(tile.bytes);
      }
    } finally {
      await ours.close();
    }
    // The water tiles are stored once.
    expect(written.contents).toBeLessThan(written.tiles);
  });

  it('when a tile is not in the archive, then our reader answers null', async () => {
    const file = path.join(dir, 'holes.pmtiles');
    await writeArchive(file, pyramid(2).filter((t) => !(t.z === 2 && t.x === 1 && t.y === 1)));

    const archive = await openPmtiles(file);
    try {
      expect(await archive.getTile(2, 1, 1)).toBeNull();
      expect(await archive.getTile(2, 1, 2)).toEqual(tileBytes(2, 1, 2));
      expect(await archive.getTile(9, 0, 0)).toBeNull();
    } finally {
      await archive.close();
    }
  });

  it('when tiles come out of tile-id order, then the writer refuses them', async () => {
    const writer = await createPmtilesWriter(path.join(dir, 'order.pmtiles'), {
      minZoom: 0, maxZoom: 1, bounds: [0, 0, 1, 1], center: [0, 0, 0], metadata: {},
    });
    await writer.addTile(1, 0, 0, tileBytes(1, 0, 0));

    await expect(writer.addTile(0, 0, 0, tileBytes(0, 0, 0))).rejects.toThrow(/tile-id order/);
    await writer.abort();
  });
});

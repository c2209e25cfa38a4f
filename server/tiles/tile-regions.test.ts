// A layer cut region by region gives the tiles the layer cut whole gives, byte for byte.

import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFixtureDataset } from '../../tests/fixtures/fixture-dataset';
import { generateDemoDataset } from '../dataset/demo/generate';
import { TILE_ARCHIVE_FILES, tilesCovering, writeTileArchives, type Box } from './tile-archives';
import { createTileCutter } from './tile-index';
import { cutInRegions } from './tile-regions';

describe('cutInRegions', () => {
  it("when the demo's parcels are cut in z10 and z12 regions, then every tile equals the one cut from the whole layer, and none is missing", () => {
    const dataset = generateDemoDataset();
    const b = dataset.manifest.bbox;
    const box: Box = [b[0], b[1], b[2], b[3]];
    const whole = createTileCutter(dataset, 'toronto_properties');

    const tiles = cutInRegions(dataset, 'toronto_properties', box, [10, 12]);

    const byKey = new Map(tiles.map((tile) => [`${tile.z}/${tile.x}/${tile.y}`, tile.gzip]));
    expect(byKey.size).toBe(tiles.length);
    let compared = 0;
    for (let z = 10; z <= 14; z += 1) {
      for (const { x, y } of tilesCovering(box, z)) {
        const expected = whole(z, x, y);
        expect(byKey.get(`${z}/${x}/${y}`) ?? null, `${z}/${x}/${y}`).toEqual(expected?.gzip ?? null);
        compared += 1;
      }
    }
    expect(tiles.length).toBeGreaterThan(50);
    expect(compared).toBeGreaterThanOrEqual(tiles.length);
  }, 180_000);
});

describe('writeTileArchives with a layer cut in regions', () => {
  it('when the parcels are cut in regions, then the archive is byte for byte the one cut whole', async () => {
    const dataset = buildFixtureDataset();
    const work = await mkdtemp(path.join(tmpdir(), 'zonebrief-regions-'));
    try {
      for (const folder of ['whole', 'regions']) await mkdir(path.join(work, folder, 'tiles'), { recursive: true });
      await writeTileArchives(dataset, path.join(work, 'whole'));
      await writeTileArchives(dataset, path.join(work, 'regions'), { regionCutFeatures: 0 });

      const read = (folder: string) => readFile(path.join(work, folder, TILE_ARCHIVE_FILES.toronto_properties));
      const [whole, regions] = [await read('whole'), await read('regions')];
      expect(dataset.parcels.features.length).toBeGreaterThan(0);
      expect(regions.equals(whole)).toBe(true);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});

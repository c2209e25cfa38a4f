import { mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TORONTO_BOUNDS, toLngLat } from '../../../src/lib/geo/lng-lat';
import { createGazetteer } from '../../../src/lib/search/gazetteer';
import { createSpatialService, type SpatialService } from '../../spatial/spatial-service';
import { buildTileIndex } from '../../tiles/tile-index';
import { tileContaining } from '../../tiles/tile-path';
import { mulberry32 } from '../../../src/lib/random/prng';
import type { Dataset } from '../../../src/lib/spatial/schema';
import { DATASET_FILES, readManifest, writeDataset } from '../store';
import { generateDemoDataset } from '../demo/generate';
import { ARTIFACT_CACHE_FOLDER, openDataset, type OpenedDataset } from './open-dataset';
import { SPATIAL_FILES } from './spatial-files';

let root: string;
let dataset: Dataset;
let dir: string;
let opened: OpenedDataset;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'open-dataset-'));
  dataset = generateDemoDataset();
  dir = await writeDataset(path.join(root, 'datasets'), dataset);
  opened = await openDataset(dir);
}, 120_000);

afterAll(async () => {
  await opened.close();
  await rm(root, { recursive: true, force: true });
});

/** The answer, or the error's code: both sides must agree on 404s too. */
function answer<T>(ask: () => T): T | string {
  try {
    return ask();
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

function randomPoints(count: number): [number, number][] {
  const random = mulberry32(7);
  const b = TORONTO_BOUNDS;
  return Array.from({ length: count }, () => [b.west + random() * (b.east - b.west), b.south + random() * (b.north - b.south)]);
}

describe('openDataset on a written demo dataset', () => {
  it('when 3,000 random points are looked up, then the prebuilt indexes answer exactly as indexes built from the GeoJSON', () => {
    const fromGeojson: SpatialService = createSpatialService(dataset);
    const fromFiles: SpatialService = createSpatialService(opened.spatial);

    let withParcel = 0;
    for (const [lng, lat] of randomPoints(3_000)) {
      const point = toLngLat(lng, lat);
      const expected = answer(() => fromGeojson.spatialData(point));
      expect(answer(() => fromFiles.spatialData(point))).toEqual(expected);
      expect(answer(() => fromFiles.parcelByPoint(point))).toEqual(answer(() => fromGeojson.parcelByPoint(point)));
      if (typeof expected !== 'string' && expected.parcel) withParcel += 1;
    }
    // Enough of them land on parcels for the parcel half of the answer to be compared too.
    expect(withParcel).toBeGreaterThan(100);
  });

  it('when site figures are drawn around random points, then they equal those drawn from the GeoJSON', () => {
    const fromGeojson = createSpatialService(dataset);
    const fromFiles = createSpatialService(opened.spatial);

    for (const [lng, lat] of randomPoints(200)) {
      const point = toLngLat(lng, lat);
      expect(fromFiles.siteFigure(point)).toEqual(fromGeojson.siteFigure(point));
    }
  });

  it('when addresses are searched, then the gazetteer over the prebuilt columns answers as the one over the points', () => {
    const fromPoints = createGazetteer(dataset.addresses);
    const fromColumns = createGazetteer(opened.addresses);

    for (const query of ['100 queen st w', 'euclid', '12', 'city hall', '35 bloor', 'dundas st w']) {
      expect(fromColumns.search(query)).toEqual(fromPoints.search(query));
    }
  });

  it('when tiles are read from the archives, then they are the bytes (and so the ETags) a tile cut on request has', async () => {
    const cut = buildTileIndex(dataset);
    const [lng, lat] = [-79.3832, 43.6532];

    for (const [layer, z] of [['zoning', 10], ['zoning', 14], ['zoning', 16], ['toronto_properties', 14], ['basemap', 13]] as const) {
      const { x, y } = tileContaining(lng, lat, z);
      const expected = cut.getTile(layer, z, x, y);
      expect(expected).not.toBeNull();
      expect(await opened.tiles.getTile(layer, z, x, y)).toEqual(expected);
    }
    expect(await opened.tiles.getTile('toronto_properties', 15, 0, 0)).toBeNull();
  });

  it('when the manifest is read, then it records the size and SHA-256 of every prebuilt file', async () => {
    const manifest = await readManifest(dir);
    const parcels = manifest.files?.[SPATIAL_FILES.parcels];

    expect(parcels?.bytes).toBe((await readFile(path.join(dir, SPATIAL_FILES.parcels))).length);
    expect(Object.keys(manifest.files ?? {})).toEqual(expect.arrayContaining(['tiles/zoning.pmtiles', 'map/complete-toronto-zoning.geojson.gz']));
  });
});

describe('openDataset checks', () => {
  it('when a prebuilt file has a changed byte, then opening fails naming the file and its checksum', async () => {
    const copy = await writeDataset(path.join(root, 'tampered'), { ...dataset, manifest: { ...dataset.manifest, id: 'tampered-v1' } });
    const file = path.join(copy, SPATIAL_FILES.zoning);
    const bytes = await readFile(file);
    const last = bytes.length - 1;
    bytes[last] = bytes[last]! ^ 0xff;
    await writeFile(file, bytes);

    await expect(openDataset(copy)).rejects.toThrow(/spatial\/zoning\.bin: has SHA-256 [0-9a-f]{64}; the manifest records/);
  }, 60_000);

  it('when a folder was written before the prebuilt files existed, then they are built once into a sibling cache and answer the same', async () => {
    const datasets = path.join(root, 'legacy');
    const legacyDataset = { ...dataset, manifest: { ...dataset.manifest, id: 'legacy-v1' } };
    const legacy = await writeDataset(datasets, legacyDataset);
    const manifest = JSON.parse(await readFile(path.join(legacy, DATASET_FILES.manifest), 'utf8')) as Record<string, unknown>;
    delete manifest.files;
    delete manifest.artifactsFormat;
    await writeFile(path.join(legacy, DATASET_FILES.manifest), JSON.stringify(manifest));
    await unlink(path.join(legacy, SPATIAL_FILES.parcels));
    const logged: string[] = [];

    const fromCache = await openDataset(legacy, { log: (line) => logged.push(line) });
    try {
      const point = toLngLat(-79.3832, 43.6532);
      expect(createSpatialService(fromCache.spatial).spatialData(point)).toEqual(createSpatialService(legacyDataset).spatialData(point));
      expect(logged.join('\n')).toContain(path.join(datasets, ARTIFACT_CACHE_FOLDER));
    } finally {
      await fromCache.close();
    }
  }, 60_000);
});

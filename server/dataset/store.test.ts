import { mkdir, mkdtemp, readdir, readFile, rm, unlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_DATASET_ID } from './demo/generate';
import type { Dataset } from '../../src/lib/spatial/schema';
import { DATASET_FILES, DatasetExistsError, DatasetFileError, ensureDemoDataset, readDataset, removeStaleTempFolders, TEMP_PREFIX, writeDataset } from './store';

/** What buildDatasetArtifacts adds: spatial indexes, tile archives, the client's GeoJSON files. */
const PREBUILT_FOLDERS = ['map', 'spatial', 'tiles'];

const square = (w: number, s: number, e: number, n: number) => [[[w, s], [e, s], [e, n], [w, n], [w, s]]];

function tinyDataset(id = 'tiny-v1-2025-01-01'): Dataset {
  return {
    manifest: {
      id, name: 'Tiny test dataset', version: '2025-01-01', source: 'demo', createdAt: '2025-01-01T00:00:00.000Z',
      bbox: [-79.39, 43.65, -79.38, 43.66], counts: {
        zoning: 1, height: 1, coverage: 0, parcels: 1, addresses: 1,
        policyAreas: 1, roomingHouses: 1, buildingSetbacks: 0, priorityRetailStreets: 1, centreline: 1, water: 0,
      },
      attribution: 'Test data',
    },
    boundary: { type: 'Feature', properties: { NAME: 'Tiny', DEMO: 'Y' }, geometry: { type: 'Polygon', coordinates: square(-79.39, 43.65, -79.38, 43.66) } },
    zoning: {
      type: 'FeatureCollection',
      features: [{
        type: 'Feature',
        properties: {
          OBJECTID: 1, GEN_ZONE: 0, ZN_ZONE: 'RD', ZN_HOLDING: 'N', HOLDING_ID: -1, FRONTAGE: 12, ZN_AREA: 370, UNITS: -1,
          DENSITY: 0.6, COVERAGE: -1, FSI_TOTAL: -1, PRCNT_COMM: -1, PRCNT_RES: -1, PRCNT_EMMP: -1, PRCNT_OFFC: -1,
          ZN_EXCPTN: 'N', EXCPTN_NO: -1, STAND_SET: -1, ZN_STATUS: 0, ZN_STRING: 'RD (f12.0; a370; d0.6)', AREA_UNITS: -1,
          ZBL_CHAPTR: '10', ZBL_SECTN: '10.20', ZBL_EXCPTN: '', DEMO: 'Y',
        },
        geometry: { type: 'Polygon', coordinates: square(-79.39, 43.65, -79.38, 43.66) },
      }],
    },
    height: {
      type: 'FeatureCollection',
      features: [{ type: 'Feature', properties: { OBJECTID: 1, HT_HEIGHT: 10, HT_STORIES: 3, HT_STRING: 'HT 10.0, ST 3', DEMO: 'Y' }, geometry: { type: 'MultiPolygon', coordinates: [square(-79.39, 43.65, -79.385, 43.655)] } }],
    },
    coverage: { type: 'FeatureCollection', features: [] },
    parcels: {
      type: 'FeatureCollection',
      features: [{
        type: 'Feature',
        properties: { PARCELID: '1', ADDRESS_NUMBER: '12', LINEAR_NAME_FULL: 'Euclid Ave', ADDRESS_FULL: '12 Euclid Ave', STATEDAREA: 480, FEATURE_TYPE: 'COMMON', DEMO: 'Y' },
        geometry: { type: 'Polygon', coordinates: square(-79.3895, 43.6505, -79.3893, 43.6509) },
      }],
    },
    addresses: [{
      ADDRESS_POINT_ID: 1, ADDRESS_NUMBER: '12', LINEAR_NAME_FULL: 'Euclid Ave', ADDRESS_FULL: '12 Euclid Ave',
      LONGITUDE: -79.3894, LATITUDE: 43.6506, MUNICIPALITY_NAME: 'former Toronto', DEMO: 'Y',
    }],
    policyAreas: {
      type: 'FeatureCollection',
      features: [{
        type: 'Feature',
        properties: { OBJECTID: 1, POLICY_ID: 3, CHAPT_200: 'Chapter970.htm', DEMO: 'Y' },
        geometry: { type: 'Polygon', coordinates: square(-79.39, 43.65, -79.38, 43.66) },
      }],
    },
    roomingHouses: {
      type: 'FeatureCollection',
      features: [{
        type: 'Feature',
        properties: { OBJECTID: 1, RMH_AREA: 'B', RMG_HS_NO: 1, RMG_STRING: 'B1', CHAP150_25: 'Chapter150_25.htm', DEMO: 'Y' },
        geometry: { type: 'MultiPolygon', coordinates: [square(-79.39, 43.65, -79.385, 43.655)] },
      }],
    },
    buildingSetbacks: { type: 'FeatureCollection', features: [] },
    priorityRetailStreets: {
      type: 'FeatureCollection',
      features: [{
        type: 'Feature',
        properties: { OBJECTID: 1, LINEAR_NAME_FULL_LEGAL: 'Queen Street West', CH600_LINE_TYPE: 0, BYLAW_SECTIONLINK: 'Chapter600_20.htm', DEMO: 'Y' },
        geometry: { type: 'MultiLineString', coordinates: [[[-79.39, 43.652], [-79.38, 43.652]]] },
      }],
    },
    centreline: {
      type: 'FeatureCollection',
      features: [{
        type: 'Feature',
        properties: {
          CENTRELINE_ID: 1, LINEAR_NAME_FULL: 'Queen St W', LINEAR_NAME_FULL_LEGAL: 'Queen Street West',
          FEATURE_CODE: 201200, FEATURE_CODE_DESC: 'Major Arterial', DEMO: 'Y',
        },
        geometry: { type: 'LineString', coordinates: [[-79.39, 43.652], [-79.38, 43.652]] },
      }],
    },
    water: { type: 'FeatureCollection', features: [] },
  };
}

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'zonebrief-store-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function written(dataset = tinyDataset()): Promise<string> {
  return writeDataset(path.join(root, 'datasets'), dataset);
}

describe('writeDataset and readDataset', () => {
  it('when a dataset is written and read back, then it is unchanged', async () => {
    const dataset = tinyDataset();
    const dir = await written(dataset);
    expect(dir).toBe(path.join(root, 'datasets', dataset.manifest.id));
    expect(await readDataset(dir)).toEqual(dataset);
  });

  it('when a dataset is written, then its folder holds exactly the layer files and the prebuilt folders, and no temporary folder is left', async () => {
    const dir = await written();
    expect((await readdir(dir)).sort()).toEqual([...Object.values(DATASET_FILES), ...PREBUILT_FOLDERS].sort());
    expect(await readdir(path.join(root, 'datasets'))).toEqual(['tiny-v1-2025-01-01']);
  });

  it('when the same version is written again, then it refuses and leaves the first one as it was', async () => {
    const dir = await written();
    const before = await readFile(path.join(dir, DATASET_FILES.zoning), 'utf8');
    const changed = tinyDataset();
    changed.zoning.features[0]!.properties.ZN_STRING = 'RD (f15.0; a550; d0.45)';
    await expect(written(changed)).rejects.toBeInstanceOf(DatasetExistsError);
    expect(await readFile(path.join(dir, DATASET_FILES.zoning), 'utf8')).toBe(before);
  });

  it('when a file is missing, then reading fails with an error that names the file', async () => {
    const dir = await written();
    await unlink(path.join(dir, DATASET_FILES.parcels));
    const error = await readDataset(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatasetFileError);
    expect((error as Error).message).toBe(`${path.join(dir, DATASET_FILES.parcels)}: is missing`);
  });

  it('when a file is not valid JSON, then reading fails naming the file', async () => {
    const dir = await written();
    await writeFile(path.join(dir, DATASET_FILES.zoning), '{"type":"FeatureCollection","features":[');
    await expect(readDataset(dir)).rejects.toThrow(`${path.join(dir, DATASET_FILES.zoning)}: is not valid JSON`);
  });

  it('when the manifest is malformed, then reading fails naming manifest.json and the bad field', async () => {
    const dir = await written();
    const manifest = { ...tinyDataset().manifest, source: 'somewhere' };
    await writeFile(path.join(dir, DATASET_FILES.manifest), JSON.stringify(manifest));
    await expect(readDataset(dir)).rejects.toThrow(new RegExp(`manifest\\.json: is malformed: source`));
  });

  it('when a feature has the wrong geometry, then reading fails naming the file and the feature', async () => {
    const dir = await written();
    const zoning = JSON.parse(await readFile(path.join(dir, DATASET_FILES.zoning), 'utf8'));
    zoning.features[0].geometry.type = 'Point';
    await writeFile(path.join(dir, DATASET_FILES.zoning), JSON.stringify(zoning));
    await expect(readDataset(dir)).rejects.toThrow(/zoning\.geojson: is malformed: features\.0\.geometry\.type/);
  });

  it('when a folder predates the overlay and basemap layers, then it still reads, with those layers empty', async () => {
    const layers = ['policyAreas', 'roomingHouses', 'buildingSetbacks', 'priorityRetailStreets', 'centreline', 'water'] as const;
    const older = tinyDataset();
    const counts = Object.fromEntries(Object.entries(older.manifest.counts).filter(([key]) => !(layers as readonly string[]).includes(key)));
    const dir = await written({ ...older, manifest: { ...older.manifest, counts } });
    for (const layer of layers) await unlink(path.join(dir, DATASET_FILES[layer]));
    const read = await readDataset(dir);
    const empty = { type: 'FeatureCollection', features: [] };
    expect(layers.map((layer) => read[layer])).toEqual(layers.map(() => empty));
    expect(read.zoning).toEqual(older.zoning);
  });

  it('when the manifest counts an overlay layer whose file is missing, then reading fails naming that file', async () => {
    const dir = await written();
    await unlink(path.join(dir, DATASET_FILES.roomingHouses));
    await expect(readDataset(dir)).rejects.toThrow(`${path.join(dir, DATASET_FILES.roomingHouses)}: is missing`);
  });

  it('when a retail street is not a line, then reading fails naming the file and the feature', async () => {
    const dir = await written();
    const file = path.join(dir, DATASET_FILES.priorityRetailStreets);
    const streets = JSON.parse(await readFile(file, 'utf8'));
    streets.features[0].geometry.type = 'Polygon';
    await writeFile(file, JSON.stringify(streets));
    await expect(readDataset(dir)).rejects.toThrow(/priority-retail-streets\.geojson: is malformed: features\.0\.geometry\.type/);
  });

  it('when a file holds fewer records than the manifest counts, then reading fails naming that file', async () => {
    const dir = await written();
    await writeFile(path.join(dir, DATASET_FILES.addresses), '[]');
    await expect(readDataset(dir)).rejects.toThrow(/addresses\.json: has 0 records but manifest\.json counts 1/);
  });
});

describe('writeDataset and readDataset, what an import of the City\'s files adds', () => {
  const policyRoad = {
    type: 'Feature' as const,
    properties: { OBJECTID: 1, ROAD_NAME: 'Queen St W' },
    geometry: { type: 'MultiLineString' as const, coordinates: [[[-79.39, 43.652], [-79.38, 43.652]]] },
  };

  it('when a dataset has a layer kept as published (Policy Road), then it is written and read back; the demo has none', async () => {
    const base = tinyDataset('city-2026-02-20-0badf00d');
    const dataset = {
      ...base,
      manifest: { ...base.manifest, source: 'city' as const, counts: { ...base.manifest.counts, policyRoads: 1 }, layers: { 'policy-road': 'loaded' as const, height: 'not-loaded' as const } },
      policyRoads: { type: 'FeatureCollection' as const, features: [policyRoad] },
    };
    const dir = await written(dataset);
    expect(await readDataset(dir)).toEqual(dataset);
    expect('policyRoads' in (await readDataset(await written()))).toBe(false);
  });

  it('when verify is asked and the written folder does not read back, then nothing becomes visible', async () => {
    const dataset = tinyDataset();
    // Counted but absent: the written folder fails readDataset's count check.
    dataset.manifest.counts.zoning = 2;
    const datasets = path.join(root, 'datasets');
    await expect(writeDataset(datasets, dataset, { verify: true })).rejects.toThrow(/zoning\.geojson: has 1 records but manifest\.json counts 2/);
    expect(await readdir(datasets)).toEqual([]);
  });

  it('when extra files are given, then they are written beside the dataset', async () => {
    const dir = await writeDataset(path.join(root, 'datasets'), tinyDataset(), { extraFiles: { 'import-summary.json': { kept: 3 } } });
    expect(JSON.parse(await readFile(path.join(dir, 'import-summary.json'), 'utf8'))).toEqual({ kept: 3 });
  });

  it('when temporary folders are found, then those of writers no longer running are removed and the others kept', async () => {
    const datasets = path.join(root, 'datasets');
    const uuid = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';
    // Above the kernel's pid_max: never a running process.
    const names = [`${TEMP_PREFIX}demo-v3-4194305-${uuid}`, `${TEMP_PREFIX}demo-v3-${process.ppid}-${uuid}`, `${TEMP_PREFIX}demo-v3-${process.pid}-${uuid}`, 'demo-v3'];
    for (const name of names) await mkdir(path.join(datasets, name), { recursive: true });
    expect(await removeStaleTempFolders(datasets)).toEqual([names[0]]);
    expect((await readdir(datasets)).sort()).toEqual(names.slice(1).sort());
  });

  it("when a temporary folder carries this process's pid but is older than it (a pid handed out again), then it is removed", async () => {
    const datasets = path.join(root, 'datasets');
    const name = `${TEMP_PREFIX}demo-v3-${process.pid}-1b4e28ba-2fa1-11d2-883f-0016d3cca427`;
    await mkdir(path.join(datasets, name), { recursive: true });
    const beforeThisProcess = new Date(performance.timeOrigin - 60_000);
    await utimes(path.join(datasets, name), beforeThisProcess, beforeThisProcess);

    expect(await removeStaleTempFolders(datasets)).toEqual([name]);
  });
});

describe('ensureDemoDataset', () => {
  it('when no demo dataset is there, then it generates and writes one; the next call reads it back', async () => {
    const logged: string[] = [];
    const generated = await ensureDemoDataset(root, (line) => logged.push(line));
    const dir = path.join(root, 'datasets', DEMO_DATASET_ID);
    expect(generated.manifest.id).toBe(DEMO_DATASET_ID);
    expect((await readdir(dir)).sort()).toEqual([...Object.values(DATASET_FILES), ...PREBUILT_FOLDERS].sort());
    expect(logged.some((line) => line.startsWith('Generating'))).toBe(true);

    logged.length = 0;
    const read = await ensureDemoDataset(root, (line) => logged.push(line));
    expect(logged.some((line) => line.startsWith('Generating'))).toBe(false);
    expect(read.manifest).toEqual(generated.manifest);
    expect(read.addresses.length).toBe(generated.addresses.length);
    expect(read.zoning.features[0]).toEqual(generated.zoning.features[0]);
    expect(read.priorityRetailStreets).toEqual(generated.priorityRetailStreets);
    expect(read.policyAreas.features.length).toBe(generated.manifest.counts.policyAreas);
  });
});

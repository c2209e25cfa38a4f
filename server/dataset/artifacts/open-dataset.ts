// Opens a dataset folder for serving: checks its prebuilt files against the manifest's sizes and checksums and maps
// them in. A folder written before they existed gets them built once into a sibling cache.

import { randomUUID } from 'node:crypto';
import { readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Feature, FeatureCollection } from 'geojson';
import { LineIndex } from '../../../src/lib/spatial/line-index';
import { readMapDataFiles } from '../../tiles/map-data-files';
import { openTileArchives } from '../../tiles/tile-archives';
import type { Area, CentrelineProperties, DatasetManifest, PriorityRetailStreetProperties, Line } from '../../../src/lib/spatial/schema';
import { streetsOf } from '../../../src/lib/spatial/spatial-layers';
import { DEMO_DATASET_ID } from '../demo/generate';
import { DATASET_FILES, ensureDemoDataset, readDataset, readManifest } from '../store';
import { ARTIFACTS_FORMAT, buildDatasetArtifacts } from './build-artifacts';
import { digestFiles, verifyFiles, type FileDigest } from './file-digests';
import type { PreparedDataset } from './prepared-dataset';
import { readSpatialFiles } from './spatial-files';

/** Where a folder without prebuilt files gets them: `<datasets>/.artifacts/<id>-f<format>/`. */
export const ARTIFACT_CACHE_FOLDER = '.artifacts';
const CACHE_INDEX = 'artifacts.json';

interface CacheIndex {
  datasetId: string;
  format: number;
  files: Record<string, FileDigest>;
}

export interface OpenDatasetOptions {
  log?: (line: string) => void;
}

export interface OpenedDataset extends PreparedDataset {
  /** Milliseconds spent checking sizes and checksums. */
  readonly verifyMs: number;
}

export async function openDataset(dir: string, options: OpenDatasetOptions = {}): Promise<OpenedDataset> {
  const log = options.log ?? (() => {});
  const manifest = await readManifest(dir);
  const { root, digests } =
    manifest.artifactsFormat === ARTIFACTS_FORMAT && manifest.files ? { root: dir, digests: manifest.files } : await cachedArtifacts(dir, manifest, log);
  const started = performance.now();
  const prebuilt = Object.keys(digests).filter((name) => /^(spatial|tiles|map)\//.test(name) && !name.endsWith('.geojson') && !name.endsWith('.json'));
  await verifyFiles(root, digests, prebuilt);
  // The layer files read as GeoJSON are checked too where the manifest records them.
  const small = [DATASET_FILES.boundary, DATASET_FILES.priorityRetailStreets, DATASET_FILES.centreline].filter((name) => manifest.files?.[name]);
  if (manifest.files) await verifyFiles(dir, manifest.files, small);
  const verifyMs = performance.now() - started;

  const boundary = JSON.parse(await readFile(path.join(dir, DATASET_FILES.boundary), 'utf8')) as Feature<Area>;
  const retail = await readOptionalCollection<Line, PriorityRetailStreetProperties>(path.join(dir, DATASET_FILES.priorityRetailStreets));
  // The centreline is read as GeoJSON like the retail streets (no prebuilt file): only its streets are indexed.
  const centreline = await readOptionalCollection<Line, CentrelineProperties>(path.join(dir, DATASET_FILES.centreline));
  const { layers, addresses } = await readSpatialFiles(root);
  const tiles = await openTileArchives(root);
  const { files: _files, artifactsFormat: _format, ...content } = manifest;
  return {
    kind: 'prepared',
    manifest: content,
    spatial: { ...layers, manifest: content, boundary: boundary.geometry, retailStreets: new LineIndex(retail.features),
      centreline: new LineIndex(streetsOf(centreline.features)),
    },
    addresses,
    tiles,
    mapData: await readMapDataFiles(root),
    verifyMs,
    close: () => tiles.close(),
  };
}

async function readOptionalCollection<G extends Area | Line, P>(file: string): Promise<FeatureCollection<G, P>> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as FeatureCollection<G, P>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { type: 'FeatureCollection', features: [] };
    throw error;
  }
}

/** The prebuilt files of a folder that has none, built into the cache the first time (atomically, like a dataset). */
async function cachedArtifacts(
  dir: string,
  manifest: DatasetManifest,
  log: (line: string) => void,
): Promise<{ root: string; digests: Record<string, FileDigest> }> {
  const root = path.join(path.dirname(dir), ARTIFACT_CACHE_FOLDER, `${manifest.id}-f${ARTIFACTS_FORMAT}`);
  const index = await readFile(path.join(root, CACHE_INDEX), 'utf8').then(
    (text) => JSON.parse(text) as CacheIndex,
    () => null,
  );
  if (index && index.datasetId === manifest.id && index.format === ARTIFACTS_FORMAT) return { root, digests: index.files };

  log(`${dir} has no prebuilt files; building them once into ${root}…`);
  const started = performance.now();
  const dataset = await readDataset(dir);
  const temp = `${root}.tmp-${process.pid}-${randomUUID()}`;
  try {
    const built = await buildDatasetArtifacts(dataset, temp);
    const files = await digestFiles(temp, built.files);
    await writeFile(path.join(temp, CACHE_INDEX), JSON.stringify({ datasetId: manifest.id, format: ARTIFACTS_FORMAT, files } satisfies CacheIndex));
    // A stale or half-written cache of the same name goes first; another process may have just finished the same.
    if (await stat(root).then(() => true, () => false)) await rm(root, { recursive: true, force: true });
    await rename(temp, root);
    log(`Built the prebuilt files in ${Math.round(performance.now() - started)} ms`);
    return { root, digests: files };
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

/** The demo's folder under DATA_DIR, generated and written (with its prebuilt files) when it is not there yet. */
export async function ensureDemoDatasetFolder(dataDir: string, log: (line: string) => void = () => {}): Promise<string> {
  const dir = path.join(dataDir, 'datasets', DEMO_DATASET_ID);
  if (!(await stat(path.join(dir, DATASET_FILES.manifest)).then(() => true, () => false))) await ensureDemoDataset(dataDir, log);
  return dir;
}

// Datasets on disk: one immutable folder per version under <DATA_DIR>/datasets, written atomically, read back checked.

import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { wasLeftByGoneWriter } from '../lib/gone-writers';
import { ARTIFACTS_FORMAT, buildDatasetArtifacts, type ArtifactFigures } from './artifacts/build-artifacts';
import { digestFiles } from './artifacts/file-digests';
import { DEMO_DATASET_ID, generateDemoDataset } from './demo/generate';
import { CITY_LAYERS, type Dataset, type DatasetManifest } from '../../src/lib/spatial/schema';
import { verifyDatasetFolder } from './verify-folder';

/** The files of a dataset folder. */
export const DATASET_FILES = {
  manifest: 'manifest.json',
  boundary: 'boundary.geojson',
  zoning: 'zoning.geojson',
  height: 'height.geojson',
  coverage: 'coverage.geojson',
  parcels: 'parcels.geojson',
  addresses: 'addresses.json',
  policyAreas: 'policy-areas.geojson',
  roomingHouses: 'rooming-houses.geojson',
  buildingSetbacks: 'building-setbacks.geojson',
  priorityRetailStreets: 'priority-retail-streets.geojson',
  centreline: 'centreline.geojson',
  water: 'water.geojson',
} as const;

/** Layers added after the first datasets were written: a folder without their file reads them as empty. */
const LATER_LAYERS = ['policyAreas', 'roomingHouses', 'buildingSetbacks', 'priorityRetailStreets', 'centreline', 'water'] as const;

/**
 * Layers only an import of the City's files has (the demo has none): written when the dataset has them, read when
 * their file is there, absent otherwise.
 */
export const OPTIONAL_LAYER_FILES = {
  policyRoads: 'policy-roads.geojson',
  parkingZones: 'parking-zones.geojson',
  queenStWestEat: 'queen-st-w-eat.geojson',
} as const;
type OptionalLayer = keyof typeof OPTIONAL_LAYER_FILES;

/** Folders being written start with this; readers and listings ignore them. */
export const TEMP_PREFIX = '.tmp-';

/** A dataset file that is missing or malformed; the message starts with the file's path. */
export class DatasetFileError extends Error {
  override readonly name = 'DatasetFileError';
  constructor(readonly file: string, problem: string) {
    super(`${file}: ${problem}`);
  }
}

/** Dataset versions are immutable: a folder that exists is never written again. */
export class DatasetExistsError extends Error {
  override readonly name = 'DatasetExistsError';
  constructor(readonly dir: string) {
    super(`Dataset ${dir} already exists; a dataset version is never overwritten`);
  }
}

const manifestSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'must be a folder-safe name'),
  name: z.string().min(1),
  version: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be an ISO date (YYYY-MM-DD)'),
  source: z.enum(['demo', 'city']),
  createdAt: z.iso.datetime(),
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  counts: z.record(z.string(), z.number().int().nonnegative()),
  attribution: z.string().min(1),
  layers: z.partialRecord(z.enum(CITY_LAYERS), z.enum(['loaded', 'not-loaded'])).optional(),
  sources: z
    .partialRecord(
      z.enum(CITY_LAYERS),
      z.object({
        file: z.string(),
        bytes: z.number().int().nonnegative(),
        sha256: z.string().regex(/^[0-9a-f]{64}$/),
        features: z.number().int().nonnegative(),
        kept: z.number().int().nonnegative(),
      }),
    )
    .optional(),
  files: z.record(z.string(), z.object({ bytes: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) })).optional(),
  zoningCover: z
    .object({
      origin: z.tuple([z.number(), z.number()]),
      cell: z.tuple([z.number().positive(), z.number().positive()]),
      columns: z.number().int().nonnegative(),
      rows: z.number().int().nonnegative(),
      runs: z.array(z.number().int().nonnegative()),
    })
    .refine((cover) => cover.runs.reduce((sum, run) => sum + run, 0) === cover.columns * cover.rows, 'its runs must add up to columns × rows')
    .optional(),
  artifactsFormat: z.number().int().positive().optional(),
});

// Shallow checks: the shape every reader relies on, not every coordinate (that would double the load time).
const areaSchema = z.object({ type: z.enum(['Polygon', 'MultiPolygon']), coordinates: z.array(z.array(z.unknown())) });
const feature = (geometry: z.ZodType) =>
  z.object({ type: z.literal('Feature'), properties: z.record(z.string(), z.unknown()), geometry });
const areaCollectionSchema = z.object({ type: z.literal('FeatureCollection'), features: z.array(feature(areaSchema)) });
const parcelCollectionSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(feature(z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(z.unknown())) }))),
});
const lineSchema = z.object({ type: z.enum(['LineString', 'MultiLineString']), coordinates: z.array(z.array(z.unknown())) });
const lineCollectionSchema = z.object({ type: z.literal('FeatureCollection'), features: z.array(feature(lineSchema)) });
const areaOrLineCollectionSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(feature(z.union([areaSchema, lineSchema]))),
});
/** Each layer file's features, one by one: what verifyDatasetFolder checks as it streams them. */
export const FEATURE_SCHEMAS = {
  area: feature(areaSchema),
  parcel: feature(z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(z.unknown())) })),
  line: feature(lineSchema),
  areaOrLine: feature(z.union([areaSchema, lineSchema])),
} as const;
export const addressesSchema = z.array(
  z.object({
    ADDRESS_POINT_ID: z.number(),
    ADDRESS_FULL: z.string(),
    LINEAR_NAME_FULL: z.string(),
    LONGITUDE: z.number(),
    LATITUDE: z.number(),
  }),
);

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Writes a JSON array one item per line, a few thousand items per write, so no giant string is built. */
async function writeJsonArray(file: string, head: string, items: readonly unknown[], tail: string): Promise<void> {
  const handle = await open(file, 'w');
  try {
    await handle.write(`${head}\n`);
    const chunk = 2000;
    for (let start = 0; start < items.length; start += chunk) {
      const lines = items.slice(start, start + chunk).map((item) => JSON.stringify(item));
      const last = start + chunk >= items.length;
      await handle.write(`${lines.join(',\n')}${last ? '' : ','}\n`);
    }
    await handle.write(`${tail}\n`);
  } finally {
    await handle.close();
  }
}

async function writeJson(file: string, value: unknown): Promise<void> {
  const handle = await open(file, 'w');
  try {
    await handle.write(`${JSON.stringify(value, null, 2)}\n`);
  } finally {
    await handle.close();
  }
}

export interface WriteDatasetOptions {
  /** More JSON files to put in the folder (e.g. an import's summary), by file name. */
  extraFiles?: Readonly<Record<string, unknown>>;
  /** Read the finished folder back with readDataset before it becomes visible; a folder that fails is never renamed. */
  verify?: boolean;
  /** Told how long the prebuilt files took and what they hold (the benchmark prints it). */
  onArtifacts?: (figures: ArtifactFigures) => void;
}

/**
 * Writes `<datasetsDir>/<manifest.id>/` and returns that folder. Everything goes to a temporary folder first
 * and is renamed into place at the end, so readers never see half a dataset; a process killed mid-write leaves only
 * a `.tmp-` folder, which removeStaleTempFolders clears.
 */
export async function writeDataset(datasetsDir: string, dataset: Dataset, options: WriteDatasetOptions = {}): Promise<string> {
  const manifest = manifestSchema.parse(dataset.manifest);
  const target = path.join(datasetsDir, manifest.id);
  if (await exists(target)) throw new DatasetExistsError(target);
  await mkdir(datasetsDir, { recursive: true });
  // The writer's pid in the name tells a later run whether the folder is still being written.
  const temp = path.join(datasetsDir, `${TEMP_PREFIX}${manifest.id}-${process.pid}-${randomUUID()}`);
  await mkdir(temp);
  try {
    await writeDatasetFiles(temp, dataset);
    for (const [name, value] of Object.entries(options.extraFiles ?? {})) await writeJson(path.join(temp, name), value);
    // The server's prebuilt files, then the manifest again with every file's size and checksum.
    // Built whether or not anyone asks for the figures (an optional call would skip its argument).
    const figures = await buildDatasetArtifacts(dataset, temp);
    options.onArtifacts?.(figures);
    const files = await digestFiles(temp, (await listFiles(temp)).filter((name) => name !== DATASET_FILES.manifest));
    await writeJson(path.join(temp, DATASET_FILES.manifest), { ...dataset.manifest, files, artifactsFormat: ARTIFACTS_FORMAT });
    if (options.verify) {
      // The files are read back with nothing else held: this function's reference is dropped (a caller that passed
      // the dataset it will not use again holds none). They are streamed, a feature at a time: the City's parcels
      // written out approach the longest string V8 can hold, and reading them whole would hold them all again.
      dataset = undefined as unknown as Dataset;
      await verifyDatasetFolder(temp);
    }
    await rename(temp, target).catch((error: NodeJS.ErrnoException) => {
      // Another writer finished the same version first.
      if (error.code === 'ENOTEMPTY' || error.code === 'EEXIST') throw new DatasetExistsError(target);
      throw error;
    });
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    throw error;
  }
  return target;
}

async function writeDatasetFiles(dir: string, dataset: Dataset): Promise<void> {
  const file = (name: string) => path.join(dir, name);
  const collection = '{"type":"FeatureCollection","features":[';
  await writeJson(file(DATASET_FILES.manifest), dataset.manifest);
  await writeJson(file(DATASET_FILES.boundary), dataset.boundary);
  await writeJsonArray(file(DATASET_FILES.zoning), collection, dataset.zoning.features, ']}');
  await writeJsonArray(file(DATASET_FILES.height), collection, dataset.height.features, ']}');
  await writeJsonArray(file(DATASET_FILES.coverage), collection, dataset.coverage.features, ']}');
  await writeJsonArray(file(DATASET_FILES.parcels), collection, dataset.parcels.features, ']}');
  await writeJsonArray(file(DATASET_FILES.addresses), '[', dataset.addresses, ']');
  for (const layer of LATER_LAYERS) {
    await writeJsonArray(file(DATASET_FILES[layer]), collection, dataset[layer].features, ']}');
  }
  for (const layer of Object.keys(OPTIONAL_LAYER_FILES) as OptionalLayer[]) {
    const value = dataset[layer];
    if (value) await writeJsonArray(file(OPTIONAL_LAYER_FILES[layer]), collection, value.features, ']}');
  }
}

/** Every file under `dir`, relative to it, with '/' between folders, sorted. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * Deletes the `.tmp-` folders of writers that are no longer running (killed mid-write); a folder whose writer is
 * still alive is left to it. Returns the folders removed.
 */
export async function removeStaleTempFolders(datasetsDir: string): Promise<string[]> {
  const names = await readdir(datasetsDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const removed: string[] = [];
  for (const name of names) {
    if (!name.startsWith(TEMP_PREFIX)) continue;
    // `.tmp-<id>-<pid>-<uuid>`: the uuid is five dash-separated groups.
    const pid = Number(name.split('-').at(-6));
    const folder = path.join(datasetsDir, name);
    // Gone already: its writer renamed it into place, or another run removed it.
    const changedAtMs = (await stat(folder).catch(() => null))?.mtimeMs;
    if (changedAtMs === undefined || !wasLeftByGoneWriter(pid, changedAtMs)) continue;
    await rm(folder, { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

async function readJson(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new DatasetFileError(file, code === 'ENOENT' ? 'is missing' : `cannot be read (${code ?? String(error)})`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new DatasetFileError(file, `is not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
}

export function check<T>(file: string, schema: z.ZodType, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return value as T;
  const issues = result.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
  throw new DatasetFileError(file, `is malformed: ${issues}`);
}

/** The folder's manifest alone, checked; throws DatasetFileError naming the file. */
export async function readManifest(dir: string): Promise<DatasetManifest> {
  const file = path.join(dir, DATASET_FILES.manifest);
  return check<DatasetManifest>(file, manifestSchema, await readJson(file));
}

/** Reads a dataset folder written by writeDataset (or an importer); throws DatasetFileError naming the bad file. */
export async function readDataset(dir: string): Promise<Dataset> {
  const file = (name: string) => path.join(dir, name);
  const manifestFile = file(DATASET_FILES.manifest);
  const manifest = check<DatasetManifest>(manifestFile, manifestSchema, await readJson(manifestFile));
  const read = async <T>(name: string, schema: z.ZodType, count?: (value: T) => number, key?: string): Promise<T> => {
    const value = check<T>(file(name), schema, await readJson(file(name)));
    const expected = key === undefined ? undefined : manifest.counts[key];
    if (count && expected !== undefined && count(value) !== expected) {
      throw new DatasetFileError(file(name), `has ${count(value)} records but ${DATASET_FILES.manifest} counts ${expected}`);
    }
    return value;
  };
  const features = (value: { features: readonly unknown[] }) => value.features.length;
  const laterLayer = async <T extends { features: readonly unknown[] }>(key: (typeof LATER_LAYERS)[number], schema: z.ZodType): Promise<T> => {
    const name = DATASET_FILES[key];
    // Missing is fine only for a folder written before the layer existed, whose manifest does not count it.
    if (!manifest.counts[key] && !(await exists(file(name)))) return { type: 'FeatureCollection', features: [] } as unknown as T;
    return read<T>(name, schema, features, key);
  };
  const optional: Partial<Pick<Dataset, OptionalLayer>> = {};
  for (const key of Object.keys(OPTIONAL_LAYER_FILES) as OptionalLayer[]) {
    const name = OPTIONAL_LAYER_FILES[key];
    if (manifest.counts[key] === undefined && !(await exists(file(name)))) continue;
    optional[key] = await read<NonNullable<Dataset[OptionalLayer]>>(name, areaOrLineCollectionSchema, features, key);
  }
  // The files' digests and format describe this folder, not the data: a dataset read back equals the one written.
  const { files: _files, artifactsFormat: _format, ...content } = manifest;
  return {
    manifest: content,
    boundary: await read<Dataset['boundary']>(DATASET_FILES.boundary, feature(areaSchema)),
    zoning: await read<Dataset['zoning']>(DATASET_FILES.zoning, areaCollectionSchema, features, 'zoning'),
    height: await read<Dataset['height']>(DATASET_FILES.height, areaCollectionSchema, features, 'height'),
    coverage: await read<Dataset['coverage']>(DATASET_FILES.coverage, areaCollectionSchema, features, 'coverage'),
    parcels: await read<Dataset['parcels']>(DATASET_FILES.parcels, parcelCollectionSchema, features, 'parcels'),
    addresses: await read<Dataset['addresses']>(DATASET_FILES.addresses, addressesSchema, (value) => value.length, 'addresses'),
    policyAreas: await laterLayer<Dataset['policyAreas']>('policyAreas', areaCollectionSchema),
    roomingHouses: await laterLayer<Dataset['roomingHouses']>('roomingHouses', areaCollectionSchema),
    buildingSetbacks: await laterLayer<Dataset['buildingSetbacks']>('buildingSetbacks', areaCollectionSchema),
    priorityRetailStreets: await laterLayer<Dataset['priorityRetailStreets']>('priorityRetailStreets', lineCollectionSchema),
    centreline: await laterLayer<Dataset['centreline']>('centreline', lineCollectionSchema),
    water: await laterLayer<Dataset['water']>('water', areaCollectionSchema),
    ...optional,
  };
}

/**
 * The demo dataset: read from `<dataDir>/datasets/<demo id>/` when it is there, otherwise generated, written
 * there and returned. A new generator version has a new id, so an old demo folder is simply left unused.
 */
export async function ensureDemoDataset(dataDir: string, log: (line: string) => void = () => {}): Promise<Dataset> {
  const datasetsDir = path.join(dataDir, 'datasets');
  const dir = path.join(datasetsDir, DEMO_DATASET_ID);
  if (await exists(path.join(dir, DATASET_FILES.manifest))) {
    log(`Using the demo dataset in ${dir}`);
    return readDataset(dir);
  }
  log(`Generating the demo dataset ${DEMO_DATASET_ID}…`);
  const started = performance.now();
  const dataset = generateDemoDataset();
  try {
    await writeDataset(datasetsDir, dataset);
    log(`Wrote the demo dataset to ${dir} in ${Math.round(performance.now() - started)} ms`);
  } catch (error) {
    // A concurrent start wrote the same version; its content is identical to ours.
    if (!(error instanceof DatasetExistsError)) throw error;
  }
  return dataset;
}

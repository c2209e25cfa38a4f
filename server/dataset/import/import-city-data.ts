// Imports the City of Toronto's files into a new dataset version under <dataDir>/datasets: every file read as a
// stream and checked feature by feature, then the dataset written to a temporary folder, read back, and renamed into
// place. Bad input stops the import before anything is written.

import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Feature, FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import type { Database } from '../../db/client';
import { boundsOf } from '../../../src/lib/spatial/area-index';
import { loadDatasetFolder } from '../../spatial/postgis/load-dataset-folder';
import type { LoadResult } from '../../spatial/postgis/spatial-tables';
import { FORMER_BYLAW_STATUS } from '../../../src/lib/spatial/former-zoning';
import { CITY_LAYERS, type Area, type CityLayer, type Dataset, type DatasetManifest, type DatasetSource } from '../../../src/lib/spatial/schema';
import { zoningCoverOf } from '../../../src/lib/spatial/zoning-cover';
import { DatasetExistsError, removeStaleTempFolders, writeDataset } from '../store';
import { nameFormerBylawAreas } from './former-bylaw';
import { ImportInputError, ImportUsageError } from './import-error';
import { importLayer, type LayerImport } from './import-layer';
import type { ImportProgress } from './import-progress';
import type { ImportSummary, LayerSummary } from './import-summary';
import { LAYER_RULES, type LayerRule } from './layer-rules';
import type { BoundaryProperties } from './place-fields';

export type LayerFlag = CityLayer;

/** What every screen and brief must say where City data is used. */
export const CITY_ATTRIBUTION = 'Contains information licensed under the Open Government Licence – Toronto';

/** Written beside the dataset's files. */
export const IMPORT_SUMMARY_FILE = 'import-summary.json';

/** Part of every dataset id's hash: a new importer that reads the same files differently makes a new version. */
const IMPORTER_VERSION = 2;

/** Small files first, so a wrong one stops the run before the large ones are read. */
const IMPORT_ORDER: readonly CityLayer[] = [
  'boundary', 'former-municipalities', 'zoning', 'height', 'coverage', 'policy-area', 'policy-road', 'parking-zone',
  'rooming-house', 'building-setback', 'priority-retail-street', 'queen-st-w-eat', 'centreline', 'addresses', 'parcels',
];

export interface ImportCityDataOptions {
  /** The City's files by layer; zoning is required, and a boundary (or the former municipalities, which tile it). */
  files: Partial<Record<LayerFlag, string>>;
  /** The dataset goes to <dataDir>/datasets/<id>/. */
  dataDir: string;
  log?: (line: string) => void;
  progress?: ImportProgress;
  /**
   * The version's date (YYYY-MM-DD), which its id and `version` carry: data:fetch gives the newest of the files' portal
   * dates, data:import's --data-date what its caller says; else the import's own day (UTC). It dates no file: a file
   * is published only on the day publishedDates gives it, and every file is imported on the run's day (createdAt).
   */
  dataDate?: string;
  /**
   * Each file's publication date (YYYY-MM-DD: the portal's last change of that resource), recorded with its source. A
   * file without one (given by hand) stays undated, "not known": the City's GeoJSON and CSV carry no date of their own,
   * and a file's modification time says when it was copied, not when the City published it.
   */
  publishedDates?: Partial<Record<LayerFlag, string>>;
  /**
   * SPATIAL_BACKEND=postgis: the spatial database (openSpatialDatabase) the version is also loaded into once its folder
   * is written, in one transaction of its own (a version already loaded there is left as it is).
   */
  postgis?: Database;
}

export interface ImportCityDataResult {
  datasetId: string;
  dir: string;
  summary: ImportSummary;
  /** The PostGIS load, when asked for. */
  postgis?: LoadResult;
}

type Imported = { [L in CityLayer]?: LayerImport<unknown, never> };

async function checkFiles(files: Partial<Record<string, string>>): Promise<[CityLayer, string][]> {
  const unknown = Object.keys(files).filter((key) => !(CITY_LAYERS as readonly string[]).includes(key));
  if (unknown.length > 0) throw new ImportUsageError(`Unknown layer ${unknown.join(', ')}; the layers are ${CITY_LAYERS.join(', ')}`);
  if (!files.zoning) throw new ImportUsageError('The Zoning Area file is required (--zoning FILE)');
  if (!files.boundary && !files['former-municipalities']) {
    throw new ImportUsageError('A boundary is required: --boundary FILE (the City\'s municipal boundary) or --former-municipalities FILE');
  }
  const given = IMPORT_ORDER.flatMap((layer): [CityLayer, string][] => (files[layer] ? [[layer, path.resolve(files[layer])]] : []));
  for (const [, file] of given) {
    const info = await stat(file).catch(() => null);
    if (!info) throw new ImportInputError(file, 'does not exist');
    if (!info.isFile()) throw new ImportInputError(file, 'is not a file');
  }
  return given;
}

const collection = <G extends Feature['geometry'], P>(features: Feature<G, P>[]): FeatureCollection<G, P> => ({ type: 'FeatureCollection', features });

function features<P, G extends Feature['geometry']>(imported: Imported, layer: CityLayer): Feature<G, P>[] {
  return (imported[layer]?.features ?? []) as unknown as Feature<G, P>[];
}

/** The city's outline: the boundary file's areas (several made one MultiPolygon), else the former municipalities'. */
function cityBoundary(imported: Imported): Dataset['boundary'] {
  const fromBoundary = imported.boundary !== undefined;
  const parts = features<BoundaryProperties | { AREA_NAME: string }, Area>(imported, fromBoundary ? 'boundary' : 'former-municipalities');
  const polygons = parts.flatMap((f) => (f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates));
  const names = parts.map((f) => ('NAME' in f.properties ? f.properties.NAME : f.properties.AREA_NAME)).filter((name) => name !== '');
  const geometry: Polygon | MultiPolygon = polygons.length === 1 ? { type: 'Polygon', coordinates: polygons[0]! } : { type: 'MultiPolygon', coordinates: polygons };
  return { type: 'Feature', properties: { NAME: [...new Set(names)].join(', ') }, geometry };
}

/** A parcel the City gives in several parts becomes one Polygon feature per part, each with the parcel's fields. */
function parcelPolygons(imported: Imported): Dataset['parcels']['features'] {
  return features<Dataset['parcels']['features'][number]['properties'], Area>(imported, 'parcels').flatMap((f) =>
    f.geometry.type === 'Polygon'
      ? [f as Feature<Polygon, typeof f.properties>]
      : f.geometry.coordinates.map((coordinates) => ({ type: 'Feature' as const, properties: f.properties, geometry: { type: 'Polygon' as const, coordinates } })),
  );
}

function buildDataset(imported: Imported, manifest: Omit<DatasetManifest, 'counts' | 'bbox'>): Dataset {
  const boundary = cityBoundary(imported);
  const dataset: Dataset = {
    manifest: { ...manifest, bbox: boundsOf(boundary.geometry), counts: {} },
    boundary,
    zoning: collection(features(imported, 'zoning')),
    height: collection(features(imported, 'height')),
    coverage: collection(features(imported, 'coverage')),
    parcels: collection(parcelPolygons(imported)),
    addresses: (imported.addresses?.features ?? []).map((f) => f.properties as Dataset['addresses'][number]),
    policyAreas: collection(features(imported, 'policy-area')),
    roomingHouses: collection(features(imported, 'rooming-house')),
    buildingSetbacks: collection(features(imported, 'building-setback')),
    priorityRetailStreets: collection(features(imported, 'priority-retail-street')),
    centreline: collection(features(imported, 'centreline')),
    water: collection([]),
    ...(imported['policy-road'] ? { policyRoads: collection(features(imported, 'policy-road')) } : {}),
    ...(imported['parking-zone'] ? { parkingZones: collection(features(imported, 'parking-zone')) } : {}),
    ...(imported['queen-st-w-eat'] ? { queenStWestEat: collection(features(imported, 'queen-st-w-eat')) } : {}),
  };
  // What the zoning covers: a subset of the city's zoning areas says so where it has none (zoning-cover.ts).
  dataset.manifest.zoningCover = zoningCoverOf(dataset.zoning.features.map((f) => f.geometry));
  const counted = ['zoning', 'height', 'coverage', 'parcels', 'policyAreas', 'roomingHouses', 'buildingSetbacks', 'priorityRetailStreets', 'centreline', 'water', 'policyRoads', 'parkingZones', 'queenStWestEat'] as const;
  for (const key of counted) {
    const value = dataset[key];
    if (value) dataset.manifest.counts[key] = value.features.length;
  }
  dataset.manifest.counts.addresses = dataset.addresses.length;
  return dataset;
}

/** The dataset built from the imported layers, which are let go: from here on the dataset alone holds the features. */
function takeDataset(imported: Imported, manifest: Omit<DatasetManifest, 'counts' | 'bbox'>): Dataset {
  const dataset = buildDataset(imported, manifest);
  for (const layer of CITY_LAYERS) delete imported[layer];
  return dataset;
}

/** `city-<date>-<8 hex>`: the hash of the files read (and the importer's version), so the same files make the same id. */
function datasetIdFor(date: string, sources: Partial<Record<CityLayer, DatasetSource>>): string {
  const hash = createHash('sha256').update(`importer ${IMPORTER_VERSION}\n`);
  for (const layer of CITY_LAYERS) if (sources[layer]) hash.update(`${layer} ${sources[layer].sha256}\n`);
  return `city-${date}-${hash.digest('hex').slice(0, 8)}`;
}

const sourceOf = (s: LayerSummary, published: string | undefined): DatasetSource => ({
  file: s.file,
  bytes: s.bytes,
  sha256: s.sha256,
  features: s.read,
  kept: s.kept,
  ...(published ? { published } : {}),
  fields: s.fields,
});

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Imports the City's files into a new dataset version and returns it. Throws ImportUsageError or ImportInputError
 * (naming the file and the feature or line) on bad input, having written nothing. The same files imported again on
 * the same date give the same id: that version is returned as it is.
 */
export async function importCityData(options: ImportCityDataOptions): Promise<ImportCityDataResult> {
  const log = options.log ?? (() => {});
  const startedAt = new Date();
  if (options.dataDate !== undefined && !ISO_DAY.test(options.dataDate)) {
    throw new ImportUsageError(`dataDate must be a date like 2025-07-14, not "${options.dataDate}"`);
  }
  for (const [layer, day] of Object.entries(options.publishedDates ?? {})) {
    if (!ISO_DAY.test(day)) throw new ImportUsageError(`The publication date of ${layer} must be a date like 2025-07-14, not "${day}"`);
  }
  const given = await checkFiles(options.files);
  const datasetsDir = path.join(options.dataDir, 'datasets');
  for (const name of await removeStaleTempFolders(datasetsDir)) log(`Removed ${name}, left by an import that was stopped`);

  const imported: Imported = {};
  for (const [layer, file] of given) {
    imported[layer] = await importLayer(LAYER_RULES[layer] as LayerRule<unknown, never>, file, options.progress);
  }
  const layerSummaries: Partial<Record<CityLayer, LayerSummary>> = {};
  const sources: Partial<Record<CityLayer, DatasetSource>> = {};
  for (const [layer] of given) {
    layerSummaries[layer] = imported[layer]!.summary;
    sources[layer] = sourceOf(imported[layer]!.summary, options.publishedDates?.[layer]);
  }
  const zoning = features<Dataset['zoning']['features'][number]['properties'], Area>(imported, 'zoning');
  if (imported['former-municipalities']) nameFormerBylawAreas(zoning, features(imported, 'former-municipalities'));

  const date = options.dataDate ?? startedAt.toISOString().slice(0, 10);
  const datasetId = datasetIdFor(date, sources);
  const notLoaded = CITY_LAYERS.filter((layer) => !imported[layer]);
  const finishedAt = new Date();
  const summary: ImportSummary = {
    datasetId,
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    seconds: (finishedAt.getTime() - startedAt.getTime()) / 1000,
    layers: layerSummaries,
    notLoaded,
    formerBylawAreas: zoning.filter((f) => f.properties.ZN_STATUS === FORMER_BYLAW_STATUS).length,
    peakRssMb: Math.round((process.resourceUsage().maxRSS * 1024) / (1024 * 1024)),
  };
  const dir = path.join(datasetsDir, datasetId);
  const manifest: Omit<DatasetManifest, 'counts' | 'bbox'> = {
    id: datasetId,
    name: 'City of Toronto open data',
    version: date,
    source: 'city',
    createdAt: startedAt.toISOString(),
    attribution: CITY_ATTRIBUTION,
    layers: Object.fromEntries(CITY_LAYERS.map((layer) => [layer, imported[layer] ? 'loaded' : 'not-loaded'])),
    sources,
  };
  let existing: ImportSummary | undefined;
  try {
    log(`Writing ${datasetId}…`);
    // Handed over, not kept: once written, the features are dropped before the files are read back to verify them.
    await writeDataset(datasetsDir, takeDataset(imported, manifest), { extraFiles: { [IMPORT_SUMMARY_FILE]: summary }, verify: true });
    log(`Wrote ${dir}`);
  } catch (error) {
    if (!(error instanceof DatasetExistsError)) throw error;
    log(`${dir} already holds these files' import; left as it is`);
    existing = JSON.parse(await readFile(path.join(dir, IMPORT_SUMMARY_FILE), 'utf8')) as ImportSummary;
  }
  // After the folder, never before: a version is in PostGIS only once it is whole on disk. Loading it is a step of its
  // own: should it fail, the folder stays and the next import (or a server starting on it) loads it.
  const postgis = options.postgis ? await loadDatasetFolder(options.postgis, dir, log) : undefined;
  return { datasetId, dir, summary: existing ?? summary, ...(postgis ? { postgis } : {}) };
}

// Checks a dataset folder as readDataset would read it, without holding it: each layer file is streamed and its
// features checked one at a time, so a version of the City's full size is verified in little memory.

import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { FeatureCollectionScanner, GeoJsonScanError } from './import/geojson-scanner';
import { addressesSchema, check, DATASET_FILES, DatasetFileError, FEATURE_SCHEMAS, OPTIONAL_LAYER_FILES, readManifest } from './store';

type FeatureKind = keyof typeof FEATURE_SCHEMAS;

/** The layers as readDataset reads them: always, or only when the manifest counts them or their file is there. */
const LAYERS: readonly { key: keyof typeof DATASET_FILES | keyof typeof OPTIONAL_LAYER_FILES; kind: FeatureKind; always: boolean }[] = [
  { key: 'zoning', kind: 'area', always: true },
  { key: 'height', kind: 'area', always: true },
  { key: 'coverage', kind: 'area', always: true },
  { key: 'parcels', kind: 'parcel', always: true },
  { key: 'policyAreas', kind: 'area', always: false },
  { key: 'roomingHouses', kind: 'area', always: false },
  { key: 'buildingSetbacks', kind: 'area', always: false },
  { key: 'priorityRetailStreets', kind: 'line', always: false },
  { key: 'centreline', kind: 'line', always: false },
  { key: 'water', kind: 'area', always: false },
  { key: 'policyRoads', kind: 'areaOrLine', always: false },
  { key: 'parkingZones', kind: 'areaOrLine', always: false },
  { key: 'queenStWestEat', kind: 'areaOrLine', always: false },
];

const fileOf = (key: (typeof LAYERS)[number]['key']): string =>
  key in DATASET_FILES ? DATASET_FILES[key as keyof typeof DATASET_FILES] : OPTIONAL_LAYER_FILES[key as keyof typeof OPTIONAL_LAYER_FILES];

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Streams a FeatureCollection file, checking every feature; returns how many it has. */
async function checkCollection(file: string, schema: z.ZodType): Promise<number> {
  if (!(await exists(file))) throw new DatasetFileError(file, 'is missing');
  const scanner = new FeatureCollectionScanner();
  let count = 0;
  const checkFeature = (value: unknown) => {
    const result = schema.safeParse(value);
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new DatasetFileError(file, `is malformed: features.${count}${issue?.path.length ? `.${issue.path.join('.')}` : ''}: ${issue?.message ?? 'invalid'}`);
    }
    count += 1;
  };
  try {
    for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) {
      for (const { value } of scanner.push(chunk as Buffer)) checkFeature(value);
    }
    for (const { value } of scanner.end()) checkFeature(value);
  } catch (error) {
    if (error instanceof GeoJsonScanError) throw new DatasetFileError(file, `is not a readable FeatureCollection (${error.message})`);
    throw error;
  }
  if (scanner.header.type !== 'FeatureCollection') throw new DatasetFileError(file, 'is malformed: type: expected "FeatureCollection"');
  return count;
}

/**
 * Throws DatasetFileError naming the first file that readDataset would refuse (missing, malformed, or holding another
 * number of records than the manifest counts); resolves when the folder would read.
 */
export async function verifyDatasetFolder(dir: string): Promise<void> {
  const manifest = await readManifest(dir);
  const file = (name: string) => path.join(dir, name);
  const counted = (key: string, count: number, name: string) => {
    const expected = manifest.counts[key];
    if (expected !== undefined && count !== expected) {
      throw new DatasetFileError(file(name), `has ${count} records but ${DATASET_FILES.manifest} counts ${expected}`);
    }
  };

  const boundaryFile = file(DATASET_FILES.boundary);
  const boundaryText = await readFile(boundaryFile, 'utf8').catch(() => {
    throw new DatasetFileError(boundaryFile, 'is missing');
  });
  let boundary: unknown;
  try {
    boundary = JSON.parse(boundaryText);
  } catch (error) {
    throw new DatasetFileError(boundaryFile, `is not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  check(boundaryFile, FEATURE_SCHEMAS.area, boundary);

  for (const { key, kind, always } of LAYERS) {
    const name = fileOf(key);
    if (!always && !manifest.counts[key] && !(await exists(file(name)))) continue;
    counted(key, await checkCollection(file(name), FEATURE_SCHEMAS[kind]), name);
  }

  // Address points are one small record each (~120 MB for the City's 525,000): read whole, well within a string.
  const addressesFile = file(DATASET_FILES.addresses);
  let addresses: unknown;
  try {
    addresses = JSON.parse(await readFile(addressesFile, 'utf8'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new DatasetFileError(addressesFile, code === 'ENOENT' ? 'is missing' : `is not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  counted('addresses', check<unknown[]>(addressesFile, addressesSchema, addresses).length, DATASET_FILES.addresses);
}

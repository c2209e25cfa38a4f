// verifyDatasetFolder streams a folder's layer files and refuses what readDataset refuses, naming the file.

import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tinyDataset } from '../../tests/fixtures/tiny-dataset';
import type { Dataset } from '../../src/lib/spatial/schema';
import { DATASET_FILES, DatasetFileError, readDataset, writeDataset } from './store';
import { verifyDatasetFolder } from './verify-folder';

let work: string;
let dir: string;

beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'zonebrief-verify-'));
  const dataset: Dataset = tinyDataset();
  // Counted as an import counts them, so a file with another number of features is caught.
  dataset.manifest.counts = { zoning: dataset.zoning.features.length, parcels: dataset.parcels.features.length, addresses: dataset.addresses.length };
  dir = await writeDataset(path.join(work, 'datasets'), dataset);
});
afterEach(() => rm(work, { recursive: true, force: true }));

/** Both readers refuse the folder, each naming `name`; returns verifyDatasetFolder's message. */
async function refusedByBoth(name: string): Promise<string> {
  const streamed = await verifyDatasetFolder(dir).then(() => null, (error: unknown) => error);
  const whole = await readDataset(dir).then(() => null, (error: unknown) => error);
  expect(streamed).toBeInstanceOf(DatasetFileError);
  expect(whole).toBeInstanceOf(DatasetFileError);
  expect((streamed as DatasetFileError).file).toBe(path.join(dir, name));
  expect((whole as DatasetFileError).file).toBe(path.join(dir, name));
  return (streamed as DatasetFileError).message;
}

describe('verifyDatasetFolder', () => {
  it('when the folder was written by writeDataset, then it resolves', async () => {
    await expect(verifyDatasetFolder(dir)).resolves.toBeUndefined();
  });

  it('when a parcel is not a Polygon, then it names parcels.geojson and the feature', async () => {
    const file = path.join(dir, DATASET_FILES.parcels);
    const collection = JSON.parse(await readFile(file, 'utf8')) as { features: { geometry: unknown }[] };
    collection.features.at(-1)!.geometry = { type: 'LineString', coordinates: [[0, 0], [1, 1]] };
    await writeFile(file, JSON.stringify(collection));

    expect(await refusedByBoth(DATASET_FILES.parcels)).toMatch(/is malformed: features\.\d+\.geometry/);
  });

  it('when a layer has another number of features than the manifest counts, then it says both', async () => {
    const file = path.join(dir, DATASET_FILES.zoning);
    const collection = JSON.parse(await readFile(file, 'utf8')) as { features: unknown[] };
    const counted = collection.features.length;
    collection.features.pop();
    await writeFile(file, JSON.stringify(collection));

    expect(await refusedByBoth(DATASET_FILES.zoning)).toContain(`has ${counted - 1} records but manifest.json counts ${counted}`);
  });

  it('when a layer file is cut short or missing, then it names the file', async () => {
    const file = path.join(dir, DATASET_FILES.coverage);
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.slice(0, Math.floor(text.length / 2)));
    await refusedByBoth(DATASET_FILES.coverage);

    await rm(file);
    expect(await refusedByBoth(DATASET_FILES.coverage)).toContain('is missing');
  });

  it('when text follows the end of a layer file, then it names the file', async () => {
    await appendFile(path.join(dir, DATASET_FILES.height), '{"extra": true}');

    await refusedByBoth(DATASET_FILES.height);
  });
});

// The client's GeoJSON files written beside a dataset (gzip on the thread pool) are the bytes buildMapData makes.

import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureDataset } from '../../tests/fixtures/fixture-dataset';
import { buildMapData } from './map-data';
import { MAP_DATA_FILES, readMapDataFiles, writeMapDataFiles } from './map-data-files';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'zonebrief-map-data-'));
  await mkdir(path.join(dir, 'map'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('writeMapDataFiles', () => {
  it('when written and read back, then each file is the plain and gzipped bytes, and ETag, built in memory', async () => {
    const dataset = buildFixtureDataset();

    const written = await writeMapDataFiles(dataset, dir);
    const read = await readMapDataFiles(dir);

    expect(written).toEqual(Object.values(MAP_DATA_FILES).flatMap((name) => [name, `${name}.gz`]));
    const built = buildMapData(dataset);
    for (const key of ['zoning', 'boundary'] as const) {
      expect(read[key].gzip.equals(built[key].gzip), key).toBe(true);
      expect(read[key].etag).toBe(built[key].etag);
      expect(read[key].raw.equals(built[key].raw), key).toBe(true);
      expect(read[key].contentType).toBe(built[key].contentType);
    }
  });
});

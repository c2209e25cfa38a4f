// Dataset versions on disk for the version tests: the tiny dataset written under an id and a creation time of the
// test's choosing, and a way to spoil one of its prebuilt files after it was written.

import { open } from 'node:fs/promises';
import path from 'node:path';
import type { Dataset } from '../../src/lib/spatial/schema';
import { writeDataset } from '../../server/dataset/store';
import { tinyDataset } from '../fixtures/tiny-dataset';

export interface VersionSpec {
  id: string;
  createdAt?: string;
  source?: 'demo' | 'city';
  /** Changes the data so that answers and tiles differ between versions: the exception number of the RD block. */
  exception?: number;
}

/** The tiny dataset as version `id`; returns its folder. */
export async function writeVersion(datasetsDir: string, spec: VersionSpec): Promise<string> {
  const dataset: Dataset = tinyDataset();
  dataset.manifest = {
    ...dataset.manifest,
    id: spec.id,
    source: spec.source ?? dataset.manifest.source,
    createdAt: spec.createdAt ?? dataset.manifest.createdAt,
    counts: {
      zoning: dataset.zoning.features.length,
      parcels: dataset.parcels.features.length,
      addresses: dataset.addresses.length,
    },
  };
  if (spec.exception !== undefined) {
    const rd = dataset.zoning.features[0]!;
    rd.properties = { ...rd.properties, EXCPTN_NO: spec.exception, ZBL_EXCPTN: `900.3.10(${spec.exception})` };
  }
  return writeDataset(datasetsDir, dataset);
}

/** Flips one byte in the middle of a file of a written version, keeping its size: only its checksum can tell. */
export async function spoilFile(versionDir: string, name = 'tiles/zoning.pmtiles'): Promise<void> {
  const handle = await open(path.join(versionDir, name), 'r+');
  try {
    const { size } = await handle.stat();
    const byte = Buffer.alloc(1);
    await handle.read(byte, 0, 1, Math.floor(size / 2));
    byte[0] = (byte[0] ?? 0) ^ 0xff;
    await handle.write(byte, 0, 1, Math.floor(size / 2));
  } finally {
    await handle.close();
  }
}

// Loads a written dataset version into PostGIS from its folder: opened as a server opens it (prebuilt files checked
// against the manifest), so the tables hold exactly what the in-memory indexes answer from.

import { openDataset } from '../../dataset/artifacts/open-dataset';
import type { Database } from '../../db/client';
import { loadSpatialVersion, type LoadResult } from './spatial-tables';

export async function loadDatasetFolder(db: Database, dir: string, log: (line: string) => void = () => {}): Promise<LoadResult> {
  const dataset = await openDataset(dir, { log });
  try {
    return await loadSpatialVersion(db, dataset, log);
  } finally {
    await dataset.close();
  }
}

// Loads a written dataset version into PostGIS from its folder: opened as a server opens it (prebuilt files checked
// against the manifest), so the tables hold exactly what the in-memory indexes answer from.

import { openDataset } from '../../dataset/artifacts/open-dataset';
import type { Database } from '../../db/client';
import { loadSpatialVersion, type LoadResult } from './spatial-tables';

/** The folder is whole and stays; only its copy in PostGIS failed (and left nothing there). */
export class PostgisLoadError extends Error {
  override readonly name = 'PostgisLoadError';
}

export async function loadDatasetFolder(db: Database, dir: string, log: (line: string) => void = () => {}): Promise<LoadResult> {
  try {
    const dataset = await openDataset(dir, { log });
    try {
      return await loadSpatialVersion(db, dataset, log);
    } finally {
      await dataset.close();
    }
  } catch (error) {
    throw new PostgisLoadError(
      `${dir} was written, but loading it into PostGIS failed (nothing of it was left there): ${error instanceof Error ? error.message : String(error)}. ` +
        'Import it again, or start a server on it with SPATIAL_BACKEND=postgis, to load it.',
      { cause: error },
    );
  }
}

// Everything a server needs from a dataset version, built once when the version is written: spatial indexes and
// geometry stores, one vector-tile archive per map layer, and the client's GeoJSON files, plain and gzipped.

import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { writeMapDataFiles } from '../../tiles/map-data-files';
import { TILE_ARCHIVE_FILES, writeTileArchives, type LayerArchiveFigures } from '../../tiles/tile-archives';
import type { MapLayerName } from '../../tiles/tile-index';
import type { Dataset } from '../../../src/lib/spatial/schema';
import { SPATIAL_FILES, writeSpatialFiles } from './spatial-files';

/** Bump when an artifact's format changes: a folder built with another format has its artifacts rebuilt. */
export const ARTIFACTS_FORMAT = 1;

export interface ArtifactFigures {
  /** Every file written, relative to the folder. */
  files: string[];
  spatialMs: number;
  tilesMs: number;
  /** From start to the gzipped files written; it overlaps the spatial files and the tiles. */
  mapDataMs: number;
  tiles: Record<MapLayerName, LayerArchiveFigures>;
}

export async function buildDatasetArtifacts(dataset: Dataset, dir: string): Promise<ArtifactFigures> {
  for (const folder of ['spatial', 'tiles', 'map']) await mkdir(path.join(dir, folder), { recursive: true });
  // The client's GeoJSON first: its gzip runs on the thread pool while this thread writes the spatial files and cuts
  // the tiles, so the two cores share the work.
  const mapDataStarted = performance.now();
  let mapDataMs = 0;
  const mapData = writeMapDataFiles(dataset, dir).then((files) => ((mapDataMs = performance.now() - mapDataStarted), files));
  // Not awaited until the end: a failure meanwhile must not go unhandled.
  mapData.catch(() => {});
  let started = performance.now();
  await writeSpatialFiles(dataset, dir);
  const spatialMs = performance.now() - started;
  started = performance.now();
  const tiles = await writeTileArchives(dataset, dir);
  const tilesMs = performance.now() - started;
  const mapDataFiles = await mapData;
  return {
    files: [...Object.values(SPATIAL_FILES), ...Object.values(TILE_ARCHIVE_FILES), ...mapDataFiles],
    spatialMs,
    tilesMs,
    mapDataMs,
    tiles,
  };
}

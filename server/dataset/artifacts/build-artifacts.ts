// Everything a server needs from a dataset version, built once when the version is written: spatial indexes and
// geometry stores, one vector-tile archive per map layer, and the client's GeoJSON files, plain and gzipped.

import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { writeMapDataFiles } from '../../tiles/map-data-files';
import { TILE_ARCHIVE_FILES, writeTileArchives, type LayerArchiveFigures } from '../../tiles/tile-archives';
import type { MapLayerName } from '../../tiles/tile-index';
import type { Dataset } from '../schema';
import { SPATIAL_FILES, writeSpatialFiles } from './spatial-files';

/** Bump when an artifact's format changes: a folder built with another format has its artifacts rebuilt. */
export const ARTIFACTS_FORMAT = 1;

export interface ArtifactFigures {
  /** Every file written, relative to the folder. */
  files: string[];
  spatialMs: number;
  tilesMs: number;
  mapDataMs: number;
  tiles: Record<MapLayerName, LayerArchiveFigures>;
}

export async function buildDatasetArtifacts(dataset: Dataset, dir: string): Promise<ArtifactFigures> {
  for (const folder of ['spatial', 'tiles', 'map']) await mkdir(path.join(dir, folder), { recursive: true });
  let started = performance.now();
  await writeSpatialFiles(dataset, dir);
  const spatialMs = performance.now() - started;
  started = performance.now();
  const mapDataFiles = await writeMapDataFiles(dataset, dir);
  const mapDataMs = performance.now() - started;
  started = performance.now();
  const tiles = await writeTileArchives(dataset, dir);
  const tilesMs = performance.now() - started;
  return {
    files: [...Object.values(SPATIAL_FILES), ...Object.values(TILE_ARCHIVE_FILES), ...mapDataFiles],
    spatialMs,
    tilesMs,
    mapDataMs,
    tiles,
  };
}

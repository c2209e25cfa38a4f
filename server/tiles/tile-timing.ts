// In-process timing of tile answers for the benchmark: first request (slice, encode, gzip) against a cached repeat.

import type { MapLayerName, TileIndex } from './tile-index';
import { tileContaining, type TileCoord } from './tile-path';

export interface TileRequest extends TileCoord {
  layer: MapLayerName;
}

export interface TileTiming {
  requests: number;
  emptyTiles: number;
  gzipBytes: number;
  firstPassMs: number;
  cachedPassMs: number;
}

/** The square of (2·radius + 1)² tiles at zoom z centred on the tile that holds the point: one map view. */
export function tilesAround(layer: MapLayerName, lng: number, lat: number, z: number, radius = 2): TileRequest[] {
  const centre = tileContaining(lng, lat, z);
  const requests: TileRequest[] = [];
  for (let dx = -radius; dx <= radius; dx++) {
    for (let dy = -radius; dy <= radius; dy++) requests.push({ layer, z, x: centre.x + dx, y: centre.y + dy });
  }
  return requests;
}

/** Asks for every tile twice; give it a fresh index, or the first pass is partly cached already. */
export function timeTileRequests(tiles: TileIndex, requests: readonly TileRequest[]): TileTiming {
  let emptyTiles = 0;
  let gzipBytes = 0;
  let started = performance.now();
  for (const { layer, z, x, y } of requests) {
    const tile = tiles.getTile(layer, z, x, y);
    if (tile) gzipBytes += tile.gzip.length;
    else emptyTiles++;
  }
  const firstPassMs = performance.now() - started;
  started = performance.now();
  for (const { layer, z, x, y } of requests) tiles.getTile(layer, z, x, y);
  const cachedPassMs = performance.now() - started;
  return { requests: requests.length, emptyTiles, gzipBytes, firstPassMs, cachedPassMs };
}

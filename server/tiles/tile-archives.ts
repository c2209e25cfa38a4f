// The map layers' vector tiles cut once, when a dataset version is written, into one PMTiles archive per layer; a
// server reads its tiles from them instead of cutting any at start or on request.

import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Dataset } from '../../src/lib/spatial/schema';
import { etagOf } from './http-body';
import { openPmtiles, type PmtilesArchive } from './pmtiles-reader';
import { createPmtilesWriter, tileIdOrder } from './pmtiles-writer';
import { ByteBudgetCache } from './tile-cache';
import { createTileCutter, isTileOnGrid, LAYER_TILING, MAP_LAYERS, type EncodedTile, type MapLayerName } from './tile-index';
import { cutInRegions, REGION_CUT_FEATURES, REGION_ZOOMS } from './tile-regions';
import { tileContaining } from './tile-path';

/** Each layer's archive, relative to the dataset folder. */
export const TILE_ARCHIVE_FILES: Readonly<Record<MapLayerName, string>> = {
  zoning: 'tiles/zoning.pmtiles',
  toronto_properties: 'tiles/toronto_properties.pmtiles',
  'former-city': 'tiles/former-city.pmtiles',
  basemap: 'tiles/basemap.pmtiles',
};

/** Serves tiles; an archive-backed source reads them from disk, so the answer may be a promise. */
export interface TileSource {
  getTile(layer: MapLayerName, z: number, x: number, y: number): Promise<EncodedTile | null> | EncodedTile | null;
}

export interface LayerArchiveFigures {
  tiles: number;
  bytes: number;
  ms: number;
  /** The largest tile of the layer's deepest zoom, gzipped. */
  largestDeepestTileBytes: number;
}

export type Box = [number, number, number, number];

export interface TileArchiveOptions {
  /** A layer with more features than this is cut in regions (tile-regions.ts); REGION_CUT_FEATURES unless given. */
  regionCutFeatures?: number;
}

/** Cuts every layer's pyramid over its features' extent and writes the archives under `dir`. */
export async function writeTileArchives(dataset: Dataset, dir: string, options: TileArchiveOptions = {}): Promise<Record<MapLayerName, LayerArchiveFigures>> {
  const figures = {} as Record<MapLayerName, LayerArchiveFigures>;
  // One layer at a time: each layer's tile index is dropped before the next one is built.
  for (const layer of MAP_LAYERS) {
    figures[layer] = await writeLayerArchive(dataset, layer, path.join(dir, TILE_ARCHIVE_FILES[layer]), options.regionCutFeatures ?? REGION_CUT_FEATURES);
  }
  return figures;
}

async function writeLayerArchive(dataset: Dataset, layer: MapLayerName, file: string, regionCutFeatures: number): Promise<LayerArchiveFigures> {
  const started = performance.now();
  const { minZoom, maxZoom } = LAYER_TILING[layer];
  const box = layerExtent(dataset, layer);
  const writer = await createPmtilesWriter(file, {
    minZoom,
    maxZoom,
    bounds: box ?? dataset.manifest.bbox,
    center: [...boxCentre(box ?? dataset.manifest.bbox), Math.max(minZoom, Math.min(maxZoom, 11))],
    metadata: { name: layer, dataset: dataset.manifest.id, vector_layers: vectorLayers(layer, minZoom, maxZoom) },
  });
  let largestDeepestTileBytes = 0;
  try {
    const regionZooms = layerSize(dataset, layer) > regionCutFeatures ? REGION_ZOOMS[layer] : undefined;
    if (box && regionZooms) {
      // A layer too large for one index in memory: cut region by region, then stored in the archive's order.
      const tiles = cutInRegions(dataset, layer, box, regionZooms);
      for (const tile of tileIdOrder(tiles)) {
        await writer.addTile(tile.z, tile.x, tile.y, tile.gzip);
        if (tile.z === maxZoom) largestDeepestTileBytes = Math.max(largestDeepestTileBytes, tile.gzip.length);
      }
    } else if (box) {
      // Deeper zooms only build on what shallower ones split, so cutting zoom by zoom keeps geojson-vt's work shared.
      const cut = createTileCutter(dataset, layer);
      for (let z = minZoom; z <= maxZoom; z += 1) {
        for (const { x, y } of tileIdOrder(tilesCovering(box, z))) {
          const tile = cut(z, x, y);
          if (!tile) continue;
          await writer.addTile(z, x, y, tile.gzip);
          if (z === maxZoom) largestDeepestTileBytes = Math.max(largestDeepestTileBytes, tile.gzip.length);
        }
      }
    }
    const { tiles, bytes } = await writer.finish();
    return { tiles, bytes, ms: performance.now() - started, largestDeepestTileBytes };
  } catch (error) {
    await writer.abort();
    await rm(file, { force: true });
    throw error;
  }
}

function vectorLayers(layer: MapLayerName, minzoom: number, maxzoom: number) {
  const ids = layer === 'basemap' ? ['water', 'streets'] : [layer];
  return ids.map((id) => ({ id, minzoom, maxzoom, fields: {} }));
}

function boxCentre([w, s, e, n]: Box): [number, number] {
  return [(w + e) / 2, (s + n) / 2];
}

/** Every tile of zoom z that meets the box. */
export function tilesCovering([west, south, east, north]: Box, z: number): { z: number; x: number; y: number }[] {
  const nw = tileContaining(west, north, z);
  const se = tileContaining(east, south, z);
  const tiles: { z: number; x: number; y: number }[] = [];
  for (let x = nw.x; x <= se.x; x += 1) {
    for (let y = nw.y; y <= se.y; y += 1) tiles.push({ z, x, y });
  }
  return tiles;
}

/** How many features the layer's tiles are cut from. */
function layerSize(dataset: Dataset, layer: MapLayerName): number {
  if (layer === 'toronto_properties') return dataset.parcels.features.length;
  if (layer === 'basemap') return dataset.water.features.length + dataset.centreline.features.length;
  return dataset.zoning.features.length;
}

/** The box of every vertex the layer draws; null when it draws nothing. */
function layerExtent(dataset: Dataset, layer: MapLayerName): Box | null {
  const box: Box = [Infinity, Infinity, -Infinity, -Infinity];
  const visit = (value: unknown): void => {
    if (!Array.isArray(value)) return;
    if (typeof value[0] === 'number') {
      const [x, y] = value as number[];
      if (x! < box[0]) box[0] = x!;
      if (y! < box[1]) box[1] = y!;
      if (x! > box[2]) box[2] = x!;
      if (y! > box[3]) box[3] = y!;
      return;
    }
    for (const item of value) visit(item);
  };
  const collections =
    layer === 'toronto_properties' ? [dataset.parcels] : layer === 'basemap' ? [dataset.water, dataset.centreline] : [dataset.zoning];
  for (const collection of collections) for (const feature of collection.features) visit(feature.geometry.coordinates);
  return box[0] <= box[2] ? box : null;
}

export interface TileArchives extends TileSource {
  close(): Promise<void>;
}

const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024;

/** Opens the archives under `dir`; tiles read from disk are kept in memory up to a byte budget. */
export async function openTileArchives(dir: string, cacheBytes = DEFAULT_CACHE_BYTES): Promise<TileArchives> {
  const archives = new Map<MapLayerName, PmtilesArchive>();
  try {
    for (const layer of MAP_LAYERS) archives.set(layer, await openPmtiles(path.join(dir, TILE_ARCHIVE_FILES[layer])));
  } catch (error) {
    await Promise.all([...archives.values()].map((archive) => archive.close()));
    throw error;
  }
  const cache = new ByteBudgetCache<EncodedTile | null>(cacheBytes, (tile) => 200 + (tile?.gzip.length ?? 0));
  return {
    async getTile(layer, z, x, y) {
      const { minZoom, maxZoom } = LAYER_TILING[layer];
      if (z < minZoom || z > maxZoom || !isTileOnGrid(z, x, y)) return null;
      const key = `${layer}/${z}/${x}/${y}`;
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
      const gzip = await archives.get(layer)!.getTile(z, x, y);
      // The same tag as a tile cut on request: a hash of the same gzip bytes.
      const tile = gzip ? { gzip, etag: etagOf(gzip) } : null;
      cache.set(key, tile);
      return tile;
    },
    async close() {
      await Promise.all([...archives.values()].map((archive) => archive.close()));
    },
  };
}

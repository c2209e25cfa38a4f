// The vector tiles of the map layers: one geojson-vt index per source layer, built once, tiles encoded on demand.

import type { Feature, FeatureCollection } from 'geojson';
import GeoJSONVT from 'geojson-vt';
import { fromGeojsonVt } from 'vt-pbf';
import { isFormerBylawArea } from '../../src/lib/spatial/former-zoning';
import type { Area, Dataset, Line } from '../../src/lib/spatial/schema';
import { gzipBody, type GzippedBody } from './http-body';
import {
  toCentrelineTileProperties,
  toFormerCityTileProperties,
  toParcelTileProperties,
  toWaterTileProperties,
  toZoningTileProperties,
} from './map-properties';
import { ByteBudgetCache } from './tile-cache';
import { dissolveByColour } from './zone-dissolve';

export const MAP_LAYERS = ['zoning', 'toronto_properties', 'former-city', 'basemap'] as const;
export type MapLayerName = (typeof MAP_LAYERS)[number];

export const TILE_EXTENT = 4096;

interface LayerTiling {
  /** Native zooms (spec §9): the client overzooms past maxZoom and asks nothing of a layer below minZoom. */
  minZoom: number;
  maxZoom: number;
  /** geojson-vt simplification in tile units (16 = one pixel of a 256-px tile); never applied at maxZoom. */
  tolerance: number;
  /** Up to this zoom each tile holds one feature per colour group, with COLOUR alone (zone-dissolve.ts). */
  dissolveUpToZoom?: number;
}

// Zones: half a pixel, invisible, and a z10 tile 40 % smaller than geojson-vt's default of 3.
// Parcels are drawn only from z15, overzoomed from z14 (spec §9), so shallower parcel tiles may be coarse:
// at 2 px a ring under ~55 m across drops out of z12, and a z12 tile of half a million synthetic parcels
// shrinks from 260 KB to nothing instead of costing 140 ms and a quarter of a megabyte per request.
// Zones are dissolved up to z11, the start view: there the map draws only their fill colour, and the outlines that
// need each area (src/features/map/map-style.ts, 'zoning-outline') start at z12. The start view's six z11 tiles then
// hold ~45 features and ~23,000 vertices instead of ~14,800 and ~70,000 (60 KB decoded instead of 600 KB), and each
// frame MapLibre draws while they load costs about half as much.
export const LAYER_TILING: Readonly<Record<MapLayerName, LayerTiling>> = {
  zoning: { minZoom: 0, maxZoom: 16, tolerance: 8, dissolveUpToZoom: 11 },
  toronto_properties: { minZoom: 10, maxZoom: 14, tolerance: 32 },
  'former-city': { minZoom: 0, maxZoom: 16, tolerance: 8 },
  // The streets are straight two-point lines and the lake one ring, so tolerance only trims the lake's shore.
  basemap: { minZoom: 0, maxZoom: 16, tolerance: 8 },
};

const DEFAULT_CACHE_BYTES = 64 * 1024 * 1024;
// What a cache entry costs beyond its bytes (key, Map slot, ETag); also the whole cost of an empty tile.
const ENTRY_OVERHEAD_BYTES = 200;

export type EncodedTile = GzippedBody;

export interface TileIndexOptions {
  /** Byte budget of the encoded-tile cache; 64 MB unless given. */
  cacheBytes?: number;
  /**
   * Zoom down to which geojson-vt slices at build time (it drills deeper on first request).
   * Higher moves work from first requests to start-up, and costs memory.
   */
  indexMaxZoom?: number;
}

export interface TileIndexStats {
  buildMs: number;
  cachedTiles: number;
  cachedBytes: number;
}

export interface TileIndex {
  /** Gzipped MVT bytes and their ETag; null when the tile has no features or z is outside the layer's zooms. */
  getTile(layer: MapLayerName, z: number, x: number, y: number): EncodedTile | null;
  stats(): TileIndexStats;
}

export function isMapLayerName(name: string): name is MapLayerName {
  return (MAP_LAYERS as readonly string[]).includes(name);
}

export function buildTileIndex(dataset: Dataset, options: TileIndexOptions = {}): TileIndex {
  const started = performance.now();
  const sources = layerSources(dataset);
  const cutters = new Map(MAP_LAYERS.map((layer) => [layer, createLayerCutter(layer, sources[layer], options)] as const));
  const buildMs = performance.now() - started;
  // null marks a tile known to be empty, so the sea costs a look-up too.
  const cache = new ByteBudgetCache<EncodedTile | null>(
    options.cacheBytes ?? DEFAULT_CACHE_BYTES,
    (tile) => ENTRY_OVERHEAD_BYTES + (tile?.gzip.length ?? 0),
  );

  return {
    getTile(layer, z, x, y) {
      // Checked before the cache, so requests outside the pyramid cannot crowd real tiles out of it.
      const { minZoom, maxZoom } = LAYER_TILING[layer];
      if (z < minZoom || z > maxZoom || !isTileOnGrid(z, x, y)) return null;
      const key = `${layer}/${z}/${x}/${y}`;
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
      const encoded = cutters.get(layer)!(z, x, y);
      cache.set(key, encoded);
      return encoded;
    },
    stats: () => ({ buildMs, cachedTiles: cache.size, cachedBytes: cache.bytes }),
  };
}

/** Cuts one map layer's tiles on request, each encoded and gzipped; null where the tile has no features. */
export type LayerCutter = (z: number, x: number, y: number) => EncodedTile | null;

/** The cutter of one map layer over the dataset; the layer's index is built now and freed with the cutter. */
export function createTileCutter(dataset: Dataset, layer: MapLayerName, options: Pick<TileIndexOptions, 'indexMaxZoom'> = {}): LayerCutter {
  return createLayerCutter(layer, layerSources(dataset, layer)[layer], options);
}

/** A map layer's features as its tiles carry them, by source layer (the MVT layer each goes into). */
export type TileSources = Record<string, FeatureCollection>;

/** The features one map layer's tiles are cut from, for cutting parts of the layer with createSourcesCutter. */
export function tileSources(dataset: Dataset, layer: MapLayerName): TileSources {
  return layerSources(dataset, layer)[layer];
}

/**
 * A cutter over some of a layer's tile features (those near one region, in the layer's order): a tile within the
 * region comes out as the whole layer's cutter would cut it, the features away from it playing no part in it.
 */
export function createSourcesCutter(layer: MapLayerName, sources: TileSources): LayerCutter {
  return createLayerCutter(layer, sources, {});
}

// A map layer's tile holds one MVT layer per source layer, named after it.
function createLayerCutter(layer: MapLayerName, sources: Record<string, FeatureCollection>, options: Pick<TileIndexOptions, 'indexMaxZoom'>): LayerCutter {
  const indexes = Object.entries(sources).map(
    ([name, collection]) =>
      [
        name,
        new GeoJSONVT(collection, {
          maxZoom: LAYER_TILING[layer].maxZoom,
          indexMaxZoom: options.indexMaxZoom ?? 5,
          extent: TILE_EXTENT,
          buffer: 64,
          tolerance: LAYER_TILING[layer].tolerance,
        }),
      ] as const,
  );
  return (z, x, y) => {
    const layers: Record<string, NonNullable<ReturnType<GeoJSONVT['getTile']>>> = {};
    const dissolved = z <= (LAYER_TILING[layer].dissolveUpToZoom ?? -1);
    for (const [name, index] of indexes) {
      const tile = index.getTile(z, x, y);
      if (tile && tile.features.length > 0) layers[name] = dissolved ? dissolveByColour(tile) : tile;
    }
    if (Object.keys(layers).length === 0) return null;
    return gzipBody(fromGeojsonVt(layers, { version: 2, extent: TILE_EXTENT }));
  };
}

export function isTileOnGrid(z: number, x: number, y: number): boolean {
  const n = 2 ** z;
  return [z, x, y].every(Number.isInteger) && x >= 0 && y >= 0 && x < n && y < n;
}

// Only the fields the client draws with go into the index: they are copied into every tile.
// `only` builds one layer's sources and leaves the others empty, so cutting one layer costs no other layer's copy.
function layerSources(dataset: Dataset, only?: MapLayerName): Record<MapLayerName, Record<string, FeatureCollection>> {
  const wanted = (layer: MapLayerName) => only === undefined || only === layer;
  const zoning = wanted('zoning') || wanted('former-city') ? dataset.zoning.features : [];
  const inBylaw = wanted('zoning') ? zoning.filter((f) => !isFormerBylawArea(f.properties)) : [];
  const former = wanted('former-city') ? zoning.filter((f) => isFormerBylawArea(f.properties)) : [];
  return {
    zoning: {
      zoning: collect(inBylaw, (f) => tileFeature(f.geometry, toZoningTileProperties(f.properties), f.properties.OBJECTID)),
    },
    toronto_properties: {
      // Read through, not copied: an import's parcels build their GeoJSON on each read (packed-feature.ts), so the
      // tile cutter makes each one's as it takes it in, and no list of all of them is ever held.
      toronto_properties: collect(wanted('toronto_properties') ? dataset.parcels.features : [], (f) => ({
        type: 'Feature',
        get geometry() {
          return f.geometry;
        },
        properties: { ...toParcelTileProperties(f.properties) },
      })),
    },
    'former-city': {
      'former-city': collect(former, (f) => tileFeature(f.geometry, toFormerCityTileProperties(f.properties), f.properties.OBJECTID)),
    },
    basemap: {
      water: collect(wanted('basemap') ? dataset.water.features : [], (f) => tileFeature(f.geometry, toWaterTileProperties(f.properties))),
      streets: collect(wanted('basemap') ? dataset.centreline.features : [], (f) =>
        tileFeature(f.geometry, toCentrelineTileProperties(f.properties), f.properties.CENTRELINE_ID),
      ),
    },
  };
}

function collect<T>(items: readonly T[], toFeature: (item: T) => Feature): FeatureCollection {
  return { type: 'FeatureCollection', features: items.map(toFeature) };
}

// An MVT feature id must be an unsigned integer; the client uses it for hover and selection state.
function tileFeature(geometry: Area | Line, properties: object, id?: number): Feature {
  const feature: Feature = { type: 'Feature', geometry, properties: { ...properties } };
  if (id !== undefined && Number.isSafeInteger(id) && id >= 0) feature.id = id;
  return feature;
}

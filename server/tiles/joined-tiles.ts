// One tile carrying several map layers ('/data/zoning+former-city+basemap/11/572/747.pbf'), so the map asks once per
// tile position rather than once per layer: the start view's 18 requests become 6. A vector tile is a list of
// layers, and two encoded tiles put one after the other are one tile with the layers of both, so joining costs
// two gunzips and a gzip, once per tile and set of layers.

import { gunzipSync } from 'node:zlib';
import { gzipBody } from './http-body';
import { ByteBudgetCache } from './tile-cache';
import { isMapLayerName, MAP_LAYERS, type EncodedTile, type MapLayerName } from './tile-index';
import type { TileSource } from './tile-archives';

/** What joins the layer names in a path segment. */
export const LAYER_JOINER = '+';

export type LayerSetResult = { ok: true; layers: MapLayerName[] } | { ok: false; message: string };

/** 'zoning+former-city' → its layers, each known and named once (order kept: it is the order of the tile's layers). */
export function parseLayerSet(segment: string): LayerSetResult {
  const names = segment.split(LAYER_JOINER);
  const layers: MapLayerName[] = [];
  for (const name of names) {
    if (!isMapLayerName(name)) return { ok: false, message: `There is no map layer '${name}'; the layers are ${MAP_LAYERS.join(', ')}.` };
    if (layers.includes(name)) return { ok: false, message: `The map layer '${name}' is named twice in '${segment}'.` };
    layers.push(name);
  }
  return { ok: true, layers };
}

const DEFAULT_CACHE_BYTES = 16 * 1024 * 1024;

export interface JoinedTiles {
  getTile(layers: readonly MapLayerName[], z: number, x: number, y: number): Promise<EncodedTile | null>;
}

/** Joined tiles over a tile source, kept in memory up to a byte budget; null where every layer is empty. */
export function createJoinedTiles(source: TileSource, cacheBytes = DEFAULT_CACHE_BYTES): JoinedTiles {
  const cache = new ByteBudgetCache<EncodedTile | null>(cacheBytes, (tile) => 200 + (tile?.gzip.length ?? 0));
  return {
    async getTile(layers, z, x, y) {
      if (layers.length === 1) return source.getTile(layers[0]!, z, x, y);
      const key = `${layers.join(LAYER_JOINER)}/${z}/${x}/${y}`;
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
      const parts = (await Promise.all(layers.map((layer) => source.getTile(layer, z, x, y)))).filter((part) => part !== null);
      const tile = parts.length === 0 ? null : parts.length === 1 ? parts[0]! : gzipBody(Buffer.concat(parts.map((part) => gunzipSync(part.gzip))));
      cache.set(key, tile);
      return tile;
    },
  };
}

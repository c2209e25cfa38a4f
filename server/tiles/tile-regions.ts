// Cuts a large map layer's tiles one region at a time: each region is a tile of a coarser zoom, and only the features
// near it go into the index its tiles are cut from. The 486,000 parcels of the City then never sit in one geojson-vt
// index (~1 GB for the whole layer while it was cut); the tiles come out byte for byte as one index would cut them.

import type { Feature, FeatureCollection, Position } from 'geojson';
import type { Dataset } from '../../src/lib/spatial/schema';
import type { Box } from './tile-archives';
import { createSourcesCutter, LAYER_TILING, tileSources, type MapLayerName, type TileSources } from './tile-index';
import { tileContaining } from './tile-path';

/**
 * The layers cut in regions, and the zooms the regions are tiles of: toronto_properties' z10–z11 tiles are cut within
 * each z10 tile, its z12–z14 tiles within each z12 tile (~2.4 × 1.8 km here, some tens of thousands of parcels at most).
 */
export const REGION_ZOOMS: Partial<Record<MapLayerName, readonly number[]>> = { toronto_properties: [10, 12] };

/**
 * Below this many features a layer is cut whole: one index is then small enough, and cutting in regions converts
 * each feature twice (once per region zoom), ~1.5× the time. The demo's 166,000 parcels stay under it; the City's
 * 486,000 go over (their index held ~1 GB more at its peak, and the import went past its 2.5 GB budget).
 */
export const REGION_CUT_FEATURES = 250_000;

export interface CutTile {
  z: number;
  x: number;
  y: number;
  gzip: Buffer;
}

/** A region takes in the features within this share of its width beyond its edges: geojson-vt's buffer is 1/64. */
const REGION_MARGIN = 1 / 16;

function lngOf(x: number, z: number): number {
  return (x / 2 ** z) * 360 - 180;
}

function latOf(y: number, z: number): number {
  return (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / 2 ** z))) * 180) / Math.PI;
}

/** A tile's extent in degrees, widened by REGION_MARGIN of its size on every side (in the tile grid's own units). */
function regionBox(z: number, x: number, y: number): Box {
  return [lngOf(x - REGION_MARGIN, z), latOf(y + 1 + REGION_MARGIN, z), lngOf(x + 1 + REGION_MARGIN, z), latOf(y - REGION_MARGIN, z)];
}

/** Each feature's box as west, south, east, north in a row of four. */
function featureBoxes(features: readonly Feature[]): Float64Array {
  const boxes = new Float64Array(features.length * 4);
  features.forEach((feature, i) => {
    let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
    const visit = (value: unknown): void => {
      if (!Array.isArray(value)) return;
      if (typeof value[0] === 'number') {
        const [x, y] = value as Position;
        if (x! < w) w = x!;
        if (y! < s) s = y!;
        if (x! > e) e = x!;
        if (y! > n) n = y!;
        return;
      }
      for (const item of value) visit(item);
    };
    const geometry = feature.geometry;
    if (geometry && 'coordinates' in geometry) visit(geometry.coordinates);
    boxes.set([w, s, e, n], i * 4);
  });
  return boxes;
}

/** Every tile of the layer at the zooms from the first region zoom to its last, in no particular order. */
export function cutInRegions(dataset: Dataset, layer: MapLayerName, box: Box, regionZooms: readonly number[]): CutTile[] {
  const sources = tileSources(dataset, layer);
  const names = Object.keys(sources);
  const boxes = new Map(names.map((name) => [name, featureBoxes(sources[name]!.features)]));
  const { maxZoom } = LAYER_TILING[layer];
  const tiles: CutTile[] = [];
  regionZooms.forEach((regionZoom, k) => {
    const lastZoom = (regionZooms[k + 1] ?? maxZoom + 1) - 1;
    const nw = tileContaining(box[0], box[3], regionZoom);
    const se = tileContaining(box[2], box[1], regionZoom);
    for (let rx = nw.x; rx <= se.x; rx += 1) {
      for (let ry = nw.y; ry <= se.y; ry += 1) {
        const [w, s, e, n] = regionBox(regionZoom, rx, ry);
        let any = false;
        const near: TileSources = {};
        for (const name of names) {
          const b = boxes.get(name)!;
          // In the layer's order, so a tile lists its features as the whole layer's index would.
          const features = sources[name]!.features.filter((_, i) => b[i * 4]! <= e && b[i * 4 + 2]! >= w && b[i * 4 + 1]! <= n && b[i * 4 + 3]! >= s);
          near[name] = { type: 'FeatureCollection', features } satisfies FeatureCollection;
          any ||= features.length > 0;
        }
        if (!any) continue;
        const cut = createSourcesCutter(layer, near);
        for (let z = regionZoom; z <= lastZoom; z += 1) {
          const scale = 2 ** (z - regionZoom);
          // Only the tiles that meet the layer's extent, as the layer cut whole has.
          const first = tileContaining(box[0], box[3], z);
          const last = tileContaining(box[2], box[1], z);
          for (let x = Math.max(rx * scale, first.x); x < (rx + 1) * scale && x <= last.x; x += 1) {
            for (let y = Math.max(ry * scale, first.y); y < (ry + 1) * scale && y <= last.y; y += 1) {
              const tile = cut(z, x, y);
              if (tile) tiles.push({ z, x, y, gzip: tile.gzip });
            }
          }
        }
      }
    }
  });
  return tiles;
}

// Saved areas: what the page keeps of each (IndexedDB), where their tiles live (a cache that never expires, which the
// service worker reads before the browsing cache), and the plan shown before a save starts.

import type { DatasetInfo } from '../api/spatial';
import { boxAreaKm2, tileCount } from '../geo/tile-cover';
import type { Box } from '../spatial/area-geometries';
import type { TileSetSpec } from './area-pack';
import { AREA_PACK_PATH, MAX_AREA_PACK_KM2, MAX_AREA_PACK_TILES, MAX_AREA_PACK_ZOOM } from './area-pack-limits';

/** Not named per build, unlike the other caches: a new build must not drop what the user saved. */
export const SAVED_AREAS_CACHE = 'zonebrief-saved-areas';

export interface SavedArea {
  id: string;
  name: string;
  bbox: Box;
  /** ISO time the pack was saved. */
  savedAt: string;
  /**
   * The dataset version the pack was cut from, and its date (DatasetManifest.version). Typed optional because a record
   * is read back as it was stored: one kept from an older build may lack them, and is then of an unknown version.
   */
  datasetId?: string;
  datasetVersion?: string;
  /** The generated demo or the City's; recorded since issue 28, so an older record has none. */
  datasetSource?: DatasetInfo['source'];
  /** Bytes downloaded (the gzipped pack). */
  bytes: number;
  tileCount: number;
  /** The tile URLs it put in SAVED_AREAS_CACHE, to delete those no other area needs when it goes. */
  tileUrls: string[];
}

/** The URL the map asks for a pack tile by (its style's tile URL), so the cached answer is found. */
export function savedTileUrl(origin: string, path: string, datasetId: string): string {
  return `${origin}/data/${path}.pbf?v=${encodeURIComponent(datasetId)}`;
}

/** The pack's URL for a box and the map's tile sources. */
export function areaPackUrl(origin: string, bbox: Box, tileSets: readonly TileSetSpec[]): string {
  const query = new URLSearchParams({
    bbox: bbox.map((value) => value.toFixed(6)).join(','),
    tiles: tileSets.map((set) => `${set.layers}:${set.minZoom}-${Math.min(set.maxZoom, MAX_AREA_PACK_ZOOM)}`).join(','),
  });
  return `${origin}${AREA_PACK_PATH}?${query.toString()}`;
}

export interface AreaSavePlan {
  bbox: Box;
  areaKm2: number;
  /** For each zoom from 0 to MAX_AREA_PACK_ZOOM, the tiles the pack holds (a zoom past every source's holds none). */
  tilesByZoom: Array<{ zoom: number; tiles: number }>;
  totalTiles: number;
  /** Why the box cannot be saved as it is, or null. */
  tooLarge: string | null;
}

/** What saving the box would fetch, before anything is fetched. */
export function planAreaSave(bbox: Box, tileSets: readonly TileSetSpec[]): AreaSavePlan {
  const tilesByZoom = Array.from({ length: MAX_AREA_PACK_ZOOM + 1 }, (_, zoom) => ({
    zoom,
    tiles: tileSets.reduce((sum, set) => sum + (zoom >= set.minZoom && zoom <= set.maxZoom ? tileCount(bbox, zoom) : 0), 0),
  }));
  const totalTiles = tilesByZoom.reduce((sum, row) => sum + row.tiles, 0);
  const areaKm2 = boxAreaKm2(bbox);
  const tooLarge =
    areaKm2 > MAX_AREA_PACK_KM2
      ? `This view covers ${areaKm2.toFixed(1)} km²; at most ${MAX_AREA_PACK_KM2} km² can be saved at once. Zoom in and try again.`
      : totalTiles > MAX_AREA_PACK_TILES
        ? `This view needs ${totalTiles} map tiles; at most ${MAX_AREA_PACK_TILES} can be saved at once. Zoom in and try again.`
        : null;
  return { bbox, areaKm2, tilesByZoom, totalTiles, tooLarge };
}

/** The tile URLs of `area` that no other saved area holds: what deleting it frees. */
export function tilesOnlyIn(area: SavedArea, others: readonly SavedArea[]): string[] {
  const kept = new Set(others.filter((other) => other.id !== area.id).flatMap((other) => other.tileUrls));
  return area.tileUrls.filter((url) => !kept.has(url));
}

/** A saved area whose box holds the point. */
export function savedAreaAt(areas: readonly SavedArea[], lng: number, lat: number): SavedArea | undefined {
  return areas.find(({ bbox: [west, south, east, north] }) => lng >= west && lng <= east && lat >= south && lat <= north);
}

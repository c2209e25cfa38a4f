// The web-mercator tiles (the map's z/x/y scheme) that cover a box, zoom by zoom: what a saved area must hold so the
// map can show it offline at every zoom up to the deepest one a source serves.

import type { Box } from '../spatial/area-geometries';

export interface TileId {
  z: number;
  x: number;
  y: number;
}

/** Web mercator stops short of the poles. */
const MAX_LATITUDE = 85.05112878;

export function tileX(lng: number, z: number): number {
  const n = 2 ** z;
  return Math.min(n - 1, Math.max(0, Math.floor(((lng + 180) / 360) * n)));
}

export function tileY(lat: number, z: number): number {
  const n = 2 ** z;
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));
  const rad = (clamped * Math.PI) / 180;
  return Math.min(n - 1, Math.max(0, Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n)));
}

/** The inclusive column and row ranges of the tiles at zoom z that meet the box. */
export function tileRange([west, south, east, north]: Box, z: number): { minX: number; maxX: number; minY: number; maxY: number } {
  return { minX: tileX(west, z), maxX: tileX(east, z), minY: tileY(north, z), maxY: tileY(south, z) };
}

/** How many tiles at zoom z meet the box. */
export function tileCount(box: Box, z: number): number {
  const { minX, maxX, minY, maxY } = tileRange(box, z);
  return (maxX - minX + 1) * (maxY - minY + 1);
}

/** Every tile meeting the box from minZoom to maxZoom, zoom by zoom, rows then columns. */
export function* tilesCovering(box: Box, minZoom: number, maxZoom: number): Generator<TileId> {
  for (let z = minZoom; z <= maxZoom; z += 1) {
    const { minX, maxX, minY, maxY } = tileRange(box, z);
    for (let y = minY; y <= maxY; y += 1) for (let x = minX; x <= maxX; x += 1) yield { z, x, y };
  }
}

/** The box's ground area in square kilometres (a sphere; the few kilometres a saved area spans make it exact enough). */
export function boxAreaKm2([west, south, east, north]: Box): number {
  const kmPerDegreeLat = (6_371.0088 * Math.PI) / 180;
  const midLat = ((south + north) / 2) * (Math.PI / 180);
  return (east - west) * kmPerDegreeLat * Math.cos(midLat) * (north - south) * kmPerDegreeLat;
}

/** A map's view: its centre, zoom and size in CSS pixels, unrotated and unpitched. */
export interface ViewSize {
  center: readonly [lng: number, lat: number];
  zoom: number;
  width: number;
  height: number;
}

/** The width of a tile in CSS pixels at its own zoom: MapLibre's vector tiles are cut at 512. */
const TILE_PIXELS = 512;

/**
 * The tiles of one zoom a view shows, as MapLibre asks a vector source for them: zoom floor(view zoom) clamped to the
 * source's range, and every tile the view's rectangle meets.
 */
export function tilesInView({ center: [lng, lat], zoom, width, height }: ViewSize, minZoom: number, maxZoom: number): TileId[] {
  const z = Math.max(minZoom, Math.min(maxZoom, Math.floor(zoom)));
  // The view's corners in tile units at zoom z: the centre's position plus half the view, scaled from the view's zoom.
  const scale = 2 ** (zoom - z) * TILE_PIXELS;
  const n = 2 ** z;
  const x = ((lng + 180) / 360) * n;
  const rad = (Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * Math.PI) / 180;
  const y = ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n;
  const clamp = (value: number) => Math.min(n - 1, Math.max(0, Math.floor(value)));
  const [minX, maxX] = [clamp(x - width / 2 / scale), clamp(x + width / 2 / scale)];
  const [minY, maxY] = [clamp(y - height / 2 / scale), clamp(y + height / 2 / scale)];
  const tiles: TileId[] = [];
  for (let row = minY; row <= maxY; row += 1) for (let column = minX; column <= maxX; column += 1) tiles.push({ z, x: column, y: row });
  return tiles;
}

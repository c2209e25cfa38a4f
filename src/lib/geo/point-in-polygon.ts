// Point-in-polygon tests for GeoJSON Polygon and MultiPolygon coordinates (planar, lng/lat as x/y).

import type { MultiPolygon, Polygon, Position } from 'geojson';

/** Even–odd ray casting against one ring; a closing point equal to the first is allowed but not required. */
function pointInRing(x: number, y: number, ring: readonly Position[]): boolean {
  let inside = false;
  const n = ring.length;
  for (let i = 0, j = n - 1; i < n; j = i, i += 1) {
    const a = ring[i];
    const b = ring[j];
    if (!a || !b) continue;
    const ax = a[0] ?? 0;
    const ay = a[1] ?? 0;
    const bx = b[0] ?? 0;
    const by = b[1] ?? 0;
    if (ay > y !== by > y && x < ((bx - ax) * (y - ay)) / (by - ay) + ax) inside = !inside;
  }
  return inside;
}

/**
 * Whether (lng, lat) lies inside a polygon given as GeoJSON rings: the first ring is the outer boundary,
 * the rest are holes. A point exactly on an edge may count either way (callers that need a single owner
 * for edge points must break ties themselves).
 */
export function pointInPolygon(lng: number, lat: number, polygonCoords: readonly (readonly Position[])[]): boolean {
  const [outer, ...holes] = polygonCoords;
  if (!outer || !pointInRing(lng, lat, outer)) return false;
  return !holes.some((hole) => pointInRing(lng, lat, hole));
}

/** Whether (lng, lat) lies inside a Polygon or in any part of a MultiPolygon. */
export function pointInArea(lng: number, lat: number, geometry: Polygon | MultiPolygon): boolean {
  if (geometry.type === 'Polygon') return pointInPolygon(lng, lat, geometry.coordinates);
  return geometry.coordinates.some((polygon) => pointInPolygon(lng, lat, polygon));
}

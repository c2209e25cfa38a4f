// Points for tests that look up "a point in this area" or "a point by this street": the grid point inside a polygon
// that lies farthest from its edges (as polylabel does, to a grid's precision), so no edge case decides the answer;
// and a point a given distance beside a line.

import type { MultiPolygon, Polygon, Position } from 'geojson';
import { pointInPolygon } from '../../src/lib/geo/point-in-polygon';
import { METRES_PER_DEGREE_LAT } from '../../src/lib/spatial/ground-metres';

function distanceToSegment(x: number, y: number, a: Position, b: Position, cosLat: number): number {
  const [ax, ay, bx, by] = [a[0]! * cosLat, a[1]!, b[0]! * cosLat, b[1]!];
  const px = x * cosLat;
  const [dx, dy] = [bx - ax, by - ay];
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (y - ay) * dy) / lengthSquared));
  return Math.hypot(ax + t * dx - px, ay + t * dy - y);
}

function edgeDistance(x: number, y: number, rings: readonly Position[][], cosLat: number): number {
  let best = Number.POSITIVE_INFINITY;
  for (const ring of rings) {
    for (let k = 0; k + 1 < ring.length; k += 1) best = Math.min(best, distanceToSegment(x, y, ring[k]!, ring[k + 1]!, cosLat));
  }
  return best;
}

/** The best of a `steps` × `steps` grid over one polygon's box, refined once around it; null if no grid point is inside. */
function polygonInteriorPoint(rings: Position[][], steps: number): { point: [number, number]; clearance: number } | null {
  const outer = rings[0]!;
  const xs = outer.map((p) => p[0]!);
  const ys = outer.map((p) => p[1]!);
  let [west, east, south, north] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const cosLat = Math.cos((((south + north) / 2) * Math.PI) / 180);
  let best: { point: [number, number]; clearance: number } | null = null;
  for (let pass = 0; pass < 2; pass += 1) {
    const [dx, dy] = [(east - west) / steps, (north - south) / steps];
    for (let i = 0; i <= steps; i += 1) {
      for (let j = 0; j <= steps; j += 1) {
        const [x, y] = [west + (i + 0.5) * dx, south + (j + 0.5) * dy];
        if (!pointInPolygon(x, y, rings)) continue;
        const clearance = edgeDistance(x, y, rings, cosLat);
        if (!best || clearance > best.clearance) best = { point: [x, y], clearance };
      }
    }
    if (!best) return null;
    // Then a finer grid around the best point so far.
    [west, east, south, north] = [best.point[0] - dx, best.point[0] + dx, best.point[1] - dy, best.point[1] + dy];
  }
  return best;
}

/** A point inside the area (of its roomiest part), far from every edge; throws if the area has no room at all. */
export function interiorPoint(area: Polygon | MultiPolygon, steps = 24): [number, number] {
  const polygons = area.type === 'Polygon' ? [area.coordinates] : area.coordinates;
  let best: { point: [number, number]; clearance: number } | null = null;
  for (const polygon of polygons) {
    const found = polygonInteriorPoint(polygon, steps);
    if (found && (!best || found.clearance > best.clearance)) best = found;
  }
  if (!best) throw new Error('no grid point falls inside the area');
  return best.point;
}

/** The middle of a line's longest segment, moved `metres` to its left. */
export function besideLine(line: readonly Position[], metres: number): [number, number] {
  let longest = 0;
  let longestLength = -1;
  for (let k = 0; k + 1 < line.length; k += 1) {
    const length = Math.hypot(line[k + 1]![0]! - line[k]![0]!, line[k + 1]![1]! - line[k]![1]!);
    if (length > longestLength) [longest, longestLength] = [k, length];
  }
  const [a, b] = [line[longest]!, line[longest + 1]!];
  const lat = (a[1]! + b[1]!) / 2;
  const perLng = METRES_PER_DEGREE_LAT * Math.cos((lat * Math.PI) / 180);
  const [dx, dy] = [(b[0]! - a[0]!) * perLng, (b[1]! - a[1]!) * METRES_PER_DEGREE_LAT];
  const length = Math.hypot(dx, dy);
  return [(a[0]! + b[0]!) / 2 - ((dy / length) * metres) / perLng, lat + ((dx / length) * metres) / METRES_PER_DEGREE_LAT];
}

// Distances on the ground near a point: an equirectangular projection at the point's latitude, good to well
// under a centimetre over the few hundred metres the look-ups need.

import type { Position } from 'geojson';

/** Metres per degree of latitude on the mean Earth sphere (radius 6,371,008.8 m). */
export const METRES_PER_DEGREE_LAT = (6_371_008.8 * Math.PI) / 180;

export interface LocalProjection {
  /** Metres east and north of the origin. */
  toMetres(lng: number, lat: number): [number, number];
  /** Degrees of longitude and latitude that span `metres` at the origin. */
  degrees(metres: number): { lng: number; lat: number };
}

export function localProjection(originLng: number, originLat: number): LocalProjection {
  const perLng = METRES_PER_DEGREE_LAT * Math.cos((originLat * Math.PI) / 180);
  return {
    toMetres: (lng, lat) => [(lng - originLng) * perLng, (lat - originLat) * METRES_PER_DEGREE_LAT],
    degrees: (metres) => ({ lng: metres / perLng, lat: metres / METRES_PER_DEGREE_LAT }),
  };
}

/** Distance in metres from the projection's origin to the segment a–b. */
export function distanceToSegment(projection: LocalProjection, a: Position, b: Position): number {
  const [ax, ay] = projection.toMetres(a[0]!, a[1]!);
  const [bx, by] = projection.toMetres(b[0]!, b[1]!);
  return pointToSegment(0, 0, ax, ay, bx, by);
}

/** Planar distance from p to the segment a–b, all in the same metres. */
export function pointToSegment(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  // Project p onto the segment and clamp to its ends.
  const t = lengthSquared === 0 ? 0 : Math.min(1, Math.max(0, ((px - ax) * dx + (py - ay) * dy) / lengthSquared));
  return Math.hypot(ax + t * dx - px, ay + t * dy - py);
}

/** Which side of a–b the point c lies: > 0 left, < 0 right, 0 on the line. */
function side(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
}

/**
 * Planar distance between the segments a–b and c–d: 0 where they cross, else the least of the four end-to-segment
 * distances (one of which is always the closest approach of two segments that do not cross).
 */
export function segmentToSegment(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, dx: number, dy: number): number {
  const abC = side(ax, ay, bx, by, cx, cy);
  const abD = side(ax, ay, bx, by, dx, dy);
  const cdA = side(cx, cy, dx, dy, ax, ay);
  const cdB = side(cx, cy, dx, dy, bx, by);
  // Touching and collinear cases fall through: one of the end distances below is then 0.
  if (((abC > 0 && abD < 0) || (abC < 0 && abD > 0)) && ((cdA > 0 && cdB < 0) || (cdA < 0 && cdB > 0))) return 0;
  return Math.min(
    pointToSegment(ax, ay, cx, cy, dx, dy),
    pointToSegment(bx, by, cx, cy, dx, dy),
    pointToSegment(cx, cy, ax, ay, bx, by),
    pointToSegment(dx, dy, ax, ay, bx, by),
  );
}

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
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  // The origin is (0, 0): project it onto the segment and clamp to its ends.
  const t = lengthSquared === 0 ? 0 : Math.min(1, Math.max(0, -(ax * dx + ay * dy) / lengthSquared));
  return Math.hypot(ax + t * dx, ay + t * dy);
}

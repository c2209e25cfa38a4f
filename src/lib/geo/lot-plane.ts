// The lot's local metric plane (ground-metres.ts around the parcel): the parcel's ring cleaned and cut into edges, and
// the neighbouring parcels ready for point tests. What lot-measure.ts measures with.

import type { Position } from 'geojson';
import { localProjection } from '../spatial/ground-metres';
import { pointInPolygon } from './point-in-polygon';

/** Vertices closer than this are one. */
const SAME_POINT_METRES = 0.01;
/** A ring of less area than this is no lot. */
const MIN_AREA_M2 = 1;

/** Metres east and north of the plane's origin. */
export type Xy = [number, number];

/** The plane around one point: metres east and north of it, and back. */
export interface Plane {
  toXy(p: Position): Xy;
  toLngLat(p: Xy): Xy;
}

/** The plane with its origin at `origin` ([lng, lat]). */
export function planeAt(origin: Position): Plane {
  const [lng0, lat0] = [origin[0]!, origin[1]!];
  const projection = localProjection(lng0, lat0);
  const perMetre = projection.degrees(1);
  return {
    toXy: (p) => projection.toMetres(p[0]!, p[1]!),
    toLngLat: ([x, y]) => [lng0 + x * perMetre.lng, lat0 + y * perMetre.lat],
  };
}

/** Signed area (shoelace): > 0 counter-clockwise. */
export function signedArea(ring: readonly Xy[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i += 1) {
    const [ax, ay] = ring[i]!;
    const [bx, by] = ring[(i + 1) % ring.length]!;
    sum += ax * by - bx * ay;
  }
  return sum / 2;
}

/** The outer ring in metres, counter-clockwise, without repeated points or the closing point; null if degenerate. */
export function cleanRing(ring: readonly Position[], plane: Plane): Xy[] | null {
  const points: Xy[] = [];
  for (const position of ring) {
    if (!Number.isFinite(position[0]) || !Number.isFinite(position[1])) continue;
    const p = plane.toXy(position);
    const last = points[points.length - 1];
    if (!last || Math.hypot(p[0] - last[0], p[1] - last[1]) > SAME_POINT_METRES) points.push(p);
  }
  const first = points[0];
  const last = points[points.length - 1];
  if (first && last && points.length > 1 && Math.hypot(first[0] - last[0], first[1] - last[1]) <= SAME_POINT_METRES) points.pop();
  if (points.length < 3) return null;
  const area = signedArea(points);
  if (Math.abs(area) < MIN_AREA_M2) return null;
  return area > 0 ? points : points.reverse();
}

export interface Edge {
  a: Xy;
  b: Xy;
  length: number;
  /** Unit direction a → b and the unit outward normal (to the right of a counter-clockwise ring's edge). */
  dir: Xy;
  out: Xy;
  mid: Xy;
}

export function edgesOf(ring: readonly Xy[]): Edge[] {
  return ring.map((a, i) => {
    const b = ring[(i + 1) % ring.length]!;
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const dir: Xy = [(b[0] - a[0]) / length, (b[1] - a[1]) / length];
    return { a, b, length, dir, out: [dir[1], -dir[0]], mid: [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] };
  });
}

/** A neighbouring parcel in the plane: its box for a quick reject, its rings for the test. */
export interface PlaneParcel {
  box: [number, number, number, number];
  rings: Xy[][];
}

export function toPlaneParcel(rings: readonly Position[][], plane: Plane): PlaneParcel {
  const planeRings = rings.map((ring) => ring.filter((p) => Number.isFinite(p[0]) && Number.isFinite(p[1])).map((p) => plane.toXy(p)));
  const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of planeRings[0] ?? []) {
    box[0] = Math.min(box[0], x);
    box[1] = Math.min(box[1], y);
    box[2] = Math.max(box[2], x);
    box[3] = Math.max(box[3], y);
  }
  return { box, rings: planeRings };
}

export function inAnyParcel([x, y]: Xy, parcels: readonly PlaneParcel[]): boolean {
  return parcels.some(({ box, rings }) => x >= box[0] && x <= box[2] && y >= box[1] && y <= box[3] && pointInPolygon(x, y, rings));
}

export const add = (p: Xy, v: Xy, k: number): Xy => [p[0] + v[0] * k, p[1] + v[1] * k];
export const dot = (u: Xy, v: Xy) => u[0] * v[0] + u[1] * v[1];

export function nearestOnSegment(point: Xy, p: Xy, q: Xy): Xy {
  const d: Xy = [q[0] - p[0], q[1] - p[1]];
  const lengthSquared = dot(d, d);
  if (lengthSquared === 0) return p;
  const t = dot([point[0] - p[0], point[1] - p[1]], d) / lengthSquared;
  if (t <= 0) return p;
  if (t >= 1) return q;
  return [p[0] + d[0] * t, p[1] + d[1] * t];
}

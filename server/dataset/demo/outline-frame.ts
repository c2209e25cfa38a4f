// The outline in grid-frame metres: which rectangles lie inside, outside or across it, and where lines cross it.

import { pointInPolygon } from '../../../src/lib/geo/point-in-polygon';
import type { Axis } from './arterials';
import type { Rect } from './frame-rect';
import { lngLatToFrame } from './grid-frame';
import { OUTLINE } from './outline';

export type RectPlacement = 'inside' | 'outside' | 'boundary';

export interface OutlineFrame {
  /** The closed ring in frame coordinates. */
  ring: [number, number][];
  bounds: Rect;
  contains(u: number, v: number): boolean;
  place(rect: Rect): RectPlacement;
  /** The lowest and highest point where a street line (constant v for 'ew', constant u for 'ns') meets the outline. */
  spanAlong(axis: Axis, at: number): [number, number] | null;
}

function segmentHitsRect(ax: number, ay: number, bx: number, by: number, r: Rect): boolean {
  if (Math.max(ax, bx) < r.u0 || Math.min(ax, bx) > r.u1 || Math.max(ay, by) < r.v0 || Math.min(ay, by) > r.v1) {
    return false;
  }
  // Liang–Barsky: clip the segment's parameter range against the four half-planes.
  let t0 = 0;
  let t1 = 1;
  const dx = bx - ax;
  const dy = by - ay;
  const checks: [number, number][] = [[-dx, ax - r.u0], [dx, r.u1 - ax], [-dy, ay - r.v0], [dy, r.v1 - ay]];
  for (const [p, q] of checks) {
    if (p === 0) {
      if (q < 0) return false;
    } else {
      const t = q / p;
      if (p < 0) t0 = Math.max(t0, t);
      else t1 = Math.min(t1, t);
      if (t0 > t1) return false;
    }
  }
  return true;
}

export function createOutlineFrame(): OutlineFrame {
  const ring = OUTLINE.map(([lng, lat]) => lngLatToFrame(lng, lat));
  const first = ring[0];
  if (first) ring.push([first[0], first[1]]);
  const us = ring.map((p) => p[0]);
  const vs = ring.map((p) => p[1]);
  const bounds: Rect = { u0: Math.min(...us), u1: Math.max(...us), v0: Math.min(...vs), v1: Math.max(...vs) };
  const contains = (u: number, v: number) => pointInPolygon(u, v, [ring]);

  return {
    ring,
    bounds,
    contains,
    place(rect) {
      for (let i = 0; i + 1 < ring.length; i += 1) {
        const a = ring[i];
        const b = ring[i + 1];
        if (a && b && segmentHitsRect(a[0], a[1], b[0], b[1], rect)) return 'boundary';
      }
      return contains((rect.u0 + rect.u1) / 2, (rect.v0 + rect.v1) / 2) ? 'inside' : 'outside';
    },
    spanAlong(axis, at) {
      const hits: number[] = [];
      for (let i = 0; i + 1 < ring.length; i += 1) {
        const a = ring[i];
        const b = ring[i + 1];
        if (!a || !b) continue;
        // For an 'ew' line (constant v) intersect in v and report u; for 'ns' the other way round.
        const [ac, aa, bc, ba] = axis === 'ew' ? [a[1], a[0], b[1], b[0]] : [a[0], a[1], b[0], b[1]];
        if (ac > at !== bc > at) hits.push(aa + ((at - ac) / (bc - ac)) * (ba - aa));
      }
      if (hits.length === 0) return null;
      return [Math.min(...hits), Math.max(...hits)];
    },
  };
}

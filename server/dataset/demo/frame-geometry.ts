// Turns frame rectangles and clipped frame polygons into GeoJSON geometry in WGS84, at the dataset's precision.

import type { Position } from 'geojson';
import type { Area } from '../../../src/lib/spatial/schema';
import { clipRectToOutline } from './clip-to-outline';
import { rectRing, type Rect } from './frame-rect';
import { frameToLngLat } from './grid-frame';
import type { OutlineFrame, RectPlacement } from './outline-frame';

/**
 * Remembers every block corner per grid line, so that a block edge that another block's corner touches
 * (a T-junction) carries that corner too. Shared edges then round to the same vertices on both sides and
 * the cover has no slivers between neighbours.
 */
export interface Noder {
  add(rect: Rect): void;
  ring(rect: Rect): [number, number][];
}

function insertSorted(list: number[], value: number): void {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  if (list[lo] !== value) list.splice(lo, 0, value);
}

function between(list: number[] | undefined, a: number, b: number): number[] {
  if (!list) return [];
  const [low, high] = a < b ? [a, b] : [b, a];
  const inside = list.filter((value) => value > low && value < high);
  return a < b ? inside : inside.reverse();
}

export function createNoder(): Noder {
  const alongU = new Map<number, number[]>(); // keyed by v: corners' u on that east–west line
  const alongV = new Map<number, number[]>(); // keyed by u: corners' v on that north–south line
  const note = (map: Map<number, number[]>, key: number, value: number) => {
    const list = map.get(key) ?? [];
    insertSorted(list, value);
    map.set(key, list);
  };
  return {
    add(rect) {
      for (const v of [rect.v0, rect.v1]) for (const u of [rect.u0, rect.u1]) {
        note(alongU, v, u);
        note(alongV, u, v);
      }
    },
    ring({ u0, u1, v0, v1 }) {
      const ring: [number, number][] = [[u0, v0]];
      for (const u of between(alongU.get(v0), u0, u1)) ring.push([u, v0]);
      ring.push([u1, v0]);
      for (const v of between(alongV.get(u1), v0, v1)) ring.push([u1, v]);
      ring.push([u1, v1]);
      for (const u of between(alongU.get(v1), u1, u0)) ring.push([u, v1]);
      ring.push([u0, v1]);
      for (const v of between(alongV.get(u0), v1, v0)) ring.push([u0, v]);
      ring.push([u0, v0]);
      return ring;
    },
  };
}

/** A frame ring in WGS84, rounded, without repeated points; null when rounding leaves nothing of it. */
export function ringToLngLat(ring: readonly (readonly [number, number])[]): Position[] | null {
  const out: Position[] = [];
  for (const [u, v] of ring) {
    const point = frameToLngLat(u, v);
    const last = out[out.length - 1];
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
  }
  const first = out[0];
  const last = out[out.length - 1];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) out.push([first[0]!, first[1]!]);
  return out.length >= 4 ? out : null;
}

function polygonsToArea(polygons: [number, number][][][]): Area | null {
  const converted = polygons
    .map((rings) => {
      const outer = rings[0] ? ringToLngLat(rings[0]) : null;
      if (!outer) return null;
      const holes = rings.slice(1).map(ringToLngLat).filter((hole): hole is Position[] => hole !== null);
      return [outer, ...holes];
    })
    .filter((polygon): polygon is Position[][] => polygon !== null);
  if (converted.length === 0) return null;
  if (converted.length === 1) return { type: 'Polygon', coordinates: converted[0]! };
  return { type: 'MultiPolygon', coordinates: converted };
}

/** The geometry of a rectangle as it lies in the city: whole when inside, cut to the outline when across it. */
export function rectToArea(rect: Rect, placement: RectPlacement, outline: OutlineFrame, noder?: Noder): Area | null {
  if (placement === 'outside') return null;
  if (placement === 'boundary') return polygonsToArea(clipRectToOutline(rect, outline));
  return polygonsToArea([[noder ? noder.ring(rect) : rectRing(rect)]]);
}

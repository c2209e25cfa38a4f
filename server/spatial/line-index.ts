// An in-memory index of street lines: a packed R-tree (flatbush) over every segment, for "the nearest line within
// so many metres of this point".

import Flatbush from 'flatbush';
import type { Feature } from 'geojson';
import type { Line } from '../dataset/schema';
import { distanceToSegment, localProjection } from './ground-metres';

export interface NearestLine<P> {
  feature: Feature<Line, P>;
  /** Metres on the ground, unrounded. */
  distance: number;
}

export class LineIndex<P> {
  private readonly tree: Flatbush | null;
  private readonly features: readonly Feature<Line, P>[];
  /** Per segment: the index of its feature, and its ends as lng, lat, lng, lat. */
  private readonly owner: Int32Array;
  private readonly ends: Float64Array;

  constructor(features: readonly Feature<Line, P>[]) {
    this.features = features;
    const segments: [number, number, number, number, number][] = [];
    features.forEach((feature, index) => {
      const g = feature.geometry;
      for (const line of g.type === 'LineString' ? [g.coordinates] : g.coordinates) {
        for (let k = 0; k + 1 < line.length; k += 1) {
          const [a, b] = [line[k]!, line[k + 1]!];
          segments.push([index, a[0]!, a[1]!, b[0]!, b[1]!]);
        }
      }
    });
    this.owner = Int32Array.from(segments, (s) => s[0]);
    this.ends = Float64Array.from(segments.flatMap((s) => s.slice(1)));
    if (segments.length === 0) {
      this.tree = null;
      return;
    }
    this.tree = new Flatbush(segments.length);
    for (const [, ax, ay, bx, by] of segments) this.tree.add(Math.min(ax, bx), Math.min(ay, by), Math.max(ax, bx), Math.max(ay, by));
    this.tree.finish();
  }

  get size(): number {
    return this.features.length;
  }

  /** The line nearest the point within `maxMetres`; on a tie, the one listed first. */
  nearest(lng: number, lat: number, maxMetres: number): NearestLine<P> | undefined {
    if (!this.tree) return undefined;
    const projection = localProjection(lng, lat);
    const pad = projection.degrees(maxMetres);
    const candidates = this.tree.search(lng - pad.lng, lat - pad.lat, lng + pad.lng, lat + pad.lat);
    let best: { index: number; distance: number } | undefined;
    for (const segment of candidates) {
      const e = this.ends;
      const o = segment * 4;
      const distance = distanceToSegment(projection, [e[o]!, e[o + 1]!], [e[o + 2]!, e[o + 3]!]);
      const index = this.owner[segment]!;
      if (distance > maxMetres) continue;
      if (!best || distance < best.distance || (distance === best.distance && index < best.index)) best = { index, distance };
    }
    const feature = best && this.features[best.index];
    return feature && best ? { feature, distance: best.distance } : undefined;
  }
}

// An in-memory index of street lines: a packed R-tree (flatbush) over every segment, for "the nearest line within
// so many metres of this point" and "… of this parcel".

import Flatbush from 'flatbush';
import type { Feature } from 'geojson';
import { pointInArea } from '../geo/point-in-polygon';
import type { Box } from './area-geometries';
import type { Area, Line } from './schema';
import { boundsOf } from './area-index';
import { distanceToSegment, localProjection, segmentToSegment, type LocalProjection } from './ground-metres';

export interface NearestLine<P> {
  feature: Feature<Line, P>;
  /** Metres on the ground, unrounded. */
  distance: number;
}

export class LineIndex<P> {
  private readonly tree: Flatbush | null;
  /** The lines in their order (a tie goes to the first). */
  readonly features: readonly Feature<Line, P>[];
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

  /** The lines with a segment whose box meets [west, south, east, north], in their order: a coarse first pass. */
  search([west, south, east, north]: Box): Feature<Line, P>[] {
    if (!this.tree) return [];
    const owners = new Set(this.tree.search(west, south, east, north).map((segment) => this.owner[segment]!));
    return [...owners].sort((a, b) => a - b).map((index) => this.features[index]!);
  }

  /** The line nearest the point within `maxMetres`; on a tie, the one listed first. */
  nearest(lng: number, lat: number, maxMetres: number): NearestLine<P> | undefined {
    if (!this.tree) return undefined;
    const projection = localProjection(lng, lat);
    const pad = projection.degrees(maxMetres);
    const candidates = this.tree.search(lng - pad.lng, lat - pad.lat, lng + pad.lng, lat + pad.lat);
    const e = this.ends;
    return this.pick(candidates, maxMetres, (o) => distanceToSegment(projection, [e[o]!, e[o + 1]!], [e[o + 2]!, e[o + 3]!]));
  }

  /**
   * The line nearest the area within `maxMetres`, measured from the area's edges: 0 where a line touches, crosses or
   * lies inside it. On a tie, the one listed first.
   */
  nearestToArea(area: Area, maxMetres: number): NearestLine<P> | undefined {
    return this.nearestToBounds(boundsOf(area), () => area, maxMetres);
  }

  /** nearestToArea for an area whose bounds are known: its geometry is asked for only when a line comes within reach of them. */
  nearestToBounds([west, south, east, north]: Box, areaOf: () => Area, maxMetres: number): NearestLine<P> | undefined {
    if (!this.tree) return undefined;
    const projection = localProjection((west + east) / 2, (south + north) / 2);
    // Pad by the degrees at the box's poleward edge, where a metre spans the most longitude.
    const pad = localProjection(west, Math.abs(north) > Math.abs(south) ? north : south).degrees(maxMetres);
    const candidates = this.tree.search(west - pad.lng, south - pad.lat, east + pad.lng, north + pad.lat);
    if (candidates.length === 0) return undefined;
    const area = areaOf();
    const edges = edgesInMetres(area, projection);
    const e = this.ends;
    return this.pick(candidates, maxMetres, (o) => {
      const [ax, ay, bx, by] = [e[o]!, e[o + 1]!, e[o + 2]!, e[o + 3]!];
      // A segment wholly inside the area meets no edge; one of its ends inside is enough to say it lies within.
      if (pointInArea(ax, ay, area)) return 0;
      const [px, py] = projection.toMetres(ax, ay);
      const [qx, qy] = projection.toMetres(bx, by);
      let least = Infinity;
      for (let k = 0; k < edges.length; k += 4) {
        const distance = segmentToSegment(px, py, qx, qy, edges[k]!, edges[k + 1]!, edges[k + 2]!, edges[k + 3]!);
        if (distance < least) least = distance;
        if (least === 0) break;
      }
      return least;
    });
  }

  /** Of the candidate segments, the feature with the nearest one within `maxMetres`; on a tie, the one listed first. */
  private pick(candidates: readonly number[], maxMetres: number, distanceOf: (offset: number) => number): NearestLine<P> | undefined {
    let best: { index: number; distance: number } | undefined;
    for (const segment of candidates) {
      const distance = distanceOf(segment * 4);
      const index = this.owner[segment]!;
      if (distance > maxMetres) continue;
      if (!best || distance < best.distance || (distance === best.distance && index < best.index)) best = { index, distance };
    }
    const feature = best && this.features[best.index];
    return feature && best ? { feature, distance: best.distance } : undefined;
  }
}

/** Every ring edge of the area as x1, y1, x2, y2 in metres, holes included (a line may cross into a hole). */
function edgesInMetres(area: Area, projection: LocalProjection): Float64Array {
  const rings = (area.type === 'Polygon' ? [area.coordinates] : area.coordinates).flat();
  const edges = new Float64Array(rings.reduce((sum, ring) => sum + ring.length * 4, 0));
  let k = 0;
  for (const ring of rings) {
    // Each vertex to the next, and the last back to the first: an unclosed ring still closes; a closed one adds a
    // zero-length edge.
    for (let i = 0; i < ring.length; i += 1) {
      const a = ring[i]!;
      const b = ring[(i + 1) % ring.length]!;
      [edges[k], edges[k + 1]] = projection.toMetres(a[0]!, a[1]!);
      [edges[k + 2], edges[k + 3]] = projection.toMetres(b[0]!, b[1]!);
      k += 4;
    }
  }
  return edges;
}

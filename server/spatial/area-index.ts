// An in-memory index of polygons: a packed R-tree (flatbush) over their boxes, then point-in-polygon on the few candidates.

import Flatbush from 'flatbush';
import type { Feature } from 'geojson';
import { pointInArea } from '../../src/lib/geo/point-in-polygon';
import type { Area } from '../dataset/schema';

export class AreaIndex<P> {
  private readonly tree: Flatbush | null;
  private readonly features: readonly Feature<Area, P>[];

  constructor(features: readonly Feature<Area, P>[]) {
    this.features = features;
    if (features.length === 0) {
      this.tree = null;
      return;
    }
    this.tree = new Flatbush(features.length);
    for (const feature of features) {
      const [minX, minY, maxX, maxY] = boundsOf(feature.geometry);
      this.tree.add(minX, minY, maxX, maxY);
    }
    this.tree.finish();
  }

  get size(): number {
    return this.features.length;
  }

  /** The first feature whose area contains the point (areas of one layer do not overlap). */
  find(lng: number, lat: number): Feature<Area, P> | undefined {
    if (!this.tree) return undefined;
    const candidates = this.tree.search(lng, lat, lng, lat);
    // Flatbush yields candidates in tree order; sort so the answer never depends on it.
    if (candidates.length > 1) candidates.sort((a, b) => a - b);
    for (const index of candidates) {
      const feature = this.features[index];
      if (feature && pointInArea(lng, lat, feature.geometry)) return feature;
    }
    return undefined;
  }

  /** Features whose bounding box meets [west, south, east, north], in the order given: a coarse first pass. */
  search([west, south, east, north]: readonly [number, number, number, number]): Feature<Area, P>[] {
    if (!this.tree) return [];
    return this.tree
      .search(west, south, east, north)
      .sort((a, b) => a - b)
      .flatMap((index) => this.features[index] ?? []);
  }
}

export function boundsOf(geometry: Area): [number, number, number, number] {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  for (const polygon of polygons) {
    // The outer ring bounds the polygon; holes lie inside it.
    for (const [x, y] of polygon[0] ?? []) {
      if (x === undefined || y === undefined) continue;
      if (x < minX) minX = x;
      if (y < minY) minY = y;
      if (x > maxX) maxX = x;
      if (y > maxY) maxY = y;
    }
  }
  return [minX, minY, maxX, maxY];
}

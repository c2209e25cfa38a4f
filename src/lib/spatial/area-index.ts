// An index of polygons: a packed R-tree (flatbush) over their boxes, then point-in-polygon on the few candidates, all
// over flat arrays (a prebuilt dataset's files, or built here from GeoJSON); a feature's GeoJSON is built only for
// the features an answer returns.

import Flatbush from 'flatbush';
import type { Feature } from 'geojson';
import { AreaGeometries } from './area-geometries';
import { rowTable, type PropertyTable } from './property-columns';
import type { Area } from './schema';
import { itemsAt } from './point-search';

export class AreaIndex<P> {
  readonly geometries: AreaGeometries;

  constructor(
    geometries: AreaGeometries,
    readonly properties: PropertyTable<P>,
    /** Over the features' boxes in their order; null when there are none. */
    readonly tree: Flatbush | null,
  ) {
    // An index answers look-ups: its large rings are banded before the first one rather than during it.
    this.geometries = geometries.bandLargeRings();
  }

  /** findIndex's candidates, kept between calls. */
  private readonly candidates: number[] = [];

  static fromFeatures<P extends object>(features: readonly Feature<Area, P>[]): AreaIndex<P> {
    const geometries = AreaGeometries.fromFeatures(features);
    return new AreaIndex(geometries, rowTable(features.map((f) => f.properties)), buildAreaTree(geometries));
  }

  get size(): number {
    return this.geometries.length;
  }

  /** The first feature whose area contains the point (areas of one layer do not overlap). */
  find(lng: number, lat: number): Feature<Area, P> | undefined {
    const index = this.findIndex(lng, lat);
    return index < 0 ? undefined : this.feature(index);
  }

  /** The properties of find's feature, without the feature. */
  propertiesAt(lng: number, lat: number): P | undefined {
    const index = this.findIndex(lng, lat);
    return index < 0 ? undefined : this.properties.get(index);
  }

  /** find's feature by its position in the layer; -1 when none. */
  findIndex(lng: number, lat: number): number {
    if (!this.tree) return -1;
    const candidates = itemsAt(this.tree, lng, lat, this.candidates);
    // Flatbush yields candidates in tree order; sort so the answer never depends on it.
    if (candidates.length > 1) candidates.sort((a, b) => a - b);
    for (const index of candidates) {
      if (this.geometries.contains(index, lng, lat)) return index;
    }
    return -1;
  }

  /** Features whose bounding box meets [west, south, east, north], in the layer's order: a coarse first pass. */
  search(box: readonly [number, number, number, number]): Feature<Area, P>[] {
    return this.searchIndexes(box).map((index) => this.feature(index));
  }

  /** search's features by their positions in the layer. */
  searchIndexes([west, south, east, north]: readonly [number, number, number, number]): number[] {
    if (!this.tree) return [];
    return this.tree.search(west, south, east, north).sort((a, b) => a - b);
  }

  /** The feature at a position, its geometry built on first read. */
  feature(index: number): Feature<Area, P> {
    const geometries = this.geometries;
    let geometry: Area | undefined;
    return {
      type: 'Feature',
      properties: this.properties.get(index),
      get geometry() {
        return (geometry ??= geometries.geometry(index));
      },
    };
  }
}

/** The R-tree over each feature's box, in the features' order. */
export function buildAreaTree(geometries: AreaGeometries): Flatbush | null {
  if (geometries.length === 0) return null;
  const tree = new Flatbush(geometries.length);
  for (let i = 0; i < geometries.length; i += 1) {
    const [minX, minY, maxX, maxY] = geometries.bounds(i);
    tree.add(minX, minY, maxX, maxY);
  }
  tree.finish();
  return tree;
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

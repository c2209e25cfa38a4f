// Geometry helpers for the demo generator's tests: areas, and finding the features that contain a point.

import Flatbush from 'flatbush';
import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';
import { pointInArea } from '../../../src/lib/geo/point-in-polygon';

export function ringArea(ring: readonly Position[]): number {
  let twice = 0;
  for (let i = 0; i + 1 < ring.length; i += 1) twice += ring[i]![0]! * ring[i + 1]![1]! - ring[i + 1]![0]! * ring[i]![1]!;
  return Math.abs(twice / 2);
}

/** Planar area in square degrees (the tests compare areas, so the unit does not matter). */
export function areaOf(geometry: Polygon | MultiPolygon): number {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons.reduce(
    (sum, [outer, ...holes]) => sum + ringArea(outer!) - holes.reduce((h, hole) => h + ringArea(hole), 0),
    0,
  );
}

export interface FeatureIndex<P> {
  containing(lng: number, lat: number): Feature<Polygon | MultiPolygon, P>[];
}

export function indexFeatures<P>(features: readonly Feature<Polygon | MultiPolygon, P>[]): FeatureIndex<P> {
  const index = new Flatbush(Math.max(1, features.length));
  for (const feature of features) {
    const g = feature.geometry;
    const points = (g.type === 'Polygon' ? g.coordinates : g.coordinates.flat()).flat();
    let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const [lng, lat] of points) {
      w = Math.min(w, lng!);
      s = Math.min(s, lat!);
      e = Math.max(e, lng!);
      n = Math.max(n, lat!);
    }
    index.add(w, s, e, n);
  }
  if (features.length === 0) index.add(0, 0, 0, 0);
  index.finish();
  return {
    containing: (lng, lat) =>
      index
        .search(lng, lat, lng, lat)
        .map((i) => features[i])
        .filter((f): f is Feature<Polygon | MultiPolygon, P> => f !== undefined && pointInArea(lng, lat, f.geometry)),
  };
}

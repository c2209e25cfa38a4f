// Geometry helpers for the demo generator's tests: areas, and finding the features that contain a point.

import Flatbush from 'flatbush';
import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';
import { pointInArea } from '../../../src/lib/geo/point-in-polygon';
import { frameToLngLat, lngLatToFrame } from './grid-frame';

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

/** Centimetres: the dataset's coordinate precision, with room for rounding on both axes. */
const ON_EDGE = 0.05;

/**
 * Whether a zoning area is a whole block inside the city rather than one its edge cuts: in the street-grid
 * frame every vertex of a whole block lies on its bounding rectangle, and every corner of that lies in the city.
 */
export function isWholeBlock(geometry: Polygon | MultiPolygon, city: Polygon | MultiPolygon): boolean {
  if (geometry.type !== 'Polygon' || geometry.coordinates.length !== 1) return false;
  const frame = geometry.coordinates[0]!.map(([lng, lat]) => lngLatToFrame(lng!, lat!));
  const [u0, u1] = [Math.min(...frame.map((p) => p[0])), Math.max(...frame.map((p) => p[0]))];
  const [v0, v1] = [Math.min(...frame.map((p) => p[1])), Math.max(...frame.map((p) => p[1]))];
  const near = (a: number, b: number) => Math.abs(a - b) <= ON_EDGE;
  const onEdge = frame.every(([u, v]) => near(u, u0) || near(u, u1) || near(v, v0) || near(v, v1));
  const corners = [[u0, v0], [u1, v0], [u1, v1], [u0, v1]] as const;
  return onEdge && corners.every(([u, v]) => pointInArea(...frameToLngLat(u, v), city));
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

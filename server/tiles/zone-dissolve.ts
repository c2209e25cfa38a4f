// Low-zoom zoning tiles as a few large shapes: the areas of one colour group in a tile merged into one feature.

import type { LegacyFeature, LegacyTile } from 'geojson-vt';
import polygonClipping, { type Polygon, type Ring } from 'polygon-clipping';

/**
 * The tile with one polygon feature per colour group, carrying COLOUR alone. At the start view (z11) a zoning tile
 * holds thousands of areas, and MapLibre parses, triangulates and draws each one with its outline on every frame;
 * merged, the same colours cover the same ground with about a third of the vertices and no inner edges.
 */
export function dissolveByColour(tile: LegacyTile): LegacyTile {
  const polygonsByColour = new Map<string, Polygon[]>();
  for (const feature of tile.features) {
    if (feature.type !== 3) continue;
    const colour = String(feature.tags?.COLOUR ?? '');
    const polygons = polygonsByColour.get(colour) ?? [];
    polygons.push(...polygonsOf(feature.geometry));
    polygonsByColour.set(colour, polygons);
  }
  const features: LegacyFeature[] = [];
  for (const [colour, polygons] of polygonsByColour) {
    const rings = mergePolygons(polygons).flatMap(toWholeUnits);
    if (rings.length > 0) features.push({ type: 3, geometry: rings, tags: { COLOUR: colour } });
  }
  return { features };
}

/**
 * The polygon's rings on whole tile units, as MVT stores them: where two edges crossed, the union made a vertex between
 * units, and vt-pbf would write its offset cut short and carry the error into every later vertex of the feature.
 * Rounding can flatten a sliver or turn it inside out; such a ring is dropped, and an outer ring takes its holes with
 * it, since MapLibre reads the winding of a feature's first ring as the outer one's.
 */
function toWholeUnits(polygon: Polygon): Ring[] {
  const rings: Ring[] = [];
  for (const ring of polygon) {
    const rounded: Ring = [];
    for (const [x, y] of ring) {
      const previous = rounded[rounded.length - 1];
      const point: [number, number] = [Math.round(x), Math.round(y)];
      if (!previous || previous[0] !== point[0] || previous[1] !== point[1]) rounded.push(point);
    }
    // polygon-clipping winds outer rings as MVT wants them (positive area) and holes the other way.
    const isOuter = rings.length === 0;
    const keepsWinding = rounded.length >= 4 && (isOuter ? signedArea(rounded) > 0 : signedArea(rounded) < 0);
    if (!keepsWinding && isOuter) return [];
    if (keepsWinding) rings.push(rounded);
  }
  return rings;
}

// polygon-clipping gives up on some near-degenerate input; the areas are then kept side by side, drawn the same.
function mergePolygons(polygons: Polygon[]): Polygon[] {
  const [first, ...rest] = polygons;
  if (!first) return [];
  try {
    return polygonClipping.union(first, ...rest);
  } catch {
    return polygons;
  }
}

/**
 * A tile feature's rings grouped into polygons as MapLibre reads them: a ring wound like the first one starts a new
 * polygon, a ring wound the other way is a hole in the one before. Rings without area are dropped.
 */
function polygonsOf(rings: Ring[]): Polygon[] {
  const polygons: Polygon[] = [];
  let outerSign = 0;
  for (const ring of rings) {
    const sign = Math.sign(signedArea(ring));
    if (sign === 0) continue;
    if (outerSign === 0) outerSign = sign;
    const current = polygons[polygons.length - 1];
    if (sign === outerSign || !current) polygons.push([ring]);
    else current.push(ring);
  }
  return polygons;
}

/** The shoelace formula in tile units (y down): positive for a ring wound as MVT winds outer rings. */
function signedArea(ring: Ring): number {
  let twiceArea = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] ?? [0, 0];
    const [xj, yj] = ring[j] ?? [0, 0];
    twiceArea += xj * yi - xi * yj;
  }
  return twiceArea / 2;
}

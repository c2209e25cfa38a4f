// Polygons and MultiPolygons as flat typed arrays (coordinates, ring and polygon offsets): no object per vertex, read
// straight from a file, tested for a point without building GeoJSON; a feature's GeoJSON is built only when asked for.

import type { Position } from 'geojson';
import type { Area } from './schema';
import type { SectionArray, Sections } from './sections';

export type Box = [west: number, south: number, east: number, north: number];

export class AreaGeometries {
  constructor(
    /** x, y of every vertex, ring after ring. */
    readonly coords: Float64Array,
    /** The first vertex of each ring, and one past the last ring's end. */
    readonly ringStart: Uint32Array,
    /** The first ring of each polygon (its outer ring; the rest are holes), and one past the end. */
    readonly polygonStart: Uint32Array,
    /** The first polygon of each feature, and one past the end. */
    readonly featureStart: Uint32Array,
    /** 1 where the feature is a MultiPolygon, so its GeoJSON comes back as it went in. */
    readonly multi: Uint8Array,
  ) {}

  /** Rings with many vertices get an index of their edges by height (see RingBands), built by bandLargeRings or on first test. */
  private readonly bands = new Map<number, RingBands | null>();

  get length(): number {
    return this.featureStart.length - 1;
  }

  static fromAreas(areas: readonly Area[]): AreaGeometries {
    return AreaGeometries.fromAreaReader(areas.length, (i) => areas[i]!);
  }

  /**
   * From features whose geometry may be built on each read (an import's packed parcels): each is read once per pass,
   * never all of them held as GeoJSON at once.
   */
  static fromFeatures(features: readonly { readonly geometry: Area }[]): AreaGeometries {
    return AreaGeometries.fromAreaReader(features.length, (i) => features[i]!.geometry);
  }

  private static fromAreaReader(count: number, areaAt: (index: number) => Area): AreaGeometries {
    let vertices = 0;
    let rings = 0;
    let polygons = 0;
    for (let i = 0; i < count; i += 1) {
      for (const polygon of polygonsOf(areaAt(i))) {
        polygons += 1;
        rings += polygon.length;
        for (const ring of polygon) vertices += ring.length;
      }
    }
    const coords = new Float64Array(vertices * 2);
    const ringStart = new Uint32Array(rings + 1);
    const polygonStart = new Uint32Array(polygons + 1);
    const featureStart = new Uint32Array(count + 1);
    const multi = new Uint8Array(count);
    let v = 0;
    let r = 0;
    let p = 0;
    for (let f = 0; f < count; f += 1) {
      const area = areaAt(f);
      featureStart[f] = p;
      multi[f] = area.type === 'MultiPolygon' ? 1 : 0;
      for (const polygon of polygonsOf(area)) {
        polygonStart[p++] = r;
        for (const ring of polygon) {
          ringStart[r++] = v;
          for (const position of ring) {
            coords[v * 2] = position[0] ?? 0;
            coords[v * 2 + 1] = position[1] ?? 0;
            v += 1;
          }
        }
      }
    }
    ringStart[rings] = v;
    polygonStart[polygons] = r;
    featureStart[count] = p;
    return new AreaGeometries(coords, ringStart, polygonStart, featureStart, multi);
  }

  sections(prefix: string): Record<string, SectionArray> {
    return {
      [`${prefix}.coords`]: this.coords,
      [`${prefix}.ringStart`]: this.ringStart,
      [`${prefix}.polygonStart`]: this.polygonStart,
      [`${prefix}.featureStart`]: this.featureStart,
      [`${prefix}.multi`]: this.multi,
    };
  }

  static fromSections(sections: Sections, prefix: string): AreaGeometries {
    return new AreaGeometries(
      sections.f64(`${prefix}.coords`),
      sections.u32(`${prefix}.ringStart`),
      sections.u32(`${prefix}.polygonStart`),
      sections.u32(`${prefix}.featureStart`),
      sections.u8(`${prefix}.multi`),
    );
  }

  /** Even–odd ray casting as src/lib/geo/point-in-polygon.ts does it, on the flat arrays: inside an outer ring and no hole. */
  contains(feature: number, x: number, y: number): boolean {
    for (let p = this.featureStart[feature]!; p < this.featureStart[feature + 1]!; p += 1) {
      const firstRing = this.polygonStart[p]!;
      const endRing = this.polygonStart[p + 1]!;
      if (firstRing === endRing || !this.inRing(firstRing, x, y)) continue;
      let inHole = false;
      for (let r = firstRing + 1; r < endRing && !inHole; r += 1) inHole = this.inRing(r, x, y);
      if (!inHole) return true;
    }
    return false;
  }

  private inRing(ring: number, x: number, y: number): boolean {
    const c = this.coords;
    const start = this.ringStart[ring]!;
    const end = this.ringStart[ring + 1]!;
    const bands = this.bandsOf(ring);
    if (bands) return bands.inRing(c, start, end, x, y);
    let inside = false;
    for (let i = start, j = end - 1; i < end; j = i, i += 1) {
      const ax = c[i * 2]!;
      const ay = c[i * 2 + 1]!;
      const bx = c[j * 2]!;
      const by = c[j * 2 + 1]!;
      if (ay > y !== by > y && x < ((bx - ax) * (y - ay)) / (by - ay) + ax) inside = !inside;
    }
    return inside;
  }

  /** The ring's bands where it has enough vertices to need them, built on first use; null where it does not. */
  private bandsOf(ring: number): RingBands | null {
    const start = this.ringStart[ring]!;
    const end = this.ringStart[ring + 1]!;
    if (end - start <= BANDED_RING_VERTICES) return null;
    let bands = this.bands.get(ring);
    if (bands === undefined) this.bands.set(ring, (bands = RingBands.build(this.coords, start, end)));
    return bands;
  }

  /**
   * Builds every large ring's bands now, so that no look-up pays for building one on its first test (up to ~1 ms for
   * the City's largest zoning areas; ~0.1 s for all of the City's layers together).
   */
  bandLargeRings(): this {
    for (let ring = 0; ring + 1 < this.ringStart.length; ring += 1) this.bandsOf(ring);
    return this;
  }

  /** The box of the feature's outer rings (holes lie inside them), as boundsOf in area-index.ts. */
  bounds(feature: number): Box {
    const box: Box = [Infinity, Infinity, -Infinity, -Infinity];
    for (let p = this.featureStart[feature]!; p < this.featureStart[feature + 1]!; p += 1) {
      const outer = this.polygonStart[p]!;
      if (outer === this.polygonStart[p + 1]) continue;
      for (let v = this.ringStart[outer]!; v < this.ringStart[outer + 1]!; v += 1) {
        const x = this.coords[v * 2]!;
        const y = this.coords[v * 2 + 1]!;
        if (x < box[0]) box[0] = x;
        if (y < box[1]) box[1] = y;
        if (x > box[2]) box[2] = x;
        if (y > box[3]) box[3] = y;
      }
    }
    return box;
  }

  /** The feature's geometry as GeoJSON, built now. */
  geometry(feature: number): Area {
    const polygons: Position[][][] = [];
    for (let p = this.featureStart[feature]!; p < this.featureStart[feature + 1]!; p += 1) {
      const rings: Position[][] = [];
      for (let r = this.polygonStart[p]!; r < this.polygonStart[p + 1]!; r += 1) {
        const ring: Position[] = [];
        for (let v = this.ringStart[r]!; v < this.ringStart[r + 1]!; v += 1) ring.push([this.coords[v * 2]!, this.coords[v * 2 + 1]!]);
        rings.push(ring);
      }
      polygons.push(rings);
    }
    return this.multi[feature] ? { type: 'MultiPolygon', coordinates: polygons } : { type: 'Polygon', coordinates: polygons[0] ?? [] };
  }
}

/** Rings up to this many vertices are tested edge by edge; the City's zoning areas have a median of 17. */
export const BANDED_RING_VERTICES = 48;
/** About this many edges per band on average. */
const EDGES_PER_BAND = 4;

/**
 * A ring's edges by height: the ring's vertical extent cut into equal bands, each listing the edges whose span of
 * latitudes meets it. A ray cast from a point meets only edges whose span holds the point's latitude, and those are
 * all listed in the point's band, so the test reads that band's few edges instead of every edge of a ring that may
 * have thousands (the City's largest zoning areas have ~17,500 vertices). The edges, their order of reading aside,
 * and the arithmetic on them are those of the plain test, so the answers are the same.
 */
export class RingBands {
  private constructor(
    private readonly minY: number,
    private readonly maxY: number,
    private readonly height: number,
    private readonly count: number,
    /** The first listed edge of each band, and one past the last band's end. */
    private readonly bandStart: Uint32Array,
    /** Each edge by the vertex it starts from (its other end is the vertex before, the ring's last for its first). */
    private readonly edges: Uint32Array,
  ) {}

  /** Null when the ring has no height (all its edges flat): the plain test answers that. */
  static build(c: Float64Array, start: number, end: number): RingBands | null {
    let minY = Infinity;
    let maxY = -Infinity;
    for (let v = start; v < end; v += 1) {
      const y = c[v * 2 + 1]!;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
    if (!(maxY > minY)) return null;
    const count = Math.max(1, Math.ceil((end - start) / EDGES_PER_BAND));
    const height = (maxY - minY) / count;
    const bandOf = (y: number) => Math.min(count - 1, Math.max(0, Math.floor((y - minY) / height)));
    // Two passes: how many edges each band lists, then the edges themselves.
    const bandStart = new Uint32Array(count + 1);
    const eachEdge = (visit: (edge: number, first: number, last: number) => void) => {
      for (let i = start, j = end - 1; i < end; j = i, i += 1) {
        const ay = c[i * 2 + 1]!;
        const by = c[j * 2 + 1]!;
        visit(i, bandOf(Math.min(ay, by)), bandOf(Math.max(ay, by)));
      }
    };
    eachEdge((_edge, first, last) => {
      for (let k = first; k <= last; k += 1) bandStart[k + 1]! += 1;
    });
    for (let k = 0; k < count; k += 1) bandStart[k + 1]! += bandStart[k]!;
    const edges = new Uint32Array(bandStart[count]!);
    const next = bandStart.slice(0, count);
    eachEdge((edge, first, last) => {
      for (let k = first; k <= last; k += 1) edges[next[k]!++] = edge;
    });
    return new RingBands(minY, maxY, height, count, bandStart, edges);
  }

  inRing(c: Float64Array, start: number, end: number, x: number, y: number): boolean {
    // An edge that the ray crosses spans y (one end above it, the other at or below), so y lies within the ring's extent.
    if (y < this.minY || y >= this.maxY) return false;
    const band = Math.min(this.count - 1, Math.max(0, Math.floor((y - this.minY) / this.height)));
    const edges = this.edges;
    let inside = false;
    for (let e = this.bandStart[band]!, last = this.bandStart[band + 1]!; e < last; e += 1) {
      const i = edges[e]!;
      const j = i === start ? end - 1 : i - 1;
      const ax = c[i * 2]!;
      const ay = c[i * 2 + 1]!;
      const bx = c[j * 2]!;
      const by = c[j * 2 + 1]!;
      if (ay > y !== by > y && x < ((bx - ax) * (y - ay)) / (by - ay) + ax) inside = !inside;
    }
    return inside;
  }
}

function polygonsOf(area: Area): Position[][][] {
  return area.type === 'Polygon' ? [area.coordinates] : area.coordinates;
}

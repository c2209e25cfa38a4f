// Well-Known Binary for the geometries PostGIS holds: areas written straight from the flat arrays, lines from GeoJSON,
// and areas read back as GeoJSON with every coordinate bit for bit (text formats round to 9-15 digits).

import type { Position } from 'geojson';
import type { AreaGeometries } from '../../../src/lib/spatial/area-geometries';
import type { Area, Line } from '../../../src/lib/spatial/schema';

const WKB_LINE = 2;
const WKB_POLYGON = 3;
const WKB_MULTILINE = 5;
const WKB_MULTIPOLYGON = 6;

/** Little-endian WKB writer over a buffer sized up front. */
class WkbWriter {
  private offset = 0;
  readonly bytes: Buffer;

  constructor(size: number) {
    this.bytes = Buffer.allocUnsafe(size);
  }

  header(type: number): void {
    this.bytes.writeUInt8(1, this.offset);
    this.bytes.writeUInt32LE(type, this.offset + 1);
    this.offset += 5;
  }

  count(n: number): void {
    this.bytes.writeUInt32LE(n, this.offset);
    this.offset += 4;
  }

  xy(x: number, y: number): void {
    this.bytes.writeDoubleLE(x, this.offset);
    this.bytes.writeDoubleLE(y, this.offset + 8);
    this.offset += 16;
  }
}

/** One feature of a layer's flat geometries as WKB: a Polygon, or a MultiPolygon where the feature is one. */
export function areaToWkb(geometries: AreaGeometries, feature: number): Buffer {
  const { coords, ringStart, polygonStart, featureStart, multi } = geometries;
  const firstPolygon = featureStart[feature]!;
  const isMulti = multi[feature] === 1;
  // A Polygon feature is its one polygon (an empty Polygon should it have none).
  const endPolygon = isMulti ? featureStart[feature + 1]! : Math.min(firstPolygon + 1, featureStart[feature + 1]!);
  const polygons = endPolygon - firstPolygon;
  const rings = polygonStart[endPolygon]! - polygonStart[firstPolygon]!;
  const vertices = ringStart[polygonStart[endPolygon]!]! - ringStart[polygonStart[firstPolygon]!]!;
  const out = new WkbWriter((isMulti ? 9 + polygons * 9 : 9) + rings * 4 + vertices * 16);
  if (isMulti) {
    out.header(WKB_MULTIPOLYGON);
    out.count(polygons);
  } else if (polygons === 0) {
    out.header(WKB_POLYGON);
    out.count(0);
  }
  for (let p = firstPolygon; p < endPolygon; p += 1) {
    out.header(WKB_POLYGON);
    out.count(polygonStart[p + 1]! - polygonStart[p]!);
    for (let r = polygonStart[p]!; r < polygonStart[p + 1]!; r += 1) {
      out.count(ringStart[r + 1]! - ringStart[r]!);
      for (let v = ringStart[r]!; v < ringStart[r + 1]!; v += 1) out.xy(coords[v * 2]!, coords[v * 2 + 1]!);
    }
  }
  return out.bytes;
}

/** A LineString or MultiLineString as WKB. */
export function lineToWkb(line: Line): Buffer {
  const parts = line.type === 'LineString' ? [line.coordinates] : line.coordinates;
  const vertices = parts.reduce((sum, part) => sum + part.length, 0);
  const out = new WkbWriter((line.type === 'LineString' ? 9 : 9 + parts.length * 9) + vertices * 16);
  if (line.type === 'MultiLineString') {
    out.header(WKB_MULTILINE);
    out.count(parts.length);
  }
  for (const part of parts) {
    out.header(WKB_LINE);
    out.count(part.length);
    for (const [x = 0, y = 0] of part) out.xy(x, y);
  }
  return out.bytes;
}

/** Reads a Polygon or MultiPolygon written as WKB (either byte order, as PostGIS's ST_AsBinary gives it). */
export function wkbToArea(bytes: Uint8Array): Area {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 0;
  let little = true;
  const u32 = () => {
    const value = little ? view.readUInt32LE(offset) : view.readUInt32BE(offset);
    offset += 4;
    return value;
  };
  const f64 = () => {
    const value = little ? view.readDoubleLE(offset) : view.readDoubleBE(offset);
    offset += 8;
    return value;
  };
  const header = () => {
    little = view.readUInt8(offset) === 1;
    offset += 1;
    return u32();
  };
  const polygon = (): Position[][] => {
    const rings: Position[][] = [];
    for (let r = u32(); r > 0; r -= 1) {
      const ring: Position[] = [];
      for (let v = u32(); v > 0; v -= 1) ring.push([f64(), f64()]);
      rings.push(ring);
    }
    return rings;
  };
  const type = header();
  if (type === WKB_POLYGON) return { type: 'Polygon', coordinates: polygon() };
  if (type !== WKB_MULTIPOLYGON) throw new Error(`expected a WKB Polygon or MultiPolygon, got type ${type}`);
  const polygons: Position[][][] = [];
  for (let p = u32(); p > 0; p -= 1) {
    if (header() !== WKB_POLYGON) throw new Error('a WKB MultiPolygon holds something other than polygons');
    polygons.push(polygon());
  }
  return { type: 'MultiPolygon', coordinates: polygons };
}

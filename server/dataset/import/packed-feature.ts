// A feature whose area is held as one flat array of numbers rather than GeoJSON's arrays of arrays: the City's
// 486,000 parcels take ~170 MB so instead of ~700 MB while an import holds them. The GeoJSON is built again each time
// `geometry` is read, and every reader (the writer's JSON, the spatial files, the tile cutter) reads it one feature
// at a time, so it never exists for all of them at once.

import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';

/**
 * [multi (0 or 1), polygons, then per polygon: its rings, then each ring's vertices], then every vertex's x and y in
 * that order. A MultiPolygon of one part is kept as that Polygon (the dataset's parcels are Polygons).
 */
function pack(area: Polygon | MultiPolygon): Float64Array {
  const polygons = area.type === 'Polygon' ? [area.coordinates] : area.coordinates;
  const multi = area.type === 'MultiPolygon' && polygons.length > 1;
  let header = 2;
  let vertices = 0;
  for (const polygon of polygons) {
    header += 1 + polygon.length;
    for (const ring of polygon) vertices += ring.length;
  }
  const packed = new Float64Array(header + vertices * 2);
  let h = 0;
  packed[h++] = multi ? 1 : 0;
  packed[h++] = polygons.length;
  let v = header;
  for (const polygon of polygons) {
    packed[h++] = polygon.length;
    for (const ring of polygon) {
      packed[h++] = ring.length;
      for (const position of ring) {
        packed[v++] = position[0]!;
        packed[v++] = position[1]!;
      }
    }
  }
  return packed;
}

function unpack(packed: Float64Array): Polygon | MultiPolygon {
  let h = 2;
  const polygonCount = packed[1]!;
  let v = 2;
  for (let p = 0; p < polygonCount; p += 1) v += 1 + packed[v]!;
  const polygons: Position[][][] = [];
  for (let p = 0; p < polygonCount; p += 1) {
    const rings: Position[][] = [];
    const ringCount = packed[h++]!;
    for (let r = 0; r < ringCount; r += 1) {
      const length = packed[h++]!;
      const ring: Position[] = new Array(length);
      for (let k = 0; k < length; k += 1, v += 2) ring[k] = [packed[v]!, packed[v + 1]!];
      rings.push(ring);
    }
    polygons.push(rings);
  }
  return packed[0] === 1 ? { type: 'MultiPolygon', coordinates: polygons } : { type: 'Polygon', coordinates: polygons[0]! };
}

export class PackedAreaFeature<P> implements Feature<Polygon | MultiPolygon, P> {
  readonly type = 'Feature';
  private readonly packed: Float64Array;

  constructor(
    geometry: Polygon | MultiPolygon,
    readonly properties: P,
  ) {
    this.packed = pack(geometry);
  }

  /** Built anew on every read: keep it only as long as it is needed. */
  get geometry(): Polygon | MultiPolygon {
    return unpack(this.packed);
  }

  /** JSON.stringify writes what a plain GeoJSON feature would. */
  toJSON(): Feature<Polygon | MultiPolygon, P> {
    return { type: 'Feature', properties: this.properties, geometry: this.geometry };
  }
}

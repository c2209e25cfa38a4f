import { describe, expect, it } from 'vitest';
import { AreaGeometries } from '../../../src/lib/spatial/area-geometries';
import type { Area } from '../../../src/lib/spatial/schema';
import { areaToWkb, lineToWkb, wkbToArea } from './wkb';

const withHole: Area = {
  type: 'Polygon',
  coordinates: [
    [[-79.4, 43.65], [-79.39, 43.65], [-79.39, 43.66], [-79.4, 43.66], [-79.4, 43.65]],
    [[-79.398, 43.652], [-79.392, 43.652], [-79.392, 43.658], [-79.398, 43.652]],
  ],
};
const twoParts: Area = {
  type: 'MultiPolygon',
  coordinates: [
    [[[0.1 + 0.2, 1 / 3], [1, 0], [1, 1], [0.1 + 0.2, 1 / 3]]],
    [[[5, 5], [6, 5], [6, 6], [5, 5]]],
  ],
};

describe('WKB', () => {
  it('when areas are written from the flat arrays and read back, then every coordinate comes back bit for bit, holes and parts included', () => {
    const geometries = AreaGeometries.fromAreas([withHole, twoParts]);

    expect(wkbToArea(areaToWkb(geometries, 0))).toEqual(withHole);
    expect(wkbToArea(areaToWkb(geometries, 1))).toEqual(twoParts);
  });

  it('when a polygon is written, then its bytes are standard little-endian WKB (type 3, ring and point counts, doubles)', () => {
    const bytes = areaToWkb(AreaGeometries.fromAreas([{ type: 'Polygon', coordinates: [[[1, 2], [3, 4], [5, 6], [1, 2]]] }]), 0);

    expect(bytes.length).toBe(1 + 4 + 4 + 4 + 4 * 16);
    expect([bytes.readUInt8(0), bytes.readUInt32LE(1), bytes.readUInt32LE(5), bytes.readUInt32LE(9), bytes.readDoubleLE(13), bytes.readDoubleLE(21)]).toEqual([1, 3, 1, 4, 1, 2]);
  });

  it('when a big-endian polygon is read, then it is read as well', () => {
    const bytes = Buffer.alloc(1 + 4 + 4 + 4 + 2 * 16);
    bytes.writeUInt8(0, 0);
    bytes.writeUInt32BE(3, 1);
    bytes.writeUInt32BE(1, 5);
    bytes.writeUInt32BE(2, 9);
    [7, 8, 9, 10].forEach((value, k) => bytes.writeDoubleBE(value, 13 + k * 8));

    expect(wkbToArea(bytes)).toEqual({ type: 'Polygon', coordinates: [[[7, 8], [9, 10]]] });
  });

  it('when a line is written, then a MultiLineString holds each part as a LineString', () => {
    const bytes = lineToWkb({ type: 'MultiLineString', coordinates: [[[0, 0], [1, 1]], [[2, 2], [3, 3], [4, 4]]] });

    expect([bytes.readUInt32LE(1), bytes.readUInt32LE(5), bytes.readUInt32LE(10), bytes.readUInt32LE(14)]).toEqual([5, 2, 2, 2]);
    expect(bytes.length).toBe(9 + 2 * 9 + 5 * 16);
  });

  it('when something other than an area is read as one, then it says what it got', () => {
    expect(() => wkbToArea(lineToWkb({ type: 'LineString', coordinates: [[0, 0], [1, 1]] }))).toThrow(/got type 2/);
  });
});

import type { MultiPolygon, Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { pointInArea, pointInPolygon } from './point-in-polygon';

const square = [[[0, 0], [10, 0], [10, 10], [0, 10], [0, 0]]];
const squareWithHole = [square[0]!, [[4, 4], [6, 4], [6, 6], [4, 6], [4, 4]]];
// An L shape: the notch (5..10, 5..10) is outside.
const ell = [[[0, 0], [10, 0], [10, 5], [5, 5], [5, 10], [0, 10], [0, 0]]];

describe('pointInPolygon', () => {
  it('when the point is inside the outer ring, then it is inside', () => {
    expect(pointInPolygon(3, 7, square)).toBe(true);
  });

  it('when the point is outside the outer ring, then it is outside', () => {
    expect(pointInPolygon(11, 5, square)).toBe(false);
    expect(pointInPolygon(5, -0.1, square)).toBe(false);
  });

  it('when the point lies in a hole, then it is outside', () => {
    expect(pointInPolygon(5, 5, squareWithHole)).toBe(false);
  });

  it('when the point lies between the outer ring and a hole, then it is inside', () => {
    expect(pointInPolygon(2, 5, squareWithHole)).toBe(true);
  });

  it('when the polygon is concave, then the notch is outside and the arms are inside', () => {
    expect(pointInPolygon(7.5, 7.5, ell)).toBe(false);
    expect(pointInPolygon(7.5, 2.5, ell)).toBe(true);
    expect(pointInPolygon(2.5, 7.5, ell)).toBe(true);
  });

  it('when the ring is not closed, then it is treated as closed', () => {
    expect(pointInPolygon(3, 3, [[[0, 0], [10, 0], [10, 10], [0, 10]]])).toBe(true);
  });

  it('when the ring runs clockwise, then the answer is the same', () => {
    expect(pointInPolygon(3, 7, [[[0, 0], [0, 10], [10, 10], [10, 0], [0, 0]]])).toBe(true);
  });

  it('when the coordinates are real longitudes and latitudes, then it works at that scale', () => {
    const block = [[[-79.39, 43.65], [-79.38, 43.65], [-79.38, 43.66], [-79.39, 43.66], [-79.39, 43.65]]];
    expect(pointInPolygon(-79.3841, 43.6534, block)).toBe(true);
    expect(pointInPolygon(-79.3741, 43.6534, block)).toBe(false);
  });
});

describe('pointInArea', () => {
  it('when given a Polygon, then it tests that polygon with its holes', () => {
    const geometry: Polygon = { type: 'Polygon', coordinates: squareWithHole };
    expect(pointInArea(2, 2, geometry)).toBe(true);
    expect(pointInArea(5, 5, geometry)).toBe(false);
  });

  it('when given a MultiPolygon, then a point in any part is inside', () => {
    const geometry: MultiPolygon = {
      type: 'MultiPolygon',
      coordinates: [square, [[[20, 0], [30, 0], [30, 10], [20, 10], [20, 0]]]],
    };
    expect(pointInArea(25, 5, geometry)).toBe(true);
    expect(pointInArea(5, 5, geometry)).toBe(true);
    expect(pointInArea(15, 5, geometry)).toBe(false);
  });
});

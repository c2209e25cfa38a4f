import { describe, expect, it } from 'vitest';
import {
  bboxAspect,
  clipRingToBox,
  fitProjection,
  labelSpot,
  orientRings,
  ringsToSvgPath,
  roundScaleLength,
  signedArea,
  visibleArea,
  type FigurePoint,
} from './figure-geometry';

const square = (x: number, y: number, size: number): FigurePoint[] => [
  [x, y],
  [x + size, y],
  [x + size, y + size],
  [x, y + size],
];

describe('fitProjection', () => {
  it('when a bbox is fitted, then its centre lands on the box centre and north is up', () => {
    const projection = fitProjection([-79.41, 43.66, -79.39, 43.67], 500, 300);
    expect(projection.project([-79.4, 43.665])).toEqual([250, 150]);
    const [, northY] = projection.project([-79.4, 43.67]);
    expect(northY).toBeLessThan(150);
  });

  it('when the box is wider than the bbox, then the height sets the scale and a metre is as long east as north', () => {
    const projection = fitProjection([-79.401, 43.665, -79.399, 43.667], 600, 200);
    const [x0, y0] = projection.project([-79.4, 43.666]);
    const metreEast = 1 / (111_195.08 * Math.cos((43.666 * Math.PI) / 180));
    const metreNorth = 1 / 111_195.08;
    const [x1] = projection.project([-79.4 + metreEast * 100, 43.666]);
    const [, y1] = projection.project([-79.4, 43.666 + metreNorth * 100]);
    expect(x1 - x0).toBeCloseTo(y0 - y1, 3);
    expect(projection.pointsPerMetre).toBeCloseTo(200 / (0.002 * 111_195.08), 4);
  });

  it('when a bbox spans equal ground distances each way, then its aspect is 1', () => {
    const lat = 43.7;
    const half = 0.001;
    const lngHalf = half / Math.cos((lat * Math.PI) / 180);
    expect(bboxAspect([-79.4 - lngHalf, lat - half, -79.4 + lngHalf, lat + half])).toBeCloseTo(1, 3);
  });
});

describe('rings', () => {
  it('when rings come in any orientation, then outer rings and holes end up turning opposite ways', () => {
    const [outer, hole] = orientRings([[...square(0, 0, 10)].reverse(), square(2, 2, 2)]);
    expect(Math.sign(signedArea(outer ?? []))).toBe(-Math.sign(signedArea(hole ?? [])));
  });

  it('when a ring runs past the box, then clipping keeps only the visible part', () => {
    const clipped = clipRingToBox(square(-10, -10, 30), 10, 10);
    expect(Math.abs(signedArea(clipped))).toBeCloseTo(100);
  });

  it('when a ring lies wholly outside the box, then nothing is left', () => {
    expect(clipRingToBox(square(20, 20, 5), 10, 10)).toEqual([]);
  });

  it('when a polygon has a hole, then its visible area leaves the hole out', () => {
    expect(visibleArea([square(0, 0, 10), square(2, 2, 2)])).toBeCloseTo(96);
  });

  it('when rings are turned into an SVG path, then each is a closed M…L…Z run', () => {
    expect(ringsToSvgPath([square(0, 0, 1)])).toBe('M0.00 0.00 L1.00 0.00 L1.00 1.00 L0.00 1.00 Z');
  });
});

describe('labelSpot', () => {
  it('when the polygon is a square, then the label sits near its middle with its full width as room', () => {
    const spot = labelSpot([square(0, 0, 100)]);
    expect(spot?.x).toBeCloseTo(50);
    expect(Math.abs((spot?.y ?? 0) - 50)).toBeLessThan(10);
    expect(spot?.room).toBeCloseTo(100);
  });

  it('when the middle of the polygon is a hole, then the label goes beside the hole', () => {
    const spot = labelSpot([square(0, 0, 100), square(20, 0.5, 60)]);
    expect(spot).not.toBeNull();
    const inHole = (spot?.x ?? 0) > 20 && (spot?.x ?? 0) < 80 && (spot?.y ?? 0) < 60.5;
    expect(inHole).toBe(false);
  });

  it('when nothing of the polygon is left, then there is no spot', () => {
    expect(labelSpot([[]])).toBeNull();
  });
});

describe('roundScaleLength', () => {
  it.each([
    [75, 50],
    [30, 20],
    [19, 10],
    [250, 200],
    [999, 500],
    [0.4, 1],
  ])('when at most %d m fit, then the bar is %d m', (max, expected) => {
    expect(roundScaleLength(max)).toBe(expected);
  });
});

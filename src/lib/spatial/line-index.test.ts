import type { Feature, Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import type { Line } from './schema';
import { METRES_PER_DEGREE_LAT } from './ground-metres';
import { LineIndex } from './line-index';

const LAT = 43.65;
const PER_LNG = METRES_PER_DEGREE_LAT * Math.cos((LAT * Math.PI) / 180);
/** A point `east` and `north` metres from (-79.4, LAT). */
const at = (east: number, north: number): [number, number] => [-79.4 + east / PER_LNG, LAT + north / METRES_PER_DEGREE_LAT];

function street(name: string, ...points: [number, number][]): Feature<Line, { name: string }> {
  return { type: 'Feature', geometry: { type: 'LineString', coordinates: points.map(([e, n]) => at(e, n)) }, properties: { name } };
}

/** A 20 m × 40 m lot with its south-west corner at the origin. */
const LOT: Polygon = { type: 'Polygon', coordinates: [[at(0, 0), at(20, 0), at(20, 40), at(0, 40), at(0, 0)]] };

describe('LineIndex.nearestToArea', () => {
  it('when a line lies wholly inside the area, then its distance is 0', () => {
    const found = new LineIndex([street('Inside', [5, 10], [15, 10])]).nearestToArea(LOT, 30);
    expect(found?.distance).toBe(0);
  });

  it('when a line passes a corner diagonally, then the distance is to that corner', () => {
    // The line x + y = 60 (east + north) passes the lot's north-east corner (20, 40) at 0; move it out by 10√2 m.
    const found = new LineIndex([street('Diagonal', [30, 50], [50, 30])]).nearestToArea(LOT, 30);
    expect(found?.distance).toBeCloseTo(Math.hypot(10, 10), 3);
  });

  it('when two lines are equally near, then the one listed first is answered', () => {
    const index = new LineIndex([street('West', [-12, -50], [-12, 90]), street('East', [32, -50], [32, 90])]);
    expect(index.nearestToArea(LOT, 30)?.feature.properties.name).toBe('West');
  });

  it('when the only line is farther than the limit from every edge, then there is none', () => {
    expect(new LineIndex([street('Far', [-31, -50], [-31, 90])]).nearestToArea(LOT, 30)).toBeUndefined();
  });
});

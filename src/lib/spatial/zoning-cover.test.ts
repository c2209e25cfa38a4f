import type { Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { METRES_PER_DEGREE_LAT } from './ground-metres';
import { coverTest, zoningCoverOf } from './zoning-cover';

const LAT = 43.65;
const PER_LNG = METRES_PER_DEGREE_LAT * Math.cos((LAT * Math.PI) / 180);
/** Degrees east and north of (-79.40, 43.65) for metres east and north. */
const at = (east: number, north: number): [number, number] => [-79.4 + east / PER_LNG, LAT + north / METRES_PER_DEGREE_LAT];

/** A rectangle from metres west–east and south–north of the origin. */
function rectangle(west: number, east: number, south: number, north: number): Polygon {
  const [w, s] = at(west, south);
  const [e, n] = at(east, north);
  return { type: 'Polygon', coordinates: [[[w, s], [e, s], [e, n], [w, n], [w, s]]] };
}

describe('the zoning cover', () => {
  it('when two zoning areas leave a 40 m corridor between them, then the corridor is inside the cover', () => {
    const covered = coverTest(zoningCoverOf([rectangle(0, 1000, 0, 1000), rectangle(1040, 2000, 0, 1000)]));

    for (const north of [10, 300, 500, 990]) expect(covered(...at(1020, north))).toBe(true);
  });

  it('when a point is a kilometre beyond the last zoning area, then it is outside the cover', () => {
    const covered = coverTest(zoningCoverOf([rectangle(0, 1000, 0, 1000)]));

    expect(covered(...at(2000, 500))).toBe(false);
    expect(covered(...at(500, -1000))).toBe(false);
  });

  it('when one zoning area is large, then the cells deep inside it are covered, not only those along its edges', () => {
    const covered = coverTest(zoningCoverOf([rectangle(0, 3000, 0, 3000)]));

    expect(covered(...at(1500, 1500))).toBe(true);
  });

  it('when an area has a hole wider than a cell, then the hole’s middle is outside the cover and its edge inside', () => {
    const outer = rectangle(0, 3000, 0, 3000).coordinates[0]!;
    const hole = rectangle(1100, 1900, 1100, 1900).coordinates[0]!.slice().reverse();
    const covered = coverTest(zoningCoverOf([{ type: 'Polygon', coordinates: [outer, hole] }]));

    expect(covered(...at(1600, 1600))).toBe(false);
    expect(covered(...at(1110, 1600))).toBe(true);
  });

  it('when a diagonal strip 20 m wide crosses empty land, then every point on it is covered and land 600 m beside it is not', () => {
    const strip: Polygon = { type: 'Polygon', coordinates: [[at(0, 0), at(3000, 3000), at(3014, 2986), at(14, -14), at(0, 0)]] };
    const covered = coverTest(zoningCoverOf([strip]));

    for (let along = 0; along <= 3000; along += 50) expect(covered(...at(along + 5, along - 2))).toBe(true);
    expect(covered(...at(1000, 1600))).toBe(false);
  });

  it('when a cover is made, then its runs add up to its cells, and a cell is about 250 m a side', () => {
    const cover = zoningCoverOf([rectangle(0, 1000, 0, 1000), rectangle(5000, 6000, 5000, 6000)]);

    expect(cover.runs.reduce((sum, run) => sum + run, 0)).toBe(cover.columns * cover.rows);
    expect(cover.cell[0] * PER_LNG).toBeCloseTo(250, 0);
    expect(cover.cell[1] * METRES_PER_DEGREE_LAT).toBeCloseTo(250, 0);
  });

  it('when a dataset records no cover (the demo, older imports), then every point is covered', () => {
    expect(coverTest(undefined)(-79.2, 43.8)).toBe(true);
  });

  it('when there is no zoning at all, then nothing is covered', () => {
    expect(coverTest(zoningCoverOf([]))(-79.4, 43.65)).toBe(false);
  });
});

// Point-in-polygon over the flat arrays: rings with many vertices are tested through their edges by height
// (RingBands), and answer exactly as every edge tested one by one does.

import type { Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { pointInArea } from '../geo/point-in-polygon';
import { mulberry32 } from '../random/prng';
import type { Area } from './schema';
import { AreaGeometries, BANDED_RING_VERTICES, RingBands } from './area-geometries';

/** A star-shaped ring of `n` vertices around a centre, closed, its radius varying at random (many concave turns). */
function starRing(cx: number, cy: number, radius: number, n: number, random: () => number): Position[] {
  const ring: Position[] = [];
  for (let k = 0; k < n; k += 1) {
    const angle = (2 * Math.PI * k) / n;
    const r = radius * (0.3 + 0.7 * random());
    ring.push([cx + r * Math.cos(angle), cy + r * Math.sin(angle)]);
  }
  ring.push(ring[0]!);
  return ring;
}

describe('AreaGeometries.contains on rings with many vertices', () => {
  it('when points are tested, including at vertex latitudes and outside, then it answers as pointInArea does', () => {
    const random = mulberry32(42);
    const areas: Area[] = [
      { type: 'Polygon', coordinates: [starRing(-79.4, 43.7, 0.01, 5_000, random), starRing(-79.4, 43.7, 0.002, 300, random)] },
      { type: 'MultiPolygon', coordinates: [[starRing(-79.3, 43.7, 0.01, 800, random)], [starRing(-79.2, 43.7, 0.01, BANDED_RING_VERTICES + 1, random)]] },
      { type: 'Polygon', coordinates: [starRing(-79.5, 43.7, 0.01, 12, random)] },
    ];
    const geometries = AreaGeometries.fromAreas(areas);
    const points: [number, number][] = [];
    for (let k = 0; k < 20_000; k += 1) points.push([-79.52 + random() * 0.34, 43.685 + random() * 0.03]);
    // Exactly on vertices' latitudes and longitudes, where a ray runs along edges' ends.
    for (const area of areas) {
      const rings = area.type === 'Polygon' ? area.coordinates : area.coordinates.flat();
      for (const ring of rings) for (const [x, y] of ring.filter((_, i) => i % 7 === 0)) points.push([x! + 1e-4, y!], [x!, y!]);
    }

    const mismatches = points.flatMap(([x, y]) =>
      areas.flatMap((area, f) => (geometries.contains(f, x, y) === pointInArea(x, y, area) ? [] : [{ f, x, y }])),
    );

    expect(mismatches).toEqual([]);
    expect(points.filter(([x, y]) => geometries.contains(0, x, y)).length).toBeGreaterThan(100);
  });

  it('when a ring is banded, then each band lists only a few of its edges, and a flat ring is left to the plain test', () => {
    // An outline as real areas have: short edges, each spanning little height.
    const ring: Position[] = Array.from({ length: 4_000 }, (_, k) => {
      const angle = (2 * Math.PI * k) / 4_000;
      const r = 1 + 0.2 * Math.sin(7 * angle);
      return [r * Math.cos(angle), r * Math.sin(angle)];
    });
    ring.push(ring[0]!);
    const coords = Float64Array.from(ring.flat() as number[]);
    const bands = RingBands.build(coords, 0, ring.length);

    expect(bands).not.toBeNull();
    const listed = (bands as unknown as { edges: Uint32Array }).edges.length;
    expect(listed).toBeLessThan(ring.length * 3);
    expect(RingBands.build(Float64Array.from([0, 1, 1, 1, 2, 1, 0, 1]), 0, 4)).toBeNull();
  });
});

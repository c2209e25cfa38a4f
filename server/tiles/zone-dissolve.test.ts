import type { LegacyFeature } from 'geojson-vt';
import { describe, expect, it } from 'vitest';
import { dissolveByColour } from './zone-dissolve';

type Ring = [number, number][];

/** A closed square ring in tile units, wound as geojson-vt writes an outer ring (positive area, y down). */
function square(x: number, y: number, size: number): Ring {
  return [[x, y], [x + size, y], [x + size, y + size], [x, y + size], [x, y]];
}

function zone(colour: string, ...rings: Ring[]): LegacyFeature {
  return { type: 3, geometry: rings, tags: { ZN_ZONE: colour, ZN_STRING: `${colour} (x1)`, COLOUR: colour } };
}

/** The shoelace formula in tile units: positive for an exterior ring as the MVT spec winds it. */
function signedArea(ring: Ring): number {
  let twiceArea = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    twiceArea += (ring[j]?.[0] ?? 0) * (ring[i]?.[1] ?? 0) - (ring[i]?.[0] ?? 0) * (ring[j]?.[1] ?? 0);
  }
  return twiceArea / 2;
}

function areaOf(rings: Ring[]): number {
  return Math.abs(rings.reduce((total, ring) => total + signedArea(ring), 0));
}

describe('dissolveByColour', () => {
  it('when two areas of one colour touch, then they become one feature with one outline and COLOUR alone', () => {
    const tile = { features: [zone('R', square(0, 0, 100)), zone('R', square(100, 0, 100))] };

    const { features } = dissolveByColour(tile);

    expect(features).toHaveLength(1);
    expect(features[0]?.tags).toEqual({ COLOUR: 'R' });
    const rings = features[0]?.geometry as Ring[];
    expect(rings).toHaveLength(1);
    // The shared edge is gone: a 200 × 100 rectangle, four corners and the closing one.
    expect(rings[0]).toHaveLength(5);
    expect(areaOf(rings)).toBe(20_000);
  });

  it('when areas are merged, then outer rings keep the MVT winding and holes the opposite one', () => {
    const tile = { features: [zone('O', square(0, 0, 100), square(25, 25, 50).reverse()), zone('O', square(100, 0, 100))] };

    const [outer, hole] = dissolveByColour(tile).features[0]?.geometry as Ring[];

    expect(signedArea(square(0, 0, 1))).toBeGreaterThan(0);
    expect(signedArea(outer ?? [])).toBeGreaterThan(0);
    expect(signedArea(hole ?? [])).toBeLessThan(0);
  });

  it('when merged edges cross between tile units, then every vertex is on a whole unit', () => {
    const triangle: Ring = [[5, 3], [13, 3], [5, 7], [5, 3]];
    const tile = { features: [zone('R', square(0, 0, 10)), zone('R', triangle)] };

    const rings = dissolveByColour(tile).features[0]?.geometry as Ring[];

    expect(rings.flat().every(([x, y]) => Number.isInteger(x) && Number.isInteger(y))).toBe(true);
    expect(rings.flat()).toContainEqual([10, 5]);
  });

  it('when a merged sliver turns inside out on whole units, then it is dropped and the rest keep the MVT winding', () => {
    // Two thin triangles whose union crosses at (1.57, 3.14) and (1.63, 3.44): rounded, its ring winds backwards.
    const slivers = [zone('R', [[1, 2], [2, 4], [0, 1], [1, 2]]), zone('R', [[1, 0], [2, 4], [3, 11], [1, 0]])];
    const tile = { features: [...slivers, zone('R', square(100, 100, 10))] };

    const rings = dissolveByColour(tile).features[0]?.geometry as Ring[];

    expect(rings.map(signedArea)).toEqual([100]);
  });

  it('when areas have different colours, then each colour keeps its own feature', () => {
    const tile = { features: [zone('R', square(0, 0, 100)), zone('CR', square(100, 0, 100)), zone('R', square(300, 0, 100))] };

    const { features } = dissolveByColour(tile);

    expect(features.map((feature) => feature.tags?.COLOUR)).toEqual(['R', 'CR']);
    expect(areaOf(features[0]?.geometry as Ring[])).toBe(20_000);
  });

  it('when an area has a hole, then the hole stays open', () => {
    const hole = square(25, 25, 50).reverse();
    const tile = { features: [zone('O', square(0, 0, 100), hole)] };

    const { features } = dissolveByColour(tile);

    const rings = features[0]?.geometry as Ring[];
    expect(rings).toHaveLength(2);
    expect(areaOf(rings.slice(0, 1)) - areaOf(rings.slice(1))).toBe(7_500);
  });

  it('when a feature holds several polygons, then each is kept as an outer ring of the merged shape', () => {
    const tile = { features: [zone('E', square(0, 0, 10), square(50, 50, 10))] };

    const { features } = dissolveByColour(tile);

    expect(features[0]?.geometry).toHaveLength(2);
    expect(areaOf(features[0]?.geometry as Ring[])).toBe(200);
  });
});

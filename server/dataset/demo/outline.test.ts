import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { pointInPolygon } from '../../../src/lib/geo/point-in-polygon';
import { CITY_DATA_DIR, cityDataAvailable } from '../../../tests/support/city-data';
import { OUTLINE, outlineRing } from './outline';
import { createRandom } from '../../../src/lib/random/prng';

const CITY_BOUNDARY = path.join(CITY_DATA_DIR, 'city-boundary.geojson');

function segmentsCross(a: number[], b: number[], c: number[], d: number[]): boolean {
  const side = (p: number[], q: number[], r: number[]) => Math.sign((q[0]! - p[0]!) * (r[1]! - p[1]!) - (q[1]! - p[1]!) * (r[0]! - p[0]!));
  return side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0;
}

describe('the demo outline', () => {
  it('when counted, then it has between 30 and 80 vertices', () => {
    expect(OUTLINE.length).toBeGreaterThanOrEqual(30);
    expect(OUTLINE.length).toBeLessThanOrEqual(80);
  });

  it('when checked against Toronto’s box, then every vertex lies within 43.58–43.86 N and 79.64–79.12 W', () => {
    for (const [lng, lat] of OUTLINE) {
      expect(lat).toBeGreaterThanOrEqual(43.58);
      expect(lat).toBeLessThanOrEqual(43.86);
      expect(lng).toBeGreaterThanOrEqual(-79.64);
      expect(lng).toBeLessThanOrEqual(-79.12);
    }
  });

  it('when drawn as a ring, then it is closed, counter-clockwise and does not cross itself', () => {
    const ring = outlineRing();
    expect(ring[0]).toEqual(ring[ring.length - 1]);
    let twiceArea = 0;
    for (let i = 0; i + 1 < ring.length; i += 1) twiceArea += ring[i]![0] * ring[i + 1]![1] - ring[i + 1]![0] * ring[i]![1];
    expect(twiceArea).toBeGreaterThan(0);
    for (let i = 0; i + 1 < ring.length; i += 1) {
      for (let j = i + 2; j + 1 < ring.length; j += 1) {
        if (i === 0 && j === ring.length - 2) continue;
        expect(segmentsCross(ring[i]!, ring[i + 1]!, ring[j]!, ring[j + 1]!), `edges ${i} and ${j}`).toBe(false);
      }
    }
  });

  it('when the shore is checked at well-known places, then downtown, Humber Bay and the Bluffs are on land', () => {
    const ring = [outlineRing()];
    expect(pointInPolygon(-79.3832, 43.6532, ring)).toBe(true); // Nathan Phillips Square
    expect(pointInPolygon(-79.38, 43.63, ring)).toBe(false); // the harbour
    expect(pointInPolygon(-79.475, 43.625, ring)).toBe(true); // Humber Bay
    expect(pointInPolygon(-79.23, 43.7, ring)).toBe(false); // the lake off the Bluffs
    expect(pointInPolygon(-79.25, 43.72, ring)).toBe(true); // Scarborough, above the Bluffs
  });

  it.skipIf(!cityDataAvailable())('when the City’s boundary is available, then the outline overlaps it closely', () => {
    const real = JSON.parse(readFileSync(CITY_BOUNDARY, 'utf8')).features[0].geometry as Polygon;
    const mine = [outlineRing()];
    const random = createRandom('outline-overlap');
    let both = 0;
    let either = 0;
    for (let k = 0; k < 6000; k += 1) {
      const lng = -79.64 + random.next() * 0.52;
      const lat = 43.58 + random.next() * 0.28;
      const inMine = pointInPolygon(lng, lat, mine);
      const inReal = pointInPolygon(lng, lat, real.coordinates);
      if (inMine && inReal) both += 1;
      if (inMine || inReal) either += 1;
    }
    expect(both / either).toBeGreaterThan(0.9);
  });
});

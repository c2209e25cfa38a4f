import { describe, expect, it } from 'vitest';
import { toLngLat } from '../../lib/geo/lng-lat';
import { circleRing, metresPerPixel, pulseCircle, pulseDiameterPx } from './pulse-circle';

/** Haversine distance in metres, written independently of the code under test. */
function distanceM(a: readonly number[], b: readonly number[]): number {
  const R = 6_371_008.8;
  const rad = Math.PI / 180;
  const dLat = ((b[1] ?? 0) - (a[1] ?? 0)) * rad;
  const dLng = ((b[0] ?? 0) - (a[0] ?? 0)) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos((a[1] ?? 0) * rad) * Math.cos((b[1] ?? 0) * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
}

const CITY_HALL = toLngLat(-79.3832, 43.6534);

describe('circleRing', () => {
  it('when drawn round a Toronto point, then every vertex is 50 m from the centre', () => {
    const ring = circleRing(CITY_HALL, 50);

    for (const position of ring) expect(distanceM(CITY_HALL, position)).toBeCloseTo(50, 2);
  });

  it('when drawn with 64 steps, then the ring has 65 positions and is closed', () => {
    const ring = circleRing(CITY_HALL, 50, 64);

    expect(ring).toHaveLength(65);
    expect(ring[64]).toEqual(ring[0]);
  });

  it('when drawn at Toronto latitude, then it is wider in degrees of longitude than of latitude', () => {
    const ring = circleRing(CITY_HALL, 50);
    const lngs = ring.map((p) => p[0] ?? 0);
    const lats = ring.map((p) => p[1] ?? 0);

    // 1° of longitude is cos(43.65°) ≈ 0.72 of 1° of latitude, so the same 100 m takes more of it.
    const ratio = (Math.max(...lngs) - Math.min(...lngs)) / (Math.max(...lats) - Math.min(...lats));
    expect(ratio).toBeCloseTo(1 / Math.cos((43.6534 * Math.PI) / 180), 2);
  });
});

describe('pulseCircle', () => {
  it('when made, then it is one polygon feature for the map source', () => {
    const circle = pulseCircle(CITY_HALL);

    expect(circle.features).toHaveLength(1);
    expect(circle.features[0]?.geometry.type).toBe('Polygon');
  });
});

describe('metresPerPixel', () => {
  it('when at the equator at zoom 0, then one pixel spans 78 271.5 m (512 px world)', () => {
    expect(metresPerPixel(0, 0)).toBeCloseTo(78_271.517, 2);
  });

  it('when one zoom level closer, then a pixel spans half as much', () => {
    expect(metresPerPixel(43.7, 17) / metresPerPixel(43.7, 16)).toBeCloseTo(0.5, 10);
  });
});

describe('pulseDiameterPx', () => {
  it('when at 43.7° and zoom 17, then the 50 m circle is about 232 px across', () => {
    expect(pulseDiameterPx(43.7, 17)).toBeCloseTo(231.6, 0);
  });
});

// The lot measured on the demo dataset's parcels from the site figure an analysis reads (lookUpSite): the frontage,
// the front street against the parcel's own address, and depth × frontage against the area of four-sided lots.

import type { Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { measureLot } from '../../src/lib/geo/lot-measure';
import { toLngLat } from '../../src/lib/geo/lng-lat';
import { pointInPolygon } from '../../src/lib/geo/point-in-polygon';
import { localProjection } from '../../src/lib/spatial/ground-metres';
import { buildSpatialLayers } from '../../src/lib/spatial/spatial-layers';
import { generateDemoDataset } from '../dataset/demo/generate';
import { createSpatialService } from './spatial-service';

const dataset = generateDemoDataset();
const layers = buildSpatialLayers(dataset);
const spatial = createSpatialService(layers);

/** Every 97th parcel whose outline has a street centreline within 20 m, with a point inside it. */
const SAMPLE = dataset.parcels.features
  .filter((_, k) => k % 97 === 0)
  .flatMap((parcel) => {
    // The dataset's parcels are single polygons.
    const ring = parcel.geometry.coordinates[0]!;
    const [lng, lat] = [ring.reduce((sum, p) => sum + p[0]!, 0) / ring.length, ring.reduce((sum, p) => sum + p[1]!, 0) / ring.length];
    const near = layers.centreline!.nearestToArea(parcel.geometry, 20);
    return near && pointInPolygon(lng, lat, [ring]) ? [{ parcel, ring, point: toLngLat(lng, lat), near }] : [];
  });

/**
 * Whether the ring is a parallelogram (a rectangle, or one skewed as the demo's lots on a rotated grid are): four
 * corners, opposite sides equal within 1 %. Its area is then its frontage times its perpendicular depth.
 */
function isParallelogram(ring: readonly Position[]): boolean {
  const projection = localProjection(ring[0]![0]!, ring[0]![1]!);
  const points = ring.slice(0, -1).map((p) => projection.toMetres(p[0]!, p[1]!));
  if (points.length !== 4) return false;
  const side = (k: number): [number, number] => [points[(k + 1) % 4]![0] - points[k]![0], points[(k + 1) % 4]![1] - points[k]![1]];
  return [0, 1].every((k) => {
    const [a, b] = [side(k), side(k + 2)];
    return Math.hypot(a[0] + b[0], a[1] + b[1]) < 0.01 * Math.hypot(a[0], a[1]);
  });
}

describe('the lot measured on the demo dataset', () => {
  it('when a few hundred parcels near a street are measured, then each has a frontage on a street', () => {
    expect(SAMPLE.length).toBeGreaterThan(300);
    for (const { point, parcel } of SAMPLE) {
      const lot = measureLot(spatial.lookUpSite(point).figure()!, [parcel.properties.ADDRESS_FULL]);

      expect(lot.unmeasured, parcel.properties.ADDRESS_FULL).toBeNull();
      expect(lot.frontageM!).toBeGreaterThan(0);
      expect(lot.depthM!).toBeGreaterThan(0);
    }
  });

  it('when a parcel has an address on a street it has a street line on, then that street is the front', () => {
    let checked = 0;
    for (const { point, parcel } of SAMPLE) {
      const figure = spatial.lookUpSite(point).figure()!;
      const lot = measureLot(figure, [parcel.properties.ADDRESS_FULL]);
      const addressed = lot.streetLines.find((line) => figure.streets.some((s) => s.name === line.street && s.addressName === parcel.properties.LINEAR_NAME_FULL));
      if (!addressed) continue;
      checked += 1;

      expect(lot.streetLines[0]).toBe(addressed);
    }
    expect(checked).toBeGreaterThan(SAMPLE.length * 0.9);
  });

  it('when a parcel is a parallelogram facing one street, then depth × frontage is its area', () => {
    let checked = 0;
    for (const { point, parcel, ring } of SAMPLE) {
      const lot = measureLot(spatial.lookUpSite(point).figure()!, [parcel.properties.ADDRESS_FULL]);
      if (!isParallelogram(ring) || lot.kind !== 'interior') continue;
      checked += 1;

      expect((lot.depthM! * lot.frontageM!) / lot.polygonAreaM2!).toBeCloseTo(1, 2);
      expect(Math.abs(lot.polygonAreaM2! - parcel.properties.STATEDAREA) / parcel.properties.STATEDAREA).toBeLessThan(0.02);
    }
    expect(checked).toBeGreaterThan(100);
  });
});

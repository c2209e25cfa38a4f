import type { Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { pointInArea } from '../../../src/lib/geo/point-in-polygon';
import { frameToLngLat, lngLatToFrame } from './grid-frame';
import { createMunicipalityLookup } from './municipality';
import { outlineRing } from './outline';
import { createOutlineFrame } from './outline-frame';
import { buildPolicyOverlays } from './policy-overlays';
import { createRandom } from '../../../src/lib/random/prng';
import { createStreetNetwork } from './street-network';
import { areaOf, indexFeatures } from './test-support';

const outline = createOutlineFrame();
const network = createStreetNetwork(outline);
const { policyAreas, roomingHouses, buildingSetbacks } = buildPolicyOverlays(network, outline);
const city: Polygon = { type: 'Polygon', coordinates: [outlineRing()] };

function cityPoints(count: number, key: string): [number, number][] {
  const random = createRandom(key);
  const { u0, u1, v0, v1 } = outline.bounds;
  const points: [number, number][] = [];
  while (points.length < count) {
    const point = frameToLngLat(u0 + random.next() * (u1 - u0), v0 + random.next() * (v1 - v0));
    if (pointInArea(...point, city)) points.push(point);
  }
  return points;
}

describe('the demo policy areas', () => {
  it('when random points are dropped on the city, then each lies in exactly one policy area', () => {
    const index = indexFeatures(policyAreas);
    for (const [lng, lat] of cityPoints(2000, 'policy-area-points')) expect(index.containing(lng, lat), `${lng}, ${lat}`).toHaveLength(1);
  });

  it('when the areas are summed, then they cover the outline', () => {
    const total = policyAreas.reduce((sum, f) => sum + areaOf(f.geometry), 0);
    expect(Math.abs(total - areaOf(city)) / areaOf(city)).toBeLessThan(1e-6);
  });

  it('when the field values are read, then they are ids 1 to 4, all present, with the City’s link, and marked demo', () => {
    for (const { properties: p } of policyAreas) expect(p).toEqual({ OBJECTID: expect.any(Number), POLICY_ID: p.POLICY_ID, CHAPT_200: 'Chapter970.htm', DEMO: 'Y' });
    expect(new Set(policyAreas.map((f) => f.properties.POLICY_ID))).toEqual(new Set([1, 2, 3, 4]));
  });

  it('when City Hall and Scarborough Town Centre are looked up, then downtown is 1 and the outer suburb 4', () => {
    const index = indexFeatures(policyAreas);
    expect(index.containing(-79.3841, 43.6534)[0]?.properties.POLICY_ID).toBe(1);
    expect(index.containing(-79.2578, 43.7764)[0]?.properties.POLICY_ID).toBe(4);
  });
});

describe('the demo rooming-house areas', () => {
  it('when the field values are read, then the area is A–D, the label is area + number, and they are marked demo', () => {
    expect(roomingHouses.length).toBeGreaterThanOrEqual(4);
    for (const { properties: p } of roomingHouses) {
      expect(['A', 'B', 'C', 'D']).toContain(p.RMH_AREA);
      expect(Number.isInteger(p.RMG_HS_NO) && p.RMG_HS_NO >= 1).toBe(true);
      expect(p).toMatchObject({ RMG_STRING: `${p.RMH_AREA}${p.RMG_HS_NO}`, CHAP150_25: 'Chapter150_25.htm', DEMO: 'Y' });
    }
    expect(new Set(roomingHouses.map((f) => f.properties.RMH_AREA))).toEqual(new Set(['A', 'B', 'C', 'D']));
  });

  it('when a rooming-house area is checked, then it lies in the old city and overlaps no other', () => {
    const municipalityAt = createMunicipalityLookup(network);
    const index = indexFeatures(roomingHouses);
    let inside = 0;
    for (const [lng, lat] of cityPoints(4000, 'rooming-points')) {
      const hits = index.containing(lng, lat).length;
      expect(hits).toBeLessThanOrEqual(1);
      if (hits === 1) expect(municipalityAt(...lngLatToFrame(lng, lat)), `${lng}, ${lat}`).toBe('former Toronto');
      inside += hits;
    }
    expect(inside).toBeGreaterThan(20);
  });
});

describe('the demo building setback', () => {
  it('when it is read, then it is the downtown tall-building setback over City Hall, marked demo', () => {
    expect(buildingSetbacks).toHaveLength(1);
    expect(buildingSetbacks[0]!.properties).toEqual({
      OBJECTID: 1, ZN_STRING: 'Downtown Tall Building Setback', CH600_AREA_TYPE: 1, BYLAW_SECTIONLINK: 'Chapter600_10.htm', DEMO: 'Y',
    });
    expect(pointInArea(-79.3841, 43.6534, buildingSetbacks[0]!.geometry)).toBe(true);
    expect(pointInArea(-79.4637, 43.6465, buildingSetbacks[0]!.geometry)).toBe(false);
  });
});

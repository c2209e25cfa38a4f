import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Feature, FeatureCollection, Geometry, MultiLineString, MultiPolygon, Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { toLngLat } from '../../src/lib/geo/lng-lat';
import { pointInArea } from '../../src/lib/geo/point-in-polygon';
import { tinyDataset, zoningProperties } from '../../tests/fixtures/tiny-dataset';
import { CITY_DATA_DIR, cityDataAvailable } from '../../tests/support/city-data';
import { besideLine, interiorPoint } from '../../tests/support/interior-point';
import type { Area, Dataset } from '../../src/lib/spatial/schema';
import { createSpatialService, type SpatialService } from './spatial-service';

// The City's own overlay files (shared/data/toronto; never copied into the repository).
const file = (name: string) => path.join(CITY_DATA_DIR, name);
const read = <G extends Area | MultiLineString>(name: string) =>
  JSON.parse(readFileSync(file(name), 'utf8')) as FeatureCollection<G, Record<string, string | number>>;

const withId = <G extends Geometry, P>(features: Feature<G, Record<string, string | number>>[], properties: (p: Record<string, string | number>, k: number) => P) =>
  features.map((f, k): Feature<G, P> => ({ type: 'Feature', geometry: f.geometry, properties: properties(f.properties, k + 1) }));

describe.skipIf(!cityDataAvailable())('overlays answered from the City’s own files', () => {
  const boundary = read<Polygon | MultiPolygon>('city-boundary.geojson').features[0]!;
  const policy = read<Area>('overlay-policy-area.geojson').features;
  const rooming = read<Area>('overlay-rooming-house.geojson').features;
  const setbacks = read<Area>('overlay-building-setback.geojson').features;
  const streets = read<MultiLineString>('overlay-priority-retail-street.geojson').features;
  // One zone over the whole city: these tests are about the overlays.
  const dataset: Dataset = {
    ...tinyDataset(),
    boundary: { type: 'Feature', geometry: boundary.geometry, properties: { NAME: 'City of Toronto' } },
    zoning: { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: boundary.geometry, properties: zoningProperties({}) }] },
    parcels: { type: 'FeatureCollection', features: [] },
    policyAreas: {
      type: 'FeatureCollection',
      features: withId(policy, (p, OBJECTID) => ({ OBJECTID, POLICY_ID: Number(p.POLICY_ID), CHAPT_200: String(p.CHAPT_200) })),
    },
    roomingHouses: {
      type: 'FeatureCollection',
      features: withId(rooming, (p, OBJECTID) => ({
        OBJECTID, RMH_AREA: String(p.RMH_AREA), RMG_HS_NO: Number(p.RMG_HS_NO), RMG_STRING: String(p.RMG_STRING), CHAP150_25: String(p.CHAP150_25),
      })),
    },
    buildingSetbacks: {
      type: 'FeatureCollection',
      features: withId(setbacks, (p, OBJECTID) => ({
        OBJECTID, ZN_STRING: String(p.ZN_STRING), CH600_AREA_TYPE: Number(p.CH600_AREA_TYPE), BYLAW_SECTIONLINK: String(p.BYLAW_SECTIONLINK),
      })),
    },
    priorityRetailStreets: {
      type: 'FeatureCollection',
      features: withId(streets, (p, OBJECTID) => ({
        OBJECTID, LINEAR_NAME_FULL_LEGAL: String(p.LINEAR_NAME_FULL_LEGAL), CH600_LINE_TYPE: Number(p.CH600_LINE_TYPE),
        BYLAW_SECTIONLINK: String(p.BYLAW_SECTIONLINK),
      })),
    },
  };
  const spatial: SpatialService = createSpatialService(dataset);
  const overlaysAt = ([lng, lat]: [number, number]) => spatial.spatialData(toLngLat(lng, lat)).overlays;

  it('when the point is inside a real policy-area 1 polygon, then it answers policy area 1', () => {
    const area = policy.find((f) => f.properties.POLICY_ID === '1')!;
    const point = interiorPoint(area.geometry);
    expect(pointInArea(...point, area.geometry)).toBe(true);
    expect(overlaysAt(point).policy_area).toEqual({ POLICY_ID: 1, CHAPT_200: 'Chapter970.htm' });
  });

  it('when the point is inside a real rooming-house polygon, then it answers its area and number', () => {
    const area = rooming.find((f) => f.properties.RMG_STRING === 'B2')!;
    const point = interiorPoint(area.geometry);
    expect(pointInArea(...point, area.geometry)).toBe(true);
    expect(overlaysAt(point).rooming_house).toEqual({ RMH_AREA: 'B', RMG_HS_NO: 2, RMG_STRING: 'B2', CHAP150_25: 'Chapter150_25.htm' });
  });

  it('when the point is inside a real building-setback polygon, then it answers the downtown setback', () => {
    const point = interiorPoint(setbacks[0]!.geometry);
    expect(overlaysAt(point).building_setback).toEqual({ ZN_STRING: 'Downtown Tall Building Setback', BYLAW_SECTIONLINK: 'Chapter600_10.htm' });
  });

  it('when the point is 10 m beside a real priority retail street, then it answers that street at 10 m', () => {
    const street = streets.find((f) => f.properties.LINEAR_NAME_FULL_LEGAL === 'Queen Street West')!;
    const point = besideLine(street.geometry.coordinates[0]!, 10);
    expect(overlaysAt(point).priority_retail_street).toEqual({
      LINEAR_NAME_FULL_LEGAL: 'Queen Street West', distance_m: 10, measured_from: 'point', BYLAW_SECTIONLINK: 'Chapter600_20.htm',
    });
  });

  it('when the point is well away from every real retail street, then there is none', () => {
    // High Park: no retail street within a few hundred metres.
    expect(overlaysAt([-79.4637, 43.6465]).priority_retail_street).toBeNull();
  });
});

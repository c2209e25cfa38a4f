// A hand-made Dataset for the map-data tests: a few squares near City Hall (43.65 N, -79.38 W), one of each kind.

import type { Position } from 'geojson';
import { zoningProperties as baseZoningProperties } from '../../tests/fixtures/tiny-dataset';
import type { Dataset, ParcelProperties, ZoningProperties } from '../dataset/schema';

/** A point inside the Commercial Residential square, the parcels and the tiles the tests ask for. */
export const FIXTURE_POINTS = {
  commercialResidential: { lng: -79.3825, lat: 43.65 },
  formerBylaw: { lng: -79.3825, lat: 43.654 },
  lake: { lng: -79.38, lat: 43.55 },
} as const;

export function square(west: number, south: number, east: number, north: number): Position[][] {
  return [[[west, south], [east, south], [east, north], [west, north], [west, south]]];
}

/** Commercial Residential unless told otherwise: most of the fixture's zones are CR. */
function zoningProperties(overrides: Partial<ZoningProperties>): ZoningProperties {
  return baseZoningProperties({
    GEN_ZONE: 202, ZN_ZONE: 'CR', FSI_TOTAL: 3, PRCNT_COMM: 2, PRCNT_RES: 2.5, STAND_SET: 2,
    ZN_STRING: 'CR 3.0 (c2.0; r2.5) SS2', ZBL_CHAPTR: '40', ZBL_SECTN: '40.10',
    ...overrides,
  });
}

function parcelProperties(id: number): ParcelProperties {
  return {
    PARCELID: `P${id}`, ADDRESS_NUMBER: String(100 + id), LINEAR_NAME_FULL: 'Queen St W',
    ADDRESS_FULL: `${100 + id} Queen St W`, STATEDAREA: 400, FEATURE_TYPE: 'COMMON', DEMO: 'Y',
  };
}

export function buildFixtureDataset(): Dataset {
  const parcels = [0, 1, 2, 3].map((i) => ({
    type: 'Feature' as const,
    properties: parcelProperties(i),
    geometry: { type: 'Polygon' as const, coordinates: square(-79.3835 + i * 0.0004, 43.6495, -79.3832 + i * 0.0004, 43.6498) },
  }));
  return {
    manifest: {
      id: 'fixture-v1', name: 'Map data fixture', version: '2025-01-01', source: 'demo', createdAt: '2025-01-01T00:00:00Z',
      bbox: [-79.4, 43.64, -79.36, 43.66], counts: { zoning: 3, parcels: parcels.length }, attribution: 'Test fixture',
    },
    boundary: { type: 'Feature', properties: { NAME: 'Toronto', DEMO: 'Y' }, geometry: { type: 'Polygon', coordinates: square(-79.4, 43.64, -79.36, 43.66) } },
    zoning: {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: zoningProperties({ OBJECTID: 1, ZN_EXCPTN: 'Y', EXCPTN_NO: 345, ZN_STRING: 'CR 3.0 (c2.0; r2.5) SS2 (x345)', DEMO: 'Y' }),
          geometry: { type: 'Polygon', coordinates: square(-79.385, 43.648, -79.38, 43.652) },
        },
        {
          // Many decimals, and a vertex 1 cm from its neighbour that rounding must merge.
          type: 'Feature',
          properties: zoningProperties({ OBJECTID: 2, GEN_ZONE: 0, ZN_ZONE: 'RD', ZN_STRING: 'RD (f12.0; a370)', DEMO: 'Y' }),
          geometry: {
            type: 'MultiPolygon',
            coordinates: [[[
              [-79.380000012, 43.648000049], [-79.375000031, 43.648000012], [-79.375000049, 43.648000091],
              [-79.374999987, 43.652000003], [-79.380000012, 43.651999964], [-79.380000012, 43.648000049],
            ]]],
          },
        },
        {
          type: 'Feature',
          properties: zoningProperties({
            OBJECTID: 3, GEN_ZONE: 0, ZN_ZONE: 'R2', ZN_STATUS: 5, ZN_STRING: 'R2 Z0.6',
            FORMER_BYLAW: 'Former City of Toronto By-law 438-86', DEMO: 'Y',
          }),
          geometry: { type: 'Polygon', coordinates: square(-79.385, 43.652, -79.38, 43.656) },
        },
      ],
    },
    height: { type: 'FeatureCollection', features: [] },
    coverage: { type: 'FeatureCollection', features: [] },
    parcels: { type: 'FeatureCollection', features: parcels },
    addresses: [],
    policyAreas: { type: 'FeatureCollection', features: [] },
    roomingHouses: { type: 'FeatureCollection', features: [] },
    buildingSetbacks: { type: 'FeatureCollection', features: [] },
    priorityRetailStreets: { type: 'FeatureCollection', features: [] },
  };
}

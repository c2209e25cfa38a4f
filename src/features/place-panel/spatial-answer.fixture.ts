// For the place panel's tests: a look-up answer for an RD parcel downtown, as the spatial API gives it.
import type { SpatialDataAnswer } from '../../lib/api/spatial';
import { toLngLat } from '../../lib/geo/lng-lat';

export const POINT = toLngLat(-79.3832, 43.6532);

export function spatialAnswer(overrides: Partial<SpatialDataAnswer> = {}): SpatialDataAnswer {
  return {
    zone: {
      base_zone: 'RD',
      zone_code: 'RD (f12.0; a370; d0.6) (x42)',
      zone_label: 'Residential Detached',
      zone_type: 'Residential',
      gen_zone: 0,
      status: 0,
      holding: false,
      exception: 42,
      exception_section: '900.3.10(42)',
      bylaw_chapter: 10,
      bylaw_section: '10.20',
      bylaw_url: 'https://www.toronto.ca/zoning/bylaw_amendments/ZBL_NewProvision_Chapter10_20.htm',
      is_former_city_area: false,
      area_units: null,
      coverage: null,
      former_bylaw: null,
      demo: true,
    },
    parcel: { parceli2: '1234567', address_full: '100 Queen St W', lot_area_ft2: 4521.4, lot_area_m2: 420.05 },
    overlays: {
      height: { HT_STRING: 'HT 10.0, ST 3', HT_HEIGHT: 10, HT_STORIES: 3 },
      coverage: { PRCNT_CVER: 35 },
      policy_area: null,
      rooming_house: null,
      building_setback: null,
      priority_retail_street: null,
    },
    former_bylaw_area: false,
    location: { lat: POINT[1], lng: POINT[0] },
    dataset: { id: 'demo-v1', name: 'Demo', version: '2025-07-14', source: 'demo', demo: true, attribution: 'Demo data' },
    ...overrides,
  };
}

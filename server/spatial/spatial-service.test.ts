import { describe, expect, it } from 'vitest';
import { toLngLat } from '../../src/lib/geo/lng-lat';
import type { Feature, Polygon } from 'geojson';
import { QUEEN_LAT, SPADINA_LNG, tinyDataset, zoningProperties } from '../../tests/fixtures/tiny-dataset';
import type { Dataset, ParcelProperties } from '../../src/lib/spatial/schema';
import { appErrorOf } from '../../tests/support/app-error-of';
import { METRES_PER_DEGREE_LAT } from '../../src/lib/spatial/ground-metres';
import { createSpatialService } from './spatial-service';

const spatial = createSpatialService(tinyDataset());
const METRES_PER_DEGREE_LNG = METRES_PER_DEGREE_LAT * Math.cos((QUEEN_LAT * Math.PI) / 180);

/** A parcel in the CR block south of Queen Street West, from `nearMetres` to `farMetres` south of it, 80 m wide. */
function parcelSouthOfQueen(nearMetres: number, farMetres: number): Feature<Polygon, ParcelProperties> {
  const [west, east] = [-79.384, -79.384 + 80 / METRES_PER_DEGREE_LNG];
  const [north, south] = [QUEEN_LAT - nearMetres / METRES_PER_DEGREE_LAT, QUEEN_LAT - farMetres / METRES_PER_DEGREE_LAT];
  return {
    type: 'Feature',
    geometry: { type: 'Polygon', coordinates: [[[west, south], [east, south], [east, north], [west, north], [west, south]]] },
    properties: {
      PARCELID: 'P-0002', ADDRESS_NUMBER: '400', LINEAR_NAME_FULL: 'Queen St W', ADDRESS_FULL: '400 Queen St W',
      STATEDAREA: 3200, FEATURE_TYPE: 'COMMON', DEMO: 'Y',
    },
  };
}

function withParcel(parcel: Feature<Polygon, ParcelProperties>): Dataset {
  const dataset = tinyDataset();
  return { ...dataset, parcels: { ...dataset.parcels, features: [...dataset.parcels.features, parcel] } };
}

describe('spatial service', () => {
  it('when the point is on a parcel in an RD zone, then it answers the zone, the exception, the parcel and its overlays', () => {
    const answer = spatial.spatialData(toLngLat(-79.3985, 43.6515));

    expect(answer.zone).toMatchObject({
      base_zone: 'RD',
      zone_code: 'RD (f13.5; a510; d0.45) (x42)',
      zone_label: 'Residential Detached',
      zone_type: 'Residential',
      exception: 42,
      exception_section: '900.3.10(42)',
      bylaw_chapter: 10,
      bylaw_url: 'https://www.toronto.ca/zoning/bylaw_amendments/ZBL_NewProvision_Chapter10.htm',
      is_former_city_area: false,
      demo: true,
    });
    expect(answer.parcel).toEqual({ parceli2: 'P-0001', address_full: '12 Euclid Ave', addresses: ['12 Euclid Ave'], lot_area_m2: 400, lot_area_ft2: 4305.6 });
    expect(answer.overlays).toEqual({
      height: { HT_STRING: 'HT 10.0, ST 3', HT_HEIGHT: 10, HT_STORIES: 3 },
      coverage: { PRCNT_CVER: 35 },
      policy_area: { POLICY_ID: 3, CHAPT_200: 'Chapter970.htm' },
      rooming_house: { RMH_AREA: 'B', RMG_HS_NO: 1, RMG_STRING: 'B1', CHAP150_25: 'Chapter150_25.htm' },
      building_setback: null,
      priority_retail_street: null,
    });
    expect(answer.location).toEqual({ lat: 43.6515, lng: -79.3985 });
  });

  it('when the point is downtown beside a retail street, then it answers the policy area, the setback and the street', () => {
    const answer = spatial.spatialData(toLngLat(-79.385, QUEEN_LAT + 20 / METRES_PER_DEGREE_LAT));

    expect(answer.overlays).toMatchObject({
      height: null,
      policy_area: { POLICY_ID: 1, CHAPT_200: 'Chapter970.htm' },
      rooming_house: null,
      building_setback: { ZN_STRING: 'Downtown Tall Building Setback', BYLAW_SECTIONLINK: 'Chapter600_10.htm' },
      priority_retail_street: { LINEAR_NAME_FULL_LEGAL: 'Queen Street West', distance_m: 20, measured_from: 'point', BYLAW_SECTIONLINK: 'Chapter600_20.htm' },
    });
  });

  it('when a retail street is 29 m away, then it is reported', () => {
    const answer = spatial.spatialData(toLngLat(-79.383, QUEEN_LAT - 29 / METRES_PER_DEGREE_LAT));
    expect(answer.overlays.priority_retail_street).toEqual({ LINEAR_NAME_FULL_LEGAL: 'Queen Street West', distance_m: 29, measured_from: 'point', BYLAW_SECTIONLINK: 'Chapter600_20.htm' });
  });

  it('when the nearest retail street is 31 m away, then there is none', () => {
    const answer = spatial.spatialData(toLngLat(-79.383, QUEEN_LAT - 31 / METRES_PER_DEGREE_LAT));
    expect(answer.overlays.priority_retail_street).toBeNull();
  });

  it('when the point is past a street’s end, then the distance is to that end', () => {
    // 24 m east of Queen Street West's east end at -79.38, in the former-by-law block.
    const metresPerDegreeLng = METRES_PER_DEGREE_LAT * Math.cos((QUEEN_LAT * Math.PI) / 180);
    const answer = spatial.spatialData(toLngLat(-79.38 + 24 / metresPerDegreeLng, QUEEN_LAT));
    expect(answer.overlays.priority_retail_street).toEqual({ LINEAR_NAME_FULL_LEGAL: 'Queen Street West', distance_m: 24, measured_from: 'point', BYLAW_SECTIONLINK: 'Chapter600_20.htm' });
  });

  it('when two retail streets are within 30 m, then the nearer one is reported', () => {
    const metresPerDegreeLng = METRES_PER_DEGREE_LAT * Math.cos((QUEEN_LAT * Math.PI) / 180);
    const point = toLngLat(SPADINA_LNG + 12.34 / metresPerDegreeLng, QUEEN_LAT + 25 / METRES_PER_DEGREE_LAT);
    expect(spatial.spatialData(point).overlays.priority_retail_street).toEqual({
      LINEAR_NAME_FULL_LEGAL: 'Spadina Avenue', distance_m: 12.3, measured_from: 'point', BYLAW_SECTIONLINK: 'Chapter600_20.htm',
    });
  });

  it('when the point is in a parcel’s back half, more than 30 m from a retail street whose front edge is within 30 m, then the street is reported from the parcel', () => {
    const service = createSpatialService(withParcel(parcelSouthOfQueen(20, 60)));
    // 50 m south of the street: too far from the point, but the parcel's front edge is 20 m from it.
    const point = toLngLat(-79.384 + 40 / METRES_PER_DEGREE_LNG, QUEEN_LAT - 50 / METRES_PER_DEGREE_LAT);

    expect(service.spatialData(point).overlays.priority_retail_street).toEqual({
      LINEAR_NAME_FULL_LEGAL: 'Queen Street West', distance_m: 20, measured_from: 'parcel', BYLAW_SECTIONLINK: 'Chapter600_20.htm',
    });
  });

  it('when the retail street crosses the parcel, then its distance is 0', () => {
    const service = createSpatialService(withParcel(parcelSouthOfQueen(-10, 40)));
    const point = toLngLat(-79.384 + 40 / METRES_PER_DEGREE_LNG, QUEEN_LAT - 30 / METRES_PER_DEGREE_LAT);

    expect(service.spatialData(point).overlays.priority_retail_street).toEqual({
      LINEAR_NAME_FULL_LEGAL: 'Queen Street West', distance_m: 0, measured_from: 'parcel', BYLAW_SECTIONLINK: 'Chapter600_20.htm',
    });
  });

  it('when the parcel’s nearest edge is 31 m from every retail street, then there is none', () => {
    const service = createSpatialService(withParcel(parcelSouthOfQueen(31, 60)));
    const point = toLngLat(-79.384 + 40 / METRES_PER_DEGREE_LNG, QUEEN_LAT - 31.5 / METRES_PER_DEGREE_LAT);

    expect(service.spatialData(point).overlays.priority_retail_street).toBeNull();
  });

  it('when the zone sets its own lot coverage, then the zone answer carries it', () => {
    const dataset = tinyDataset();
    const [rd, ...others] = dataset.zoning.features;
    const covered = { ...rd!, properties: zoningProperties({ ...rd!.properties, COVERAGE: 40 }) };
    const service = createSpatialService({ ...dataset, zoning: { ...dataset.zoning, features: [covered, ...others] } });

    expect(service.spatialData(toLngLat(-79.3985, 43.6515)).zone.coverage).toBe(40);
  });

  it('when the zone gives no lot coverage (-1), then the zone answer’s coverage is null', () => {
    expect(spatial.spatialData(toLngLat(-79.3985, 43.6515)).zone.coverage).toBeNull();
  });

  it('when the zone is under a former by-law with no overlays, then every overlay is null', () => {
    expect(spatial.spatialData(toLngLat(-79.375, 43.652)).overlays).toEqual({
      height: null, coverage: null, policy_area: null, rooming_house: null, building_setback: null, priority_retail_street: null,
    });
  });

  it('when the point is in the zone but off every parcel, then the parcel is null', () => {
    expect(spatial.spatialData(toLngLat(-79.395, 43.655)).parcel).toBeNull();
  });

  it('when the zone is a former-by-law area, then it is flagged with its by-law and no 569-2013 chapter', () => {
    const answer = spatial.spatialData(toLngLat(-79.375, 43.655));

    expect(answer.former_bylaw_area).toBe(true);
    expect(answer.zone).toMatchObject({
      is_former_city_area: true,
      former_bylaw: 'Former City of Toronto By-law 438-86',
      bylaw_url: null,
    });
  });

  it('when the point is outside the city, then it is a 404 outside_toronto', () => {
    const error = appErrorOf(() => spatial.spatialData(toLngLat(-75.6972, 45.4215)));
    expect([error.status, error.code]).toEqual([404, 'outside_toronto']);
  });

  it('when the point is in the city but in a gap of the zoning map, then it is a 404 no_zoning', () => {
    const error = appErrorOf(() => spatial.spatialData(toLngLat(-79.365, 43.655)));
    expect([error.status, error.code]).toEqual([404, 'no_zoning']);
  });

  it('when parcel-by-point hits a parcel, then it answers its id and area', () => {
    expect(spatial.parcelByPoint(toLngLat(-79.3985, 43.6515))).toMatchObject({ parceli2: 'P-0001', lot_area_ft2: 4305.6 });
  });

  it('when parcel-by-point misses every parcel inside the city, then it is a 404 no_parcel', () => {
    const error = appErrorOf(() => spatial.parcelByPoint(toLngLat(-79.395, 43.655)));
    expect([error.status, error.code]).toEqual([404, 'no_parcel']);
  });
});

// Answers "what zoning, parcel and overlays are at this point?" from in-memory indexes built once per dataset.

import type { Feature } from 'geojson';
import type {
  DatasetDescription,
  ParcelAnswer,
  ParcelByPointAnswer,
  SpatialDataAnswer,
  ZoneAnswer,
} from '../../src/lib/api/spatial';
import type { LngLat } from '../../src/lib/geo/lng-lat';
import type { SiteFigure } from '../../src/lib/report/site-figure';
import { pointInArea } from '../../src/lib/geo/point-in-polygon';
import { squareMetresToSquareFeet } from '../../src/lib/units/area';
import { chapterUrl } from '../../src/lib/zoning/bylaw-links';
import { findZone } from '../../src/lib/zoning/zone-categories';
import type { Area, Dataset, ParcelProperties, ZoningProperties } from '../dataset/schema';
import { AppError } from '../http/app-error';
import type { AddressIndex } from './address-index';
import { boundsOf } from './area-index';
import { isFormerZoning } from './former-zoning';
import { datasetInfoOf, describeDataset } from './dataset-description';
import { buildSiteFigure } from './site-figure';
import { buildSpatialLayers, isSpatialLayers, type SpatialLayers } from './spatial-layers';

/**
 * A Priority Retail Street counts when it lies within this many metres of the parcel (600.20), or of the point where
 * there is no parcel: a parcel never falls inside a line, so the test is a buffer.
 */
export const PRIORITY_RETAIL_STREET_METRES = 30;
/** The site figure's default half-width in metres. */
export const SITE_FIGURE_RADIUS_METRES = 60;

/** What a brief reads at a point: the spatial answer, and the site figure around the same parcel. */
export interface SiteLookUp {
  readonly data: SpatialDataAnswer;
  /** The site figure at SITE_FIGURE_RADIUS_METRES from the parcel already found, drawn when asked; null outside Toronto. */
  figure(): SiteFigure | null;
}

export interface SpatialService {
  /** GET /api/dataset: the dataset, which layers it has, and the City's files it was made from with their dates. */
  readonly dataset: DatasetDescription;
  /** Throws AppError 404 outside_toronto / no_zoning. */
  spatialData(point: LngLat): SpatialDataAnswer;
  /** spatialData's answer and the site figure from one parcel look-up (an analysis needs both); throws as spatialData. */
  lookUpSite(point: LngLat): SiteLookUp;
  /** Throws AppError 404 outside_toronto / no_parcel. */
  parcelByPoint(point: LngLat): ParcelByPointAnswer;
  /**
   * The parcel at the point and the zoning polygons meeting a square frame of ±radiusMetres around the parcel's
   * centre (the point's where there is no parcel), nearest first and at most 40; null outside Toronto.
   */
  siteFigure(point: LngLat, radiusMetres?: number): SiteFigure | null;
}

/** From a dataset in memory (its indexes built now) or from indexes read from a prebuilt dataset. */
export function createSpatialService(source: Dataset | SpatialLayers): SpatialService {
  const layers = isSpatialLayers(source) ? source : buildSpatialLayers(source);
  const { zoning, parcels, height, coverage, policyAreas, roomingHouses, buildingSetbacks, retailStreets, boundary, manifest } = layers;
  const addressPoints = layers.addresses;
  const boundaryBox = boundsOf(boundary);
  // One object for every answer: which layers this dataset has travels with each, the files read only on /api/dataset.
  const info = datasetInfoOf(manifest);
  const description = describeDataset(manifest);

  const inToronto = (lng: number, lat: number) => withinBox(lng, lat, boundaryBox) && pointInArea(lng, lat, boundary);

  function assertInToronto(lng: number, lat: number): void {
    if (!inToronto(lng, lat)) {
      throw new AppError('outside_toronto', 404, `The point ${lat}, ${lng} is outside the City of Toronto.`);
    }
  }

  type Parcel = Feature<Area, ParcelProperties> | undefined;

  /** The answer at the point, given the parcel there (looked up by the caller, so that it is looked up once). */
  function answerAt(lng: number, lat: number, parcel: Parcel): SpatialDataAnswer {
    const zone = zoning.find(lng, lat);
    if (!zone) {
      assertInToronto(lng, lat);
      throw new AppError('no_zoning', 404, 'There is no zoning area at this point (a gap in the zoning map, such as a rail or hydro corridor).');
    }
    const zoneAnswer = toZoneAnswer(zone.properties, info.demo);
    const heightArea = height.find(lng, lat)?.properties;
    const coverageArea = coverage.find(lng, lat)?.properties;
    const policyArea = policyAreas.find(lng, lat)?.properties;
    const roomingHouse = roomingHouses.find(lng, lat)?.properties;
    const setback = buildingSetbacks.find(lng, lat)?.properties;
    const retailStreet = parcel
      ? retailStreets.nearestToArea(parcel.geometry, PRIORITY_RETAIL_STREET_METRES)
      : retailStreets.nearest(lng, lat, PRIORITY_RETAIL_STREET_METRES);
    return {
      zone: zoneAnswer,
      parcel: toParcelAnswer(parcel, addressPoints),
      overlays: {
        height: heightArea
          ? { HT_STRING: heightArea.HT_STRING, HT_HEIGHT: heightArea.HT_HEIGHT, HT_STORIES: heightArea.HT_STORIES }
          : null,
        coverage: coverageArea ? { PRCNT_CVER: coverageArea.PRCNT_CVER } : null,
        policy_area: policyArea ? { POLICY_ID: policyArea.POLICY_ID } : null,
        rooming_house: roomingHouse
          ? { RMH_AREA: roomingHouse.RMH_AREA, RMG_HS_NO: roomingHouse.RMG_HS_NO, RMG_STRING: roomingHouse.RMG_STRING }
          : null,
        building_setback: setback ? { ZN_STRING: setback.ZN_STRING } : null,
        priority_retail_street: retailStreet
          ? {
              LINEAR_NAME_FULL_LEGAL: retailStreet.feature.properties.LINEAR_NAME_FULL_LEGAL,
              distance_m: round(retailStreet.distance, 1),
              measured_from: parcel ? 'parcel' : 'point',
            }
          : null,
      },
      former_bylaw_area: zoneAnswer.is_former_city_area,
      location: { lat, lng },
      dataset: info,
    };
  }

  function figureAt(lng: number, lat: number, radiusMetres: number, parcel: Parcel): SiteFigure | null {
    if (!inToronto(lng, lat)) return null;
    return buildSiteFigure(lng, lat, radiusMetres, { zoning, parcel });
  }

  return {
    dataset: description,

    spatialData([lng, lat]) {
      return answerAt(lng, lat, parcels.find(lng, lat));
    },

    lookUpSite([lng, lat]) {
      const parcel = parcels.find(lng, lat);
      return { data: answerAt(lng, lat, parcel), figure: () => figureAt(lng, lat, SITE_FIGURE_RADIUS_METRES, parcel) };
    },

    parcelByPoint([lng, lat]) {
      const parcel = toParcelAnswer(parcels.find(lng, lat), addressPoints);
      if (!parcel) {
        assertInToronto(lng, lat);
        throw new AppError('no_parcel', 404, 'There is no parcel at this point.');
      }
      return {
        parceli2: parcel.parceli2,
        address_full: parcel.address_full,
        lot_area_ft2: parcel.lot_area_ft2,
        lot_area_m2: parcel.lot_area_m2,
      };
    },

    siteFigure([lng, lat], radiusMetres = SITE_FIGURE_RADIUS_METRES) {
      return figureAt(lng, lat, radiusMetres, parcels.find(lng, lat));
    },
  };
}

function toZoneAnswer(p: ZoningProperties, demo: boolean): ZoneAnswer {
  const category = findZone(p.ZN_ZONE);
  const former = isFormerZoning(p);
  const section = category?.section ?? null;
  const hasException = p.ZN_EXCPTN === 'Y' && p.EXCPTN_NO > 0;
  return {
    base_zone: p.ZN_ZONE,
    zone_code: p.ZN_STRING ?? null,
    zone_label: former ? 'Former municipal by-law area' : (category?.name ?? p.ZN_ZONE),
    zone_type: former ? 'Former by-law' : (category?.category ?? 'Unknown'),
    gen_zone: p.GEN_ZONE,
    status: p.ZN_STATUS,
    holding: p.ZN_HOLDING === 'Y',
    exception: hasException ? p.EXCPTN_NO : null,
    exception_section: hasException && p.ZBL_EXCPTN ? p.ZBL_EXCPTN : null,
    bylaw_chapter: former ? null : (category?.chapter ?? null),
    bylaw_section: former ? null : section,
    bylaw_url: former || !category ? null : chapterUrl(category.chapter),
    is_former_city_area: former,
    area_units: p.AREA_UNITS > 0 ? p.AREA_UNITS : null,
    coverage: p.COVERAGE > 0 ? p.COVERAGE : null,
    former_bylaw: former ? (p.FORMER_BYLAW ?? null) : null,
    demo: demo || p.DEMO === 'Y',
  };
}

function toParcelAnswer(feature: Feature<Area, ParcelProperties> | undefined, addressPoints: AddressIndex): ParcelAnswer | null {
  if (!feature) return null;
  const m2 = feature.properties.STATEDAREA;
  const own = feature.properties.ADDRESS_FULL.trim();
  return {
    parceli2: feature.properties.PARCELID,
    address_full: feature.properties.ADDRESS_FULL,
    addresses: [...new Set([...(own ? [own] : []), ...addressPoints.addressesWithin(feature.geometry)])],
    lot_area_m2: round(m2, 1),
    lot_area_ft2: round(squareMetresToSquareFeet(m2), 1),
  };
}

function withinBox(lng: number, lat: number, [w, s, e, n]: [number, number, number, number]): boolean {
  return lng >= w && lng <= e && lat >= s && lat <= n;
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}


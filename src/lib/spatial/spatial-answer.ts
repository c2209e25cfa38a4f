// The spatial answer built from what was found at a point, whichever backend found it (the in-memory indexes or
// PostGIS): one set of rules, so both answer alike.

import type { DatasetInfo, NotCoveredAnswer, ParcelAnswer, ParcelByPointAnswer, SpatialDataAnswer, ZoneAnswer } from '../api/spatial';
import { squareMetresToSquareFeet } from '../units/area';
import { chapterUrl } from '../zoning/bylaw-links';
import { findZone } from '../zoning/zone-categories';
import type {
  BuildingSetbackProperties,
  CoverageProperties,
  HeightProperties,
  ParcelProperties,
  PolicyAreaProperties,
  PriorityRetailStreetProperties,
  RoomingHouseProperties,
  ZoningProperties,
} from './schema';
import { isFormerZoning } from './former-zoning';

/** The features found at a point (the zoning is required: without it there is no answer). */
export interface FoundAtPoint {
  /** toZoneAnswer of the zoning area there (the same at every point inside it, so a backend may keep it). */
  zone: ZoneAnswer;
  parcel: ParcelAnswer | null;
  height: HeightProperties | undefined;
  coverage: CoverageProperties | undefined;
  policyArea: PolicyAreaProperties | undefined;
  roomingHouse: RoomingHouseProperties | undefined;
  setback: BuildingSetbackProperties | undefined;
  /** The nearest Priority Retail Street within reach, with its distance in metres (unrounded). */
  retailStreet: { properties: PriorityRetailStreetProperties; distance: number } | undefined;
}

export function spatialAnswer(found: FoundAtPoint, lng: number, lat: number, info: DatasetInfo): SpatialDataAnswer {
  const { zone, parcel } = found;
  return {
    zone,
    parcel,
    overlays: overlaysOf(found),
    former_bylaw_area: zone.is_former_city_area,
    location: { lat, lng },
    dataset: info,
  };
}

/** Where the dataset's zoning does not cover the point (zoning-cover.ts): what it has there besides the zoning. */
export function notCoveredAnswer(found: Omit<FoundAtPoint, 'zone'>, lng: number, lat: number, info: DatasetInfo): NotCoveredAnswer {
  return { zone: null, coverage: 'outside-dataset', parcel: found.parcel, overlays: overlaysOf(found), location: { lat, lng }, dataset: info };
}

/** A layer's own link field, kept only where it has one (the brief cites the page it names). */
function link<K extends string>(name: K, value: string | undefined): Partial<Record<K, string>> {
  return value?.trim() ? ({ [name]: value.trim() } as Record<K, string>) : {};
}

function overlaysOf(found: Omit<FoundAtPoint, 'zone'>): SpatialDataAnswer['overlays'] {
  const { parcel, height, coverage, policyArea, roomingHouse, setback, retailStreet } = found;
  return {
    height: height ? { HT_STRING: height.HT_STRING, HT_HEIGHT: height.HT_HEIGHT, HT_STORIES: height.HT_STORIES } : null,
    coverage: coverage ? { PRCNT_CVER: coverage.PRCNT_CVER } : null,
    policy_area: policyArea ? { POLICY_ID: policyArea.POLICY_ID, ...link('CHAPT_200', policyArea.CHAPT_200) } : null,
    rooming_house: roomingHouse
      ? { RMH_AREA: roomingHouse.RMH_AREA, RMG_HS_NO: roomingHouse.RMG_HS_NO, RMG_STRING: roomingHouse.RMG_STRING, ...link('CHAP150_25', roomingHouse.CHAP150_25) }
      : null,
    building_setback: setback ? { ZN_STRING: setback.ZN_STRING, ...link('BYLAW_SECTIONLINK', setback.BYLAW_SECTIONLINK) } : null,
    priority_retail_street: retailStreet
      ? {
          LINEAR_NAME_FULL_LEGAL: retailStreet.properties.LINEAR_NAME_FULL_LEGAL,
          distance_m: round(retailStreet.distance, 1),
          measured_from: parcel ? 'parcel' : 'point',
          ...link('BYLAW_SECTIONLINK', retailStreet.properties.BYLAW_SECTIONLINK),
        }
      : null,
  };
}

export function toZoneAnswer(p: ZoningProperties, demo: boolean): ZoneAnswer {
  const category = findZone(p.ZN_ZONE);
  const former = isFormerZoning(p);
  const section = category?.section ?? null;
  const hasException = p.ZN_EXCPTN === 'Y' && p.EXCPTN_NO > 0;
  // The flag says 'Y' or 'N'; absent, the dataset does not say (the downtown subset carries no exception fields).
  const exception = hasException ? p.EXCPTN_NO : p.ZN_EXCPTN === undefined ? null : 'none';
  return {
    base_zone: p.ZN_ZONE,
    zone_code: p.ZN_STRING ?? null,
    zone_label: former ? 'Former municipal by-law area' : (category?.name ?? p.ZN_ZONE),
    zone_type: former ? 'Former by-law' : (category?.category ?? 'Unknown'),
    gen_zone: p.GEN_ZONE,
    status: p.ZN_STATUS ?? null,
    holding: p.ZN_HOLDING === undefined ? null : p.ZN_HOLDING === 'Y',
    exception,
    exception_section: hasException && p.ZBL_EXCPTN ? p.ZBL_EXCPTN : null,
    bylaw_chapter: former ? null : (category?.chapter ?? null),
    bylaw_section: former ? null : section,
    bylaw_url: former || !category ? null : chapterUrl(category.chapter),
    is_former_city_area: former,
    area_units: p.AREA_UNITS > 0 ? p.AREA_UNITS : null,
    coverage: p.COVERAGE > 0 ? p.COVERAGE : null,
    former_bylaw: former ? (p.FORMER_BYLAW ?? null) : null,
    former_municipality: former ? (p.FORMER_MUNICIPALITY ?? null) : null,
    demo: demo || p.DEMO === 'Y',
  };
}

/** What a parcel's answer reads of its properties. */
export type ParcelAnswerFields = Pick<ParcelProperties, 'PARCELID' | 'ADDRESS_FULL' | 'STATEDAREA'>;

/** The parcel's answer: its own ADDRESS_FULL first, then those of the address points inside it, each once. */
export function toParcelAnswer(p: ParcelAnswerFields, addressesWithin: readonly string[]): ParcelAnswer {
  const m2 = p.STATEDAREA;
  const own = p.ADDRESS_FULL.trim();
  return {
    parceli2: p.PARCELID,
    address_full: p.ADDRESS_FULL,
    addresses: [...new Set([...(own ? [own] : []), ...addressesWithin])],
    lot_area_m2: round(m2, 1),
    lot_area_ft2: round(squareMetresToSquareFeet(m2), 1),
  };
}

export function toParcelByPoint(p: ParcelProperties): ParcelByPointAnswer {
  const { parceli2, address_full, lot_area_ft2, lot_area_m2 } = toParcelAnswer(p, []);
  return { parceli2, address_full, lot_area_ft2, lot_area_m2 };
}

/** Why a point has no answer: the API sends it as a 404 with this code and message, the offline look-up the same. */
export class LookUpMiss {
  constructor(
    readonly code: 'outside_toronto' | 'no_zoning' | 'no_parcel',
    readonly message: string,
  ) {}
}

export const outsideToronto = (lng: number, lat: number) => new LookUpMiss('outside_toronto', `The point ${lat}, ${lng} is outside the City of Toronto.`);

export const noZoning = () =>
  new LookUpMiss('no_zoning', 'There is no zoning area at this point (a gap in the zoning map, such as a rail or hydro corridor).');

export const noParcel = () => new LookUpMiss('no_parcel', 'There is no parcel at this point.');

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

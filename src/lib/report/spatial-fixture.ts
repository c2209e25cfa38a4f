// Spatial answers for tests and samples of the brief: built from a zone label the way the server answers a point.
import type { SpatialDataAnswer, ZoneAnswer } from '../api/spatial';
import { squareMetresToSquareFeet } from '../units/area';
import { findZone } from '../zoning/zone-categories';
import { parseZoneString } from '../zoning/zone-string';

export interface SpatialFixtureOptions {
  /** ZN_STRING; for a former by-law area, what the data writes there. */
  label: string;
  lotAreaM2?: number | null;
  address?: string;
  overlays?: Partial<SpatialDataAnswer['overlays']>;
  /** Set for lands outside By-law 569-2013 (ZN_STATUS 5). */
  formerBylaw?: string | null;
  demo?: boolean;
  /** AREA_UNITS, the minimum lot area per dwelling unit, where the answer carries it. */
  areaUnits?: number;
  /** COVERAGE, the zone's own maximum lot coverage %, where the answer carries it. */
  zoneCoverage?: number;
}

export const NO_OVERLAYS: SpatialDataAnswer['overlays'] = {
  height: null,
  coverage: null,
  policy_area: null,
  rooming_house: null,
  building_setback: null,
  priority_retail_street: null,
};

function zoneAnswer(options: SpatialFixtureOptions): ZoneAnswer {
  const former = options.formerBylaw !== undefined;
  const parsed = parseZoneString(options.label);
  const zone = former || parsed.zone === null ? undefined : findZone(parsed.zone);
  const exceptionSection = zone?.exceptionSection ?? null;
  return {
    base_zone: former ? 'Former' : (zone?.symbol ?? ''),
    zone_code: options.label,
    zone_label: former ? 'Former City By-law Area' : (zone?.name ?? ''),
    zone_type: former ? 'Former Municipal By-law' : (zone?.category ?? ''),
    gen_zone: zone?.genZone ?? -1,
    status: former ? 5 : 0,
    holding: parsed.holding,
    exception: parsed.exception,
    exception_section: parsed.exception !== null && exceptionSection !== null ? `${exceptionSection}.10(${parsed.exception})` : null,
    bylaw_chapter: zone?.chapter ?? null,
    bylaw_section: zone?.section ?? null,
    bylaw_url: null,
    is_former_city_area: former,
    area_units: options.areaUnits ?? null,
    coverage: options.zoneCoverage ?? null,
    former_bylaw: options.formerBylaw ?? null,
    demo: options.demo ?? true,
  };
}

export function spatialFixture(options: SpatialFixtureOptions): SpatialDataAnswer {
  const lotAreaM2 = options.lotAreaM2 === undefined ? 510 : options.lotAreaM2;
  const zone = zoneAnswer(options);
  return {
    zone,
    parcel:
      lotAreaM2 === null
        ? null
        : { parceli2: 'P-0042', address_full: options.address ?? '12 Euclid Ave', lot_area_m2: lotAreaM2, lot_area_ft2: squareMetresToSquareFeet(lotAreaM2) },
    overlays: { ...NO_OVERLAYS, ...options.overlays },
    former_bylaw_area: options.formerBylaw !== undefined,
    location: { lat: 43.6515123456, lng: -79.3985456789 },
    dataset: {
      id: 'demo-2024',
      name: options.demo === false ? 'City of Toronto Zoning By-law 569-2013' : 'ZoneBrief demo data',
      version: '2024-06-01',
      source: options.demo === false ? 'city' : 'demo',
      demo: options.demo ?? true,
      attribution: 'Contains information licensed under the Open Government Licence – Toronto',
    },
  };
}

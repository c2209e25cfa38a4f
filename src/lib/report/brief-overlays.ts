// The brief's overlays: each mapped overlay at the point, the ones checked and found absent, and the ones this dataset
// does not have (unknown, not absent), so the reader knows all three.
import type { AnswerLayer, DatasetInfo, SpatialDataAnswer } from '../api/spatial';
import { LAYER_NAMES, LAYER_NOT_LOADED, layerLoaded } from '../dataset/layers';
import type { BriefRow } from './brief-model';
import { linkedPage } from '../zoning/bylaw-links';
import { formatNumber, positive } from './format';

export const OVERLAY_ABSENT = 'None mapped at this point';

// Chapter 600's overlays are cited at their sections, as the City's layers link them (BYLAW_SECTIONLINK): 600.10 for
// the building setback, 600.20 for priority retail streets.

/**
 * Where the zone's own limit is (a cited article), for the overlays that only move a limit the zone already sets: the
 * height and lot coverage overlays. Their absence never means "no limit".
 */
export interface ZoneOwnLimits {
  height: string | null;
  coverage: string | null;
}

const NO_OVERLAY_HERE = /^No (height|lot coverage) overlay here: /;

/**
 * "No height overlay here: the zone's own limit in 10.20.40.10 applies"; where no article of the zone is cited (none
 * was read, or the zone is not known here), "any limit is the zone's own", which does not claim there is one.
 */
export function noOverlayHere(overlay: 'height' | 'lot coverage', article: string | null): string {
  return article === null ? `No ${overlay} overlay here: any limit is the zone's own` : `No ${overlay} overlay here: the zone's own limit in ${article} applies`;
}

/** Whether a row of the overlays table records an overlay found at the point (not absent, not unknown). */
export function overlayFound(row: BriefRow): boolean {
  return row.value !== OVERLAY_ABSENT && row.value !== LAYER_NOT_LOADED && !NO_OVERLAY_HERE.test(row.value);
}

type Overlays = SpatialDataAnswer['overlays'];

/** 'HT 10.5, ST 3' → '10.5 m, 3 storeys'; null when the overlay carries neither figure. */
export function heightInWords(height: NonNullable<Overlays['height']>): string | null {
  const metres = positive(height.HT_HEIGHT);
  const storeys = positive(height.HT_STORIES);
  const parts = [
    metres === null ? null : `${formatNumber(metres, 2)} m`,
    storeys === null ? null : `${formatNumber(storeys, 0)} ${storeys === 1 ? 'storey' : 'storeys'}`,
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? null : parts.join(', ');
}

/** One overlay as read at the point: what was found, or null where it is not mapped. */
interface OverlayReading {
  layer: AnswerLayer;
  label: string;
  section: string;
  /** The page the layer itself links, where it does (its BYLAW_SECTIONLINK, CHAP150_25 …). */
  url?: string;
  found: {
    value: string;
    /** How a list of what was found names it: "policy area 1", "priority retail street (Bay Street)". */
    name: string;
    note?: string;
  } | null;
}

/**
 * Every overlay, present or not, read once: the brief's table, the Property tab and the Analysis tab's preview all
 * start here, so none can find an overlay the others miss.
 */
function readingsOf(overlays: Overlays): OverlayReading[] {
  const { height, coverage, policy_area, rooming_house, building_setback, priority_retail_street } = overlays;
  const heightValue = height === null ? null : heightInWords(height);
  const coverageValue = positive(coverage?.PRCNT_CVER);
  const policyArea = positive(policy_area?.POLICY_ID);
  const roomingHouse = rooming_house === null ? null : (rooming_house.RMG_STRING.trim() || rooming_house.RMH_AREA.trim() || null);
  const setback = building_setback === null ? null : building_setback.ZN_STRING.trim() || 'Mapped';
  const retail = priority_retail_street;
  // Chapter 600's overlays cite the section their layer links (BYLAW_SECTIONLINK), else the one the reference gives.
  const setbackPage = linkedPage(building_setback?.BYLAW_SECTIONLINK);
  const retailPage = linkedPage(retail?.BYLAW_SECTIONLINK);
  const parkingPage = linkedPage(policy_area?.CHAPT_200);
  const roomingPage = linkedPage(rooming_house?.CHAP150_25);

  return [
    {
      layer: 'height',
      label: 'Maximum height',
      section: '995.20',
      found:
        height === null || heightValue === null
          ? null
          : { value: heightValue, name: `height (${height.HT_STRING.trim() || heightValue})`, note: `Height overlay label "${height.HT_STRING}"` },
    },
    {
      layer: 'coverage',
      label: 'Maximum lot coverage',
      section: '995.30',
      found:
        coverageValue === null
          ? null
          : { value: `${formatNumber(coverageValue, 2)}% of the lot area`, name: `lot coverage (${formatNumber(coverageValue, 2)}%)` },
    },
    {
      layer: 'policy_area',
      label: 'Policy area',
      section: '995.10',
      found:
        policyArea === null
          ? null
          : {
              value: `Policy Area ${formatNumber(policyArea, 0)}`,
              name: `policy area ${formatNumber(policyArea, 0)}`,
              note: parkingPage
                ? `Parking rates by policy area are in Chapter 200; the layer links ${parkingPage.cite} (CHAPT_200)`
                : 'Parking rates by policy area are in Chapter 200',
            },
    },
    {
      layer: 'rooming_house',
      label: 'Rooming house area',
      section: '995.41',
      found:
        roomingHouse === null
          ? null
          : {
              value: `Rooming house area ${roomingHouse}`,
              name: `rooming house (${roomingHouse})`,
              note: roomingPage
                ? `Rooming (multi-tenant) house regulations are in ${roomingPage.cite}, the section the layer links (CHAP150_25)`
                : 'Rooming (multi-tenant) house regulations are in Chapter 150 (Specific Use Regulations)',
            },
    },
    {
      layer: 'building_setback',
      label: 'Building setback overlay',
      section: setbackPage?.cite ?? '600.10',
      ...(setbackPage ? { url: setbackPage.url } : {}),
      found: setback === null ? null : { value: setback, name: 'building setback' },
    },
    {
      layer: 'priority_retail_street',
      label: 'Priority retail street within 30 m',
      section: retailPage?.cite ?? '600.20',
      ...(retailPage ? { url: retailPage.url } : {}),
      found:
        retail === null
          ? null
          : {
              value: retailStreetInWords(retail),
              name: `priority retail street (${retail.LINEAR_NAME_FULL_LEGAL})`,
              note: retailStreetNote(retail),
            },
    },
  ];
}

type Layers = Pick<DatasetInfo, 'layers'>;

function absentValue(layer: AnswerLayer, limits: ZoneOwnLimits | null): string {
  if (layer === 'height') return noOverlayHere('height', limits?.height ?? null);
  if (layer === 'coverage') return noOverlayHere('lot coverage', limits?.coverage ?? null);
  return OVERLAY_ABSENT;
}

function toRow({ layer, label, section, url, found }: OverlayReading, dataset: Layers, limits: ZoneOwnLimits | null = null): BriefRow {
  if (found === null) return { label, value: layerLoaded(dataset, layer) ? absentValue(layer, limits) : LAYER_NOT_LOADED, section };
  const row: BriefRow = { label, value: found.value, section, ...(url ? { url } : {}) };
  return found.note === undefined ? row : { ...row, note: found.note };
}

/**
 * The brief's table: every overlay, those not mapped here as OVERLAY_ABSENT (a missing height or lot coverage overlay
 * as the zone's own limit, in the article `limits` cites) and those the dataset does not have as LAYER_NOT_LOADED.
 */
export function readOverlays(overlays: Overlays, dataset: Layers = {}, limits: ZoneOwnLimits | null = null): BriefRow[] {
  return readingsOf(overlays).map((reading) => toRow(reading, dataset, limits));
}

/** Each row's note in a former by-law area: the maps are By-law 569-2013's, and it does not govern there. */
export const OVERLAY_OUTSIDE_BYLAW = 'A By-law 569-2013 overlay map: it does not govern lands outside that by-law';

/**
 * In a former by-law area, what 569-2013's overlay maps show, as data only: an absent height or coverage overlay
 * leaves no "zone's own limit" of 569-2013 to name there.
 */
export function readOverlaysOutsideBylaw(overlays: Overlays, dataset: Layers = {}): BriefRow[] {
  return readingsOf(overlays).map(({ layer, label, section, found }) => ({
    label,
    value: found?.value ?? (layerLoaded(dataset, layer) ? OVERLAY_ABSENT : LAYER_NOT_LOADED),
    section,
    note: OVERLAY_OUTSIDE_BYLAW,
  }));
}

/** The overlays this dataset does not have, as the brief's table words them (value LAYER_NOT_LOADED). */
export function unloadedOverlays(overlays: Overlays, dataset: Layers): BriefRow[] {
  return readingsOf(overlays)
    .filter((reading) => reading.found === null && !layerLoaded(dataset, reading.layer))
    .map((reading) => toRow(reading, dataset));
}

/** The overlays this dataset does not have, each named in a few words: "height overlay". */
export function unloadedOverlayNames(overlays: Overlays, dataset: Layers): string[] {
  return readingsOf(overlays).flatMap((reading) =>
    reading.found === null && !layerLoaded(dataset, reading.layer) ? [LAYER_NAMES[reading.layer]] : [],
  );
}

/** Only the overlays mapped at the point, as the brief's table words them. */
export function mappedOverlays(overlays: Overlays): BriefRow[] {
  return readingsOf(overlays)
    .filter((reading) => reading.found !== null)
    .map((reading) => toRow(reading, {}));
}

/** The overlays mapped at the point, each named in a few words: "policy area 1", "building setback". */
export function mappedOverlayNames(overlays: Overlays): string[] {
  return readingsOf(overlays).flatMap((reading) => (reading.found === null ? [] : [reading.found.name]));
}

type RetailStreet = NonNullable<Overlays['priority_retail_street']>;

/** 'Queen Street West, 12 m from the parcel'; 'from the point' where there was no parcel to measure from. */
function retailStreetInWords(retail: RetailStreet): string {
  const street = retail.LINEAR_NAME_FULL_LEGAL.trim() || 'A street not named in the data';
  if (retail.measured_from === 'parcel' && retail.distance_m === 0) return `${street}, touching or crossing the parcel`;
  const distance = Number.isFinite(retail.distance_m) && retail.distance_m >= 0 && retail.distance_m < 1e6 ? retail.distance_m : null;
  return distance === null ? `${street}, within 30 m (distance not in the data)` : `${street}, ${formatNumber(distance, 0)} m from the ${retail.measured_from}`;
}

function retailStreetNote(retail: RetailStreet): string {
  return retail.measured_from === 'parcel'
    ? 'Measured from the nearest edge of the parcel to the street line'
    : 'No parcel at this point, so measured from the point itself';
}

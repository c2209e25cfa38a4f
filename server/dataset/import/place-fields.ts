// The City's boundaries (the municipal boundary, the six former municipalities) and its Centreline streets.

import type { CentrelineProperties } from '../../../src/lib/spatial/schema';
import { readMeasure, readRequired, readText, reject, type FieldNotes, type Outcome, type Properties } from './field-values';

export interface BoundaryProperties {
  NAME: string;
}

/** The municipal boundary comes as a FeatureCollection whose feature names the city in AREA_NAME. */
export function boundaryProperties(props: Properties): Outcome<BoundaryProperties> {
  return { properties: { NAME: readText(props, 'AREA_NAME', 'NAME') ?? '' } };
}

export interface FormerMunicipalityProperties {
  AREA_NAME: string;
}

export function formerMunicipalityProperties(props: Properties): Outcome<FormerMunicipalityProperties> {
  const name = readText(props, 'AREA_NAME');
  return name ? { properties: { AREA_NAME: name } } : reject('no AREA_NAME');
}

/**
 * Centreline lines that are not streets: water, rail, hydro corridors, shorelines, survey lines, ferry routes, and
 * walkways (whose names are codes, not street names). The basemap draws and names streets only.
 */
const NOT_STREETS = new Set([
  'River',
  'Creek/Tributary',
  'Hydro Line',
  'Major Railway',
  'Minor Railway',
  'Major Shoreline',
  'Minor Shoreline (Land locked)',
  'Geostatistical line',
  'Ferry Route',
  'Walkway',
]);

export function centrelineProperties(props: Properties, notes: FieldNotes): Outcome<CentrelineProperties> {
  const id = readRequired(props, 'CENTRELINE_ID', notes, { integer: true });
  if (typeof id !== 'number') return id;
  const kind = readText(props, 'FEATURE_CODE_DESC') ?? '';
  if (NOT_STREETS.has(kind)) return { skip: `not a street (${kind})` };
  return {
    properties: {
      CENTRELINE_ID: id,
      LINEAR_NAME_FULL: readText(props, 'LINEAR_NAME_FULL') ?? '',
      LINEAR_NAME_FULL_LEGAL: readText(props, 'LINEAR_NAME_FULL_LEGAL') ?? '',
      FEATURE_CODE: readMeasure(props, 'FEATURE_CODE', notes, { integer: true }),
      FEATURE_CODE_DESC: kind,
    },
  };
}

// The By-law 569-2013 overlays' fields as the City's files give them (the dictionary's names, the files' variants).

import type {
  BuildingSetbackProperties,
  CoverageProperties,
  HeightProperties,
  PolicyAreaProperties,
  PriorityRetailStreetProperties,
  PublishedOverlayProperties,
  RoomingHouseProperties,
} from '../../../src/lib/spatial/schema';
import {
  NO_VALUE,
  publishedFields,
  readMeasure,
  readObjectId,
  readRequired,
  readText,
  reject,
  type FieldNotes,
  type Outcome,
  type Properties,
} from './field-values';

export function heightProperties(props: Properties, notes: FieldNotes, featureNumber: number): Outcome<HeightProperties> {
  const height = readMeasure(props, 'HT_HEIGHT', notes);
  const stories = readMeasure(props, 'HT_STORIES', notes, { integer: true });
  if (height === NO_VALUE && stories === NO_VALUE) return reject('no HT_HEIGHT or HT_STORIES');
  let label = readText(props, 'HT_STRING');
  if (label === undefined) {
    label = readText(props, 'HT_LABEL');
    if (label !== undefined) notes.variants.add('HT_STRING read from HT_LABEL');
  }
  return {
    properties: { OBJECTID: readObjectId(props, notes, featureNumber), HT_HEIGHT: height, HT_STORIES: stories, HT_STRING: label ?? '' },
  };
}

export function coverageProperties(props: Properties, notes: FieldNotes, featureNumber: number): Outcome<CoverageProperties> {
  const percent = readRequired(props, 'PRCNT_CVER', notes, { max: 100 });
  if (typeof percent !== 'number') return percent;
  return { properties: { OBJECTID: readObjectId(props, notes, featureNumber), PRCNT_CVER: percent } };
}

/** POLICY_ID comes as text ("1") in the City's file; it is the parking policy area, 1 to 4. */
export function policyAreaProperties(props: Properties, notes: FieldNotes, featureNumber: number): Outcome<PolicyAreaProperties> {
  const policy = readRequired(props, 'POLICY_ID', notes, { min: 1, integer: true });
  if (typeof policy !== 'number') return policy;
  return {
    properties: { OBJECTID: readObjectId(props, notes, featureNumber), POLICY_ID: policy, CHAPT_200: readText(props, 'CHAPT_200') ?? '' },
  };
}

export function roomingHouseProperties(props: Properties, notes: FieldNotes, featureNumber: number): Outcome<RoomingHouseProperties> {
  const area = readText(props, 'RMH_AREA');
  if (!area) return reject('no RMH_AREA');
  const number = readMeasure(props, 'RMG_HS_NO', notes, { integer: true });
  let label = readText(props, 'RMG_STRING');
  if (label === undefined && number !== NO_VALUE) {
    // The dictionary defines RMG_STRING as the area and the number together, e.g. "B1".
    label = `${area}${number}`;
    notes.variants.add('RMG_STRING made from RMH_AREA and RMG_HS_NO');
  }
  return {
    properties: {
      OBJECTID: readObjectId(props, notes, featureNumber),
      RMH_AREA: area,
      RMG_HS_NO: number,
      RMG_STRING: label ?? area,
      CHAP150_25: readText(props, 'CHAP150_25') ?? '',
    },
  };
}

export function buildingSetbackProperties(props: Properties, notes: FieldNotes, featureNumber: number): Outcome<BuildingSetbackProperties> {
  const type = readRequired(props, 'CH600_AREA_TYPE', notes, { integer: true });
  if (typeof type !== 'number') return type;
  return {
    properties: {
      OBJECTID: readObjectId(props, notes, featureNumber),
      ZN_STRING: readText(props, 'ZN_STRING') ?? '',
      CH600_AREA_TYPE: type,
      BYLAW_SECTIONLINK: readText(props, 'BYLAW_SECTIONLINK') ?? '',
    },
  };
}

export function priorityRetailStreetProperties(
  props: Properties,
  notes: FieldNotes,
  featureNumber: number,
): Outcome<PriorityRetailStreetProperties> {
  const name = readText(props, 'LINEAR_NAME_FULL_LEGAL');
  if (!name) return reject('no LINEAR_NAME_FULL_LEGAL (street name)');
  return {
    properties: {
      OBJECTID: readObjectId(props, notes, featureNumber),
      LINEAR_NAME_FULL_LEGAL: name,
      CH600_LINE_TYPE: readMeasure(props, 'CH600_LINE_TYPE', notes, { integer: true }),
      BYLAW_SECTIONLINK: readText(props, 'BYLAW_SECTIONLINK') ?? '',
    },
  };
}

/** Policy Road, Parking Zone and Queen Street West overlays: kept as published, OBJECTID made a number. */
export function publishedOverlayProperties(props: Properties, notes: FieldNotes, featureNumber: number): Outcome<PublishedOverlayProperties> {
  return { properties: { ...publishedFields(props), OBJECTID: readObjectId(props, notes, featureNumber) } };
}

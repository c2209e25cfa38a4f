// The Zoning Area layer's fields as the City's files give them, read into ZoningProperties.

import type { ZoningProperties } from '../../../src/lib/spatial/schema';
import { NO_VALUE, readMeasure, readNumber, readObjectId, readText, reject, type FieldNotes, type Outcome, type Properties } from './field-values';

/** The numeric standards of a zone, each "no value" (-1) when absent; all are at least 0. */
const STANDARDS = ['FRONTAGE', 'ZN_AREA', 'UNITS', 'DENSITY', 'FSI_TOTAL', 'PRCNT_COMM', 'PRCNT_RES', 'PRCNT_EMMP', 'PRCNT_OFFC', 'AREA_UNITS'] as const;

const yesNo = (text: string | undefined): 'Y' | 'N' | undefined => {
  const letter = text?.toUpperCase().charAt(0);
  return letter === 'Y' || letter === 'N' ? letter : undefined;
};

/**
 * The exception number: EXCPTN_NO as the dictionary names it, or ZN_EXCPTN_NO as some of the City's files do
 * (noted); its flag ZN_EXCPTN, or where the file has none, whether there is a number. A file with neither field says
 * nothing of exceptions: the flag is left absent (not known), not "N".
 */
function readException(props: Properties, notes: FieldNotes): Pick<ZoningProperties, 'ZN_EXCPTN' | 'EXCPTN_NO'> {
  let number = readMeasure(props, 'EXCPTN_NO', notes, { min: 1, integer: true });
  if (number === NO_VALUE && props.ZN_EXCPTN_NO !== undefined) {
    number = readMeasure(props, 'ZN_EXCPTN_NO', notes, { min: 1, integer: true });
    if (number !== NO_VALUE) notes.variants.add('exception number read from ZN_EXCPTN_NO');
  }
  const flag = yesNo(readText(props, 'ZN_EXCPTN'));
  if (flag) return { ZN_EXCPTN: flag, EXCPTN_NO: number };
  if (number !== NO_VALUE) {
    notes.variants.add('ZN_EXCPTN set from the exception number');
    return { ZN_EXCPTN: 'Y', EXCPTN_NO: number };
  }
  if (hasField(props, 'EXCPTN_NO') || hasField(props, 'ZN_EXCPTN_NO')) return { ZN_EXCPTN: 'N', EXCPTN_NO: NO_VALUE };
  notes.notKnown.add('ZN_EXCPTN and EXCPTN_NO: not in the file');
  return { EXCPTN_NO: NO_VALUE };
}

/**
 * ZN_HOLDING; where the file has none, what the label shows (the By-law's holding mark "(H)" opens it, noted); with
 * neither, absent (not known).
 */
function readHolding(props: Properties, label: string | undefined, notes: FieldNotes): Pick<ZoningProperties, 'ZN_HOLDING'> {
  const flag = yesNo(readText(props, 'ZN_HOLDING'));
  if (flag) return { ZN_HOLDING: flag };
  if (label !== undefined) {
    notes.variants.add('ZN_HOLDING read from the label');
    return { ZN_HOLDING: label.startsWith('(H)') ? 'Y' : 'N' };
  }
  notes.notKnown.add('ZN_HOLDING: not in the file, nor the label');
  return {};
}

/** ZN_STATUS where the file gives a known one (0–6); absent, and noted, otherwise. */
function readStatus(props: Properties, notes: FieldNotes): Pick<ZoningProperties, 'ZN_STATUS'> {
  const status = readNumber(props, 'ZN_STATUS', notes);
  if (status === undefined) {
    notes.notKnown.add('ZN_STATUS: not in the file');
    return {};
  }
  if (Number.isInteger(status) && status >= 0 && status <= 6) return { ZN_STATUS: status };
  notes.repairs.add('ZN_STATUS out of range, read as not known');
  return {};
}

const hasField = (props: Properties, name: string) => props[name] !== undefined && props[name] !== null;

/** A zoning area needs its zone category (the spec: "ZN_ZONE must be present for a result to count as valid"). */
export function zoningProperties(props: Properties, notes: FieldNotes, featureNumber: number): Outcome<ZoningProperties> {
  const zone = readText(props, 'ZN_ZONE');
  if (!zone) return reject('no ZN_ZONE (zone category)');
  // Absent rather than made up: the consumers say the label is not in this dataset.
  const label = readText(props, 'ZN_STRING');
  if (label === undefined) notes.notKnown.add('ZN_STRING (the zone label): not in the file');
  const standards = Object.fromEntries(STANDARDS.map((name) => [name, readMeasure(props, name, notes)])) as Record<(typeof STANDARDS)[number], number>;
  return {
    properties: {
      OBJECTID: readObjectId(props, notes, featureNumber),
      GEN_ZONE: readMeasure(props, 'GEN_ZONE', notes, { integer: true }),
      ZN_ZONE: zone,
      ...readHolding(props, label, notes),
      HOLDING_ID: readMeasure(props, 'HOLDING_ID', notes, { integer: true }),
      ...standards,
      COVERAGE: readMeasure(props, 'COVERAGE', notes, { max: 100 }),
      ...readException(props, notes),
      STAND_SET: readMeasure(props, 'STAND_SET', notes, { integer: true }),
      ...readStatus(props, notes),
      ...(label === undefined ? {} : { ZN_STRING: label }),
      ZBL_CHAPTR: readText(props, 'ZBL_CHAPTR') ?? '',
      ZBL_SECTN: readText(props, 'ZBL_SECTN') ?? '',
      ZBL_EXCPTN: readText(props, 'ZBL_EXCPTN') ?? '',
    },
  };
}

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
 * (noted); its flag ZN_EXCPTN, or where the file has none, whether there is a number.
 */
function readException(props: Properties, notes: FieldNotes): Pick<ZoningProperties, 'ZN_EXCPTN' | 'EXCPTN_NO'> {
  let number = readMeasure(props, 'EXCPTN_NO', notes, { min: 1, integer: true });
  if (number === NO_VALUE && props.ZN_EXCPTN_NO !== undefined) {
    number = readMeasure(props, 'ZN_EXCPTN_NO', notes, { min: 1, integer: true });
    if (number !== NO_VALUE) notes.variants.add('exception number read from ZN_EXCPTN_NO');
  }
  const flag = yesNo(readText(props, 'ZN_EXCPTN'));
  if (flag) return { ZN_EXCPTN: flag, EXCPTN_NO: number };
  if (number !== NO_VALUE) notes.variants.add('ZN_EXCPTN set from the exception number');
  return { ZN_EXCPTN: number === NO_VALUE ? 'N' : 'Y', EXCPTN_NO: number };
}

/** ZN_HOLDING, or where the file has none, whether the label starts with "(H)" (the By-law's holding mark). */
function readHolding(props: Properties, label: string | undefined): 'Y' | 'N' {
  return yesNo(readText(props, 'ZN_HOLDING')) ?? (label?.startsWith('(H)') ? 'Y' : 'N');
}

/** A zoning area needs its zone category (the spec: "ZN_ZONE must be present for a result to count as valid"). */
export function zoningProperties(props: Properties, notes: FieldNotes, featureNumber: number): Outcome<ZoningProperties> {
  const zone = readText(props, 'ZN_ZONE');
  if (!zone) return reject('no ZN_ZONE (zone category)');
  // Absent rather than made up: the consumers say the label is not in this dataset.
  const label = readText(props, 'ZN_STRING');
  const status = readNumber(props, 'ZN_STATUS', notes);
  const knownStatus = status !== undefined && Number.isInteger(status) && status >= 0 && status <= 6;
  if (status !== undefined && !knownStatus) notes.repairs.add('ZN_STATUS out of range, read as no value');
  const standards = Object.fromEntries(STANDARDS.map((name) => [name, readMeasure(props, name, notes)])) as Record<(typeof STANDARDS)[number], number>;
  return {
    properties: {
      OBJECTID: readObjectId(props, notes, featureNumber),
      GEN_ZONE: readMeasure(props, 'GEN_ZONE', notes, { integer: true }),
      ZN_ZONE: zone,
      ZN_HOLDING: readHolding(props, label),
      HOLDING_ID: readMeasure(props, 'HOLDING_ID', notes, { integer: true }),
      ...standards,
      COVERAGE: readMeasure(props, 'COVERAGE', notes, { max: 100 }),
      ...readException(props, notes),
      STAND_SET: readMeasure(props, 'STAND_SET', notes, { integer: true }),
      ZN_STATUS: knownStatus ? status : NO_VALUE,
      ...(label === undefined ? {} : { ZN_STRING: label }),
      ZBL_CHAPTR: readText(props, 'ZBL_CHAPTR') ?? '',
      ZBL_SECTN: readText(props, 'ZBL_SECTN') ?? '',
      ZBL_EXCPTN: readText(props, 'ZBL_EXCPTN') ?? '',
    },
  };
}

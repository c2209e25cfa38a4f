// Zoning Area attributes in the City's schema, with a ZN_STRING label built from the same values.

import { findZone } from '../../../src/lib/zoning/zone-categories';
import type { ZoningProperties } from '../../../src/lib/spatial/schema';
import type { LabelParams } from './zone-choices';
import type { PlannedZone } from './zone-plan';

/** One decimal at least, as the City writes them: 12 → "12.0", 0.45 → "0.45". */
export function formatDecimal(value: number): string {
  return Number.isInteger(value) ? value.toFixed(1) : String(value);
}

const PAREN_TOKENS: readonly [keyof LabelParams, string, (value: number) => string][] = [
  ['f', 'f', formatDecimal],
  ['a', 'a', String],
  ['u', 'u', String],
  ['d', 'd', formatDecimal],
  ['c', 'c', formatDecimal],
  ['r', 'r', formatDecimal],
  ['e', 'e', formatDecimal],
  ['o', 'o', formatDecimal],
];

/** `[(H) ]ZONE[ fsi][ (f…; a…; …)][ SSn][ (xN)]`, the label grammar of shared/reference/bylaw-569-2013.md. */
export function formatZoneLabel(zone: string, params: LabelParams, holding: boolean, exception: number | null): string {
  const parts: string[] = [];
  if (holding) parts.push('(H)');
  parts.push(params.fsi === undefined ? zone : `${zone} ${formatDecimal(params.fsi)}`);
  const tokens = PAREN_TOKENS.flatMap(([key, prefix, format]) => {
    const value = params[key];
    return value === undefined ? [] : [`${prefix}${format(value)}`];
  });
  if (tokens.length > 0) parts.push(`(${tokens.join('; ')})`);
  if (params.ss !== undefined) parts.push(`SS${params.ss}`);
  if (exception !== null) parts.push(`(x${exception})`);
  return parts.join(' ');
}

const orNone = (value: number | undefined) => value ?? -1;

export function zoningProperties(objectId: number, planned: PlannedZone): ZoningProperties {
  if (planned.kind === 'former') {
    return {
      OBJECTID: objectId, GEN_ZONE: -1, ZN_ZONE: 'Former', ZN_HOLDING: 'N', HOLDING_ID: -1, FRONTAGE: -1,
      ZN_AREA: -1, UNITS: -1, DENSITY: -1, COVERAGE: -1, FSI_TOTAL: -1, PRCNT_COMM: -1, PRCNT_RES: -1,
      PRCNT_EMMP: -1, PRCNT_OFFC: -1, ZN_EXCPTN: 'N', EXCPTN_NO: -1, STAND_SET: -1, ZN_STATUS: 5,
      ZN_STRING: planned.bylaw, AREA_UNITS: -1, ZBL_CHAPTR: '', ZBL_SECTN: '', ZBL_EXCPTN: '',
      FORMER_BYLAW: planned.bylaw, DEMO: 'Y',
    };
  }
  const category = findZone(planned.zone);
  if (!category) throw new Error(`Unknown zone ${planned.zone}`);
  const { params, holdingId, exception } = planned;
  return {
    OBJECTID: objectId,
    GEN_ZONE: category.genZone,
    ZN_ZONE: category.symbol,
    ZN_HOLDING: holdingId === null ? 'N' : 'Y',
    HOLDING_ID: holdingId ?? -1,
    FRONTAGE: orNone(params.f),
    ZN_AREA: orNone(params.a),
    UNITS: orNone(params.u),
    DENSITY: orNone(params.d),
    COVERAGE: -1,
    FSI_TOTAL: orNone(params.fsi),
    PRCNT_COMM: orNone(params.c),
    PRCNT_RES: orNone(params.r),
    PRCNT_EMMP: orNone(params.e),
    PRCNT_OFFC: orNone(params.o),
    ZN_EXCPTN: exception === null ? 'N' : 'Y',
    EXCPTN_NO: exception ?? -1,
    STAND_SET: orNone(params.ss),
    ZN_STATUS: 0,
    ZN_STRING: formatZoneLabel(category.symbol, params, holdingId !== null, exception),
    AREA_UNITS: -1,
    ZBL_CHAPTR: String(category.chapter),
    ZBL_SECTN: category.section ?? '',
    ZBL_EXCPTN: exception === null || category.exceptionSection === null ? '' : `${category.exceptionSection}.10(${exception})`,
    DEMO: 'Y',
  };
}

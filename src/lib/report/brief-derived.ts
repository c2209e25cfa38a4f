// The brief's derived figures: what the label's standards and the mapped overlays give on this lot (GFA, footprint, units, fit).
import type { ClauseField, ParsedZoneString } from '../zoning/zone-string';
import type { BriefRow } from './brief-model';
import { formatArea, formatFsi, formatNumber } from './format';

export const FRONTAGE_NOT_IN_DATA = 'Frontage not in the data: measure on site';
export const LOT_AREA_NOT_IN_DATA = 'Lot area not in the data';

export const COVERAGE_OVERLAY_SECTION = '995.30';

/** The maximum lot coverage that applies, with where it comes from. */
export interface LotCoverage {
  percent: number;
  /** 'zone': the zone's own standard (COVERAGE); 'overlay': the Lot coverage overlay (PRCNT_CVER, 995.30). */
  source: 'zone' | 'overlay';
  /** The by-law section it comes from: the zone's section, or 995.30 for the overlay. */
  section: string | null;
  /** The overlay's figure where the zone's own standard is used instead of it. */
  setAsideOverlayPercent: number | null;
}

/**
 * The lot coverage that bounds the footprint: the zone's own COVERAGE where the data gives one (> 0), else the Lot
 * coverage overlay's PRCNT_CVER; null where neither does. Both figures are already checked for "no value".
 */
export function governingCoverage(zonePercent: number | null, overlayPercent: number | null, zoneSection: string | null): LotCoverage | null {
  if (zonePercent !== null) return { percent: zonePercent, source: 'zone', section: zoneSection, setAsideOverlayPercent: overlayPercent };
  if (overlayPercent !== null) return { percent: overlayPercent, source: 'overlay', section: COVERAGE_OVERLAY_SECTION, setAsideOverlayPercent: null };
  return null;
}

/** A label clause quoted as the label writes it ("d0.60" stays "d0.60"). */
const written = (parsed: ParsedZoneString, field: ClauseField): string => parsed.clauses[field] ?? '';

export interface DerivedInput {
  parsed: ParsedZoneString;
  lotAreaM2: number | null;
  coverage: LotCoverage | null;
  lotAreaPerUnitM2: number | null;
  /** The lot frontage measured from the parcel (brief-lot.ts); null or absent where it could not be measured. */
  frontageM?: number | null;
}

/** "Below the minimum by 1.2 m", "Exceeds the minimum by 3.4 m" or "Meets", compared at the one decimal shown. */
function againstMinimum(difference: number, unit: string): string {
  const rounded = Math.round(difference * 10) / 10;
  if (rounded < 0) return `Below the minimum by ${formatNumber(-rounded)} ${unit}`;
  return rounded > 0 ? `Exceeds the minimum by ${formatNumber(rounded)} ${unit}` : 'Meets';
}

/** The FSI that bounds total floor area: the number after the symbol, else a residential zone's d. */
export function governingFsi(parsed: ParsedZoneString): { fsi: number; basis: string } | null {
  if (parsed.fsiTotal !== null) return { fsi: parsed.fsiTotal, basis: `total FSI ${written(parsed, 'fsiTotal')}` };
  if (parsed.density !== null) return { fsi: parsed.density, basis: `density FSI ${written(parsed, 'density')}` };
  return null;
}

function gfaRow(label: string, fsi: number, basis: string, lotAreaM2: number | null): BriefRow {
  if (lotAreaM2 === null) return { label, value: LOT_AREA_NOT_IN_DATA, section: null, note: `Would be ${basis} × lot area` };
  return { label, value: formatArea(fsi * lotAreaM2), section: null, note: `${basis} × lot area ${formatNumber(lotAreaM2)} m²` };
}

function coverageNote(coverage: LotCoverage, lotAreaM2: number): string {
  const percent = `${formatNumber(coverage.percent, 2)}% lot coverage`;
  const lot = `lot area ${formatNumber(lotAreaM2)} m²`;
  if (coverage.source === 'overlay') return `${percent} from the Lot coverage overlay (995.30) × ${lot}`;
  const setAside =
    coverage.setAsideOverlayPercent === null ? '' : `; the Lot coverage overlay's ${formatNumber(coverage.setAsideOverlayPercent, 2)}% is not used`;
  return `${percent}, the zone's own standard (COVERAGE in the zoning data), × ${lot}${setAside}`;
}

/** The units rows: the label's u, the lot area ÷ lot area per unit, and, where both are known, the smaller, which governs. */
function unitRows(label: { units: number; clause: string } | null, lotAreaM2: number | null, lotAreaPerUnitM2: number | null): BriefRow[] {
  const rows: BriefRow[] = [];
  const maxUnits = label?.units ?? null;
  const clause = label?.clause ?? '';
  if (maxUnits !== null) {
    rows.push({ label: 'Maximum dwelling units', value: `${maxUnits} per lot`, section: null, note: `From ${clause} in the zone label` });
  }
  if (lotAreaPerUnitM2 === null || lotAreaM2 === null) return rows;
  const byArea = Math.floor(lotAreaM2 / lotAreaPerUnitM2);
  // A corrupt AREA_UNITS (a speck of a square metre) gives no countable number of units: say nothing rather than Infinity.
  if (!Number.isSafeInteger(byArea)) return rows;
  rows.push({
    label: 'Dwelling units by lot area per unit',
    value: String(byArea),
    section: null,
    note: `Lot area ${formatNumber(lotAreaM2)} m² ÷ ${formatNumber(lotAreaPerUnitM2)} m² per unit, rounded down`,
  });
  if (maxUnits !== null) {
    const governing = Math.min(maxUnits, byArea);
    const which = maxUnits === byArea ? 'both limits give the same' : maxUnits < byArea ? `the label's ${clause} governs` : 'the lot area per unit governs';
    rows.push({
      label: 'Governing maximum dwelling units',
      value: `${governing} per lot (${which})`,
      section: null,
      note: `The smaller of ${clause} (${maxUnits} per lot) and ${byArea} by lot area per unit`,
    });
  }
  return rows;
}

export function deriveFigures({ parsed, lotAreaM2, coverage, lotAreaPerUnitM2, frontageM }: DerivedInput): BriefRow[] {
  const rows: BriefRow[] = [];
  const governing = governingFsi(parsed);
  if (governing !== null) rows.push(gfaRow('Maximum gross floor area', governing.fsi, governing.basis, lotAreaM2));

  // The use limits c/r/e/o bound parts of the total, so each gets its own figure.
  const uses: [string, ClauseField][] = [
    ['commercial', 'commercialFsi'],
    ['residential', 'residentialFsi'],
    ['employment', 'employmentFsi'],
    ['office', 'officeFsi'],
  ];
  for (const [use, field] of uses) {
    const fsi = parsed[field];
    if (fsi !== null) rows.push(gfaRow(`Maximum ${use} gross floor area`, fsi, `${use} FSI ${written(parsed, field)}`, lotAreaM2));
  }

  if (coverage !== null && lotAreaM2 !== null) {
    rows.push({
      label: 'Maximum building footprint (lot coverage)',
      value: formatArea((coverage.percent / 100) * lotAreaM2),
      section: coverage.section,
      note: coverageNote(coverage, lotAreaM2),
    });
  }

  rows.push(...unitRows(parsed.maxUnits === null ? null : { units: parsed.maxUnits, clause: written(parsed, 'maxUnits') }, lotAreaM2, lotAreaPerUnitM2));

  if (parsed.frontageM !== null) {
    const minimum = `the minimum lot frontage of ${formatFsi(parsed.frontageM)} m (${written(parsed, 'frontageM')})`;
    rows.push(
      frontageM === null || frontageM === undefined
        ? { label: 'Lot frontage against the minimum', value: FRONTAGE_NOT_IN_DATA, section: null, note: `The label sets ${minimum}` }
        : {
            label: 'Lot frontage against the minimum',
            value: againstMinimum(frontageM - parsed.frontageM, 'm'),
            section: null,
            note: `Measured frontage ${formatNumber(frontageM)} m (our measurement, not the by-law's) against ${minimum}`,
          },
    );
  }
  if (parsed.lotAreaM2 !== null && lotAreaM2 !== null) {
    // Compared at the 0.1 m² the parcel data is rounded to, so a lot equal to the minimum meets it.
    rows.push({
      label: 'Lot area against the minimum',
      value: againstMinimum(lotAreaM2 - parsed.lotAreaM2, 'm²'),
      section: null,
      note: `Lot area ${formatNumber(lotAreaM2)} m² against the minimum of ${formatNumber(parsed.lotAreaM2)} m² (${written(parsed, 'lotAreaM2')})`,
    });
  }
  return rows;
}

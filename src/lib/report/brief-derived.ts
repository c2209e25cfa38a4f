// The brief's derived figures: what the label's standards and the mapped overlays give on this lot (GFA, footprint, units, fit).
import type { ParsedZoneString } from '../zoning/zone-string';
import type { BriefRow } from './brief-model';
import { formatArea, formatFsi, formatNumber } from './format';

export const FRONTAGE_NOT_IN_DATA = 'Frontage not in the data: measure on site';
export const LOT_AREA_NOT_IN_DATA = 'Lot area not in the data';

export interface DerivedInput {
  parsed: ParsedZoneString;
  lotAreaM2: number | null;
  coveragePercent: number | null;
  lotAreaPerUnitM2: number | null;
}

/** The FSI that bounds total floor area: the number after the symbol, else a residential zone's d. */
export function governingFsi(parsed: ParsedZoneString): { fsi: number; basis: string } | null {
  if (parsed.fsiTotal !== null) return { fsi: parsed.fsiTotal, basis: `total FSI ${formatFsi(parsed.fsiTotal)}` };
  if (parsed.density !== null) return { fsi: parsed.density, basis: `density FSI d${parsed.density}` };
  return null;
}

function gfaRow(label: string, fsi: number, basis: string, lotAreaM2: number | null): BriefRow {
  if (lotAreaM2 === null) return { label, value: LOT_AREA_NOT_IN_DATA, section: null, note: `Would be ${basis} × lot area` };
  return { label, value: formatArea(fsi * lotAreaM2), section: null, note: `${basis} × lot area ${formatNumber(lotAreaM2)} m²` };
}

export function deriveFigures({ parsed, lotAreaM2, coveragePercent, lotAreaPerUnitM2 }: DerivedInput): BriefRow[] {
  const rows: BriefRow[] = [];
  const governing = governingFsi(parsed);
  if (governing !== null) rows.push(gfaRow('Maximum gross floor area', governing.fsi, governing.basis, lotAreaM2));

  // The use limits c/r/e/o bound parts of the total, so each gets its own figure.
  const uses: [string, string, number | null][] = [
    ['commercial', 'c', parsed.commercialFsi],
    ['residential', 'r', parsed.residentialFsi],
    ['employment', 'e', parsed.employmentFsi],
    ['office', 'o', parsed.officeFsi],
  ];
  for (const [use, letter, fsi] of uses) {
    if (fsi !== null) rows.push(gfaRow(`Maximum ${use} gross floor area`, fsi, `${use} FSI ${letter}${fsi}`, lotAreaM2));
  }

  if (coveragePercent !== null && lotAreaM2 !== null) {
    rows.push({
      label: 'Maximum building footprint (lot coverage)',
      value: formatArea((coveragePercent / 100) * lotAreaM2),
      section: null,
      note: `${formatNumber(coveragePercent, 2)}% lot coverage × lot area ${formatNumber(lotAreaM2)} m²`,
    });
  }

  if (parsed.maxUnits !== null) {
    rows.push({ label: 'Maximum dwelling units', value: `${parsed.maxUnits} per lot`, section: null, note: `From u${parsed.maxUnits} in the zone label` });
  }
  if (lotAreaPerUnitM2 !== null && lotAreaM2 !== null) {
    rows.push({
      label: 'Dwelling units by lot area per unit',
      value: String(Math.floor(lotAreaM2 / lotAreaPerUnitM2)),
      section: null,
      note: `Lot area ${formatNumber(lotAreaM2)} m² ÷ ${formatNumber(lotAreaPerUnitM2)} m² per unit, rounded down`,
    });
  }

  if (parsed.frontageM !== null) {
    rows.push({
      label: 'Lot frontage against the minimum',
      value: FRONTAGE_NOT_IN_DATA,
      section: null,
      note: `The label sets a minimum lot frontage of ${formatFsi(parsed.frontageM)} m (f${parsed.frontageM})`,
    });
  }
  if (parsed.lotAreaM2 !== null && lotAreaM2 !== null) {
    // Compared at the 0.1 m² the parcel data is rounded to, so a lot equal to the minimum meets it.
    const shortfall = Math.round((parsed.lotAreaM2 - lotAreaM2) * 10) / 10;
    rows.push({
      label: 'Lot area against the minimum',
      value: shortfall > 0 ? `Below the minimum by ${formatNumber(shortfall)} m²` : 'Meets',
      section: null,
      note: `Lot area ${formatNumber(lotAreaM2)} m² against the minimum of ${formatNumber(parsed.lotAreaM2)} m² (a${parsed.lotAreaM2})`,
    });
  }
  return rows;
}

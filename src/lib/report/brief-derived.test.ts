import { describe, expect, it } from 'vitest';
import type { BriefRow } from './brief-model';
import { buildBrief } from './build-brief';
import { deriveFigures, type DerivedInput } from './brief-derived';
import { parseZoneString } from '../zoning/zone-string';
import { spatialFixture, type SpatialFixtureOptions } from '../../../tests/fixtures/spatial-fixture';

function derived(options: SpatialFixtureOptions): BriefRow[] {
  return buildBrief({ reportId: 'ZP-1a2b3c4d', generatedAt: '2024-06-15T10:00:00.000Z', spatial: spatialFixture(options), source: 'Map Click' }).derived;
}

const valueOf = (rows: BriefRow[], label: string): string | undefined => rows.find((row) => row.label === label)?.value;
const FRONTAGE_FIT = 'Lot frontage against the minimum';
const DERIVED_INPUT: DerivedInput = { parsed: parseZoneString('RD (f15.0; a510; d0.45)'), lotAreaM2: 510, coverage: null, lotAreaPerUnitM2: null };
const COVERAGE_35 = { coverage: { PRCNT_CVER: 35 } };
const FOOTPRINT = 'Maximum building footprint (lot coverage)';
const GOVERNING_UNITS = 'Governing maximum dwelling units';

describe('buildBrief, derived figures', () => {
  it('when an RD lot of 510 m² has d0.45, then the maximum GFA is 229.5 m² with the computation in the note', () => {
    const rows = derived({ label: 'RD (f13.5; a510; d0.45) (x42)', lotAreaM2: 510 });

    expect(rows[0]).toEqual({
      label: 'Maximum gross floor area',
      value: '229.5 m² (2,470 ft²)',
      section: null,
      note: 'density FSI d0.45 × lot area 510 m²',
    });
  });

  it('when a CR label has a total FSI and use limits, then the total governs the GFA and each use gets its own figure', () => {
    const rows = derived({ label: 'CR 3.0 (c2.0; r2.5) SS2 (x345)', lotAreaM2: 1200 });

    expect(rows.map((row) => `${row.label}: ${row.value}`)).toEqual([
      'Maximum gross floor area: 3,600 m² (38,750 ft²)',
      'Maximum commercial gross floor area: 2,400 m² (25,833 ft²)',
      'Maximum residential gross floor area: 3,000 m² (32,292 ft²)',
    ]);
    expect(rows[0]?.note).toBe('total FSI 3.0 × lot area 1,200 m²');
  });

  it('when an EO label has an office limit, then the office GFA follows the total', () => {
    const rows = derived({ label: 'EO 1.5 (o1.0)', lotAreaM2: 2000 });

    expect(valueOf(rows, 'Maximum gross floor area')).toBe('3,000 m² (32,292 ft²)');
    expect(valueOf(rows, 'Maximum office gross floor area')).toBe('2,000 m² (21,528 ft²)');
  });

  it('when only the lot coverage overlay gives a coverage, then the footprint is the overlay’s % × lot area, cited to 995.30', () => {
    const rows = derived({ label: '(H) RM (u4; d0.8)', lotAreaM2: 400, overlays: COVERAGE_35 });

    expect(rows.find((row) => row.label === FOOTPRINT)).toEqual({
      label: FOOTPRINT,
      value: '140 m² (1,507 ft²)',
      section: '995.30',
      note: '35% lot coverage from the Lot coverage overlay (995.30) × lot area 400 m²',
    });
  });

  it('when the zone sets its own lot coverage, then the footprint uses it over the overlay’s and cites the zone’s lot coverage article, as the regulations do', () => {
    const rows = derived({ label: '(H) RM (u4; d0.8)', lotAreaM2: 400, overlays: COVERAGE_35, zoneCoverage: 40 });

    expect(rows.find((row) => row.label === FOOTPRINT)).toEqual({
      label: FOOTPRINT,
      value: '160 m² (1,722 ft²)',
      section: '10.80.30.40 (inferred)',
      note: "40% lot coverage, the zone's own standard (COVERAGE in the zoning data), × lot area 400 m²; the Lot coverage overlay's 35% is not used",
    });
  });

  it('when the zone sets its own lot coverage and no overlay is mapped, then the footprint still follows the zone', () => {
    const rows = derived({ label: 'RD (f13.5; a510; d0.45)', lotAreaM2: 500, zoneCoverage: 33 });

    expect(valueOf(rows, FOOTPRINT)).toBe('165 m² (1,776 ft²)');
  });

  it('when the label has u4, then the maximum units is 4 per lot', () => {
    expect(valueOf(derived({ label: '(H) RM (u4; d0.8)', lotAreaM2: 400 }), 'Maximum dwelling units')).toBe('4 per lot');
  });

  it('when the data gives a lot area per unit, then the units it allows are the lot area divided and rounded down', () => {
    expect(valueOf(derived({ label: 'RM (d0.8)', lotAreaM2: 400, areaUnits: 150 }), 'Dwelling units by lot area per unit')).toBe('2');
  });

  it('when both u and the lot area per unit are known, then the smaller is stated as the governing maximum', () => {
    const rows = derived({ label: 'RM (u4; d0.8)', lotAreaM2: 400, areaUnits: 150 });

    expect(rows.find((row) => row.label === GOVERNING_UNITS)).toEqual({
      label: GOVERNING_UNITS,
      value: '2 per lot (the lot area per unit governs)',
      section: null,
      note: 'The smaller of u4 (4 per lot) and 2 by lot area per unit',
    });
  });

  it('when u is the smaller limit, then the governing maximum is the label’s u', () => {
    expect(valueOf(derived({ label: 'RM (u4; d0.8)', lotAreaM2: 1000, areaUnits: 150 }), GOVERNING_UNITS)).toBe("4 per lot (the label's u4 governs)");
  });

  it('when only one units limit is known, then no governing maximum is added', () => {
    expect(valueOf(derived({ label: 'RM (u4; d0.8)', lotAreaM2: 400 }), GOVERNING_UNITS)).toBeUndefined();
  });

  it('when the label sets a minimum frontage, then the brief says frontage is not in the data', () => {
    const rows = derived({ label: 'RD (f13.5; a510; d0.45) (x42)' });

    expect(valueOf(rows, 'Lot frontage against the minimum')).toBe('Frontage not in the data: measure on site');
  });

  it('when the lot equals the minimum lot area, then it meets it', () => {
    expect(valueOf(derived({ label: 'RD (f13.5; a510; d0.45) (x42)', lotAreaM2: 510 }), 'Lot area against the minimum')).toBe('Meets');
  });

  it('when the lot is smaller than the minimum lot area, then the shortfall is given', () => {
    const rows = derived({ label: 'RD (f15.0; a555; d0.45) (x42)', lotAreaM2: 510 });

    expect(valueOf(rows, 'Lot area against the minimum')).toBe('Below the minimum by 45 m²');
  });

  it('when the lot area is not in the data, then the GFA says so and no lot-area fit is claimed', () => {
    const rows = derived({ label: 'RD (f15.0; a555; d0.45) (x42)', lotAreaM2: null, overlays: COVERAGE_35 });

    expect(valueOf(rows, 'Maximum gross floor area')).toBe('Lot area not in the data');
    expect(valueOf(rows, 'Lot area against the minimum')).toBeUndefined();
    expect(valueOf(rows, FOOTPRINT)).toBeUndefined();
  });

  it('when the label carries no standards, then there are no derived figures', () => {
    expect(derived({ label: 'O' })).toEqual([]);
  });
  it('when the label writes f15.0, a550 and d0.60, then the notes quote the clauses as written', () => {
    const notes = derived({ label: 'RD (f15.0; a550; d0.60) (x5)', lotAreaM2: 500 }).map((row) => row.note ?? '');

    expect(notes.join(' | ')).toContain('density FSI d0.60 × lot area');
    expect(notes.join(' | ')).toContain('(f15.0)');
    expect(notes.join(' | ')).toContain('(a550)');
    expect(notes.join(' | ')).not.toMatch(/\(f15\)|d0\.6 /);
  });

  it('when a CR label writes c1.0, then the commercial GFA note quotes "c1.0", not "c1"', () => {
    const rows = derived({ label: 'CR 3.0 (c1.0; r2.5) SS2 (x345)', lotAreaM2: 1000 });

    expect(rows.find((row) => row.label === 'Maximum commercial gross floor area')?.note).toBe('commercial FSI c1.0 × lot area 1,000 m²');
  });

  it('when the measured frontage is below the label\'s minimum, then the shortfall is given in metres', () => {
    const rows = deriveFigures({ ...DERIVED_INPUT, frontageM: 13.8 });

    expect(valueOf(rows, FRONTAGE_FIT)).toBe('Below the minimum by 1.2 m');
    expect(rows.find((row) => row.label === FRONTAGE_FIT)?.note).toContain('Measured frontage 13.8 m');
  });

  it('when the measured frontage is above the minimum, then the excess is given', () => {
    expect(valueOf(deriveFigures({ ...DERIVED_INPUT, frontageM: 18.4 }), FRONTAGE_FIT)).toBe('Exceeds the minimum by 3.4 m');
  });

  it('when the measured frontage rounds to the minimum, then it meets it', () => {
    expect(valueOf(deriveFigures({ ...DERIVED_INPUT, frontageM: 15.02 }), FRONTAGE_FIT)).toBe('Meets');
  });

  it('when the lot could not be measured, then the frontage row still says it is not in the data', () => {
    expect(valueOf(deriveFigures({ ...DERIVED_INPUT, frontageM: null }), FRONTAGE_FIT)).toBe('Frontage not in the data: measure on site');
  });

  it('when the lot is larger than the minimum lot area, then the excess is given', () => {
    expect(valueOf(deriveFigures({ ...DERIVED_INPUT, lotAreaM2: 540 }), 'Lot area against the minimum')).toBe('Exceeds the minimum by 30 m²');
  });
});

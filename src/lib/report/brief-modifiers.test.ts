import { describe, expect, it } from 'vitest';
import type { BriefLot } from './brief-model';
import { readModifiers } from './brief-modifiers';
import type { StandardsContext } from './brief-regulations';
import { readException } from './brief-zoning';
import { NO_OVERLAYS, spatialFixture } from '../../../tests/fixtures/spatial-fixture';
import { standardsContext } from '../../../tests/fixtures/standards-context';

type Lot = StandardsContext['lot'];
const INTERIOR: Lot = { kind: 'interior', streets: ['Euclid Avenue'], neighbours: [], unmeasured: null };

const context = (label: string, options: Partial<StandardsContext> = {}): StandardsContext => standardsContext(label, { lot: INTERIOR, ...options });

const linesOf = (value: StandardsContext): string[] => readModifiers(value).map((row) => `${row.label} | ${row.value}`);

describe('readModifiers', () => {
  it('when nothing is mapped on an interior RD lot, then the absent overlays name the zone’s own limits, never "no limit"', () => {
    expect(linesOf(context('RD (f15.0; a550)'))).toEqual([
      "Height overlay | No height overlay here: the zone's own limit in 10.20.40.10 (numbered as the by-law numbers this standard in its other zones; confirm on the City's page) applies",
      "Lot coverage overlay | No lot coverage overlay here: the zone's own limit in 10.20.30.40 (numbered as the by-law numbers this standard in its other zones; confirm on the City's page) applies",
    ]);
  });

  it('when the zone has no lot coverage article read (CR), then the absence claims no limit of its own', () => {
    expect(readModifiers(context('CR 3.0 (c1.0; r2.5) SS2')).find((row) => row.label === 'Lot coverage overlay')?.value).toBe(
      "No lot coverage overlay here: any limit is the zone's own",
    );
  });

  it('when the lot has an exception and a holding symbol, then they come first, the exception with its Chapter 900 reference', () => {
    const rows = readModifiers(context('(H) RD (f15.0; a550) (x5)', { exceptions: [readException('RD', 5)] }));

    expect(rows[0]).toMatchObject({ label: 'Site-specific exception 5', section: '900.3.10(5)', value: 'Can override any standard of the zone on this lot: read it before the standards above' });
    expect(rows[1]?.label).toBe('Holding symbol (H)');
  });

  it('when the height overlay is mapped, then it is named as what sets the height here', () => {
    const rows = readModifiers(context('RD', { overlays: { ...NO_OVERLAYS, height: { HT_STRING: 'HT 10.0', HT_HEIGHT: 10, HT_STORIES: -1 } } }));

    expect(rows[0]).toMatchObject({ label: 'Height overlay', value: '10 m: the Height overlay sets the figures for this lot', section: '995.20' });
  });

  it('when the Height layer is not loaded, then the brief says the overlay is unknown, not absent', () => {
    const dataset = spatialFixture({ label: 'RD', notLoaded: ['height'] }).dataset;

    expect(readModifiers(context('RD', { dataset }))[0]?.value).toMatch(/^Not known: the Height overlay is not loaded in this dataset; the zone's own limit is in 10\.20\.40\.10/);
  });

  it('when the lot is a corner lot, then it is named with its streets and the setbacks to check', () => {
    const lot: Lot = { ...INTERIOR, kind: 'corner', streets: ['Euclid Avenue', 'Ulster Street'] };

    expect(linesOf(context('RS', { lot }))).toContain(
      'Corner lot | Corner lot (Euclid Avenue and Ulster Street): where the by-law words a standard differently for such lots, that wording applies here; check the setbacks in 10.40.40.70',
    );
  });

  it('when the lot was not measured, then whether it is a corner lot is said to be unknown', () => {
    expect(linesOf(context('RD', { lot: { ...INTERIOR, kind: null, unmeasured: 'No street centreline within 60 m' } }))).toContain(
      'Corner or through lot | Not known: no street centreline within 60 m',
    );
  });

  it('when a CR lot abuts an RD zone at the rear, then the abutting residential zone is named; a zone across the street is not', () => {
    const lot: BriefLot['neighbours'] = [
      { side: 'rear', zone: 'RD', label: 'RD (f12.0; a370)' },
      { side: 'across the street', zone: 'RS', label: 'RS' },
      { side: 'left', zone: 'CR', label: 'CR 3.0' },
    ];
    const rows = readModifiers(context('CR 3.0 (c1.0; r2.5) SS2', { lot: { ...INTERIOR, neighbours: lot } })).filter((row) => row.label.startsWith('Abutting'));

    expect(rows.map((row) => row.value)).toEqual([
      "RD (f12.0; a370) (Residential Detached) at the rear: standards that depend on an abutting residential zone apply; check 40.10.40.70 (numbered as the by-law numbers this standard in its other zones; confirm on the City's page)",
    ]);
  });

  it('when an RD lot abuts another residential zone, then that is not a change to its standards', () => {
    const lot: Lot = { ...INTERIOR, neighbours: [{ side: 'left', zone: 'RS', label: 'RS' }] };

    expect(readModifiers(context('RD', { lot })).some((row) => row.label.startsWith('Abutting'))).toBe(false);
  });

  it('when a Priority Retail Street and a rooming-house area are mapped, then each is named with where its rules are', () => {
    const overlays = {
      ...NO_OVERLAYS,
      priority_retail_street: { LINEAR_NAME_FULL_LEGAL: 'Queen Street West', distance_m: 4, measured_from: 'parcel' as const },
      rooming_house: { RMH_AREA: 'B', RMG_HS_NO: 1, RMG_STRING: 'B1' },
    };
    const rows = readModifiers(context('CR 3.0 (c1.0; r2.5) SS2', { overlays }));

    expect(rows.find((row) => row.label === 'Priority Retail Street')).toMatchObject({ section: '600.20.10(1)' });
    expect(rows.find((row) => row.label === 'Rooming-house area')?.value).toMatch(/^Area B1 of the Multi-tenant House Overlay Map/);
  });

  describe('a Priority Retail Street, decided as 600.20.10(1) decides it', () => {
    const beside = (measured_from: 'parcel' | 'point') => ({
      ...NO_OVERLAYS,
      priority_retail_street: { LINEAR_NAME_FULL_LEGAL: 'Queen Street West', distance_m: 9.5, measured_from },
    });
    const retailRow = (label: string, options: Partial<StandardsContext>) =>
      readModifiers(context(label, options)).find((row) => row.label === 'Priority Retail Street');

    it('when an R lot lies beside one, then the regulation does not apply: it names the CR, CRE, I and IH zones', () => {
      const row = retailRow('R (d0.6)', { overlays: beside('parcel'), lot: { ...INTERIOR, streets: ['Queen Street West'] } });

      expect(row).toMatchObject({ section: '600.20.10(1)' });
      expect(row?.value).toBe('Queen Street West is mapped 9.5 m from the parcel; 600.20.10(1) applies only to lots in the CR, CRE, I or IH zone, so it does not apply to this R lot');
    });

    it('when a CR lot fronts it, then the brief says what the regulation requires, with its numbers', () => {
      const row = retailRow('CR 3.0 (c1.0; r2.5) SS2', { overlays: beside('parcel'), lot: { ...INTERIOR, streets: ['Queen Street West'] } });

      expect(row?.value).toMatch(/^The lot abuts Queen Street West, a priority retail street: /);
      expect(row?.value).toContain('at least 60% of the lot frontage');
      expect(row?.value).toContain('at most 15.0 m of that frontage');
      expect(row?.value).toContain('within 5.0 m of the lot line');
    });

    it('when a CR lot within 30 m fronts another street, then the regulation is not said to apply', () => {
      const row = retailRow('CR 3.0 (c1.0; r2.5) SS2', { overlays: beside('parcel'), lot: { ...INTERIOR, streets: ['Bathurst Street'] } });

      expect(row?.value).toBe('Queen Street West is mapped 9.5 m from the parcel, but the lot fronts Bathurst Street, not Queen Street West: 600.20.10(1) applies to a lot that abuts it, so not here');
    });

    it('when there is no parcel, then whether a lot abuts it cannot be decided', () => {
      expect(retailRow('CR 3.0 (c1.0; r2.5) SS2', { overlays: beside('point') })?.value).toBe(
        'Queen Street West is mapped 9.5 m from the point: with no parcel here, whether a lot abuts it cannot be decided',
      );
    });

    it('when the lot was not measured, then the brief says so and what applies where it abuts', () => {
      const row = retailRow('CR 3.0 (c1.0; r2.5) SS2', { overlays: beside('parcel'), lot: { ...INTERIOR, streets: [], unmeasured: 'no street line' } });

      expect(row?.value).toMatch(/^Queen Street West is mapped 9.5 m from the parcel: the lot’s street edges were not measured/);
    });
  });

  it('when the area is under a former by-law, then the one change named is which by-law governs', () => {
    expect(linesOf(context('', { symbol: 'Former', formerBylaw: 'Former City of Toronto By-law 438-86' }))).toEqual([
      'Former by-law area | Former City of Toronto By-law 438-86 governs here, not By-law 569-2013: City Planning can give that by-law and its standards',
    ]);
  });
});

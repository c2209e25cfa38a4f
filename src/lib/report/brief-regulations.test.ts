import { describe, expect, it } from 'vitest';
import { readRegulations, zoneOwnLimits, type StandardsContext } from './brief-regulations';
import { buildBrief } from './build-brief';
import { ZONES } from '../zoning/zone-categories';
import { NO_OVERLAYS, spatialFixture } from '../../../tests/fixtures/spatial-fixture';
import { standardsContext } from '../../../tests/fixtures/standards-context';

const PAGE = (name: string) => `https://www.toronto.ca/zoning/bylaw_amendments/ZBL_NewProvision_Chapter${name}.htm`;

const context = standardsContext;

const rowOf = (label: string, options: Partial<StandardsContext>, name: string) => readRegulations(context(label, options)).find((row) => row.label === name);

describe('readRegulations', () => {
  it('when an RD lot has no overlay figures, then every standard points to its article and page, inferred ones said so', () => {
    const rows = readRegulations(context('RD (f15.0; a550) (x5)'));

    expect(rows.map((row) => `${row.label} | ${row.section ?? ''}`)).toEqual([
      'Permitted uses | 10.20.20.10 (inferred)',
      'Height and storeys | 10.20.40.10 (inferred)',
      'Setbacks | 10.20.40.70 (inferred)',
      'Lot coverage | 10.20.30.40 (inferred)',
      'Building depth | 10.20.40.30 (inferred)',
      'Landscaping | 10.5.50.10',
      'Main walls | Section 10.20',
      'Angular planes | Section 10.20',
      'Parking | Chapter 200',
      'Bicycle parking | Chapter 230',
    ]);
    expect(rows[1]?.value).toBe(
      "Set by 10.20.40.10 (numbered as the by-law numbers this standard in its other zones; confirm on the City's page): see the by-law",
    );
    expect(rows.every((row) => row.url?.startsWith(PAGE('').replace('.htm', '')))).toBe(true);
  });

  it('when the height overlay is mapped, then the height row states its figures with the zone’s article', () => {
    const row = rowOf('RD (f15.0; a550)', { overlays: { ...NO_OVERLAYS, height: { HT_STRING: 'HT 10.0, ST 3', HT_HEIGHT: 10, HT_STORIES: 3 } } }, 'Height and storeys');

    expect(row).toMatchObject({ value: '10 m, 3 storeys (Height overlay "HT 10.0, ST 3", 995.20)', section: '10.20.40.10 (inferred)', url: PAGE('10_20') });
  });

  it('when the zone data gives COVERAGE, then the coverage row states it as the zone’s own figure', () => {
    const row = rowOf('RS (f9.0; a270)', { zoneCoverage: 35, overlays: { ...NO_OVERLAYS, coverage: { PRCNT_CVER: 40 } } }, 'Lot coverage');

    expect(row).toMatchObject({ value: '35% of the lot area', section: '10.40.30.40', note: "From COVERAGE in the zoning data; the zone's regulation is 10.40.30.40" });
  });

  it('when a zone has no coverage article known but the coverage overlay gives one, then the coverage row cites the overlay map', () => {
    const row = rowOf('CL 0.5', { overlays: { ...NO_OVERLAYS, coverage: { PRCNT_CVER: 33 } } }, 'Lot coverage');

    expect(row).toMatchObject({ value: '33% of the lot area', section: '995.30', url: PAGE('995_30') });
  });

  it('when a zone with no coverage article known has its own COVERAGE in the data, then the row cites the zone’s section, not the overlay map', () => {
    const row = rowOf('CL 0.5', { zoneCoverage: 40 }, 'Lot coverage');

    expect(row).toMatchObject({ value: '40% of the lot area', section: 'Section 30.20', url: PAGE('30_20') });
    expect(row?.note).toBe(
      "From COVERAGE in the zoning data; the zone's article is not known: Section 30.20 (no article for this standard was read; whether the section sets one is not known)",
    );
  });

  it('when the lot is in a Policy Area, then parking names it and points to Chapter 200 for its rates', () => {
    const row = rowOf('CR 3.0 (c1.0; r2.5) SS2', { overlays: { ...NO_OVERLAYS, policy_area: { POLICY_ID: 1 } } }, 'Parking');

    expect(row?.value).toBe('Policy Area 1 (Policy Area overlay, 995.10): its rates are set by Chapter 200: see the by-law');
  });

  it('when E is read with no figures, then every standard of the list has a row, those its table of contents lists none for said so', () => {
    const rows = readRegulations(context('E 1.0'));

    expect(rows.map((row) => `${row.label} | ${row.section ?? ''}`)).toEqual([
      'Permitted uses | 60.20.20.10 (inferred)',
      'Height and storeys | 60.20.40.10 (inferred)',
      'Setbacks | 60.20.40.70 (inferred)',
      'Lot coverage | Section 60.20 (none listed)',
      'Building depth | Section 60.20',
      'Landscaping | Section 60.20 (none listed)',
      'Main walls | Section 60.20',
      'Angular planes | Section 60.20',
      'Parking | Chapter 200',
      'Bicycle parking | Chapter 230',
    ]);
    expect(rows[5]?.value).toBe("Section 60.20's table of contents lists no article for this standard: see the by-law");
    expect(rows[6]?.value).toBe('Where Section 60.20 sets this standard: see the by-law (no article for it was read)');
  });

  it('when the Policy Area overlay is not loaded, then parking says the Policy Area is not known', () => {
    const dataset = spatialFixture({ label: 'RD', notLoaded: ['policy_area'] }).dataset;

    expect(rowOf('RD', { dataset }, 'Parking')?.value).toBe(
      'Set by Chapter 200: see the by-law (the Policy Area overlay is not loaded in this dataset, so the Policy Area here is not known)',
    );
  });

  it('when the zone is CR, then its uses under "c" and "r" are stated from the reviewed values, with the label’s standard set', () => {
    const rows = readRegulations(context('CR 3.0 (c1.0; r2.5) SS2 (x345)'));
    const c = rows.find((row) => row.label === 'Permitted uses under "c"');

    expect(c).toMatchObject({ section: '40.10.20.10(1)(A) (inferred)', url: PAGE('40_10') });
    expect(c?.value).toMatch(/^Ambulance Depot, Art Gallery/);
    expect(c?.note).toContain('consolidation date not shown');
    expect(rows.find((row) => row.label === 'Permitted uses under "r"')?.section).toBe('40.10.20.10(1)(B) (inferred)');
    expect(rows.find((row) => row.label === 'Development standard set')?.value).toBe('SS2: The CR zone has three Development Standard Sets, SS1, SS2 and SS3, which form part of the zone label');
    expect(rows.find((row) => row.label === 'Angular planes')?.value).toBe('Where Section 40.10 sets this standard: see the by-law (no article for it was read)');
  });

  it('when the zone is Open Space, then the height row notes how 90.5 measures height and its 1.5 m roof allowance', () => {
    expect(rowOf('O', {}, 'Height and storeys')?.note).toBe(
      "Height is the distance between average grade and the elevation of the highest point of the building or structure (90.5.40.10(1) (article inferred from the by-law's numbering)). " +
        "Parapets for a green roof and weather vanes may exceed the permitted maximum height by 1.5 m (90.5.40.10(2)(A) (article inferred from the by-law's numbering)).",
    );
  });

  it('when the area is under a former by-law, then no 569-2013 standard is listed and the governing by-law is named', () => {
    expect(readRegulations(context('', { symbol: 'Former', formerBylaw: 'Former City of Toronto By-law 438-86' })).map((row) => row.value)).toEqual([
      'By-law 569-2013 sets no standards here: Former City of Toronto By-law 438-86 governs',
    ]);
  });

  it('when the zone symbol is not one of the by-law, or there is none, then one row says no article can be cited', () => {
    expect(readRegulations(context('', { symbol: 'QQ' })).map((row) => row.value)).toEqual(['"QQ" is not a zone of By-law 569-2013, so no article can be cited']);
    expect(readRegulations(context('', { symbol: '' })).map((row) => row.value)).toEqual(['The data gives no zone symbol here, so no article can be cited']);
  });
});

describe('readRegulations, every zone of the map', () => {
  const ALL_OVERLAYS: StandardsContext['overlays'] = {
    height: { HT_STRING: 'HT 12.5, ST 4', HT_HEIGHT: 12.5, HT_STORIES: 4 },
    coverage: { PRCNT_CVER: 35 },
    policy_area: { POLICY_ID: 4 },
    rooming_house: null,
    building_setback: null,
    priority_retail_street: null,
  };

  it.each(ZONES.map((zone) => zone.symbol))('when the zone is %s, then every row has a value, an article and its page, and no "undefined" or "NaN"', (symbol) => {
    for (const overlays of [NO_OVERLAYS, ALL_OVERLAYS]) {
      for (const row of readRegulations(context(symbol, { overlays }))) {
        expect(`${row.label} ${row.value} ${row.section ?? ''} ${row.note ?? ''}`).not.toMatch(/undefined|NaN|null/);
        expect(row.value.trim()).not.toBe('');
        expect(row.section).toBeTruthy();
        expect(row.url).toMatch(/^https:\/\/www\.toronto\.ca\//);
      }
    }
  });
});

describe('zoneOwnLimits', () => {
  it('when RD is read, then its own height and coverage articles are cited; in a former area, none', () => {
    expect(zoneOwnLimits('RD', false)).toEqual({ height: '10.20.40.10 (inferred)', coverage: '10.20.30.40 (inferred)' });
    expect(zoneOwnLimits('CR', false)).toEqual({ height: '40.10.40.10 (inferred)', coverage: null });
    expect(zoneOwnLimits('IH', false)).toEqual({ height: null, coverage: null });
    expect(zoneOwnLimits('RD', true)).toEqual({ height: null, coverage: null });
  });
});

describe('buildBrief, standards and what changes them', () => {
  const brief = (options: Parameters<typeof spatialFixture>[0]) =>
    buildBrief({ reportId: 'ZP-1a2b3c4d', generatedAt: '2024-06-15T10:00:00.000Z', spatial: spatialFixture(options), source: 'Map Click' });

  it('when an RD brief is built with no overlay mapped, then its regulations, modifiers and overlays cite the zone’s own articles', () => {
    const built = brief({ label: 'RD (f15.0; a550) (x5)' });

    expect(built.regulations.find((row) => row.label === 'Height and storeys')?.section).toBe('10.20.40.10 (inferred)');
    expect(built.modifiers[0]).toMatchObject({ label: 'Site-specific exception 5', section: '900.3.10(5)' });
    expect(built.overlays[0]?.value).toBe("No height overlay here: the zone's own limit in 10.20.40.10 (inferred) applies");
    expect(built.narrative.text).toContain('No overlay is mapped at this point, so the zone’s own height and lot coverage limits apply.');
  });

  it('when a former by-law brief is built, then its regulations and modifiers name the by-law that governs', () => {
    const built = brief({ label: 'Former City of Toronto By-law 438-86', formerBylaw: 'Former City of Toronto By-law 438-86' });

    expect(built.regulations.map((row) => row.value)).toEqual(['By-law 569-2013 sets no standards here: Former City of Toronto By-law 438-86 governs']);
    expect(built.modifiers[0]?.label).toBe('Former by-law area');
  });
});

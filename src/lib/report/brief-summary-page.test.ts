import { describe, expect, it } from 'vitest';
import type { BriefRow, ZoningBrief } from './brief-model';
import { buildBrief } from './build-brief';
import { writeSummaryPage } from './brief-summary-page';
import { spatialFixture, type SpatialFixtureOptions } from '../../../tests/fixtures/spatial-fixture';

const HEIGHT = { height: { HT_STRING: 'HT 10.0, ST 3', HT_HEIGHT: 10, HT_STORIES: 3 } };

function brief(options: SpatialFixtureOptions): ZoningBrief {
  return buildBrief({ reportId: 'ZP-1a2b3c4d', generatedAt: '2024-06-15T10:00:00.000Z', spatial: spatialFixture(options), source: 'Map Click' });
}

const rowOf = (rows: BriefRow[], label: string) => rows.find((row) => row.label === label);
const allRows = ({ summary }: ZoningBrief) => [...summary.lot, ...summary.bounds, ...summary.unavailable, ...summary.sources];

describe('writeSummaryPage, the zone in plain words', () => {
  it('when the label has clauses and an exception, then one paragraph names the zone, reads each clause and says the exception may change any standard', () => {
    const { summary } = brief({ label: 'RD (f12.0; a370; d0.6) (x42)' });

    expect(summary.zoneInWords).toBe(
      'Residential Detached (RD), in the Residential category, governed by section 10.20 of By-law 569-2013. ' +
        'The map label RD (f12.0; a370; d0.6) (x42) sets: minimum lot frontage (f) 12.0 m; minimum lot area (a) 370 m²; maximum density FSI (d) 0.6 × lot area. ' +
        'Site-specific exception 42 (900.3.10(42)) applies and may change any standard here.',
    );
  });

  it('when the label carries (H), then the paragraph says development is limited until it is lifted', () => {
    expect(brief({ label: '(H) CR 3.0 (c2.0; r2.5) SS2' }).summary.zoneInWords).toMatch(/A holding symbol \(H\) applies: development is limited until a by-law lifts it\.$/);
  });

  it('when the lands are a former by-law area, then the paragraph names the by-law that governs and none of 569-2013’s standards', () => {
    const result = brief({ label: 'Former City of Toronto By-law 438-86', formerBylaw: 'Former City of Toronto By-law 438-86' });

    expect(result.summary.zoneInWords).toBe(
      'Former by-law area: By-law 569-2013 does not govern these lands; former City of Toronto By-law 438-86 does. By-law 569-2013 decides neither what may be built here nor how its exceptions and overlay maps would change it. City Planning can give the by-law in force and its requirements for this site.',
    );
    expect(result.summary.bounds.map((row) => row.value)).toEqual(['Set by Former City of Toronto By-law 438-86']);
  });
});

describe('writeSummaryPage, the bounds on what can be built', () => {
  it('when the label gives an FSI and the lot area is known, then the bound is the derived gross floor area, with its basis', () => {
    const gfa = rowOf(brief({ label: 'RD (f12.0; a370; d0.6)', lotAreaM2: 500 }).summary.bounds, 'Maximum gross floor area');

    expect(gfa).toEqual({ label: 'Maximum gross floor area', value: '300 m² (3,229 ft²)', section: null, note: 'density FSI d0.6 × lot area 500 m²' });
  });

  it('when a height overlay is mapped, then the height is its HT and ST, cited to 995.20', () => {
    const height = rowOf(brief({ label: 'RD (f12.0; a370; d0.6)', overlays: HEIGHT }).summary.bounds, 'Maximum height');

    expect(height).toMatchObject({ value: '10 m, 3 storeys', section: '995.20' });
  });

  it('when no height overlay is mapped, then the height is set by the article the regulations cite for it, never "no limit"', () => {
    const rd = brief({ label: 'RD (f12.0; a370; d0.6)' });
    const regulation = rowOf(rd.regulations, 'Height and storeys');
    const height = rowOf(rd.summary.bounds, 'Maximum height');

    expect(regulation?.section).toMatch(/^10\.20\.40\.10/);
    expect(height?.value).toBe(`Set by ${regulation?.section}: see the by-law`);
    expect(height).toMatchObject({ section: regulation?.section, url: regulation?.url });
    expect(height?.note).toBe('No height overlay here: the zone’s own limit applies');
    expect(JSON.stringify(height)).not.toMatch(/no limit/i);
  });

  it('when the height overlay is not loaded, then the height row says an HT value may apply here', () => {
    const height = rowOf(brief({ label: 'RD (f12.0; a370; d0.6)', notLoaded: ['height'] }).summary.bounds, 'Maximum height');

    expect(height?.note).toMatch(/^The height overlay is not loaded in this dataset: an HT or ST value may apply here/);
  });

  it('when the label sets no units and the data no lot area per unit, then the units are set by the zone’s section, not unlimited', () => {
    const units = rowOf(brief({ label: 'CR 3.0 (c2.0; r2.5) SS2' }).summary.bounds, 'Dwelling units');

    expect(units).toMatchObject({ value: 'Set by section 40.10: see the by-law', section: '40.10' });
  });

  it('when the label gives u and the data AREA_UNITS, then the governing number of units is the bound', () => {
    const units = brief({ label: 'RM (f12.0; u4; d1.0)', lotAreaM2: 400, areaUnits: 150 }).summary.bounds.find((row) => /units/.test(row.label));

    expect(units).toMatchObject({ label: 'Governing maximum dwelling units', value: "2 per lot (the lot area per unit governs)" });
  });
});

describe('writeSummaryPage, the lot and what was not available', () => {
  it('when there is no parcel, then the lot area is not known, and why, and the missing parcel is listed', () => {
    const { summary } = brief({ label: 'RD (f12.0; a370; d0.6)', lotAreaM2: null });

    expect(rowOf(summary.lot, 'Lot area')).toMatchObject({ value: 'Not known', note: 'No parcel was found at this point' });
    expect(rowOf(summary.unavailable, 'Parcel')?.value).toBe('No parcel at this point');
  });

  it('when the lot was measured, then its frontage, depth, kind and streets are on the summary with how they were measured', () => {
    const measured = brief({ label: 'RD (f12.0; a370; d0.6)' });
    const rows: BriefRow[] = [
      { label: 'Lot frontage', value: '9.1 m on Elm Street', section: null, note: 'Along Elm Street' },
      { label: 'Lot depth', value: '36.6 m', section: null, note: 'Front to rear' },
      { label: 'Corner or through lot', value: 'Corner lot', section: null, note: 'From the street lines' },
      { label: 'Streets', value: 'Elm Street; Oak Avenue', section: null, note: 'Centrelines' },
    ];
    const lot = { ...measured.lot, frontageM: 9.14, depthM: 36.6, kind: 'corner' as const, streets: ['Elm Street', 'Oak Avenue'], unmeasured: null, rows };

    const summary = writeSummaryPage({ ...measured, lot });

    // The lot's own values (so the two cannot differ), each pointing to "The lot" for how it was measured.
    expect(summary.lot.map((row) => `${row.label}: ${row.value} (${row.note ?? ''})`)).toEqual([
      'Lot area: 510 m² (5,490 ft²) (The parcel’s area in the property boundary data)',
      'Lot frontage: 9.1 m on Elm Street (ZoneBrief’s measurement: how, in "The lot")',
      'Lot depth: 36.6 m (ZoneBrief’s measurement: how, in "The lot")',
      'Lot type: Corner lot: Elm Street and Oak Avenue (ZoneBrief’s measurement: how, in "The lot")',
    ]);
  });

  it('when the lot was not measured, then the summary says so with the reason', () => {
    const unmeasured = brief({ label: 'RD (f12.0; a370; d0.6)' });
    const summary = writeSummaryPage({ ...unmeasured, lot: { ...unmeasured.lot, unmeasured: 'No street centreline within 30 m' } });

    expect(rowOf(summary.lot, 'Frontage, depth and corner')).toMatchObject({ value: 'Not measured', note: 'No street centreline within 30 m' });
    expect(rowOf(summary.unavailable, 'Lot measurement')?.note).toBe('No street centreline within 30 m');
  });

  it('when layers are not loaded, then each is listed as not loaded, unknown rather than none', () => {
    const { summary } = brief({ label: 'RD (f12.0; a370; d0.6)', notLoaded: ['policy_area', 'addresses'] });

    expect(summary.unavailable.filter((row) => row.value === 'Not loaded in this dataset').map((row) => row.label)).toEqual([
      'Policy area overlay',
      'Address points',
    ]);
  });

  it('when the brief cites by-law pages, then one source row names them all, each with its consolidation date where one is recorded', () => {
    const rd = brief({ label: 'RD (f12.0; a370; d0.6) (x42)' });
    const pages = rd.provenance.bylawText;

    expect(rd.summary.sources.map((row) => row.label)).toEqual(['Dataset', 'By-law 569-2013 pages']);
    const row = rowOf(rd.summary.sources, 'By-law 569-2013 pages');
    for (const page of pages) expect(row?.value).toContain(page.page);
    expect(pages.some((page) => page.consolidatedOn === null)).toBe(row?.note?.includes('no consolidation date was recorded'));
  });

  it('when the brief rests on the City’s files, then each file’s row gives its publication date, or says it is not known, and its import day apart', () => {
    const sources = [
      { title: 'Zoning By-law 569-2013: Zoning Area', file: 'Zoning Area - 4326.geojson', published: '2026-02-18', imported: '2026-12-07', features: 11_719 },
      { title: 'City of Toronto boundary', file: 'city-boundary.geojson', published: null, imported: '2026-12-07', features: 1 },
    ];
    const city = buildBrief({
      reportId: 'ZP-1a2b3c4d', generatedAt: '2026-12-08T10:00:00.000Z', spatial: spatialFixture({ label: 'RD (f12.0; a370; d0.6)', demo: false }), source: 'Map Click', sources,
    });

    expect(city.summary.sources.filter((row) => row.note === 'City of Toronto open data file').map((row) => [row.label, row.value])).toEqual([
      ['Zoning By-law 569-2013: Zoning Area', 'Zoning Area - 4326.geojson, published 18 February 2026, imported 7 December 2026'],
      ['City of Toronto boundary', 'city-boundary.geojson, publication date not known, imported 7 December 2026'],
    ]);
  });

  it.each<[string, SpatialFixtureOptions]>([
    ['an RD lot with an exception', { label: 'RD (f12.0; a370; d0.6) (x42)', overlays: HEIGHT }],
    ['a CR lot with a holding symbol and no parcel', { label: '(H) CR 3.0 (c2.0; r2.5) SS2', lotAreaM2: null }],
    ['a former by-law area', { label: 'Former', formerBylaw: '' }],
    ['a label that is not read', { label: 'RD (q9; zz) x', notLoaded: ['height', 'parcels'] }],
  ])('when the brief is %s, then every summary row has a value and a source, and none reads undefined or NaN', (_case, options) => {
    const result = brief(options);
    const rows = allRows(result);

    expect(result.summary.zoneInWords.trim()).not.toBe('');
    expect(rows.filter((row) => !row.label.trim() || !row.value.trim() || (row.section === null && !row.note?.trim()))).toEqual([]);
    expect(JSON.stringify(result.summary)).not.toMatch(/undefined|NaN/);
  });
});

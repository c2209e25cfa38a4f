import { describe, expect, it } from 'vitest';
import { BRIEF_SECTION_TITLES } from '../../../src/lib/report/brief-model';
import { summariseBrief } from '../../../src/lib/report/brief-summary';
import { demoBrief, formerBylawBrief, holdingBrief, sampleBrief } from '../../../tests/fixtures/brief-fixtures';
import { briefSections, bylawTextRows, dataSourceLine, formatBriefDate, formatBriefDay, formatCoordinates, narrativeAuthorLine } from './brief-sections';

const rowsOf = (brief: ReturnType<typeof sampleBrief>, heading: string) => briefSections(brief).find((section) => section.heading === heading)?.rows ?? [];

describe('brief sections', () => {
  it('when a date-time is late evening in Toronto, then the brief shows the Toronto day', () => {
    expect(formatBriefDate('2026-11-24T03:00:00.000Z')).toBe('23 November 2026');
  });

  it('when coordinates are shown, then they carry hemispheres and six decimals', () => {
    expect(formatCoordinates(43.6655, -79.4012)).toBe('43.665500° N, 79.401200° W');
  });

  it('when the brief is not in a former by-law area, then there is no former by-law section, and the summary page is not a table section', () => {
    expect(briefSections(sampleBrief()).map((section) => section.heading)).toEqual([
      'Property', 'The lot', 'Zoning', 'Standards and the regulations that set them', 'What changes the standards here',
      'Exceptions', 'Overlays', 'Derived figures', 'Narrative', 'Data provenance',
    ]);
  });

  it('when the brief is in a former by-law area, then its section comes after the derived figures', () => {
    const headings = briefSections(formerBylawBrief()).map((section) => section.heading);
    expect(headings.indexOf('Former by-law area')).toBe(headings.indexOf('Derived figures') + 1);
  });

  it('when a row has no by-law section, then the section column shows a dash', () => {
    const zoning = briefSections(sampleBrief()).find((section) => section.heading === 'Zoning');
    expect(zoning?.rows.find((row) => row[0] === 'Standard set')?.[2]).toBe('—');
  });

  it('when the data is demo data, then the data source line says it is not City data', () => {
    expect(dataSourceLine(demoBrief())).toContain('not City of Toronto data');
  });

  it('when the data is the City’s, then the data source line names the City, the licence, the zoning’s publication date and the import day apart', () => {
    expect(dataSourceLine(sampleBrief())).toBe('City of Toronto open data, Open Government Licence – Toronto: zoning published 15 January 2026, imported 3 February 2026');
  });

  it('when the zoning file was given by hand, then the data source line says its publication date is not known, not the version’s date', () => {
    const base = sampleBrief();
    const sources = base.provenance.sources.map((source) => ({ ...source, published: null }));

    expect(dataSourceLine(sampleBrief({ provenance: { ...base.provenance, sources } }))).toBe(
      'City of Toronto open data, Open Government Licence – Toronto: zoning publication date not known, imported 3 February 2026',
    );
  });

  it('when a brief lists no zoning file, then the data source line names the version by its date, not as the data’s date', () => {
    const base = sampleBrief();

    expect(dataSourceLine(sampleBrief({ provenance: { ...base.provenance, sources: [] } }))).toBe(
      'City of Toronto open data, version 15 January 2026, Open Government Licence – Toronto',
    );
  });

  it('when the dataset was made from the City’s files, then the provenance names each with its publication date, or not known, and its import day apart', () => {
    const rows = rowsOf(sampleBrief(), 'Data provenance');

    expect(rows.find((row) => row[0] === 'City datasets')?.[1]).toBe(
      'Zoning By-law 569-2013: Zoning Area (Zoning Area - 4326.geojson), published 15 January 2026, imported 3 February 2026\n' +
        'Property Boundaries (Property Boundaries - 4326.csv), publication date not known, imported 3 February 2026',
    );
    expect(rows.find((row) => row[0] === 'Version date')?.[1]).toBe('15 January 2026');
  });

  it('when the data is the generated demo, then the provenance lists no City dataset', () => {
    expect(rowsOf(demoBrief(), 'Data provenance').map((row) => row[0])).not.toContain('City datasets');
  });

  it('when layers are not loaded, then the provenance lists them and the property table says the parcel is not loaded, not absent', () => {
    const base = sampleBrief();
    const brief = sampleBrief({
      property: { ...base.property, parcelId: null, lotAreaM2: null, lotAreaFt2: null },
      provenance: { ...base.provenance, notLoaded: ['height', 'parcels'] },
    });

    expect(rowsOf(brief, 'Data provenance').find((row) => row[0] === 'Not loaded in this dataset')?.[1]).toBe('height overlay\nproperty boundaries (parcels)');
    expect(rowsOf(brief, 'Property').slice(1, 3)).toEqual([
      ['Parcel id', 'Not loaded in this dataset (property boundaries)', '—'],
      ['Lot area', 'Not loaded in this dataset (property boundaries)', '—'],
    ]);
  });

  it('when every layer is loaded and there is no parcel at the point, then the property table says there is none here', () => {
    const base = sampleBrief();
    const brief = sampleBrief({ property: { ...base.property, parcelId: null, lotAreaM2: null, lotAreaFt2: null } });

    expect(rowsOf(brief, 'Property').slice(1, 3).map((row) => row[1])).toEqual(['No parcel at this point', 'Not known (no parcel at this point)']);
    expect(rowsOf(brief, 'Data provenance').map((row) => row[0])).not.toContain('Not loaded in this dataset');
  });

  it('when the rules engine wrote the narrative, then the author line says so', () => {
    expect(narrativeAuthorLine(sampleBrief())).toBe('Written by the rules engine.');
  });

  it.each([
    ['a typical brief', sampleBrief()],
    ['a former by-law area', formerBylawBrief()],
    ['a holding zone', holdingBrief()],
  ])('when the brief is %s, then the API summary lists exactly the PDF\'s headings: the summary page\'s, then the sections\'', (_, brief) => {
    expect(summariseBrief(brief).sections).toEqual([BRIEF_SECTION_TITLES.summary, ...briefSections(brief).map((section) => section.heading)]);
  });

  it('when the area is under a former by-law, then the PDF keeps its Zoning section', () => {
    expect(briefSections(formerBylawBrief()).map((section) => section.heading)).toEqual([
      'Property', 'The lot', 'Zoning', 'Standards and the regulations that set them', 'What changes the standards here',
      'Exceptions', 'Overlays', 'Derived figures', 'Former by-law area', 'Narrative', 'Data provenance',
    ]);
  });

  it('when the label carries (H), then the Zoning table has one holding row: the label clause, citing Chapter 990', () => {
    const holding = rowsOf(holdingBrief(), 'Zoning').filter((row) => /holding/i.test(row[0]));

    expect(holding).toEqual([['Holding provision (H)', 'Development limited until the holding symbol is lifted\nZoning map label (Chapter 990): "(H)"', 'Chapter 990']]);
  });

  it('when only the zone data marks a holding provision, or none applies, then one holding row says so', () => {
    const base = sampleBrief();
    const fromData = rowsOf({ ...base, zoning: { ...base.zoning, holding: true } }, 'Zoning').filter((row) => /holding/i.test(row[0]));
    const none = rowsOf(base, 'Zoning').filter((row) => /holding/i.test(row[0]));

    expect(fromData).toEqual([['Holding provision (H)', 'Yes: a holding symbol applies until it is lifted by by-law', 'Chapter 990']]);
    expect(none).toEqual([['Holding provision (H)', 'No', '—']]);
  });

  it('when the brief relies on by-law pages, then the provenance has a row per page with its consolidation day, or says it is not recorded, linked on the page\'s name', () => {
    const rows = rowsOf(sampleBrief(), 'Data provenance');
    const first = rows.findIndex((r) => r[0] === 'By-law 569-2013 text');

    expect(rows.slice(first, first + 2)).toEqual([
      ['By-law 569-2013 text', 'Consolidation of 30 June 2025', 'Chapter 10', 'https://www.toronto.ca/zoning/bylaw_amendments/ZBL_NewProvision_Chapter10.htm'],
      [
        '',
        "Consolidation date not recorded (it differs by page; read it on the City's page before relying on this brief)",
        'Chapter 900',
        'https://www.toronto.ca/zoning/bylaw_amendments/ZBL_NewProvision_Chapter900.htm',
      ],
    ]);
  });

  it('when the area is under a former by-law, then the provenance says no By-law 569-2013 text applies', () => {
    expect(bylawTextRows(formerBylawBrief().provenance.bylawText)).toEqual([
      ['By-law 569-2013 text', 'None: By-law 569-2013 does not apply here (see the former by-law area)', '—'],
    ]);
  });

  it('when a consolidation day is shown, then it is that calendar day wherever the clock is', () => {
    expect(formatBriefDay('2025-01-01')).toBe('1 January 2025');
    expect(formatBriefDay('not a day')).toBe('not a day');
  });

  it('when a row has the City\'s page, then its section cell is the link text and the page is the row\'s link', () => {
    const height = rowsOf(sampleBrief(), 'Standards and the regulations that set them').find((row) => row[0] === 'Height');

    expect(height?.[2]).toBe('10.20.40.10');
    expect(height?.[3]).toBe('https://www.toronto.ca/zoning/bylaw_amendments/ZBL_NewProvision_Chapter10_20.htm');
  });

  it('when the zone and its exceptions have pages, then no cell prints a URL: the pages are links on words', () => {
    const rows = briefSections(sampleBrief()).flatMap((section) => section.rows);

    expect(rows.flatMap(([item, value, section]) => [item, value, section]).filter((cell) => /https?:|\.htm/.test(cell))).toEqual([]);
    expect(rowsOf(sampleBrief(), 'Zoning').find((row) => row[0] === 'By-law text')?.slice(2)).toEqual([
      'Chapter 10, section 10.20',
      'https://www.toronto.ca/zoning/bylaw_amendments/ZBL_NewProvision_Chapter10.htm',
    ]);
  });

  it('when the sections are written, then none repeats the disclaimer: it is in every page\'s footer', () => {
    const paragraphs = briefSections(sampleBrief()).flatMap((section) => section.paragraphs ?? []);

    expect(paragraphs).not.toContain(sampleBrief().disclaimer);
  });
});

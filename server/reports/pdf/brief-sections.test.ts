import { describe, expect, it } from 'vitest';
import { summariseBrief } from '../../../src/lib/report/brief-summary';
import { demoBrief, formerBylawBrief, holdingBrief, sampleBrief } from '../../../tests/fixtures/brief-fixtures';
import { briefSections, bylawTextLines, dataSourceLine, formatBriefDate, formatBriefDay, formatCoordinates, narrativeAuthorLine } from './brief-sections';

const rowsOf = (brief: ReturnType<typeof sampleBrief>, heading: string) => briefSections(brief).find((section) => section.heading === heading)?.rows ?? [];

describe('brief sections', () => {
  it('when a date-time is late evening in Toronto, then the brief shows the Toronto day', () => {
    expect(formatBriefDate('2026-11-24T03:00:00.000Z')).toBe('23 November 2026');
  });

  it('when coordinates are shown, then they carry hemispheres and six decimals', () => {
    expect(formatCoordinates(43.6655, -79.4012)).toBe('43.665500° N, 79.401200° W');
  });

  it('when the brief is not in a former by-law area, then there is no former by-law section', () => {
    expect(briefSections(sampleBrief()).map((section) => section.heading)).toEqual([
      'Property', 'Zoning', 'Exceptions', 'Overlays', 'Derived figures', 'Narrative', 'Data provenance',
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

  it('when the rules engine wrote the narrative, then the author line says so', () => {
    expect(narrativeAuthorLine(sampleBrief())).toBe('Written by the rules engine.');
  });

  it.each([
    ['a typical brief', sampleBrief()],
    ['a former by-law area', formerBylawBrief()],
    ['a holding zone', holdingBrief()],
  ])('when the brief is %s, then the API summary lists exactly the PDF\'s section headings', (_, brief) => {
    expect(summariseBrief(brief).sections).toEqual(briefSections(brief).map((section) => section.heading));
  });

  it('when the area is under a former by-law, then the PDF keeps its Zoning section', () => {
    expect(briefSections(formerBylawBrief()).map((section) => section.heading)).toEqual([
      'Property', 'Zoning', 'Exceptions', 'Overlays', 'Derived figures', 'Former by-law area', 'Narrative', 'Data provenance',
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

  it('when the brief relies on by-law pages, then the provenance shows each page with its consolidation day, or says it is not recorded', () => {
    const row = rowsOf(sampleBrief(), 'Data provenance').find((r) => r[0] === 'By-law 569-2013 text');

    expect(row?.[1].split('\n')).toEqual([
      'Chapter 10: consolidation of 30 June 2025',
      "Chapter 900: consolidation date not recorded (it differs by page; read it on the City's page before relying on this brief)",
    ]);
  });

  it('when the area is under a former by-law, then the provenance says no By-law 569-2013 text applies', () => {
    expect(bylawTextLines(formerBylawBrief().provenance.bylawText)).toMatch(/^None: By-law 569-2013 does not apply here/);
  });

  it('when a consolidation day is shown, then it is that calendar day wherever the clock is', () => {
    expect(formatBriefDay('2025-01-01')).toBe('1 January 2025');
    expect(formatBriefDay('not a day')).toBe('not a day');
  });
});

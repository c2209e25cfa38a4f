import { describe, expect, it } from 'vitest';
import { demoBrief, formerBylawBrief, sampleBrief } from './brief-fixtures';
import { briefSections, dataSourceLine, formatBriefDate, formatCoordinates, narrativeAuthorLine } from './brief-sections';

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
});

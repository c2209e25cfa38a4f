import { describe, expect, it } from 'vitest';
import { BRIEF_SECTION_TITLES } from './brief-model';
import { summariseBrief } from './brief-summary';
import { buildBrief, type BuildBriefInput } from './build-brief';
import { spatialFixture, type SpatialFixtureOptions } from '../../../tests/fixtures/spatial-fixture';

function summary(options: SpatialFixtureOptions, input: Partial<BuildBriefInput> = {}) {
  const spatial = spatialFixture(options);
  return summariseBrief(buildBrief({ reportId: 'ZP-1a2b3c4d', generatedAt: '2024-06-15T10:00:00.000Z', spatial, source: 'Map Click', ...input }));
}

describe('summariseBrief', () => {
  it.each<[SpatialFixtureOptions, string]>([
    [{ label: 'RD (f13.5; a510; d0.45) (x42)', lotAreaM2: 510 }, 'RD (Residential Detached), exception 42, max FSI 0.45 on 510 m² of lot'],
    [{ label: 'CR 3.0 (c2.0; r2.5) SS2 (x345)', lotAreaM2: 1200 }, 'CR (Commercial Residential), exception 345, max FSI 3.0 on 1,200 m² of lot'],
    [{ label: '(H) RM (u4; d0.8)', lotAreaM2: null }, 'RM (Residential Multiple Dwelling), holding provision (H), max FSI 0.8'],
    [{ label: 'O', lotAreaM2: 900 }, 'O (Open Space), 900 m² of lot'],
    [
      { label: 'Former City of Toronto By-law 438-86', formerBylaw: 'Former City of Toronto By-law 438-86', lotAreaM2: 300 },
      'Former by-law area (Former City of Toronto By-law 438-86), 300 m² of lot',
    ],
  ])('when the brief is for %o, then the headline is one line of its key facts', (options, headline) => {
    expect(summary(options).headline).toBe(headline);
  });

  it('when the brief is built by the rules engine, then the summary gives the zone, the sections (the summary page first) and who wrote the narrative', () => {
    expect(summary({ label: 'RD (f13.5; a510; d0.45) (x42)' })).toMatchObject({
      zone_label: 'RD (f13.5; a510; d0.45) (x42)',
      zone_name: 'Residential Detached',
      sections: [
        'Summary',
        'Property',
        'The lot',
        'Zoning',
        'Standards and the regulations that set them',
        'What changes the standards here',
        'Exceptions',
        'Overlays',
        'Derived figures',
        'Narrative',
        'Data provenance',
      ],
      narrative_by: 'rules-engine',
    });
  });

  it('when the area is under a former by-law, then the sections are those the PDF has, with the former by-law area after the derived figures', () => {
    const { sections } = summary({ label: 'Former City of Toronto By-law 438-86', formerBylaw: 'Former City of Toronto By-law 438-86' });

    expect(sections.slice(-5)).toEqual(['Overlays', 'Derived figures', 'Former by-law area', 'Narrative', 'Data provenance']);
    expect(sections[0]).toBe('Summary');
  });

  it('when a brief has no exception, then its summary still lists the Exceptions section (the PDF says none applies)', () => {
    expect(summary({ label: 'O' }).sections).toContain(BRIEF_SECTION_TITLES.exceptions);
  });

  it('when a model wrote the narrative, then the summary says so', () => {
    expect(summary({ label: 'EO 1.5 (o1.0)' }, { narrative: { text: 'An office zone.', model: 'llama-3' } }).narrative_by).toBe('model');
  });
});

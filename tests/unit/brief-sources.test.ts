// Every figure of a brief says where it comes from: each BriefRow of every part (standards, lot, regulations,
// modifiers, overlays, derived, summary) carries a by-law section or a note. Checked over the golden briefs
// (tests/fixtures/briefs), over briefs generated from fixtures and from the fuzz's seeded answers, and over the
// hand-written briefs the PDF tests render (tests/fixtures/brief-fixtures.ts), which must read as a real brief does.

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ZoningBrief } from '../../src/lib/report/brief-model';
import { buildBrief } from '../../src/lib/report/build-brief';
import { demoBrief, formerBylawBrief, holdingBrief, longBrief, minimalBrief, sampleBrief } from '../fixtures/brief-fixtures';
import { spatialFixture, type SpatialFixtureOptions } from '../fixtures/spatial-fixture';
import { fuzzSpatialAnswer } from '../support/brief-fuzz';
import { briefRows, rowsWithoutSource } from '../support/brief-rows';
import { seededRandom } from '../support/fuzz-values';

const GOLDENS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/briefs');
const goldenFiles = readdirSync(GOLDENS).filter((file) => file.endsWith('.json') && file !== 'places.json');

const brief = (spatial: Parameters<typeof buildBrief>[0]['spatial']): ZoningBrief =>
  buildBrief({ reportId: 'ZP-SOURCES', generatedAt: '2025-07-14T12:00:00.000Z', spatial, source: 'Map Click' });

describe('every figure of a brief has its source', () => {
  it('when a row has neither a section nor a note, then the check names it with its part', () => {
    const unsourced = brief(spatialFixture({ label: 'RD (f12.0; a370; d0.6)' }));
    unsourced.derived = [...unsourced.derived, { label: 'Made-up figure', value: '12 m', section: null }];

    expect(rowsWithoutSource(unsourced)).toEqual(['derived: "Made-up figure" = "12 m" has no section or note']);
  });

  it('when the golden briefs are read, then there are at least 12 and every row of every part has its source', () => {
    expect(goldenFiles.length).toBeGreaterThanOrEqual(12);
    for (const file of goldenFiles) {
      const golden = JSON.parse(readFileSync(path.join(GOLDENS, file), 'utf8')) as ZoningBrief;
      expect(briefRows(golden).length, file).toBeGreaterThan(0);
      expect(rowsWithoutSource(golden), file).toEqual([]);
    }
  });

  it.each<[string, SpatialFixtureOptions]>([
    ['an RD lot with an exception and overlays', { label: 'RD (f12.0; a370; d0.6) (x42)', overlays: { height: { HT_STRING: 'HT 10.0', HT_HEIGHT: 10, HT_STORIES: -1 }, coverage: { PRCNT_CVER: 35 } } }],
    ['a CR lot with a holding symbol', { label: '(H) CR 3.0 (c2.0; r2.5) SS2', zoneCoverage: 50 }],
    ['an RM lot with units and area per unit', { label: 'RM (f10.5; u4; d0.8)', areaUnits: 120 }],
    ['a point with no parcel and layers not loaded', { label: 'RA (d3.0)', lotAreaM2: null, notLoaded: ['height', 'policy_area'] }],
    ['a former by-law area', { label: 'Former City of Toronto By-law 438-86', formerBylaw: 'Former City of Toronto By-law 438-86' }],
  ])('when the brief is for %s, then every row of every part has its source', (_case, options) => {
    expect(rowsWithoutSource(brief(spatialFixture(options)))).toEqual([]);
  });

  it.each<[string, () => ZoningBrief]>([
    ['sample', sampleBrief],
    ['demo', demoBrief],
    ['former by-law', formerBylawBrief],
    ['holding', holdingBrief],
    ['long', longBrief],
    ['minimal', minimalBrief],
  ])('when the hand-written %s brief of the PDF tests is read, then every row of every part has its source', (_name, make) => {
    const fixture = make();

    expect(briefRows(fixture).length).toBeGreaterThan(0);
    expect(rowsWithoutSource(fixture)).toEqual([]);
  });

  it('when 1,000 briefs are built from the fuzz’s seeded answers, then every row of every part has its source', () => {
    const random = seededRandom(20_261_128);
    const unsourced = Array.from({ length: 1_000 }, () => rowsWithoutSource(brief(fuzzSpatialAnswer(random)))).flat();

    expect(unsourced).toEqual([]);
  });
});

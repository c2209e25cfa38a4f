import { describe, expect, it } from 'vitest';
import { parseZoneString } from '../zoning/zone-string';
import { readStandards } from './brief-zoning';
import { buildBrief } from './build-brief';
import { spatialFixture } from '../../../tests/fixtures/spatial-fixture';

const notesOf = (label: string): string[] => readStandards(parseZoneString(label), null).map((row) => row.note ?? '');

describe('readStandards, the label quoted as written', () => {
  it('when a CR label writes "c1.0" and "SS2", then the rows quote "c1.0", "r2.5", "3.0" and "SS2"', () => {
    expect(notesOf('CR 3.0 (c1.0; r2.5) SS2 (x345)')).toEqual([
      'Zoning map label (Chapter 990): "3.0"',
      'Zoning map label (Chapter 990): "c1.0"',
      'Zoning map label (Chapter 990): "r2.5"',
      'Zoning map label (Chapter 990): "SS2"',
    ]);
  });

  it('when an RD label writes "f15.0", then the row quotes "f15.0", not "f15"', () => {
    expect(notesOf('RD (f15.0; a550) (x5)')).toEqual(['Zoning map label (Chapter 990): "f15.0"', 'Zoning map label (Chapter 990): "a550"']);
  });

  it('when the standard set is written "SS 2", then its value quotes it so', () => {
    const row = readStandards(parseZoneString('CR 3.0 (c1.0; r2.5) SS 2'), null).find((standard) => standard.label.startsWith('Development standard set'));

    expect(row?.value).toBe('SS 2: development standard set 2 (not a height)');
  });
});

describe('the rules narrative, the label quoted as written', () => {
  it('when the label writes f15.0 and d0.60, then the narrative says "15.0 m" and "0.60", never re-quoted numbers', () => {
    const brief = buildBrief({
      reportId: 'ZP-1a2b3c4d',
      generatedAt: '2024-06-15T10:00:00.000Z',
      spatial: spatialFixture({ label: 'RD (f15.0; a550; d0.60) (x5)' }),
      source: 'Map Click',
    });

    expect(brief.narrative.text).toContain('a maximum density of 0.60 times the lot area');
    expect(brief.narrative.text).toContain('a minimum lot frontage of 15.0 m');
    expect(brief.narrative.text).toContain('a minimum lot area of 550 m²');
  });
});

import { describe, expect, it } from 'vitest';
import type { FieldNotes } from './field-values';
import { readStatedArea } from './property-fields';

const notes = (): FieldNotes => ({ repairs: new Set(), variants: new Set(), notKnown: new Set(), textIsNative: false });

describe('readStatedArea: STATEDAREA in m²', () => {
  it('when it is the City’s "300.00 sq.m" or a bare number, then it is read as m² with nothing noted', () => {
    const seen = notes();
    expect([readStatedArea({ STATEDAREA: '300.00 sq.m' }, seen), readStatedArea({ STATEDAREA: 412.5 }, seen)]).toEqual([300, 412.5]);
    expect(seen.variants.size).toBe(0);
  });

  it('when it is in square feet, acres or hectares, then it is converted (square feet by the app’s factor) and noted', () => {
    const seen = notes();
    expect(readStatedArea({ STATEDAREA: '1,000 sq ft' }, seen)).toBeCloseTo(92.903, 6);
    expect(readStatedArea({ STATEDAREA: '2 ha' }, seen)).toBe(20_000);
    expect(readStatedArea({ STATEDAREA: '1 acre' }, seen)).toBeCloseTo(4_046.856, 3);
    expect([...seen.variants]).toEqual([
      'STATEDAREA converted from square feet',
      'STATEDAREA converted from hectares',
      'STATEDAREA converted from acres',
    ]);
  });

  it('when it is zero, blank or in a unit it cannot read, then there is no stated area', () => {
    expect(['0 sq.m', '', '12 furlongs'].map((value) => readStatedArea({ STATEDAREA: value }, notes()))).toEqual([undefined, undefined, undefined]);
  });
});

import { describe, expect, it } from 'vitest';
import { formatArea, formatCoordinates, formatFsi, formatNumber, positive } from './format';

describe('brief number formats', () => {
  it.each<[number, number, string]>([
    [2470.3185, 0, '2,470'],
    [229.5, 1, '229.5'],
    [38750.09, 1, '38,750.1'],
    [510, 1, '510'],
    [1234567.891, 2, '1,234,567.89'],
    [-45.25, 1, '-45.3'],
    [1e22, 2, '10,000,000,000,000,000,000,000'],
  ])('when %d is written with %d decimals, then it reads %s', (value, decimals, expected) => {
    expect(formatNumber(value, decimals)).toBe(expected);
  });

  it('when a number too large to scale is written, then it reads in full grouped digits, never Infinity or an exponent', () => {
    expect(formatNumber(1e308, 2)).toMatch(/^100(,\d{3}){102}$/);
  });

  it('when an area is written, then it gives square metres and whole square feet', () => {
    expect(formatArea(229.5)).toBe('229.5 m² (2,470 ft²)');
  });

  it('when an FSI is whole, then it keeps one decimal as the City writes it', () => {
    expect([formatFsi(3), formatFsi(0.45)]).toEqual(['3.0', '0.45']);
  });

  it('when coordinates are written, then they have six decimals', () => {
    expect(formatCoordinates(43.6515123456, -79.3985)).toBe('43.651512, -79.398500');
  });

  it('when a data value is infinite or beyond any real figure (a corrupt field), then it is no value', () => {
    expect([positive(Infinity), positive(1e12), positive(1e308), positive(999_999_999_999)]).toEqual([null, null, null, 999_999_999_999]);
  });

  it('when a data value is -1, zero or missing, then it is no value', () => {
    expect([positive(-1), positive(0), positive(null), positive(undefined), positive(NaN), positive(2.5)]).toEqual([null, null, null, null, null, 2.5]);
  });
});

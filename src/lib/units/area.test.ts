import { describe, expect, it } from 'vitest';
import { SQ_FT_TO_M2, squareFeetToSquareMetres, squareMetresToSquareFeet } from './area';

describe('area units', () => {
  it('uses the spec factor 0.092903 m² per ft²', () => {
    expect(SQ_FT_TO_M2).toBe(0.092903);
  });

  it('converts square feet to square metres', () => {
    expect(squareFeetToSquareMetres(1)).toBe(0.092903);
    expect(squareFeetToSquareMetres(4521.4)).toBeCloseTo(420.05, 2);
  });

  it('converts square metres to square feet', () => {
    expect(squareMetresToSquareFeet(0.092903)).toBeCloseTo(1, 12);
    expect(squareMetresToSquareFeet(370)).toBeCloseTo(3982.65, 2);
  });

  it('comes back to the same value after a round trip', () => {
    expect(squareMetresToSquareFeet(squareFeetToSquareMetres(5000))).toBeCloseTo(5000, 9);
  });

  it('keeps zero at zero', () => {
    expect(squareFeetToSquareMetres(0)).toBe(0);
    expect(squareMetresToSquareFeet(0)).toBe(0);
  });
});

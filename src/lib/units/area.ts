// Area units: the spec's square-feet to square-metres factor, used both ways.

export const SQ_FT_TO_M2 = 0.092903;

export function squareFeetToSquareMetres(ft2: number): number {
  return ft2 * SQ_FT_TO_M2;
}

export function squareMetresToSquareFeet(m2: number): number {
  return m2 / SQ_FT_TO_M2;
}

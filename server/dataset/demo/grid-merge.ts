// Greedy merging of grid cells into rectangles: streets become block edges, equal overlay values one polygon.

/** An inclusive range of cells: columns i0..i1, rows j0..j1. */
export interface CellRange {
  i0: number;
  i1: number;
  j0: number;
  j1: number;
}

export interface MergeRules {
  /** Whether cell (i, j) belongs to any rectangle at all. */
  include(i: number, j: number): boolean;
  /** Whether cell (i, j) may share a rectangle with its neighbour to the right, (i + 1, j). */
  joinRight(i: number, j: number): boolean;
  /** Whether cell (i, j) may share a rectangle with the cell above, (i, j + 1). */
  joinUp(i: number, j: number): boolean;
}

/**
 * Covers the included cells of an nx × ny grid with rectangles, scanning rows from the bottom left: each
 * rectangle grows right as far as it may, then up while the whole row above may join. Deterministic.
 */
export function mergeGridCells(nx: number, ny: number, rules: MergeRules): CellRange[] {
  const taken = new Uint8Array(nx * ny);
  const free = (i: number, j: number) => taken[j * nx + i] === 0 && rules.include(i, j);
  const ranges: CellRange[] = [];
  for (let j = 0; j < ny; j += 1) {
    for (let i = 0; i < nx; i += 1) {
      if (!free(i, j)) continue;
      let i1 = i;
      while (i1 + 1 < nx && free(i1 + 1, j) && rules.joinRight(i1, j)) i1 += 1;
      let j1 = j;
      while (j1 + 1 < ny && rowCanJoin(i, i1, j1, free, rules)) j1 += 1;
      for (let y = j; y <= j1; y += 1) taken.fill(1, y * nx + i, y * nx + i1 + 1);
      ranges.push({ i0: i, i1, j0: j, j1 });
    }
  }
  return ranges;
}

function rowCanJoin(
  i0: number,
  i1: number,
  j: number,
  free: (i: number, j: number) => boolean,
  rules: MergeRules,
): boolean {
  for (let i = i0; i <= i1; i += 1) {
    if (!free(i, j + 1) || !rules.joinUp(i, j)) return false;
    if (i < i1 && !rules.joinRight(i, j + 1)) return false;
  }
  return true;
}

import { describe, expect, it } from 'vitest';
import { mergeGridCells } from './grid-merge';

describe('mergeGridCells', () => {
  it('when nothing separates the cells, then one rectangle covers the grid', () => {
    const ranges = mergeGridCells(4, 3, { include: () => true, joinRight: () => true, joinUp: () => true });
    expect(ranges).toEqual([{ i0: 0, i1: 3, j0: 0, j1: 2 }]);
  });

  it('when a wall runs between two columns, then the rectangles stop at it', () => {
    const ranges = mergeGridCells(4, 2, { include: () => true, joinRight: (i) => i !== 1, joinUp: () => true });
    expect(ranges).toEqual([
      { i0: 0, i1: 1, j0: 0, j1: 1 },
      { i0: 2, i1: 3, j0: 0, j1: 1 },
    ]);
  });

  it('when a wall stops half way (a T-junction), then every cell is still covered exactly once', () => {
    // The wall between columns 0 and 1 exists in row 0 only.
    const ranges = mergeGridCells(2, 2, { include: () => true, joinRight: (_, j) => j !== 0, joinUp: () => true });
    const covered = ranges.flatMap((r) => {
      const cells: string[] = [];
      for (let i = r.i0; i <= r.i1; i += 1) for (let j = r.j0; j <= r.j1; j += 1) cells.push(`${i},${j}`);
      return cells;
    });
    expect(covered.sort()).toEqual(['0,0', '0,1', '1,0', '1,1']);
  });

  it('when some cells are excluded, then no rectangle contains them', () => {
    const ranges = mergeGridCells(3, 1, { include: (i) => i !== 1, joinRight: () => true, joinUp: () => true });
    expect(ranges).toEqual([
      { i0: 0, i1: 0, j0: 0, j1: 0 },
      { i0: 2, i1: 2, j0: 0, j1: 0 },
    ]);
  });
});

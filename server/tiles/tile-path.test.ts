import { describe, expect, it } from 'vitest';
import { parseTilePath, tileContaining } from './tile-path';

describe('parseTilePath', () => {
  it('when the path is z/x/y.pbf on the grid, then it gives the numbers', () => {
    expect(parseTilePath(['14', '4579', '5979.pbf'])).toEqual({ ok: true, tile: { z: 14, x: 4579, y: 5979 } });
  });

  it('when x is the last column of the zoom, then it is accepted', () => {
    expect(parseTilePath(['3', '7', '0.pbf']).ok).toBe(true);
  });

  it('when x is one past the last column, then the message gives the range at that zoom', () => {
    expect(parseTilePath(['3', '8', '0.pbf'])).toEqual({ ok: false, message: "x must be a whole number from 0 to 7 at zoom 3; got '8'." });
  });

  it('when the .pbf suffix is missing, then the message says so', () => {
    expect(parseTilePath(['3', '1', '1'])).toEqual({ ok: false, message: "A tile path ends in .pbf, e.g. 14/4579/5979.pbf; got '1'." });
  });
});

describe('tileContaining', () => {
  it('when the point is Toronto City Hall at zoom 14, then the tile is 4579/5979', () => {
    expect(tileContaining(-79.3832, 43.6534, 14)).toEqual({ z: 14, x: 4579, y: 5979 });
  });
});

// The part of the city a dataset's zoning covers: a coarse grid of cells, each set where a zoning polygon touches it,
// made once at import and kept in the manifest. A point with no zoning polygon is a gap in the zoning map only inside
// this cover; outside it, the dataset does not hold that part of the city (docs/decisions.md, "Outside the data is not
// a gap in the map").

import type { Position } from 'geojson';
import { METRES_PER_DEGREE_LAT } from './ground-metres';
import type { Area } from './schema';

/**
 * About 250 m: wider than the gaps the City's zoning map leaves between its areas (rail and hydro corridors, tens of
 * metres), so every cell over such a gap also touches the areas beside it and the gap stays inside the cover.
 */
export const ZONING_COVER_CELL_METRES = 250;

export interface ZoningCover {
  /** [west, south] of the first cell. */
  origin: [number, number];
  /** A cell's width and height in degrees: [longitude, latitude]. */
  cell: [number, number];
  columns: number;
  rows: number;
  /**
   * The cells row by row from the south-west, as lengths of alternate runs: first not touched (0 where the first cell
   * is), then touched, and so on; the lengths add up to columns × rows.
   */
  runs: number[];
}

/** The cover of these areas: every cell of the grid over their extent that one of them touches. */
export function zoningCoverOf(areas: Iterable<Area>, cellMetres = ZONING_COVER_CELL_METRES): ZoningCover {
  const polygons: Position[][][] = [];
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const area of areas) {
    for (const polygon of area.type === 'Polygon' ? [area.coordinates] : area.coordinates) {
      polygons.push(polygon);
      for (const [x = 0, y = 0] of polygon[0] ?? []) {
        west = Math.min(west, x);
        east = Math.max(east, x);
        south = Math.min(south, y);
        north = Math.max(north, y);
      }
    }
  }
  if (west > east) return { origin: [0, 0], cell: [1, 1], columns: 0, rows: 0, runs: [] };

  const middle = ((south + north) / 2) * (Math.PI / 180);
  const cell: [number, number] = [cellMetres / (METRES_PER_DEGREE_LAT * Math.cos(middle)), cellMetres / METRES_PER_DEGREE_LAT];
  const columns = Math.floor((east - west) / cell[0]) + 1;
  const rows = Math.floor((north - south) / cell[1]) + 1;
  const touched = new Uint8Array(columns * rows);
  const mark = (column: number, row: number) => {
    if (column >= 0 && column < columns && row >= 0 && row < rows) touched[row * columns + column] = 1;
  };
  // In grid units: a cell is [c, c + 1) × [r, r + 1).
  const toGrid = ([x = 0, y = 0]: Position): [number, number] => [(x - west) / cell[0], (y - south) / cell[1]];
  for (const polygon of polygons) {
    const rings = polygon.map((ring) => ring.map(toGrid));
    // A cell the polygon touches holds a piece of its outline, or lies inside it (its middle line inside too).
    for (const ring of rings) for (let i = 1; i < ring.length; i += 1) markSegment(ring[i - 1]!, ring[i]!, mark);
    fillInside(rings, mark);
  }
  return { origin: [west, south], cell, columns, rows, runs: toRuns(touched) };
}

/** Whether a point lies in a cell of the cover; without a cover (the demo, older datasets), the whole city is covered. */
export function coverTest(cover: ZoningCover | undefined): (lng: number, lat: number) => boolean {
  if (!cover) return () => true;
  const cells = fromRuns(cover.runs, cover.columns * cover.rows);
  const [west, south] = cover.origin;
  const [width, height] = cover.cell;
  return (lng, lat) => {
    const column = Math.floor((lng - west) / width);
    const row = Math.floor((lat - south) / height);
    return column >= 0 && column < cover.columns && row >= 0 && row < cover.rows && cells[row * cover.columns + column] === 1;
  };
}

/** Every cell the segment a–b passes through (a grid walk: one cell boundary crossed per step). */
function markSegment([ax, ay]: [number, number], [bx, by]: [number, number], mark: (column: number, row: number) => void): void {
  let column = Math.floor(ax);
  let row = Math.floor(ay);
  const lastColumn = Math.floor(bx);
  const lastRow = Math.floor(by);
  const dx = bx - ax;
  const dy = by - ay;
  const stepColumn = Math.sign(dx);
  const stepRow = Math.sign(dy);
  const perColumn = dx === 0 ? Infinity : Math.abs(1 / dx);
  const perRow = dy === 0 ? Infinity : Math.abs(1 / dy);
  // How far along the segment (0 to 1) the next column and row boundaries are.
  let nextColumn = dx > 0 ? (column + 1 - ax) / dx : dx < 0 ? (ax - column) / -dx : Infinity;
  let nextRow = dy > 0 ? (row + 1 - ay) / dy : dy < 0 ? (ay - row) / -dy : Infinity;
  mark(column, row);
  for (let steps = Math.abs(lastColumn - column) + Math.abs(lastRow - row); steps > 0; steps -= 1) {
    if (nextColumn < nextRow) {
      column += stepColumn;
      nextColumn += perColumn;
    } else {
      row += stepRow;
      nextRow += perRow;
    }
    mark(column, row);
  }
}

/** The cells crossed by the polygon's inside along each row's middle line (even–odd, so holes stay out). */
function fillInside(rings: readonly (readonly [number, number][])[], mark: (column: number, row: number) => void): void {
  let [low, high] = [Infinity, -Infinity];
  for (const [, y] of rings[0] ?? []) [low, high] = [Math.min(low, y), Math.max(high, y)];
  const first = Math.floor(low);
  const last = Math.floor(high);
  for (let row = first; row <= last; row += 1) {
    const y = row + 0.5;
    const crossings: number[] = [];
    for (const ring of rings) {
      for (let i = 1; i < ring.length; i += 1) {
        const [ax, ay] = ring[i - 1]!;
        const [bx, by] = ring[i]!;
        if (ay <= y !== by <= y) crossings.push(ax + ((y - ay) * (bx - ax)) / (by - ay));
      }
    }
    crossings.sort((a, b) => a - b);
    for (let i = 1; i < crossings.length; i += 2) {
      for (let column = Math.floor(crossings[i - 1]!); column <= Math.floor(crossings[i]!); column += 1) mark(column, row);
    }
  }
}

function toRuns(cells: Uint8Array): number[] {
  const runs: number[] = [];
  let value = 0;
  let length = 0;
  for (const cell of cells) {
    if (cell === value) {
      length += 1;
      continue;
    }
    runs.push(length);
    value = cell;
    length = 1;
  }
  if (cells.length > 0) runs.push(length);
  return runs;
}

function fromRuns(runs: readonly number[], size: number): Uint8Array {
  const cells = new Uint8Array(size);
  let at = 0;
  runs.forEach((length, i) => {
    if (i % 2 === 1) cells.fill(1, at, Math.min(size, at + length));
    at += length;
  });
  return cells;
}

// Validates one feature's geometry for its layer, repairing what can be repaired in place (an open ring is closed, a
// third coordinate dropped, a degenerate hole or part left out) and naming why the rest cannot be used.

import type { LineString, MultiLineString, MultiPolygon, Point, Polygon, Position } from 'geojson';
import { TORONTO_BOUNDS } from '../../../src/lib/geo/lng-lat';

/** What a layer's features must be: areas, lines, points, or either of the first two (overlays kept as published). */
export type GeometryKind = 'area' | 'line' | 'point' | 'area-or-line';

export type CheckedGeometry = Polygon | MultiPolygon | LineString | MultiLineString | Point;

export type GeometryCheck = { ok: true; geometry: CheckedGeometry } | { ok: false; reason: string };

/** Degrees beyond TORONTO_BOUNDS still accepted: about 4 km, for the lake and the shore's outer edges. */
export const BOUNDS_MARGIN_DEGREES = 0.05;

const BOUNDS = {
  west: TORONTO_BOUNDS.west - BOUNDS_MARGIN_DEGREES,
  south: TORONTO_BOUNDS.south - BOUNDS_MARGIN_DEGREES,
  east: TORONTO_BOUNDS.east + BOUNDS_MARGIN_DEGREES,
  north: TORONTO_BOUNDS.north + BOUNDS_MARGIN_DEGREES,
};

/** Reasons a geometry is rejected (the summary counts features by them). */
export const GEOMETRY_REJECTIONS = {
  none: 'no geometry',
  malformed: 'malformed geometry',
  notFinite: 'coordinates that are not finite numbers',
  outside: 'coordinates outside the City of Toronto',
  shortRing: 'a ring with fewer than 4 positions',
  shortLine: 'a line with fewer than 2 positions',
  empty: 'an empty geometry',
  manyPoints: 'a MultiPoint of several points',
} as const;

/** Repairs a kept geometry may have had. */
export const GEOMETRY_REPAIRS = {
  ringClosed: 'open ring closed',
  thirdCoordinate: 'third coordinate dropped',
  holeDropped: 'degenerate hole left out',
  partDropped: 'degenerate part left out',
} as const;

const EXPECTED: Record<GeometryKind, { types: readonly string[]; words: string }> = {
  area: { types: ['Polygon', 'MultiPolygon'], words: 'an area' },
  line: { types: ['LineString', 'MultiLineString'], words: 'a line' },
  point: { types: ['Point', 'MultiPoint'], words: 'a point' },
  'area-or-line': { types: ['Polygon', 'MultiPolygon', 'LineString', 'MultiLineString'], words: 'an area or a line' },
};

class Rejection {
  constructor(readonly reason: string) {}
}

/** Checks a position, dropping a third coordinate; throws a Rejection. */
function checkPosition(position: unknown, repairs: Set<string>): Position {
  if (!Array.isArray(position) || position.length < 2) throw new Rejection(GEOMETRY_REJECTIONS.malformed);
  const [x, y] = position as unknown[];
  if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y)) {
    throw new Rejection(GEOMETRY_REJECTIONS.notFinite);
  }
  if (x < BOUNDS.west || x > BOUNDS.east || y < BOUNDS.south || y > BOUNDS.north) throw new Rejection(GEOMETRY_REJECTIONS.outside);
  if (position.length > 2) {
    position.length = 2;
    repairs.add(GEOMETRY_REPAIRS.thirdCoordinate);
  }
  return position as Position;
}

function positionsOf(value: unknown, repairs: Set<string>): Position[] {
  if (!Array.isArray(value)) throw new Rejection(GEOMETRY_REJECTIONS.malformed);
  for (const position of value) checkPosition(position, repairs);
  return value as Position[];
}

/** A ring closed if it was open; null when it has too few distinct positions to enclose anything. */
function checkRing(value: unknown, repairs: Set<string>): Position[] | null {
  const ring = positionsOf(value, repairs);
  const first = ring[0];
  const last = ring.at(-1);
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) {
    ring.push([first[0]!, first[1]!]);
    repairs.add(GEOMETRY_REPAIRS.ringClosed);
  }
  return ring.length >= 4 ? ring : null;
}

/** A polygon's rings, holes that enclose nothing left out; null when the outer ring itself is degenerate. */
function checkPolygon(value: unknown, repairs: Set<string>): Position[][] | null {
  if (!Array.isArray(value) || value.length === 0) throw new Rejection(GEOMETRY_REJECTIONS.malformed);
  const outer = checkRing(value[0], repairs);
  if (!outer) return null;
  const rings = [outer];
  for (const hole of value.slice(1)) {
    const checked = checkRing(hole, repairs);
    if (checked) rings.push(checked);
    else repairs.add(GEOMETRY_REPAIRS.holeDropped);
  }
  return rings;
}

function checkLine(value: unknown, repairs: Set<string>): Position[] | null {
  const line = positionsOf(value, repairs);
  return line.length >= 2 ? line : null;
}

/** The parts of a Multi* geometry that pass `check`, the others left out; throws when none does. */
function checkParts<T>(value: unknown, check: (part: unknown) => T | null, repairs: Set<string>, degenerate: string): T[] {
  if (!Array.isArray(value)) throw new Rejection(GEOMETRY_REJECTIONS.malformed);
  if (value.length === 0) throw new Rejection(GEOMETRY_REJECTIONS.empty);
  const parts: T[] = [];
  for (const part of value) {
    const checked = check(part);
    if (checked) parts.push(checked);
    else repairs.add(GEOMETRY_REPAIRS.partDropped);
  }
  if (parts.length === 0) throw new Rejection(degenerate);
  return parts;
}

function checkTyped(type: string, coordinates: unknown, repairs: Set<string>): CheckedGeometry {
  switch (type) {
    case 'Polygon': {
      const rings = checkPolygon(coordinates, repairs);
      if (!rings) throw new Rejection(GEOMETRY_REJECTIONS.shortRing);
      return { type, coordinates: rings };
    }
    case 'MultiPolygon':
      return { type, coordinates: checkParts(coordinates, (part) => checkPolygon(part, repairs), repairs, GEOMETRY_REJECTIONS.shortRing) };
    case 'LineString': {
      const line = checkLine(coordinates, repairs);
      if (!line) throw new Rejection(GEOMETRY_REJECTIONS.shortLine);
      return { type, coordinates: line };
    }
    case 'MultiLineString':
      return { type, coordinates: checkParts(coordinates, (part) => checkLine(part, repairs), repairs, GEOMETRY_REJECTIONS.shortLine) };
    case 'Point':
      return { type, coordinates: checkPosition(coordinates, repairs) };
    default: {
      // MultiPoint: the City's address points come as a MultiPoint of one point.
      const points = positionsOf(coordinates, repairs);
      if (points.length === 0) throw new Rejection(GEOMETRY_REJECTIONS.empty);
      if (points.length > 1) throw new Rejection(GEOMETRY_REJECTIONS.manyPoints);
      return { type: 'Point', coordinates: points[0]! };
    }
  }
}

/**
 * Checks a geometry as read from a file for a layer of `kind`; on success the geometry is the input's own
 * coordinates (repaired in place) and `repairs` holds what was repaired.
 */
export function checkGeometry(raw: unknown, kind: GeometryKind, repairs: Set<string>): GeometryCheck {
  if (raw === undefined || raw === null) return { ok: false, reason: GEOMETRY_REJECTIONS.none };
  if (typeof raw !== 'object') return { ok: false, reason: GEOMETRY_REJECTIONS.malformed };
  const { type, coordinates } = raw as { type?: unknown; coordinates?: unknown };
  const expected = EXPECTED[kind];
  if (typeof type !== 'string') return { ok: false, reason: GEOMETRY_REJECTIONS.malformed };
  if (!expected.types.includes(type)) return { ok: false, reason: `a ${type} where ${expected.words} was expected` };
  try {
    return { ok: true, geometry: checkTyped(type, coordinates, repairs) };
  } catch (error) {
    if (error instanceof Rejection) return { ok: false, reason: error.reason };
    throw error;
  }
}

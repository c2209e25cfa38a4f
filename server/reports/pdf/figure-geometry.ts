// Pure geometry of the site figure: lng/lat to figure points, rings clipped to the frame, label points, the scale bar.
import type { Position } from 'geojson';
import { localProjection, type LocalProjection } from '../../../src/lib/spatial/ground-metres';

/** A point in the figure box: x to the right, y downwards from its top-left corner, in PDF points. */
export type FigurePoint = readonly [number, number];

export interface FigureProjection {
  /** Points per metre on the ground. */
  readonly pointsPerMetre: number;
  readonly project: (position: Position) => FigurePoint;
}

/** The bbox's centre as the origin of the ground projection, and the bbox's width and height in metres from it. */
function groundFrame([west, south, east, north]: readonly [number, number, number, number]): { ground: LocalProjection; spanX: number; spanY: number } {
  const ground = localProjection((west + east) / 2, (south + north) / 2);
  const [x0, y0] = ground.toMetres(west, south);
  const [x1, y1] = ground.toMetres(east, north);
  return { ground, spanX: x1 - x0, spanY: y1 - y0 };
}

/**
 * Fits bbox [west, south, east, north] into a width × height box without distortion: equirectangular at the
 * bbox's centre latitude, the bbox's centre at the box's centre, the smaller of the two scales.
 */
export function fitProjection(bbox: readonly [number, number, number, number], width: number, height: number): FigureProjection {
  const { ground, spanX, spanY } = groundFrame(bbox);
  const pointsPerMetre = Math.min(width / Math.max(spanX, 1), height / Math.max(spanY, 1));
  return {
    pointsPerMetre,
    project: ([lng = 0, lat = 0]) => {
      const [x, y] = ground.toMetres(lng, lat);
      return [width / 2 + x * pointsPerMetre, height / 2 - y * pointsPerMetre];
    },
  };
}

/** Width over height of the bbox on the ground (equirectangular at its centre latitude). */
export function bboxAspect(bbox: readonly [number, number, number, number]): number {
  const { spanX, spanY } = groundFrame(bbox);
  return spanX > 0 && spanY > 0 ? spanX / spanY : 1;
}

/** Twice the signed area (positive when the ring turns clockwise on screen, y down). */
export function signedArea(ring: readonly FigurePoint[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i += 1) {
    const [x1, y1] = ring[i] as FigurePoint;
    const [x2, y2] = ring[(i + 1) % ring.length] as FigurePoint;
    sum += x1 * y2 - x2 * y1;
  }
  return sum / 2;
}

/**
 * The rings with outer rings one way and holes the other, so a non-zero fill leaves the holes empty
 * whatever orientation the data used.
 */
export function orientRings(rings: readonly (readonly FigurePoint[])[]): FigurePoint[][] {
  return rings.map((ring, index) => {
    const clockwise = signedArea(ring) > 0;
    const wantClockwise = index === 0;
    return clockwise === wantClockwise ? [...ring] : [...ring].reverse();
  });
}

/** Sutherland–Hodgman against the box [0, width] × [0, height]: enough to find what of a polygon is visible. */
export function clipRingToBox(ring: readonly FigurePoint[], width: number, height: number): FigurePoint[] {
  type Edge = { inside: (p: FigurePoint) => boolean; cross: (a: FigurePoint, b: FigurePoint) => FigurePoint };
  const atX = (x: number) => (a: FigurePoint, b: FigurePoint): FigurePoint => [x, a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0])];
  const atY = (y: number) => (a: FigurePoint, b: FigurePoint): FigurePoint => [a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]), y];
  const edges: Edge[] = [
    { inside: (p) => p[0] >= 0, cross: atX(0) },
    { inside: (p) => p[0] <= width, cross: atX(width) },
    { inside: (p) => p[1] >= 0, cross: atY(0) },
    { inside: (p) => p[1] <= height, cross: atY(height) },
  ];
  let output: FigurePoint[] = [...ring];
  for (const edge of edges) {
    const input = output;
    output = [];
    for (let i = 0; i < input.length; i += 1) {
      const current = input[i] as FigurePoint;
      const previous = input[(i + input.length - 1) % input.length] as FigurePoint;
      if (edge.inside(current)) {
        if (!edge.inside(previous)) output.push(edge.cross(previous, current));
        output.push(current);
      } else if (edge.inside(previous)) {
        output.push(edge.cross(previous, current));
      }
    }
    if (output.length === 0) break;
  }
  return output;
}

/** Where a horizontal line at y crosses the rings, sorted: inside runs between pairs (even-odd). */
function crossings(rings: readonly (readonly FigurePoint[])[], y: number): number[] {
  const xs: number[] = [];
  for (const ring of rings) {
    for (let i = 0; i < ring.length; i += 1) {
      const [x1, y1] = ring[i] as FigurePoint;
      const [x2, y2] = ring[(i + 1) % ring.length] as FigurePoint;
      if (y1 <= y !== y2 <= y) xs.push(x1 + ((y - y1) * (x2 - x1)) / (y2 - y1));
    }
  }
  return xs.sort((a, b) => a - b);
}

export interface LabelSpot {
  readonly x: number;
  readonly y: number;
  /** How much room the label has across, in points. */
  readonly room: number;
}

/**
 * Points well inside the (visible) polygon for its label, best first: the middle of each inside run along a few
 * horizontal lines, the widest runs near the polygon's vertical middle first. Empty when nothing is visible.
 */
export function labelSpots(rings: readonly (readonly FigurePoint[])[]): LabelSpot[] {
  const outer = rings[0];
  if (!outer || outer.length < 3) return [];
  const ys = outer.map((p) => p[1]);
  const top = Math.min(...ys);
  const bottom = Math.max(...ys);
  if (bottom - top < 1) return [];
  const middle = (top + bottom) / 2;
  const scored: { spot: LabelSpot; score: number }[] = [];
  const lines = 11;
  for (let i = 1; i <= lines; i += 1) {
    const y = top + ((bottom - top) * i) / (lines + 1);
    const xs = crossings(rings, y);
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const left = xs[k] as number;
      const room = (xs[k + 1] as number) - left;
      // Width counts most; distance from the middle breaks near-ties so labels sit centrally.
      scored.push({ spot: { x: left + room / 2, y, room }, score: room - Math.abs(y - middle) * 0.5 });
    }
  }
  return scored.sort((a, b) => b.score - a.score).map(({ spot }) => spot);
}

/** The best of labelSpots(rings), or null when nothing is visible. */
export function labelSpot(rings: readonly (readonly FigurePoint[])[]): LabelSpot | null {
  return labelSpots(rings)[0] ?? null;
}

/** The area (square points) of the visible outer ring less its visible holes. */
export function visibleArea(rings: readonly (readonly FigurePoint[])[]): number {
  return rings.reduce((sum, ring, index) => sum + (index === 0 ? 1 : -1) * Math.abs(signedArea(ring)), 0);
}

/** The longest 1, 2 or 5 × 10ⁿ metres not longer than maxMetres (at least 1 m). */
export function roundScaleLength(maxMetres: number): number {
  if (!(maxMetres >= 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(maxMetres));
  const steps = [5, 2, 1].map((step) => step * power);
  return steps.find((length) => length <= maxMetres) ?? power;
}

/** An SVG path ('M x y L … Z' per ring) of the rings, for pdf-lib's drawSvgPath. */
export function ringsToSvgPath(rings: readonly (readonly FigurePoint[])[]): string {
  return rings
    .filter((ring) => ring.length >= 3)
    .map((ring) => ring.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(2)} ${y.toFixed(2)}`).join(' ') + ' Z')
    .join(' ');
}

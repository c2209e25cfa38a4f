// Where the site figure's words go: boxes that must not meet (labels, the north arrow, the scale bar), the one spot for
// a zone's label and the stretch of a street that carries its name.
import type { FigurePoint, LabelSpot } from './figure-geometry';

/** A rectangle in figure points (x right, y down from the figure's top-left corner). */
export interface FigureRect {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

export function rectsMeet(a: FigureRect, b: FigureRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** Whether `rect` lies `inset` points or more inside the width × height frame. */
export function rectInside(rect: FigureRect, width: number, height: number, inset = 2): boolean {
  return rect.left >= inset && rect.top >= inset && rect.right <= width - inset && rect.bottom <= height - inset;
}

/** The boxes already taken; a place is free where it meets none of them. */
export class TakenBoxes {
  private readonly boxes: FigureRect[] = [];

  constructor(initial: readonly FigureRect[] = []) {
    this.boxes.push(...initial);
  }

  isFree(rect: FigureRect): boolean {
    return !this.boxes.some((box) => rectsMeet(box, rect));
  }

  take(rect: FigureRect): void {
    this.boxes.push(rect);
  }
}

/** The box of a label `width` × `height` centred on (x, y), with `pad` points around it. */
export function centredRect(x: number, y: number, width: number, height: number, pad = 2): FigureRect {
  return { left: x - width / 2 - pad, right: x + width / 2 + pad, top: y - height / 2 - pad, bottom: y + height / 2 + pad };
}

/** A zone label's place: its words, the centre of its box and the box it takes. */
export interface PlacedLabel {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly rect: FigureRect;
}

/**
 * The first of `spots` (best first) where one of `texts` (preferred first) fits across the polygon and its box is
 * inside the frame and free; null where none is.
 */
export function placeLabel(
  spots: readonly LabelSpot[],
  texts: readonly { text: string; width: number }[],
  lineHeight: number,
  frame: { width: number; height: number },
  isFree: (rect: FigureRect) => boolean,
): PlacedLabel | null {
  for (const { text, width } of texts) {
    for (const spot of spots) {
      if (width + 4 > spot.room) continue;
      const rect = centredRect(spot.x, spot.y, width, lineHeight);
      if (rectInside(rect, frame.width, frame.height) && isFree(rect)) return { text, x: spot.x, y: spot.y, rect };
    }
  }
  return null;
}

/** The part of the segment a–b inside [0, width] × [0, height] (Liang–Barsky), or none. */
export function clipSegment(a: FigurePoint, b: FigurePoint, width: number, height: number): [FigurePoint, FigurePoint][] {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  let t0 = 0;
  let t1 = 1;
  const edges: [number, number][] = [
    [-dx, a[0]],
    [dx, width - a[0]],
    [-dy, a[1]],
    [dy, height - a[1]],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return [];
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return [];
  }
  return [[[a[0] + t0 * dx, a[1] + t0 * dy], [a[0] + t1 * dx, a[1] + t1 * dy]]];
}

/** A street name laid along a stretch of its line: the stretch's middle, its angle (readable: -90° to under 90°, y down). */
export interface StreetLabel {
  readonly x: number;
  readonly y: number;
  /** Radians, clockwise on screen from the x axis. */
  readonly angle: number;
  readonly rect: FigureRect;
}

/** The box around a `width` × `height` label centred on (x, y) and turned by `angle`. */
export function turnedRect(x: number, y: number, width: number, height: number, angle: number, pad = 1.5): FigureRect {
  const cos = Math.abs(Math.cos(angle));
  const sin = Math.abs(Math.sin(angle));
  const halfX = (width * cos + height * sin) / 2 + pad;
  const halfY = (width * sin + height * cos) / 2 + pad;
  return { left: x - halfX, right: x + halfX, top: y - halfY, bottom: y + halfY };
}

/**
 * Where a name `width` points long fits along the line (figure points): the longest straight stretches first, the
 * name centred on one that is long enough, inside the frame and free; null where it fits nowhere.
 */
export function placeStreetName(
  line: readonly FigurePoint[],
  width: number,
  height: number,
  frame: { width: number; height: number },
  isFree: (rect: FigureRect) => boolean,
): StreetLabel | null {
  const stretches = line
    .slice(1)
    .flatMap((end, index) => clipSegment(line[index] as FigurePoint, end, frame.width, frame.height))
    .map(([a, b]) => ({ a, b, length: Math.hypot(b[0] - a[0], b[1] - a[1]) }))
    .filter(({ length }) => length >= width + 8)
    .sort((p, q) => q.length - p.length);
  for (const { a, b, length } of stretches) {
    let angle = Math.atan2(b[1] - a[1], b[0] - a[0]);
    // Readable: left to right, and up (not down) where the street runs north–south.
    if (angle >= Math.PI / 2) angle -= Math.PI;
    if (angle < -Math.PI / 2) angle += Math.PI;
    // Along the stretch from its middle outwards, so the name sits where the street is seen longest.
    const room = (length - width) / 2;
    for (const shift of [0, 0.5, -0.5, 0.9, -0.9]) {
      const t = 0.5 + (shift * room) / length;
      const x = a[0] + (b[0] - a[0]) * t;
      const y = a[1] + (b[1] - a[1]) * t;
      const rect = turnedRect(x, y, width, height, angle);
      if (rectInside(rect, frame.width, frame.height) && isFree(rect)) return { x, y, angle, rect };
    }
  }
  return null;
}

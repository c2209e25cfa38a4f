// Axis-aligned rectangles in the grid frame: blocks, lots and land-use areas are all made of them.

export interface Rect {
  u0: number;
  u1: number;
  v0: number;
  v1: number;
}

export function rectContains(rect: Rect, u: number, v: number): boolean {
  return u >= rect.u0 && u < rect.u1 && v >= rect.v0 && v < rect.v1;
}

/** Whether two rectangles share some area (touching edges do not count). */
export function rectsOverlap(a: Rect, b: Rect): boolean {
  return a.u0 < b.u1 && b.u0 < a.u1 && a.v0 < b.v1 && b.v0 < a.v1;
}

export function rectCentre(rect: Rect): [number, number] {
  return [(rect.u0 + rect.u1) / 2, (rect.v0 + rect.v1) / 2];
}

/** The rectangle as a closed, counter-clockwise ring of frame points. */
export function rectRing(rect: Rect): [number, number][] {
  return [
    [rect.u0, rect.v0],
    [rect.u1, rect.v0],
    [rect.u1, rect.v1],
    [rect.u0, rect.v1],
    [rect.u0, rect.v0],
  ];
}

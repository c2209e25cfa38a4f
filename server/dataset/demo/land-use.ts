// Land-use areas in frame rectangles, and the lookups the zone plan makes against them.

import { rectContains, type Rect } from './frame-rect';
import { lngLatToFrame } from './grid-frame';
import { DOWNTOWN_CORE, FORMER_BYLAW_AREAS, LAND_USE_AREAS, type AreaShape } from './land-use-areas';

export interface ZonedRect extends Rect {
  name: string;
  zone: string;
}

export interface FormerRect extends Rect {
  bylaw: string;
}

export interface LandUse {
  areas: readonly ZonedRect[];
  former: readonly FormerRect[];
  areaAt(u: number, v: number): ZonedRect | undefined;
  formerAt(u: number, v: number): FormerRect | undefined;
  inCore(u: number, v: number): boolean;
}

function stepsAlong(a: readonly [number, number], b: readonly [number, number], width: number): Rect[] {
  const half = width / 2;
  const du = b[0] - a[0];
  const dv = b[1] - a[1];
  // Step along the path's main direction, shifting sideways at most half a width per step so the strip stays whole.
  const mostlyNorth = Math.abs(dv) >= Math.abs(du);
  const sideways = mostlyNorth ? du : dv;
  const steps = Math.max(1, Math.ceil(Math.abs(sideways) / half));
  return Array.from({ length: steps }, (_, s) => {
    const t0 = s / steps;
    const t1 = (s + 1) / steps;
    const mid = (t0 + t1) / 2;
    if (mostlyNorth) {
      const u = a[0] + du * mid;
      return { u0: u - half, u1: u + half, v0: Math.min(a[1] + dv * t0, a[1] + dv * t1), v1: Math.max(a[1] + dv * t0, a[1] + dv * t1) };
    }
    const v = a[1] + dv * mid;
    return { u0: Math.min(a[0] + du * t0, a[0] + du * t1), u1: Math.max(a[0] + du * t0, a[0] + du * t1), v0: v - half, v1: v + half };
  });
}

export function shapeToRects(shape: AreaShape): Rect[] {
  if ('around' in shape) {
    const [u, v] = lngLatToFrame(shape.around[0], shape.around[1]);
    const [width, depth] = shape.size;
    return [{ u0: u - width / 2, u1: u + width / 2, v0: v - depth / 2, v1: v + depth / 2 }];
  }
  const points = shape.path.map(([lng, lat]) => lngLatToFrame(lng, lat));
  return points.slice(1).flatMap((point, k) => stepsAlong(points[k]!, point, shape.width));
}

export function createLandUse(): LandUse {
  const areas = LAND_USE_AREAS.flatMap((area) =>
    shapeToRects(area.shape).map((rect) => ({ ...rect, name: area.name, zone: area.zone })),
  );
  const former = FORMER_BYLAW_AREAS.flatMap((area) =>
    shapeToRects(area.shape).map((rect) => ({ ...rect, bylaw: area.bylaw })),
  );
  const core = shapeToRects(DOWNTOWN_CORE);
  return {
    areas,
    former,
    areaAt: (u, v) => areas.find((rect) => rectContains(rect, u, v)),
    formerAt: (u, v) => former.find((rect) => rectContains(rect, u, v)),
    inCore: (u, v) => core.some((rect) => rectContains(rect, u, v)),
  };
}

// The city between its arterials: rectangles of the frame bounded by arterial roads (or the city's edge).

import type { Axis } from './arterials';
import type { Rect } from './frame-rect';
import { mergeGridCells } from './grid-merge';
import type { OutlineFrame } from './outline-frame';
import type { StreetNetwork } from './street-network';

function sortedUnique(values: number[]): number[] {
  return [...new Set(values)].sort((a, b) => a - b);
}

/** For each line of the other axis, which grid gaps it walls off: walls[k][m] blocks cell m from cell m+1 across line k. */
function wallsAcross(
  network: StreetNetwork,
  axis: Axis,
  cuts: number[],
  along: number[],
): Map<number, Set<number>> {
  const walls = new Map<number, Set<number>>();
  const position = new Map(cuts.map((value, k) => [value, k]));
  for (const line of network.lines) {
    if (line.axis !== axis || line.kind !== 'arterial') continue;
    const k = position.get(line.at);
    if (k === undefined) continue;
    const set = walls.get(k) ?? new Set<number>();
    for (let m = 0; m + 1 < along.length; m += 1) {
      const a = along[m]!;
      const b = along[m + 1]!;
      if (line.from <= a && line.to >= b) set.add(m);
    }
    walls.set(k, set);
  }
  return walls;
}

/**
 * Splits the outline's bounding box along the arterials. Where an arterial ends at a cross street the
 * blocks on either side of its missing part merge, so the result is the city's real super-blocks.
 */
export function buildSuperBlocks(network: StreetNetwork, outline: OutlineFrame): Rect[] {
  const { bounds } = outline;
  const inside = (value: number, min: number, max: number) => value > min && value < max;
  const us = sortedUnique([
    bounds.u0,
    bounds.u1,
    ...network.lines.filter((l) => l.axis === 'ns' && inside(l.at, bounds.u0, bounds.u1)).map((l) => l.at),
  ]);
  const vs = sortedUnique([
    bounds.v0,
    bounds.v1,
    ...network.lines.filter((l) => l.axis === 'ew' && inside(l.at, bounds.v0, bounds.v1)).map((l) => l.at),
  ]);
  const nx = us.length - 1;
  const ny = vs.length - 1;
  // A north–south street at us[i + 1] separates column i from i + 1 in the rows it spans.
  const nsWalls = wallsAcross(network, 'ns', us, vs);
  const ewWalls = wallsAcross(network, 'ew', vs, us);
  const ranges = mergeGridCells(nx, ny, {
    include: () => true,
    joinRight: (i, j) => !nsWalls.get(i + 1)?.has(j),
    joinUp: (i, j) => !ewWalls.get(j + 1)?.has(i),
  });
  return ranges
    .map((r) => ({ u0: us[r.i0]!, u1: us[r.i1 + 1]!, v0: vs[r.j0]!, v1: vs[r.j1 + 1]! }))
    .filter((rect) => outline.place(rect) !== 'outside');
}

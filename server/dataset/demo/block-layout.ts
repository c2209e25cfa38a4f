// Divides each super-block into blocks: local streets, main-street strips, land-use edges and plain splits.

import type { Axis } from './arterials';
import { STRIP_DEPTH, type District } from './district-streets';
import { rectCentre, rectsOverlap, type Rect } from './frame-rect';
import type { StreetLine, StreetNetwork, StreetSpan } from './street-network';

export type Side = 'south' | 'north' | 'west' | 'east';
export const SIDES: readonly Side[] = ['south', 'north', 'west', 'east'];

export interface SideStreet {
  line: StreetLine;
  span: StreetSpan;
}

export interface Block {
  id: number;
  superBlock: number;
  rect: Rect;
  district: District | null;
  sides: Record<Side, SideStreet | null>;
  /** The arterial side whose main-street strip this block is, if it is one. */
  strip: Side | null;
}

export interface SuperBlock {
  index: number;
  rect: Rect;
  district: District | null;
  /** Cut positions including the edges: blocks[j * (us.length - 1) + i] spans us[i]..us[i+1], vs[j]..vs[j+1]. */
  us: number[];
  vs: number[];
  blocks: Block[];
}

interface Cut {
  at: number;
  priority: number;
}

const MIN_GAP = 15;
const PRIORITY = { street: 3, strip: 2, area: 1, split: 0 } as const;

export interface LayoutContext {
  network: StreetNetwork;
  districts: readonly District[];
  /** Edges of land-use areas become block edges, so an area is made of whole blocks. */
  areaRects: readonly Rect[];
  /** The largest block dimension wanted at a point, outside the districts. */
  splitTarget(u: number, v: number): number;
}

function mergeCuts(cuts: Cut[], min: number, max: number): number[] {
  const kept: Cut[] = [];
  for (const cut of [...cuts].sort((a, b) => a.at - b.at || b.priority - a.priority)) {
    if (cut.at < min + MIN_GAP || cut.at > max - MIN_GAP) continue;
    const last = kept[kept.length - 1];
    if (last && cut.at - last.at < MIN_GAP) {
      const before = kept[kept.length - 2];
      if (cut.priority > last.priority && (!before || cut.at - before.at >= MIN_GAP)) kept[kept.length - 1] = cut;
      continue;
    }
    kept.push(cut);
  }
  return [min, ...kept.map((c) => c.at), max];
}

function addSplits(positions: number[], target: number): number[] {
  const result: number[] = [];
  positions.forEach((at, k) => {
    const next = positions[k + 1];
    result.push(at);
    if (next === undefined) return;
    const parts = Math.round((next - at) / target);
    for (let p = 1; p < parts; p += 1) result.push(at + ((next - at) * p) / parts);
  });
  return result;
}

function sideStreet(network: StreetNetwork, rect: Rect, side: Side): SideStreet | null {
  const midU = (rect.u0 + rect.u1) / 2;
  const midV = (rect.v0 + rect.v1) / 2;
  switch (side) {
    case 'south': return network.streetAt('ew', rect.v0, midU);
    case 'north': return network.streetAt('ew', rect.v1, midU);
    case 'west': return network.streetAt('ns', rect.u0, midV);
    case 'east': return network.streetAt('ns', rect.u1, midV);
  }
}

function cutsAlong(axis: Axis, rect: Rect, ctx: LayoutContext, district: District | null, arterialSides: Set<Side>) {
  const [min, max, crossMid, crossMin, crossMax] =
    axis === 'ns'
      ? [rect.u0, rect.u1, (rect.v0 + rect.v1) / 2, rect.v0, rect.v1]
      : [rect.v0, rect.v1, (rect.u0 + rect.u1) / 2, rect.u0, rect.u1];
  const cuts: Cut[] = [];
  for (const line of ctx.network.lines) {
    if (line.kind === 'local' && line.axis === axis && line.at > min && line.at < max) {
      if (line.from <= crossMid && line.to >= crossMid) cuts.push({ at: line.at, priority: PRIORITY.street });
    }
  }
  if (!district || district.def.strips) {
    const [low, high]: [Side, Side] = axis === 'ns' ? ['west', 'east'] : ['south', 'north'];
    if (arterialSides.has(low)) cuts.push({ at: min + STRIP_DEPTH, priority: PRIORITY.strip });
    if (arterialSides.has(high)) cuts.push({ at: max - STRIP_DEPTH, priority: PRIORITY.strip });
  }
  for (const area of ctx.areaRects) {
    if (!rectsOverlap(area, rect)) continue;
    const [a, b, c0, c1] = axis === 'ns' ? [area.u0, area.u1, area.v0, area.v1] : [area.v0, area.v1, area.u0, area.u1];
    if (c1 <= crossMin || c0 >= crossMax) continue;
    cuts.push({ at: a, priority: PRIORITY.area }, { at: b, priority: PRIORITY.area });
  }
  const [cu, cv] = rectCentre(rect);
  const target = district ? 450 : ctx.splitTarget(cu, cv);
  return addSplits(mergeCuts(cuts, min, max), target);
}

/** Lays out the blocks of one super-block; block ids continue from `firstId`. */
export function layOutSuperBlock(index: number, rect: Rect, ctx: LayoutContext, firstId: number): SuperBlock {
  const [cu, cv] = rectCentre(rect);
  const district =
    ctx.districts.find((d) => cu > d.rect.u0 && cu < d.rect.u1 && cv > d.rect.v0 && cv < d.rect.v1) ?? null;
  const arterialSides = new Set(
    SIDES.filter((side) => sideStreet(ctx.network, rect, side)?.line.kind === 'arterial'),
  );
  const us = cutsAlong('ns', rect, ctx, district, arterialSides);
  const vs = cutsAlong('ew', rect, ctx, district, arterialSides);
  const blocks: Block[] = [];
  for (let j = 0; j + 1 < vs.length; j += 1) {
    for (let i = 0; i + 1 < us.length; i += 1) {
      const cell: Rect = { u0: us[i]!, u1: us[i + 1]!, v0: vs[j]!, v1: vs[j + 1]! };
      const sides = {
        south: sideStreet(ctx.network, cell, 'south'),
        north: sideStreet(ctx.network, cell, 'north'),
        west: sideStreet(ctx.network, cell, 'west'),
        east: sideStreet(ctx.network, cell, 'east'),
      };
      const depth = { south: cell.v1 - cell.v0, north: cell.v1 - cell.v0, west: cell.u1 - cell.u0, east: cell.u1 - cell.u0 };
      const strip =
        SIDES.find((side) => sides[side]?.line.kind === 'arterial' && depth[side] <= STRIP_DEPTH + 1) ?? null;
      blocks.push({ id: firstId + blocks.length, superBlock: index, rect: cell, district, sides, strip });
    }
  }
  return { index, rect, district, us, vs, blocks };
}

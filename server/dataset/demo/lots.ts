// Subdivides a block into lots facing its named streets: one or two rows, frontage from the zone's label.

import type { Block, Side, SideStreet } from './block-layout';
import type { Rect } from './frame-rect';
import { createRandom } from '../../../src/lib/random/prng';
import type { LabelParams } from './zone-choices';

export interface Lot {
  rect: Rect;
  street: SideStreet;
  /** The side of the block the lot fronts onto. */
  side: Side;
  frontage: number;
  depth: number;
  /** Where the lot's middle lies along its street. */
  along: number;
  /** A point near the front of the lot, for its address (`addressSetback` behind the front line). */
  front: [number, number];
}

/** Zones whose lots the demo draws. */
export const PARCEL_ZONES = new Set(['R', 'RD', 'RS', 'RT', 'RM', 'RA', 'RAC', 'CR', 'CRE', 'CL']);

export const MIN_FRONTAGE = 6;
const MIN_DEPTH = 20;
// Half a right-of-way: lots stop at the street line, the zoning runs to the centre line.
const HALF_ROAD = { arterial: 10, local: 8 } as const;

const TYPICAL_FRONTAGE: Readonly<Record<string, number>> = {
  R: 7.5, RD: 12, RS: 8, RT: 6, RM: 9, RA: 36, RAC: 36, CR: 6.5, CRE: 24, CL: 20,
};
/** Downtown lots hold towers, not shopfronts. */
const CORE_FRONTAGE = 30;
/**
 * The share of residential blocks whose first lot on each side was split in two before today's minimum frontage: an
 * older severance, narrower than the label's f (as many real Toronto lots are), so briefs meet lots below the minimum.
 */
const SEVERED_SHARE = 0.12;

function isLarge(zone: string, params: LabelParams): boolean {
  return zone === 'RA' || zone === 'RAC' || zone === 'CRE' || zone === 'CL' || (zone === 'CR' && (params.fsi ?? 0) >= 5);
}

/** How far a lot's edge stands back from a block edge that `street` runs along (none: the edge itself). */
export const streetInset = (street: SideStreet | null): number => (street ? HALF_ROAD[street.line.kind] : 0);

/** The deepest an address point stands behind its lot's front line. */
export const ADDRESS_SETBACK = 12;
/**
 * A corner lot's point, half its frontage from the cross street's lot line, must stay nearer its own street's centre
 * line than the cross street's, though its own half road may be 2 m wider (an arterial's 10 m against a local's 8 m):
 * so the point stands at most half the frontage less those 2 m, and half a metre to spare, behind the front line.
 */
const CORNER_MARGIN = HALF_ROAD.arterial - HALF_ROAD.local + 0.5;

/**
 * How far behind its front line a lot's address point stands, in the middle of its frontage: a quarter of its depth,
 * at most ADDRESS_SETBACK, and closer on a narrow lot, so the point is near its own street and nearer it than any other.
 */
export function addressSetback(frontage: number, depth: number): number {
  return Math.max(0, Math.min(depth / 4, ADDRESS_SETBACK, frontage / 2 - CORNER_MARGIN));
}

type Pair = readonly [Side, Side];
const FACING_NS: Pair = ['south', 'north'];
const FACING_EW: Pair = ['west', 'east'];

/** Whether a lot `width` wide in this block is split in two, each half below the label's f yet no narrower than MIN_FRONTAGE. */
function severs(block: Block, params: LabelParams, width: number): boolean {
  const half = width / 2;
  return params.f !== undefined && half < params.f && half >= MIN_FRONTAGE && createRandom('severed', block.id).next() < SEVERED_SHARE;
}

function rows(block: Block, pair: Pair, zone: string, params: LabelParams, jitter: number): Lot[] | null {
  const { rect, sides } = block;
  const facingNs = pair === FACING_NS;
  const [low, high] = [sides[pair[0]], sides[pair[1]]];
  const named = (low ? 1 : 0) + (high ? 1 : 0);
  if (named === 0) return null;
  const [c0, c1] = facingNs ? [rect.v0, rect.v1] : [rect.u0, rect.u1];
  const depth = (c1 - c0 - streetInset(low) - streetInset(high)) / named;
  const large = isLarge(zone, params);
  if (depth < MIN_DEPTH || depth > (large ? 150 : 60)) return null;
  const [a0, a1] = facingNs ? [rect.u0, rect.u1] : [rect.v0, rect.v1];
  const ends = facingNs ? [sides.west, sides.east] : [sides.south, sides.north];
  const start = a0 + streetInset(ends[0] ?? null);
  const length = a1 - streetInset(ends[1] ?? null) - start;
  const typical = zone === 'CR' && large ? CORE_FRONTAGE : (TYPICAL_FRONTAGE[zone] ?? 10);
  const wanted = Math.max(typical, params.f ?? 0, params.a ? params.a / depth : 0, MIN_FRONTAGE);
  const count = Math.floor(length / (wanted + jitter * (large ? 6 : 1.5)));
  if (count < 1) return null;
  const width = length / count;
  const severed = severs(block, params, width);
  const lots: Lot[] = [];
  for (const [side, street, frontLine, inward] of [
    [pair[0], low, c0 + streetInset(low), 1],
    [pair[1], high, c1 - streetInset(high), -1],
  ] as const) {
    if (!street) continue;
    const back = frontLine + inward * depth;
    const [d0, d1] = [Math.min(frontLine, back), Math.max(frontLine, back)];
    // The row's lots as [start, width] along the street: the first one split in two where the block was severed.
    const spans: [number, number][] = [];
    for (let k = 0; k < count; k += 1) {
      const s0 = start + k * width;
      if (k === 0 && severed) spans.push([s0, width / 2], [s0 + width / 2, width / 2]);
      else spans.push([s0, width]);
    }
    for (const [s0, span] of spans) {
      const along = s0 + span / 2;
      const inLine = frontLine + inward * addressSetback(span, depth);
      lots.push({
        rect: facingNs ? { u0: s0, u1: s0 + span, v0: d0, v1: d1 } : { u0: d0, u1: d1, v0: s0, v1: s0 + span },
        street,
        side,
        frontage: span,
        depth,
        along,
        front: facingNs ? [along, inLine] : [inLine, along],
      });
    }
  }
  return lots;
}

/** The lots of a block, fronting its long sides where those are streets, else its short ones; none if neither fits. */
export function layOutLots(block: Block, zone: string, params: LabelParams): Lot[] {
  const { rect } = block;
  const longNs = rect.u1 - rect.u0 >= rect.v1 - rect.v0;
  let order: Pair[] = longNs ? [FACING_NS, FACING_EW] : [FACING_EW, FACING_NS];
  if (block.strip) order = FACING_NS.includes(block.strip) ? [FACING_NS, FACING_EW] : [FACING_EW, FACING_NS];
  const jitter = createRandom('lots', block.id).next();
  for (const pair of order) {
    const lots = rows(block, pair, zone, params, jitter);
    if (lots) return lots;
  }
  return [];
}

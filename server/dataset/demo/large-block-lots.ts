// Lots for blocks outside the street-by-street neighbourhoods: in the house zones one row of house lots along the
// block's streets, elsewhere few, consolidated lots (apartment, plaza and main-street sites) along them.

import type { Block, Side, SideStreet } from './block-layout';
import { addressSetback, streetInset, type Lot } from './lots';
import { createRandom } from '../../../src/lib/random/prng';
import type { StreetNetwork } from './street-network';
import type { LabelParams } from './zone-choices';

interface LotSize {
  /** Greatest width of a lot on its street. */
  frontage: number;
  /** Depth of the row of lots along the street; the land behind a deeper block's row has no parcel. */
  depth: number;
}

/**
 * Metres and m², for the zones whose sites are large in fact: apartment and plaza sites are the largest, and the
 * main-street lots along the arterials keep shop-sized frontages.
 */
const LOT_SIZE: Readonly<Record<string, LotSize>> = {
  RA: { frontage: 60, depth: 150 },
  RAC: { frontage: 60, depth: 150 },
  CR: { frontage: 60, depth: 60 },
  CRE: { frontage: 60, depth: 150 },
  CL: { frontage: 60, depth: 150 },
};
const DEFAULT_SIZE: LotSize = { frontage: 60, depth: 150 };

/**
 * The house zones, in metres: a lot's usual frontage and depth. The dataset's size budget (about 100,000 parcels,
 * 70 MB) cannot hold every house of the city, and a lot standing for a group of houses would be a two-hectare
 * "house lot"; so outside the drawn neighbourhoods a house-zone block gets one row of house lots along the named
 * streets it faces, and the land behind that row (and a block no street touches) has no parcel: it stands for the
 * local streets and houses the demo does not draw. A lot is at least this frontage wide (or the zone's own minimum
 * frontage and area, where larger) and under twice as wide. The demo's own design, not by-law values
 * (docs/decisions.md gives the resulting ranges).
 */
export const HOUSE_LOT: Readonly<Record<string, { frontage: number; depth: number }>> = {
  R: { frontage: 9, depth: 33 },
  RD: { frontage: 15, depth: 40 },
  RS: { frontage: 10, depth: 36 },
  RT: { frontage: 7, depth: 33 },
  RM: { frontage: 15, depth: 40 },
};
/** A house row shallower than this (a thin remnant of a block) gets no lots. */
const MIN_HOUSE_DEPTH = 20;

type Pair = readonly [Side, Side];
const FACING_NS: Pair = ['south', 'north'];
const FACING_EW: Pair = ['west', 'east'];

/** One street the lots of a block face, and the part of the block's depth given to it. */
interface Front {
  side: Side;
  street: SideStreet;
  /** Where the lots' front edge lies across the block, and which way they extend from it. */
  line: number;
  inward: 1 | -1;
  depth: number;
}

const pairOf = (side: Side): Pair => (side === 'south' || side === 'north' ? FACING_NS : FACING_EW);

function across(block: Block, pair: Pair): [number, number] {
  return pair === FACING_NS ? [block.rect.v0, block.rect.v1] : [block.rect.u0, block.rect.u1];
}

function namedLength(block: Block, pair: Pair): number {
  const [a0, a1] = pair === FACING_NS ? [block.rect.u0, block.rect.u1] : [block.rect.v0, block.rect.v1];
  return pair.filter((side) => block.sides[side]).length * (a1 - a0);
}

/** Main-street strips face their arterial; other blocks face whichever pair of edges has more named street. */
function choosePair(block: Block): Pair | null {
  if (block.strip) return pairOf(block.strip);
  const ns = namedLength(block, FACING_NS);
  const ew = namedLength(block, FACING_EW);
  if (ns === 0 && ew === 0) return null;
  return ns >= ew ? FACING_NS : FACING_EW;
}

/** Named streets on both edges split the block's depth between them at the middle. */
function namedFronts(block: Block, pair: Pair): Front[] {
  const [c0, c1] = across(block, pair);
  const low = block.sides[pair[0]];
  const high = block.sides[pair[1]];
  const f0 = c0 + streetInset(low);
  const f1 = c1 - streetInset(high);
  const middle = low && high ? (f0 + f1) / 2 : low ? f1 : f0;
  const fronts: Front[] = [];
  if (low) fronts.push({ side: pair[0], street: low, line: f0, inward: 1, depth: middle - f0 });
  if (high) fronts.push({ side: pair[1], street: high, line: f1, inward: -1, depth: f1 - middle });
  return fronts;
}

/** Lots no wider than the frontage asked, none narrower than the zone's minimum frontage or smaller than its minimum area. */
function columnCount(length: number, rowDepth: number, size: LotSize, params: LabelParams): number {
  let count = Math.max(1, Math.ceil(length / size.frontage));
  if (params.f) count = Math.min(count, Math.max(1, Math.floor(length / params.f)));
  if (params.a) count = Math.min(count, Math.max(1, Math.floor((length * rowDepth) / params.a)));
  return count;
}

interface Strip {
  facingNs: boolean;
  start: number;
  length: number;
}

/**
 * The street a lot at `along` fronts: the block's street is found at the middle of its side, and a long side can pass
 * where the street changes its name (The Queensway to Queen St W) or where it ends. Past its end, none: the lot's
 * address would name a street that is not there.
 */
function streetInFront(network: StreetNetwork, front: Front, along: number): SideStreet | null {
  const { line } = front.street;
  return network.streetAt(line.axis, line.at, along);
}

/**
 * The row of lots along the street, one row deep (a block more than one and a half rows deep keeps the land behind
 * without a parcel, as a house row does: a lot there would front no street).
 */
function frontLots(front: Front, strip: Strip, size: LotSize, params: LabelParams, network: StreetNetwork): Lot[] {
  const rowDepth = front.depth / Math.max(1, Math.round(front.depth / size.depth));
  const columns = columnCount(strip.length, rowDepth, size, params);
  const width = strip.length / columns;
  // A remnant too small for one lot that meets the zone's minimums stays without a parcel, as a lane or a gap.
  if ((params.f && Math.min(width, rowDepth) < params.f) || (params.a && width * rowDepth < params.a)) return [];
  const far = front.line + front.inward * rowDepth;
  const [d0, d1] = [Math.min(front.line, far), Math.max(front.line, far)];
  const addressLine = front.line + front.inward * addressSetback(width, rowDepth);
  return Array.from({ length: columns }).flatMap((_, k): Lot[] => {
    const s0 = strip.start + k * width;
    const along = s0 + width / 2;
    const street = streetInFront(network, front, along);
    if (!street) return [];
    return [{
      rect: strip.facingNs ? { u0: s0, u1: s0 + width, v0: d0, v1: d1 } : { u0: d0, u1: d1, v0: s0, v1: s0 + width },
      street,
      side: front.side,
      frontage: width,
      depth: rowDepth,
      along,
      front: strip.facingNs ? [along, addressLine] : [addressLine, along],
    }];
  });
}

/** One row of house lots along a named street, each at least the wanted frontage wide (so never below the zone's minimums). */
function houseRow(front: Front, strip: Strip, house: { frontage: number; depth: number }, params: LabelParams, network: StreetNetwork): Lot[] {
  const depth = Math.min(front.depth, house.depth);
  if (depth < MIN_HOUSE_DEPTH) return [];
  // 1% over the zone's minimums, so that a lot measured from its drawn corners is never a hair short of them.
  const wanted = Math.max(house.frontage, (params.f ?? 0) * 1.01, params.a ? (params.a / depth) * 1.01 : 0);
  const count = Math.floor(strip.length / wanted);
  if (count < 1) return [];
  const width = strip.length / count;
  const far = front.line + front.inward * depth;
  const [d0, d1] = [Math.min(front.line, far), Math.max(front.line, far)];
  const addressLine = front.line + front.inward * addressSetback(width, depth);
  return Array.from({ length: count }).flatMap((_, k): Lot[] => {
    // Each edge computed once, so neighbours share it exactly.
    const [s0, s1] = [strip.start + k * width, strip.start + (k + 1) * width];
    const along = (s0 + s1) / 2;
    const street = streetInFront(network, front, along);
    if (!street) return [];
    return [{
      rect: strip.facingNs ? { u0: s0, u1: s1, v0: d0, v1: d1 } : { u0: d0, u1: d1, v0: s0, v1: s1 },
      street,
      side: front.side,
      frontage: width,
      depth,
      along,
      front: strip.facingNs ? [along, addressLine] : [addressLine, along],
    }];
  });
}

/**
 * Lots facing the block's named streets, the block less the half road along them: in a house zone one row of house
 * lots, elsewhere a row of consolidated lots that tiles it (or its front, where it is deep). A block that no street touches gets none: an address names the street its lot
 * fronts, and the land stands for local streets the demo does not draw, as the land behind a house row does.
 */
export function layOutLargeBlockLots(block: Block, zone: string, params: LabelParams, network: StreetNetwork): Lot[] {
  const pair = choosePair(block);
  if (!pair) return [];
  const house = HOUSE_LOT[zone];
  const fronts = namedFronts(block, pair);
  const first = fronts[0];
  if (!first) return [];
  const facingNs = pairOf(first.side) === FACING_NS;
  const { rect, sides } = block;
  const [a0, a1, end0, end1] = facingNs
    ? [rect.u0, rect.u1, sides.west, sides.east]
    : [rect.v0, rect.v1, sides.south, sides.north];
  const start = a0 + streetInset(end0);
  const strip = { facingNs, start, length: a1 - streetInset(end1) - start };
  if (strip.length <= 0) return [];
  // Neighbouring blocks should not look stamped from one mould.
  const jitter = 0.85 + 0.15 * createRandom('large-lots', block.id).next();
  if (house) {
    const size = { frontage: house.frontage * (1.15 - (jitter - 0.85)), depth: house.depth };
    return fronts.flatMap((front) => houseRow(front, strip, size, params, network));
  }
  const base = LOT_SIZE[zone] ?? DEFAULT_SIZE;
  const size = { ...base, frontage: base.frontage * jitter };
  return fronts.filter((f) => f.depth > 0).flatMap((front) => frontLots(front, strip, size, params, network));
}

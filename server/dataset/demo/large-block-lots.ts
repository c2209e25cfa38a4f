// Lots for blocks outside the street-by-street neighbourhoods: few, consolidated lots that tile the whole block.

import type { Block, Side, SideStreet } from './block-layout';
import { streetInset, type Lot } from './lots';
import type { FindNearestStreet } from './nearest-street';
import { createRandom } from './prng';
import type { StreetNetwork } from './street-network';
import type { LabelParams } from './zone-choices';

export interface StreetContext {
  network: StreetNetwork;
  findNearestStreet: FindNearestStreet;
}

interface LotSize {
  /** Greatest width of a lot on its street. */
  frontage: number;
  /** Area of a lot behind the street-facing row, or in a block that no street touches. */
  innerArea: number;
  /** Depth of one row of lots; a deeper block gets rows behind the street-facing one. */
  depth: number;
}

/**
 * Metres and m². The dataset's size budget (about 100,000 parcels on disk) cannot hold every house of the
 * city, so outside the drawn neighbourhoods an inner lot stands for a group of houses; apartment and plaza
 * sites are the largest, and the main-street lots along the arterials keep shop-sized frontages.
 */
const LOT_SIZE: Readonly<Record<string, LotSize>> = {
  R: { frontage: 45, innerArea: 11_000, depth: 150 },
  RD: { frontage: 60, innerArea: 19_000, depth: 150 },
  RS: { frontage: 50, innerArea: 15_000, depth: 150 },
  RT: { frontage: 50, innerArea: 15_000, depth: 150 },
  RM: { frontage: 60, innerArea: 15_000, depth: 150 },
  RA: { frontage: 60, innerArea: 24_000, depth: 150 },
  RAC: { frontage: 60, innerArea: 24_000, depth: 150 },
  CR: { frontage: 60, innerArea: 4_000, depth: 60 },
  CRE: { frontage: 60, innerArea: 24_000, depth: 150 },
  CL: { frontage: 60, innerArea: 15_000, depth: 150 },
};
const DEFAULT_SIZE: LotSize = { frontage: 60, innerArea: 15_000, depth: 150 };
/** How far behind its front edge a deep lot's address point stands. */
const ADDRESS_SETBACK = 12;

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
  /** Metres between the street and the block edge, for a street that does not run along the block. */
  gap: number;
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
  if (low) fronts.push({ side: pair[0], street: low, line: f0, inward: 1, depth: middle - f0, gap: 0 });
  if (high) fronts.push({ side: pair[1], street: high, line: f1, inward: -1, depth: f1 - middle, gap: 0 });
  return fronts;
}

function remoteFront(block: Block, ctx: StreetContext): Front | null {
  const remote = ctx.findNearestStreet(block.rect);
  if (!remote) return null;
  const [c0, c1] = across(block, pairOf(remote.side));
  const low = remote.side === 'south' || remote.side === 'west';
  return {
    side: remote.side,
    street: remote.street,
    line: low ? c0 : c1,
    inward: low ? 1 : -1,
    depth: c1 - c0,
    gap: remote.distance,
  };
}

/**
 * Street-facing lots are no wider than the frontage asked; lots behind them come near their area. Either way
 * no lot is narrower than the zone's minimum frontage or smaller than its minimum area.
 */
function columnCount(length: number, rowDepth: number, onStreet: boolean, size: LotSize, params: LabelParams): number {
  let count = onStreet
    ? Math.ceil(length / size.frontage)
    : Math.round((length * rowDepth) / size.innerArea);
  count = Math.max(1, count);
  if (params.f) count = Math.min(count, Math.max(1, Math.floor(length / params.f)));
  if (params.a) count = Math.min(count, Math.max(1, Math.floor((length * rowDepth) / params.a)));
  return count;
}

interface Strip {
  facingNs: boolean;
  start: number;
  length: number;
}

function frontLots(front: Front, strip: Strip, size: LotSize, params: LabelParams, ctx: StreetContext): Lot[] {
  const rows = Math.max(1, Math.round(front.depth / size.depth));
  const rowDepth = front.depth / rows;
  const { line: streetLine } = front.street;
  const lots: Lot[] = [];
  for (let row = 0; row < rows; row += 1) {
    const onStreet = row === 0 && front.gap === 0;
    const columns = columnCount(strip.length, rowDepth, onStreet, size, params);
    const width = strip.length / columns;
    // A remnant too small for one lot that meets the zone's minimums stays without a parcel, as a lane or a gap.
    if ((params.f && Math.min(width, rowDepth) < params.f) || (params.a && width * rowDepth < params.a)) continue;
    const near = front.line + front.inward * row * rowDepth;
    const far = near + front.inward * rowDepth;
    const addressLine = near + front.inward * Math.min(rowDepth / 4, ADDRESS_SETBACK);
    for (let k = 0; k < columns; k += 1) {
      const s0 = strip.start + k * width;
      const along = s0 + width / 2;
      const [d0, d1] = [Math.min(near, far), Math.max(near, far)];
      lots.push({
        rect: strip.facingNs ? { u0: s0, u1: s0 + width, v0: d0, v1: d1 } : { u0: d0, u1: d1, v0: s0, v1: s0 + width },
        // A long block side can pass where a street changes its name (The Queensway to Queen St W).
        street: ctx.network.streetAt(streetLine.axis, streetLine.at, along) ?? front.street,
        side: front.side,
        frontage: width,
        depth: rowDepth,
        along,
        front: strip.facingNs ? [along, addressLine] : [addressLine, along],
        reach: front.gap + row * rowDepth,
      });
    }
  }
  return lots;
}

/**
 * Tiles the block, less the half road along its named edges, with rows of lots facing its named streets;
 * a block that no street touches faces the nearest one. None if no street lies within reach of it.
 */
export function layOutLargeBlockLots(block: Block, zone: string, params: LabelParams, ctx: StreetContext): Lot[] {
  const pair = choosePair(block);
  const fronts = pair ? namedFronts(block, pair) : [remoteFront(block, ctx)].filter((f): f is Front => f !== null);
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
  const base = LOT_SIZE[zone] ?? DEFAULT_SIZE;
  // Neighbouring blocks should not look stamped from one mould.
  const jitter = 0.85 + 0.15 * createRandom('large-lots', block.id).next();
  const size = { ...base, frontage: base.frontage * jitter, innerArea: base.innerArea * jitter };
  return fronts.filter((f) => f.depth > 0).flatMap((front) => frontLots(front, strip, size, params, ctx));
}

import { describe, expect, it } from 'vitest';
import type { Block } from './block-layout';
import { rectsOverlap, type Rect } from './frame-rect';
import { lngLatToFrame } from './grid-frame';
import { layOutLargeBlockLots, type StreetContext } from './large-block-lots';
import type { Lot } from './lots';
import { createStreetFinder } from './nearest-street';
import { createOutlineFrame } from './outline-frame';
import { createStreetNetwork } from './street-network';

/** Between Bathurst and Avenue Rd, north of Eglinton, away from every arterial. */
const [U, V] = lngLatToFrame(-79.42, 43.715);

function streets(): StreetContext {
  const outline = createOutlineFrame();
  const network = createStreetNetwork(outline);
  return { network, findNearestStreet: createStreetFinder(network, outline) };
}

function block(rect: Rect, ctx: StreetContext, strip: Block['strip'] = null): Block {
  const [midU, midV] = [(rect.u0 + rect.u1) / 2, (rect.v0 + rect.v1) / 2];
  const sides = {
    south: ctx.network.streetAt('ew', rect.v0, midU),
    north: ctx.network.streetAt('ew', rect.v1, midU),
    west: ctx.network.streetAt('ns', rect.u0, midV),
    east: ctx.network.streetAt('ns', rect.u1, midV),
  };
  return { id: 1, superBlock: 1, rect, district: null, sides, strip };
}

const area = (r: Rect) => (r.u1 - r.u0) * (r.v1 - r.v0);
const overlaps = (lots: Lot[]) => lots.some((a, i) => lots.some((b, j) => i < j && rectsOverlap(a.rect, b.rect)));

describe('consolidated lots outside the drawn neighbourhoods', () => {
  it('when no street touches an apartment block, then its lots tile all of it without overlapping', () => {
    const ctx = streets();
    const rect = { u0: U - 150, u1: U + 150, v0: V - 200, v1: V + 200 };
    const lots = layOutLargeBlockLots(block(rect, ctx), 'RA', {}, ctx);
    expect(lots.length).toBeGreaterThan(1);
    expect(overlaps(lots)).toBe(false);
    expect(lots.reduce((sum, lot) => sum + area(lot.rect), 0)).toBeCloseTo(area(rect), 3);
  });

  it('when no street touches a block, then every lot is addressed on the nearest street, set back from it', () => {
    const ctx = streets();
    const rect = { u0: U - 150, u1: U + 150, v0: V - 200, v1: V + 200 };
    const nearest = ctx.findNearestStreet(rect)!;
    const lots = layOutLargeBlockLots(block(rect, ctx), 'RA', {}, ctx);
    expect(new Set(lots.map((lot) => lot.street.line.key))).toEqual(new Set([nearest.street.line.key]));
    expect(lots.every((lot) => lot.side === nearest.side && lot.reach >= nearest.distance)).toBe(true);
  });

  it('when a block is a strip along an arterial, then its lots front it, stop at the street line and are 15 to 60 m wide', () => {
    const ctx = streets();
    const bathurst = ctx.network.coord('bathurst');
    const rect = { u0: bathurst, u1: bathurst + 45, v0: V - 200, v1: V + 200 };
    const lots = layOutLargeBlockLots(block(rect, ctx, 'west'), 'CR', {}, ctx);
    expect(lots.length).toBeGreaterThan(1);
    expect(lots.every((lot) => lot.street.span.name === 'Bathurst St' && lot.rect.u0 === bathurst + 10)).toBe(true);
    expect(lots.every((lot) => lot.frontage >= 15 && lot.frontage <= 60)).toBe(true);
    expect(overlaps(lots)).toBe(false);
  });

  it('when no street touches a house-zone block, then it gets no lots rather than one standing for a group of houses', () => {
    const ctx = streets();
    const rect = { u0: U - 150, u1: U + 150, v0: V - 200, v1: V + 200 };
    expect(layOutLargeBlockLots(block(rect, ctx), 'RD', { f: 15, a: 550 }, ctx)).toEqual([]);
  });

  it('when a house-zone block fronts an arterial, then it gets one row of house lots along it, each 450 to 1,500 m²', () => {
    const ctx = streets();
    const bathurst = ctx.network.coord('bathurst');
    const rect = { u0: bathurst, u1: bathurst + 300, v0: V - 200, v1: V + 200 };
    const lots = layOutLargeBlockLots(block(rect, ctx), 'RD', { f: 15, a: 550 }, ctx);

    expect(lots.length).toBeGreaterThan(10);
    expect(lots.every((lot) => lot.street.span.name === 'Bathurst St' && Math.abs(lot.rect.u0 - (bathurst + 10)) < 1e-6 && lot.depth === 40)).toBe(true);
    expect(lots.every((lot) => area(lot.rect) >= 550 && area(lot.rect) <= 1_500 && lot.frontage >= 15)).toBe(true);
    expect(overlaps(lots)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { Block } from './block-layout';
import { rectsOverlap, type Rect } from './frame-rect';
import { lngLatToFrame } from './grid-frame';
import { layOutLargeBlockLots } from './large-block-lots';
import type { Lot } from './lots';
import { createOutlineFrame } from './outline-frame';
import { createStreetNetwork, type StreetNetwork } from './street-network';

/** Between Bathurst and Avenue Rd, north of Eglinton, away from every arterial. */
const [U, V] = lngLatToFrame(-79.42, 43.715);

function streets(): StreetNetwork {
  return createStreetNetwork(createOutlineFrame());
}

function block(rect: Rect, network: StreetNetwork, strip: Block['strip'] = null): Block {
  const [midU, midV] = [(rect.u0 + rect.u1) / 2, (rect.v0 + rect.v1) / 2];
  const sides = {
    south: network.streetAt('ew', rect.v0, midU),
    north: network.streetAt('ew', rect.v1, midU),
    west: network.streetAt('ns', rect.u0, midV),
    east: network.streetAt('ns', rect.u1, midV),
  };
  return { id: 1, superBlock: 1, rect, district: null, sides, strip };
}

const area = (r: Rect) => (r.u1 - r.u0) * (r.v1 - r.v0);
const overlaps = (lots: Lot[]) => lots.some((a, i) => lots.some((b, j) => i < j && rectsOverlap(a.rect, b.rect)));

describe('consolidated lots outside the drawn neighbourhoods', () => {
  it('when an apartment block fronts an arterial, then its lots tile it less the half road, without overlapping', () => {
    const network = streets();
    const bathurst = network.coord('bathurst');
    const rect = { u0: bathurst, u1: bathurst + 140, v0: V - 200, v1: V + 200 };
    const lots = layOutLargeBlockLots(block(rect, network), 'RA', {}, network);
    expect(lots.length).toBeGreaterThan(1);
    expect(overlaps(lots)).toBe(false);
    expect(lots.reduce((sum, lot) => sum + area(lot.rect), 0)).toBeCloseTo(area({ ...rect, u0: bathurst + 10 }), 3);
  });

  it('when no street touches a block, then it gets no lots in any zone: an address names the street its lot fronts', () => {
    const network = streets();
    const rect = { u0: U - 150, u1: U + 150, v0: V - 200, v1: V + 200 };
    for (const [zone, params] of [['RA', {}], ['CL', {}], ['RD', { f: 15, a: 550 }]] as const) {
      expect(layOutLargeBlockLots(block(rect, network), zone, params, network), zone).toEqual([]);
    }
  });

  it('when a block is a strip along an arterial, then its lots front it, stop at the street line and are 15 to 60 m wide', () => {
    const network = streets();
    const bathurst = network.coord('bathurst');
    const rect = { u0: bathurst, u1: bathurst + 45, v0: V - 200, v1: V + 200 };
    const lots = layOutLargeBlockLots(block(rect, network, 'west'), 'CR', {}, network);
    expect(lots.length).toBeGreaterThan(1);
    expect(lots.every((lot) => lot.street.span.name === 'Bathurst St' && lot.rect.u0 === bathurst + 10)).toBe(true);
    expect(lots.every((lot) => lot.frontage >= 15 && lot.frontage <= 60)).toBe(true);
    expect(overlaps(lots)).toBe(false);
  });

  it('when a block side runs past the end of its street, then no lot stands where the street is not', () => {
    const network = streets();
    const [from, to] = [U - 100, U + 100];
    network.addLocal({ key: 'test-rd', axis: 'ew', at: V, from, to, spans: [{ name: 'Test Rd', from, to, origin: from }] });
    // The block's middle faces Test Rd, and its east part runs 100 m past the road's end.
    const rect = { u0: U - 100, u1: U + 200, v0: V, v1: V + 45 };
    const lots = layOutLargeBlockLots(block(rect, network, 'south'), 'CR', {}, network);
    expect(lots.length).toBeGreaterThan(1);
    expect(lots.every((lot) => lot.street.span.name === 'Test Rd' && lot.along <= to)).toBe(true);
  });

  it('when a house-zone block fronts an arterial, then it gets one row of house lots along it, each 450 to 1,500 m²', () => {
    const network = streets();
    const bathurst = network.coord('bathurst');
    const rect = { u0: bathurst, u1: bathurst + 300, v0: V - 200, v1: V + 200 };
    const lots = layOutLargeBlockLots(block(rect, network), 'RD', { f: 15, a: 550 }, network);

    expect(lots.length).toBeGreaterThan(10);
    expect(lots.every((lot) => lot.street.span.name === 'Bathurst St' && Math.abs(lot.rect.u0 - (bathurst + 10)) < 1e-6 && lot.depth === 40)).toBe(true);
    expect(lots.every((lot) => area(lot.rect) >= 550 && area(lot.rect) <= 1_500 && lot.frontage >= 15)).toBe(true);
    expect(overlaps(lots)).toBe(false);
  });
});

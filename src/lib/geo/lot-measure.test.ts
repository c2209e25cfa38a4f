import type { Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { METRES_PER_DEGREE_LAT } from '../spatial/ground-metres';
import { DEGENERATE_PARCEL, measureLot, NO_PARCEL, NO_STREET_LINE, type LotStreetLine, type LotSurroundings, type LotZonePolygons } from './lot-measure';

const LAT = 43.7;
const PER_LNG = METRES_PER_DEGREE_LAT * Math.cos((LAT * Math.PI) / 180);
/** A point `east` and `north` metres from (-79.4, LAT). */
const at = (east: number, north: number): Position => [-79.4 + east / PER_LNG, LAT + north / METRES_PER_DEGREE_LAT];
/** A closed counter-clockwise rectangle from (w, s) to (e, n), in metres. */
const box = (w: number, s: number, e: number, n: number): Position[][] => [[at(w, s), at(e, s), at(e, n), at(w, n), at(w, s)]];
const ring = (...points: [number, number][]): Position[][] => [[...points, points[0]!].map(([e, n]) => at(e, n))];
const street = (name: string, points: [number, number][], addressName?: string): LotStreetLine => ({
  name,
  line: points.map(([e, n]) => at(e, n)),
  ...(addressName ? { addressName } : {}),
});
const zone = (symbol: string, rings: Position[][]): LotZonePolygons => ({ zone: symbol, label: `${symbol} (x1)`, polygons: [rings] });

const ELM = street('Elm Street', [[-200, -10], [200, -10]], 'Elm St');

/** A 10 m × 30 m lot on the north side of Elm Street, 10 m from its centreline, between two lots and before a third. */
const RECTANGLE: LotSurroundings = {
  parcel: box(0, 0, 10, 30),
  parcels: [box(-10, 0, 0, 30), box(10, 0, 20, 30), box(0, 30, 10, 60)],
  streets: [ELM],
  zones: [zone('RM', box(-100, 0, 0, 100)), zone('RS', box(10, 0, 100, 100)), zone('RD', box(0, 0, 10, 100)), zone('CR', box(-100, -100, 100, 0))],
};

describe('measureLot on hand-drawn lots', () => {
  it('when the lot is a rectangle facing one street, then the frontage is its street side and the depth its length', () => {
    const lot = measureLot(RECTANGLE);

    expect(lot.unmeasured).toBeNull();
    expect(lot.frontageM).toBeCloseTo(10, 2);
    expect(lot.depthM).toBeCloseTo(30, 2);
    expect(lot.kind).toBe('interior');
    expect(lot.streetLines.map((s) => s.street)).toEqual(['Elm Street']);
    expect(lot.frontRule).toBe('only street');
  });

  it('when zones lie beside, behind and across the street from the lot, then each side reads its own', () => {
    const lot = measureLot(RECTANGLE);

    // Seen from Elm Street (to the south) looking north, left is west.
    expect(lot.neighbours).toEqual([
      { side: 'left', zone: 'RM', label: 'RM (x1)' },
      { side: 'right', zone: 'RS', label: 'RS (x1)' },
      { side: 'rear', zone: 'RD', label: 'RD (x1)' },
      { side: 'across the street', zone: 'CR', label: 'CR (x1)' },
    ]);
  });

  it('when the ring is clockwise, repeats points and is not closed, then the lot measures the same', () => {
    const messy = [[at(0, 0), at(0, 30), at(0, 30), at(10, 30), at(10, 0), at(10, 0)]];

    const lot = measureLot({ ...RECTANGLE, parcel: messy });

    expect(lot.frontageM).toBeCloseTo(10, 2);
    expect(lot.depthM).toBeCloseTo(30, 2);
  });

  it('when the lot is on a corner, then it is a corner lot whose front is the shorter street line', () => {
    const oak = street('Oak Avenue', [[-10, -200], [-10, 200]], 'Oak Ave');

    const lot = measureLot({ parcel: box(0, 0, 12, 30), parcels: [box(12, 0, 24, 30), box(0, 30, 12, 60)], streets: [oak, ELM], zones: [] });

    expect(lot.kind).toBe('corner');
    expect(lot.streetLines.map((s) => s.street)).toEqual(['Elm Street', 'Oak Avenue']);
    expect(lot.frontRule).toBe('shorter street line');
    expect(lot.frontageM).toBeCloseTo(12, 2);
    expect(lot.streetLines[1]!.lengthM).toBeCloseTo(30, 2);
    expect(lot.depthM).toBeCloseTo(30, 2);
  });

  it("when a corner lot's address is on the longer street line, then that street is the front", () => {
    const oak = street('Oak Avenue', [[-10, -200], [-10, 200]], 'Oak Ave');

    const lot = measureLot({ parcel: box(0, 0, 12, 30), parcels: [box(12, 0, 24, 30), box(0, 30, 12, 60)], streets: [ELM, oak], zones: [] }, ['7 Oak Ave']);

    expect(lot.streetLines.map((s) => s.street)).toEqual(['Oak Avenue', 'Elm Street']);
    expect(lot.frontRule).toBe('address');
    expect(lot.frontageM).toBeCloseTo(30, 2);
    expect(lot.depthM).toBeCloseTo(12, 2);
  });

  it('when the lot runs between two streets, then it is a through lot', () => {
    const birch = street('Birch Street', [[-200, 50], [200, 50]]);

    const lot = measureLot({ parcel: box(0, 0, 10, 40), parcels: [box(-10, 0, 0, 40), box(10, 0, 20, 40)], streets: [ELM, birch], zones: [] });

    expect(lot.kind).toBe('through');
    expect(lot.streetLines.map((s) => s.street).sort()).toEqual(['Birch Street', 'Elm Street']);
    expect(lot.frontageM).toBeCloseTo(10, 2);
    expect(lot.depthM).toBeCloseTo(40, 2);
  });

  it('when the lot is pie-shaped on the outside of a curve, then the frontage is its chord on the street and the depth reaches the rear corners', () => {
    // A crescent: the centreline is an arc of radius 20 m about the origin; the lots are 30° wedges from 28 m to 60 m.
    const polar = (r: number, degrees: number): [number, number] => [r * Math.cos((degrees * Math.PI) / 180), r * Math.sin((degrees * Math.PI) / 180)];
    const wedge = (from: number, to: number) => ring(polar(28, from), polar(28, to), polar(60, to), polar(60, from));
    const arc = street('Crescent Road', Array.from({ length: 55 }, (_, k) => polar(20, -90 + k * 5)));

    const lot = measureLot({ parcel: wedge(0, 30), parcels: [wedge(-30, 0), wedge(30, 60)], streets: [arc], zones: [] });

    expect(lot.kind).toBe('interior');
    expect(lot.frontageM).toBeCloseTo(2 * 28 * Math.sin((15 * Math.PI) / 180), 1);
    expect(lot.depthM).toBeCloseTo(60 * Math.cos((15 * Math.PI) / 180) - 28 * Math.cos((15 * Math.PI) / 180), 1);
  });

  it("when the lot is a flag lot, then the frontage is the pole's width and the depth reaches the flag's rear", () => {
    // A 4 m pole between two front lots, opening onto a 24 m × 25 m flag behind them.
    const flag = ring([0, 0], [4, 0], [4, 30], [14, 30], [14, 55], [-10, 55], [-10, 30], [0, 30]);

    const lot = measureLot({ parcel: flag, parcels: [box(-10, 0, 0, 30), box(4, 0, 14, 30), box(-20, 0, -10, 60), box(14, 0, 24, 60)], streets: [ELM], zones: [] });

    expect(lot.frontageM).toBeCloseTo(4, 2);
    expect(lot.depthM).toBeCloseTo(55, 2);
    expect(lot.kind).toBe('interior');
  });

  it('when another parcel lies between the lot and the street, then no lot line faces it and the frontage is not measured', () => {
    const lot = measureLot({ parcel: box(0, 30, 10, 60), parcels: [box(0, 0, 10, 30), box(-10, 30, 0, 60), box(10, 30, 20, 60)], streets: [ELM], zones: [] });

    expect(lot.frontageM).toBeNull();
    expect(lot.unmeasured).toBe(NO_STREET_LINE);
    expect(lot.polygonAreaM2).toBeCloseTo(300, 0);
  });

  it('when no street is near, then the frontage is null with the reason', () => {
    const lot = measureLot({ ...RECTANGLE, streets: [] });

    expect(lot.frontageM).toBeNull();
    expect(lot.depthM).toBeNull();
    expect(lot.unmeasured).toBe(NO_STREET_LINE);
  });

  it('when the parcel ring has no area or too few points, then the lot is not measured and says why', () => {
    expect(measureLot({ ...RECTANGLE, parcel: [[at(0, 0), at(10, 0), at(20, 0), at(0, 0)]] }).unmeasured).toBe(DEGENERATE_PARCEL);
    expect(measureLot({ ...RECTANGLE, parcel: [[at(0, 0), at(0, 0), at(0, 0)]] }).unmeasured).toBe(DEGENERATE_PARCEL);
    expect(measureLot({ ...RECTANGLE, parcel: [[[Number.NaN, 1], [2, Number.NaN]]] }).unmeasured).toBe(DEGENERATE_PARCEL);
  });

  it('when there is no parcel, then the lot is not measured and says so', () => {
    expect(measureLot({ ...RECTANGLE, parcel: null }).unmeasured).toBe(NO_PARCEL);
  });

  it('when a street lies behind the lot beyond its rear neighbour, then only the street in front counts', () => {
    const behind = street('Lane Street', [[-200, 70], [200, 70]]);

    const lot = measureLot({ ...RECTANGLE, streets: [ELM, behind] });

    expect(lot.kind).toBe('interior');
    expect(lot.streetLines.map((s) => s.street)).toEqual(['Elm Street']);
  });

  it('when one street runs along both the front and the rear of the lot, then it is a through lot on that street twice', () => {
    const crescent = street('Crescent Road', [[-200, -10], [30, -10], [30, 50], [-200, 50]]);

    const lot = measureLot({ parcel: box(0, 0, 10, 40), parcels: [box(-10, 0, 0, 40), box(10, 0, 20, 40)], streets: [crescent], zones: [] });

    expect(lot.kind).toBe('through');
    expect(lot.streetLines.map((s) => s.street)).toEqual(['Crescent Road', 'Crescent Road']);
    expect(lot.depthM).toBeCloseTo(40, 2);
  });

  it('when the lot is pie-shaped round the end of a cul-de-sac, then the street ending in front of it is the one it faces', () => {
    // The street comes up from the south and ends at the origin; the lots are 60° wedges from 12 m to 45 m round it.
    const polar = (r: number, degrees: number): [number, number] => [r * Math.cos((degrees * Math.PI) / 180), r * Math.sin((degrees * Math.PI) / 180)];
    const wedge = (from: number, to: number) => ring(polar(12, from), polar(12, to), polar(45, to), polar(45, from));
    const close = street('Maple Court', [[0, -100], [0, 0]]);

    const lot = measureLot({ parcel: wedge(30, 90), parcels: [wedge(-30, 30), wedge(90, 150)], streets: [close], zones: [] });

    expect(lot.streetLines.map((s) => s.street)).toEqual(['Maple Court']);
    expect(lot.frontageM).toBeCloseTo(12, 2);
    expect(lot.depthM).toBeCloseTo((45 - 12) * Math.cos((30 * Math.PI) / 180), 1);
  });
});

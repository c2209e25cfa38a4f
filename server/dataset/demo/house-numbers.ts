// House numbers for all lots at once: unique on each side of each street and growing away from its origin.

import { MIN_FRONTAGE, type Lot } from './lots';

/** Metres of frontage per pair of house numbers: a street-facing lot is never narrower, so it keeps its own. */
const METRES_PER_NUMBER = MIN_FRONTAGE;

/**
 * Even numbers on the north side of east–west streets and the west side of north–south ones (as at
 * 100 Queen St W and 220 Yonge St), odd opposite. A lot fronting its block's south edge is north of the street.
 */
export function onEvenSide(lot: Lot): boolean {
  return lot.street.line.axis === 'ew' ? lot.side === 'south' : lot.side === 'east';
}

/**
 * Metres from the street's origin in the direction its numbers grow. Signed, because a lot set back from a
 * street that enters the city at a slant can lie a little before the origin, and must still sort before the rest.
 */
function positionAlong(lot: Lot): number {
  const { from, to, origin } = lot.street.span;
  const growing = origin - from <= to - origin ? 1 : -1;
  return growing * (lot.along - origin);
}

/** The number a lot's distance from the street's origin gives it. */
export function houseNumber(lot: Lot): number {
  return 2 * Math.floor(Math.max(0, positionAlong(lot)) / METRES_PER_NUMBER) + (onEvenSide(lot) ? 2 : 1);
}

/**
 * Numbers every lot, in the order of `lots`. Where two lots would take one number (their middles within one
 * number's frontage), or a number is `reserved` (a landmark's), a lot takes the next free number of its parity,
 * so numbers stay unique and still grow along the street.
 */
export function numberLots(lots: readonly Lot[], reserved: ReadonlySet<string>): number[] {
  const groups = new Map<string, number[]>();
  lots.forEach((lot, k) => {
    const key = `${lot.street.span.name}|${onEvenSide(lot) ? 0 : 1}`;
    const group = groups.get(key);
    if (group) group.push(k);
    else groups.set(key, [k]);
  });
  const numbers: number[] = new Array<number>(lots.length).fill(0);
  for (const group of groups.values()) {
    const position = group.map((k) => positionAlong(lots[k]!));
    const order = group.map((_, g) => g).sort((a, b) =>
      position[a]! - position[b]! || group[a]! - group[b]!);
    let last = -Infinity;
    for (const g of order) {
      const lot = lots[group[g]!]!;
      let number = Math.max(houseNumber(lot), last + 2);
      while (reserved.has(`${number} ${lot.street.span.name}`)) number += 2;
      numbers[group[g]!] = number;
      last = number;
    }
  }
  return numbers;
}

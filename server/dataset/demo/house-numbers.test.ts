import { describe, expect, it } from 'vitest';
import type { Side } from './block-layout';
import { houseNumber, numberLots } from './house-numbers';
import type { Lot } from './lots';
import type { StreetLine, StreetSpan } from './street-network';

/** An east–west street from u = 0 to 2,000 whose numbers start at its west end, or at its east end. */
function street(name: string, origin: 'west' | 'east'): { line: StreetLine; span: StreetSpan } {
  const span = { name, from: 0, to: 2000, origin: origin === 'west' ? 0 : 2000 };
  return { line: { key: name, axis: 'ew', at: 0, from: 0, to: 2000, kind: 'arterial', spans: [span] }, span };
}

/** A 20 m lot centred at `along`; `side` is the block edge it fronts (south: the lot is north of the street). */
function lot(along: number, side: Side, on = street('Test Ave', 'west')): Lot {
  const [v0, v1] = side === 'south' ? [0, 40] : [-40, 0];
  return {
    rect: { u0: along - 10, u1: along + 10, v0, v1 },
    street: on,
    side,
    frontage: 20,
    depth: 40,
    along,
    front: [along, (v0 + v1) / 2],
  };
}

describe('house numbers', () => {
  it('when a lot is north of an east–west street, then its number is even, and odd when south', () => {
    expect(houseNumber(lot(100, 'south')) % 2).toBe(0);
    expect(houseNumber(lot(100, 'north')) % 2).toBe(1);
  });

  it('when lots lie farther from the street’s origin, then their numbers are higher', () => {
    const west = street('Test Ave W', 'east');
    const numbers = numberLots([lot(1900, 'south', west), lot(1500, 'south', west), lot(200, 'south', west)], new Set());
    expect(numbers[0]).toBeLessThan(numbers[1]!);
    expect(numbers[1]).toBeLessThan(numbers[2]!);
  });

  it('when two lots would take one number, then the one farther along takes the next number of the same parity', () => {
    const own = houseNumber(lot(97, 'south'));
    expect(houseNumber(lot(100, 'south'))).toBe(own);
    expect(numberLots([lot(100, 'south'), lot(97, 'south')], new Set())).toEqual([own + 2, own]);
  });

  it('when a lot’s own number is a landmark’s address, then the lot takes the next free one', () => {
    const own = houseNumber(lot(100, 'south'));
    expect(numberLots([lot(100, 'south')], new Set([`${own} Test Ave`]))).toEqual([own + 2]);
  });

  it('when lots face each other across a street, then both sides keep their own sequence', () => {
    const numbers = numberLots([lot(100, 'south'), lot(100, 'north')], new Set());
    expect(numbers).toEqual([houseNumber(lot(100, 'south')), houseNumber(lot(100, 'north'))]);
  });
});

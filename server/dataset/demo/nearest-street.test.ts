import { describe, expect, it } from 'vitest';
import type { Rect } from './frame-rect';
import { lngLatToFrame } from './grid-frame';
import { createStreetFinder } from './nearest-street';
import { createOutlineFrame } from './outline-frame';
import { createStreetNetwork } from './street-network';

/** Between Bathurst and Avenue Rd, north of Eglinton: half a kilometre from the nearest arterial. */
const [U, V] = lngLatToFrame(-79.42, 43.715);

function finderWithTestRoad() {
  const outline = createOutlineFrame();
  const network = createStreetNetwork(outline);
  const [from, to] = [U - 100, U + 100];
  network.addLocal({ key: 'test-rd', axis: 'ew', at: V + 60, from, to, spans: [{ name: 'Test Rd', from, to, origin: from }] });
  return createStreetFinder(network, outline);
}

const square = (u: number, v: number): Rect => ({ u0: u - 20, u1: u + 20, v0: v - 20, v1: v + 20 });

describe('the nearest street to a block no street touches', () => {
  it('when a short street runs just beyond one edge, then the block faces it across the gap', () => {
    const nearest = finderWithTestRoad()(square(U, V));
    expect(nearest?.street.span.name).toBe('Test Rd');
    expect(nearest?.side).toBe('north');
    expect(nearest?.distance).toBeCloseTo(40, 6);
  });

  it('when the block lies past the end of that street, then the distance is measured to the street’s end', () => {
    const nearest = finderWithTestRoad()(square(U + 150, V));
    expect(nearest?.street.span.name).toBe('Test Rd');
    expect(nearest?.distance).toBeCloseTo(Math.hypot(40, 50), 6);
  });

  it('when no local street is near, then the nearest arterial is taken', () => {
    const outline = createOutlineFrame();
    const nearest = createStreetFinder(createStreetNetwork(outline), outline)(square(U, V));
    expect(nearest?.street.line.kind).toBe('arterial');
    expect(nearest?.distance).toBeGreaterThan(300);
  });
});

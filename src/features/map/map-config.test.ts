import { describe, expect, it } from 'vitest';
import { nextZoomStep } from './map-config';

describe('nextZoomStep', () => {
  it.each([
    [11, 1, 11.5],
    [11.5, 1, 12],
    [11.3, 1, 11.5],
    [11, -1, 10.5],
    [11.3, -1, 11],
    [11.4999999, 1, 12],
  ] as const)('when at zoom %f and pressing %i, then it goes to %f', (zoom, direction, expected) => {
    expect(nextZoomStep(zoom, direction)).toBe(expected);
  });

  it('when at the top of the range, then zooming in stays at 20', () => {
    expect(nextZoomStep(20, 1)).toBe(20);
  });

  it('when at the bottom of the range, then zooming out stays at 8', () => {
    expect(nextZoomStep(8, -1)).toBe(8);
  });
});

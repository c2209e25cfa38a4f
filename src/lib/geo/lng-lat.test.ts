import { describe, expect, it } from 'vitest';
import { InvalidCoordinateError, isWithinTorontoBounds, toLngLat } from './lng-lat';

describe('toLngLat', () => {
  it('when both values are finite and in range, then it returns [lng, lat]', () => {
    expect([...toLngLat(-79.3841, 43.6534)]).toEqual([-79.3841, 43.6534]);
  });

  it.each([
    [Number.NaN, 43.7, 'lng must be a finite number'],
    [-79.4, Number.POSITIVE_INFINITY, 'lat must be a finite number'],
    [-181, 43.7, 'lng must be between -180 and 180'],
    [-79.4, 90.5, 'lat must be between -90 and 90'],
  ])('when given (%s, %s), then it throws "%s"', (lng, lat, message) => {
    expect(() => toLngLat(lng, lat)).toThrow(new InvalidCoordinateError(message));
  });
});

describe('isWithinTorontoBounds', () => {
  it('when the point is City Hall, then it is within the bounds', () => {
    expect(isWithinTorontoBounds(toLngLat(-79.3841, 43.6534))).toBe(true);
  });

  it('when the point is Ottawa, then it is not', () => {
    expect(isWithinTorontoBounds(toLngLat(-75.6972, 45.4215))).toBe(false);
  });
});

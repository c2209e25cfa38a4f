// Coordinates as a validated value: a branded [lng, lat] that only toLngLat can make.

export type LngLat = readonly [lng: number, lat: number] & { readonly __brand: 'LngLat' };

/** The box the city sits in (a little wider than the City's own boundary). */
export const TORONTO_BOUNDS = { west: -79.64, south: 43.58, east: -79.12, north: 43.86 } as const;

export class InvalidCoordinateError extends RangeError {
  override readonly name = 'InvalidCoordinateError';
}

/** Makes a LngLat from WGS84 degrees; throws InvalidCoordinateError on NaN, infinities or out-of-range values. */
export function toLngLat(lng: number, lat: number): LngLat {
  if (typeof lng !== 'number' || !Number.isFinite(lng)) {
    throw new InvalidCoordinateError('lng must be a finite number');
  }
  if (typeof lat !== 'number' || !Number.isFinite(lat)) {
    throw new InvalidCoordinateError('lat must be a finite number');
  }
  if (lng < -180 || lng > 180) throw new InvalidCoordinateError('lng must be between -180 and 180');
  if (lat < -90 || lat > 90) throw new InvalidCoordinateError('lat must be between -90 and 90');
  return [lng, lat] as unknown as LngLat;
}

export function isWithinTorontoBounds([lng, lat]: LngLat): boolean {
  const b = TORONTO_BOUNDS;
  return lng >= b.west && lng <= b.east && lat >= b.south && lat <= b.north;
}

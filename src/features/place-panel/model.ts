// What the place panel shows: the state of one look-up of a point.
import type { SpatialDataAnswer } from '../../lib/api/spatial';
import type { LngLat } from '../../lib/geo/lng-lat';
import type { ApiError } from '../../platform/api-client';

export type PlaceSource = 'Map Click' | 'Address Search';

export type PlaceLookup =
  | { status: 'idle' }
  | { status: 'loading'; point: LngLat; source: PlaceSource }
  | { status: 'ready'; point: LngLat; source: PlaceSource; answer: SpatialDataAnswer }
  | { status: 'failed'; point: LngLat; source: PlaceSource; error: ApiError };

export const OUTSIDE_TORONTO = 'outside_toronto';

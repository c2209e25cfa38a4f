// What the place panel shows: the state of one look-up of a point.
import type { SpatialDataAnswer } from '../../lib/api/spatial';
import type { LngLat } from '../../lib/geo/lng-lat';
import type { ApiError } from '../../platform/api-client';

export type PlaceSource = 'Map Click' | 'Address Search';

/** Where a look-up came from; for 'Address Search', the address the user picked (what the brief is about). */
export interface PlaceOrigin {
  point: LngLat;
  source: PlaceSource;
  /** The search result's label; only with source 'Address Search', and absent when the caller did not pass it. */
  searchedAddress?: string;
}

export type PlaceLookup =
  | { status: 'idle' }
  | ({ status: 'loading' } & PlaceOrigin)
  | ({ status: 'ready'; answer: SpatialDataAnswer } & PlaceOrigin)
  | ({ status: 'failed'; error: ApiError } & PlaceOrigin);

/**
 * The address an analysis of this place is about: the one the user searched for when they came by search (a point
 * with no parcel, or a parcel whose address reads differently, still gets the address they asked about), else the
 * parcel's address; '' when there is neither (the server then uses its own).
 */
export function analysisAddress(place: Pick<PlaceOrigin, 'source' | 'searchedAddress'>, answer: SpatialDataAnswer): string {
  const searched = place.source === 'Address Search' ? place.searchedAddress?.trim() : undefined;
  return searched || (answer.parcel?.address_full ?? '');
}

export const OUTSIDE_TORONTO = 'outside_toronto';

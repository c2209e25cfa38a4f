// What the place panel shows: the state of one look-up of a point.
import type { SpatialDataAnswer } from '../../lib/api/spatial';
import type { SavedSource } from '../../lib/offline/saved-answer';
import type { LngLat } from '../../lib/geo/lng-lat';
import { parcelAddress } from '../../lib/report/parcel-address';
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
  /** `saved`: answered offline, from an area saved on this device. */
  | ({ status: 'ready'; answer: SpatialDataAnswer; saved?: SavedSource } & PlaceOrigin)
  | ({ status: 'failed'; error: ApiError } & PlaceOrigin);

/**
 * The address an analysis of this place is about: the parcel's own addresses, the same whether it was clicked or
 * searched (the brief names a parcel so too); the searched address only where there is no parcel; '' when neither.
 */
export function analysisAddress(place: Pick<PlaceOrigin, 'source' | 'searchedAddress'>, answer: SpatialDataAnswer): string {
  if (answer.parcel) return parcelAddress(answer.parcel);
  return place.source === 'Address Search' ? (place.searchedAddress?.trim() ?? '') : '';
}

export const OUTSIDE_TORONTO = 'outside_toronto';

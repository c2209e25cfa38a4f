// What the place panel shows: the state of one look-up of a point.
import { isNotCoveredAnswer, type NotCoveredAnswer, type SpatialDataAnswer, type SpatialDataReply } from '../../lib/api/spatial';
import { NOT_COVERED_CODE, notCoveredMessage } from '../../lib/dataset/zoning-coverage';
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
  /**
   * No zoning answer. `notCovered`: the dataset's zoning does not cover the point (error not_covered), and this is what
   * the dataset has there besides (the overlays); `saved` where an area saved on this device answered so.
   */
  | ({ status: 'failed'; error: ApiError; notCovered?: NotCoveredAnswer; saved?: SavedSource } & PlaceOrigin);

/** The look-up of a place that got a reply: its zoning, or that the dataset does not cover it (a failure that says so). */
export function answeredLookup(origin: PlaceOrigin, reply: SpatialDataReply, saved?: SavedSource): PlaceLookup {
  const from = saved ? { saved } : {};
  if (!isNotCoveredAnswer(reply)) return { status: 'ready', ...origin, answer: reply, ...from };
  return { status: 'failed', ...origin, error: { code: NOT_COVERED_CODE, message: notCoveredMessage(reply.dataset) }, notCovered: reply, ...from };
}

/**
 * The address an analysis of this place is about: the parcel's own addresses, the same whether it was clicked or
 * searched (the brief names a parcel so too); the searched address only where there is no parcel; '' when neither.
 */
export function analysisAddress(place: Pick<PlaceOrigin, 'source' | 'searchedAddress'>, answer: SpatialDataAnswer): string {
  if (answer.parcel) return parcelAddress(answer.parcel);
  return place.source === 'Address Search' ? (place.searchedAddress?.trim() ?? '') : '';
}

export const OUTSIDE_TORONTO = 'outside_toronto';

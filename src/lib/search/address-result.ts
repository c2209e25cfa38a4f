// Turns a dataset address point into the search result the client shows (spec §3 "Address search result").

import type { AddressSearchResult } from '../api/geocode';
import type { AddressPoint } from '../spatial/schema';
import { highlightMatch } from './highlight';
import type { QueryToken } from './query-tokens';

/** The address points carry no city; every one of them is in Toronto. */
const CITY_SUFFIX = ', Toronto, ON';

/** "Toronto City Hall, 100 Queen St W" for a landmark, "12 Euclid Ave" otherwise. */
export function addressLabel(point: AddressPoint): string {
  return point.PLACE_NAME ? `${point.PLACE_NAME}, ${point.ADDRESS_FULL}` : point.ADDRESS_FULL;
}

export function toAddressResult(point: AddressPoint, query: readonly QueryToken[]): AddressSearchResult {
  const label = addressLabel(point);
  return {
    place_id: `address:${point.ADDRESS_POINT_ID}`,
    display_name: `${label}${CITY_SUFFIX}`,
    lat: point.LATITUDE,
    lng: point.LONGITUDE,
    highlighted_name: highlightMatch(label, query),
    is_google_result: false,
    ...(point.PLACE_NAME ? { place_name: point.PLACE_NAME } : {}),
  };
}

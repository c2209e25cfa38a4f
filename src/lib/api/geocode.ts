// Shapes of the address-search answer (spec §3, §7), shared by the server that sends them and the client that reads them.

import type { DatasetStamp, LayerState } from './spatial';

/** One place the search box can offer (spec §3 "Address search result"). */
export interface AddressSearchResult {
  place_id: string;
  /** What the dropdown shows, e.g. "100 Queen St W, Toronto, ON". */
  display_name: string;
  lat: number;
  lng: number;
  /**
   * The part of display_name that matched the query, as plain text (never HTML); the client bolds
   * it itself. Empty when the provider does not say what matched.
   */
  highlighted_name: string;
  is_google_result: boolean;
  /**
   * The place's name where the result names a place ("Toronto City Hall"); display_name then opens with it, then
   * ", " and the address. Absent for a plain address. Not in spec §3: it lets a row show the name over the address.
   */
  place_name?: string;
}

/** Where the results came from: the dataset's gazetteer, Google Places, or the local landmark list Google falls back to. */
export type GeocodeSource = 'gazetteer' | 'google' | 'landmarks';

/** The answer of GET /api/geocode?q=. */
export interface GeocodeAnswer {
  results: AddressSearchResult[];
  source: GeocodeSource;
  /** The dataset version the server was answering from (its gazetteer is that version's addresses). */
  dataset: DatasetStamp;
  /**
   * Whether that version has the City's address points, which the gazetteer searches: with none loaded, its empty
   * answer says nothing of the place typed. Absent in answers from before it was sent.
   */
  addresses?: LayerState;
}

/** The most results one answer carries (spec §9). */
export const MAX_GEOCODE_RESULTS = 10;

/** The query length the server accepts (spec §5, §9). */
export const MIN_GEOCODE_QUERY_LENGTH = 2;
export const MAX_GEOCODE_QUERY_LENGTH = 200;

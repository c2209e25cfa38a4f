// Recent searches: the last places the user picked in the address search, and which of them match what is typed,
// by the same word matching the gazetteer uses (so "100 queen st" finds "100 Queen St W, Toronto, ON" here too).

import type { AddressSearchResult } from '../api/geocode';
import { highlightMatch } from './highlight';
import { matchTokens, parseQuery } from './query-tokens';
import { expandAddressTokens, tokenizeAddress } from './street-abbreviations';

/** About the last ten picks are kept: enough to find again what was looked at lately, little to leave behind. */
export const MAX_RECENT_SEARCHES = 10;

/** What is kept of a pick: where it is and what it is called, nothing of the user. */
export interface RecentSearch {
  place_id: string;
  display_name: string;
  lat: number;
  lng: number;
  place_name?: string;
}

/** The list with `picked` first, each place once, at most MAX_RECENT_SEARCHES long. */
export function withRecentPick(list: readonly RecentSearch[], picked: AddressSearchResult): RecentSearch[] {
  const kept: RecentSearch = {
    place_id: picked.place_id,
    display_name: picked.display_name,
    lat: picked.lat,
    lng: picked.lng,
    ...(picked.place_name ? { place_name: picked.place_name } : {}),
  };
  const others = list.filter((recent) => recent.place_id !== kept.place_id && recent.display_name !== kept.display_name);
  return [kept, ...others].slice(0, MAX_RECENT_SEARCHES);
}

/** The recent picks whose label holds every typed word (a whole word, or the start of one), most recent first. */
export function matchRecentSearches(list: readonly RecentSearch[], typed: string): AddressSearchResult[] {
  const { tokens } = parseQuery(typed);
  if (tokens.length === 0) return [];
  return list.flatMap((recent) => {
    const labelTokens = expandAddressTokens(tokenizeAddress(recent.display_name));
    if (!matchTokens(tokens, labelTokens)) return [];
    return [{ ...recent, highlighted_name: highlightMatch(recent.display_name, tokens), is_google_result: false }];
  });
}

/** A stored list as `readStoredJson` hands it over: entries of another shape are dropped, not trusted. */
export function readRecentSearches(value: unknown): RecentSearch[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((entry): entry is RecentSearch => {
      const e = entry as Partial<RecentSearch> | null;
      return (
        typeof e?.place_id === 'string' &&
        typeof e.display_name === 'string' &&
        Number.isFinite(e.lat) &&
        Number.isFinite(e.lng) &&
        (e.place_name === undefined || typeof e.place_name === 'string')
      );
    })
    .slice(0, MAX_RECENT_SEARCHES);
}

// The recent address searches kept in this browser's local storage (src/lib/search/recent-searches.ts), which the
// search box offers when the server cannot be reached.

import type { AddressSearchResult } from '../lib/api/geocode';
import { readRecentSearches, withRecentPick, type RecentSearch } from '../lib/search/recent-searches';
import { readStoredJson, writeStoredJson } from './stored-json';

const KEY = 'zonebrief.recentSearches';

export function recentSearches(): RecentSearch[] {
  return readStoredJson(KEY, 'local', readRecentSearches) ?? [];
}

export function keepRecentSearch(picked: AddressSearchResult): void {
  writeStoredJson(KEY, 'local', withRecentPick(recentSearches(), picked));
}

// The search box's look-ups: 300 ms debounce, at least 2 characters, abbreviations expanded, stale requests aborted.
// When the server cannot be reached, the saved areas' addresses and the recent searches answer instead.
import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_GEOCODE_RESULTS, MIN_GEOCODE_QUERY_LENGTH, type AddressSearchResult } from '../../lib/api/geocode';
import { matchRecentSearches } from '../../lib/search/recent-searches';
import { expandStreetAbbreviations } from '../../lib/search/street-abbreviations';
import { isServerUnreachable } from '../../platform/api-client';
import { searchSaved } from '../../platform/offline-look-up';
import { recentSearches } from '../../platform/recent-searches';
import { fetchGeocode } from './api';

export const SEARCH_DEBOUNCE_MS = 300;

/** Where an offline result came from: an area saved on this device, or a place picked lately. */
export type OfflineOrigin = 'saved-area' | 'recent';

export type AddressSearchState =
  | { status: 'idle' }
  | { status: 'too-short' }
  | { status: 'searching' }
  | {
      status: 'results';
      results: AddressSearchResult[];
      /** What the user typed, which the rows bold. */
      typed: string;
      /** Present when the server could not be reached: each result's origin, in the results' order. */
      offline?: readonly OfflineOrigin[];
    }
  | { status: 'no-results' }
  /** Nothing found, and the dataset has no address points for the gazetteer to search: the place may well exist. */
  | { status: 'addresses-not-loaded' }
  /** The server could not be reached, and neither the saved areas nor the recent searches hold what was typed. */
  | { status: 'offline-no-results' }
  | { status: 'failed'; message: string };

/** Recent picks first (the user chose them), then the saved areas' addresses, each place once. */
async function searchOffline(typed: string, expanded: string): Promise<AddressSearchState> {
  const recent = matchRecentSearches(recentSearches(), typed);
  // Where the saved areas cannot be read (no worker, storage refused), the recent searches still answer.
  const saved = await searchSaved(expanded).catch((): AddressSearchResult[] => []);
  const rows: Array<{ result: AddressSearchResult; origin: OfflineOrigin }> = [];
  for (const result of recent) rows.push({ result, origin: 'recent' });
  for (const result of saved) {
    if (!rows.some((row) => row.result.place_id === result.place_id)) rows.push({ result, origin: 'saved-area' });
  }
  const shown = rows.slice(0, MAX_GEOCODE_RESULTS);
  if (shown.length === 0) return { status: 'offline-no-results' };
  return { status: 'results', results: shown.map((row) => row.result), typed, offline: shown.map((row) => row.origin) };
}

export interface AddressSearch {
  state: AddressSearchState;
  /** Call on every keystroke; only the last text typed within 300 ms is looked up. */
  search: (text: string) => void;
  /** Stops the pending or running look-up (after a pick) and keeps what is shown. */
  cancel: () => void;
}

export function useAddressSearch(): AddressSearch {
  const [state, setState] = useState<AddressSearchState>({ status: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    running.current?.abort();
    running.current = null;
  }, []);

  const lookUp = useCallback(async (typed: string) => {
    const controller = new AbortController();
    running.current = controller;
    const expanded = expandStreetAbbreviations(typed);
    const result = await fetchGeocode(expanded, controller.signal);
    // A newer keystroke or a pick has taken over; its answer is the one to show.
    if (controller.signal.aborted) return;
    if (!result.ok && isServerUnreachable(result.error)) {
      const offline = await searchOffline(typed, expanded);
      if (controller.signal.aborted) return;
      running.current = null;
      setState(offline);
      return;
    }
    running.current = null;
    if (!result.ok) {
      setState({ status: 'failed', message: `Address search failed. ${result.error.message}` });
    } else if (result.data.results.length === 0) {
      setState({ status: result.data.source === 'gazetteer' && result.data.addresses === 'not-loaded' ? 'addresses-not-loaded' : 'no-results' });
    } else {
      setState({ status: 'results', results: result.data.results.slice(0, MAX_GEOCODE_RESULTS), typed });
    }
  }, []);

  const search = useCallback(
    (text: string) => {
      cancel();
      const typed = text.trim();
      if (typed === '') return setState({ status: 'idle' });
      if (typed.length < MIN_GEOCODE_QUERY_LENGTH) return setState({ status: 'too-short' });
      setState({ status: 'searching' });
      timer.current = setTimeout(() => void lookUp(typed), SEARCH_DEBOUNCE_MS);
    },
    [cancel, lookUp],
  );

  useEffect(() => cancel, [cancel]);

  return { state, search, cancel };
}

// The search box's look-ups: 300 ms debounce, at least 2 characters, abbreviations expanded, stale requests aborted.
import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_GEOCODE_RESULTS, MIN_GEOCODE_QUERY_LENGTH, type AddressSearchResult } from '../../lib/api/geocode';
import { expandStreetAbbreviations } from '../../lib/search/street-abbreviations';
import { fetchGeocode } from './api';

export const SEARCH_DEBOUNCE_MS = 300;

export type AddressSearchState =
  | { status: 'idle' }
  | { status: 'too-short' }
  | { status: 'searching' }
  | { status: 'results'; results: AddressSearchResult[]; /** What the user typed, which the rows bold. */ typed: string }
  | { status: 'no-results' }
  | { status: 'failed'; message: string };

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
    running.current = null;
    if (!result.ok) {
      setState({ status: 'failed', message: `Address search failed. ${result.error.message}` });
    } else if (result.data.results.length === 0) {
      setState({ status: 'no-results' });
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

// Looks up the zoning at a point; a newer look-up cancels the one still running.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LngLat } from '../../lib/geo/lng-lat';
import { fetchSpatialData } from './api';
import type { PlaceLookup, PlaceOrigin, PlaceSource } from './model';

/** searchedAddress: for 'Address Search', the label of the result the user picked (the brief is about that address). */
export type LookUpPlace = (point: LngLat, source: PlaceSource, searchedAddress?: string) => void;

export interface PlaceLookupState {
  lookup: PlaceLookup;
  lookUp: LookUpPlace;
  /** Looks the last place up again (after a failure: offline, no answer). */
  retry: () => void;
}

export function usePlaceLookup(): PlaceLookupState {
  const [lookup, setLookup] = useState<PlaceLookup>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  const last = useRef<PlaceOrigin | null>(null);

  const lookUp = useCallback<LookUpPlace>((point, source, searchedAddress) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const origin: PlaceOrigin = source === 'Address Search' && searchedAddress ? { point, source, searchedAddress } : { point, source };
    last.current = origin;
    setLookup({ status: 'loading', ...origin });
    void fetchSpatialData(point, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setLookup(result.ok ? { status: 'ready', ...origin, answer: result.data } : { status: 'failed', ...origin, error: result.error });
    });
  }, []);

  const retry = useCallback(() => {
    if (last.current) lookUp(last.current.point, last.current.source, last.current.searchedAddress);
  }, [lookUp]);

  useEffect(() => () => running.current?.abort(), []);

  return { lookup, lookUp, retry };
}

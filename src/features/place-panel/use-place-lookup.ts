// Looks up the zoning at a point; a newer look-up cancels the one still running.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LngLat } from '../../lib/geo/lng-lat';
import { fetchSpatialData } from './api';
import type { PlaceLookup, PlaceOrigin, PlaceSource } from './model';

/** searchedAddress: for 'Address Search', the label of the result the user picked (the brief is about that address). */
export type LookUpPlace = (point: LngLat, source: PlaceSource, searchedAddress?: string) => void;

export function usePlaceLookup(): { lookup: PlaceLookup; lookUp: LookUpPlace } {
  const [lookup, setLookup] = useState<PlaceLookup>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);

  const lookUp = useCallback<LookUpPlace>((point, source, searchedAddress) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const origin: PlaceOrigin = source === 'Address Search' && searchedAddress ? { point, source, searchedAddress } : { point, source };
    setLookup({ status: 'loading', ...origin });
    void fetchSpatialData(point, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setLookup(result.ok ? { status: 'ready', ...origin, answer: result.data } : { status: 'failed', ...origin, error: result.error });
    });
  }, []);

  useEffect(() => () => running.current?.abort(), []);

  return { lookup, lookUp };
}

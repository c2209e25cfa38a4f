// Looks up the zoning at a point; a newer look-up cancels the one still running.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LngLat } from '../../lib/geo/lng-lat';
import { NOT_SAVED_CODE, NOT_SAVED_MESSAGE } from '../../lib/offline/saved-answer';
import { isServerUnreachable, OFFLINE_ERROR, type ApiError } from '../../platform/api-client';
import { isBrowserOnline } from '../../platform/connection';
import { lookUpSaved } from '../../platform/offline-look-up';
import { fetchSpatialData } from './api';
import { answeredLookup, type PlaceLookup, type PlaceOrigin, type PlaceSource } from './model';

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
    // The browser knows it is offline: the saved areas answer at once, without a request that can only fail first.
    if (!isBrowserOnline()) {
      void fromSavedAreas(origin, OFFLINE_ERROR).then((saved) => {
        if (!controller.signal.aborted) setLookup(saved);
      });
      return;
    }
    void fetchSpatialData(point, controller.signal).then(async (result) => {
      if (controller.signal.aborted) return;
      if (result.ok || !isServerUnreachable(result.error)) {
        setLookup(result.ok ? answeredLookup(origin, result.data) : { status: 'failed', ...origin, error: result.error });
        return;
      }
      // The server is out of reach: the areas saved on this device answer instead, or say the place is not among them.
      const saved = await fromSavedAreas(origin, result.error);
      if (!controller.signal.aborted) setLookup(saved);
    });
  }, []);

  const retry = useCallback(() => {
    if (last.current) lookUp(last.current.point, last.current.source, last.current.searchedAddress);
  }, [lookUp]);

  useEffect(() => () => running.current?.abort(), []);

  return { lookup, lookUp, retry };
}

/** The saved areas' answer at the point; the server's failure stands where they cannot be read. */
async function fromSavedAreas(origin: PlaceOrigin, failure: ApiError): Promise<PlaceLookup> {
  const [lng, lat] = origin.point;
  try {
    const result = await lookUpSaved(lng, lat);
    if (result.kind === 'answer' || result.kind === 'not-covered') return answeredLookup(origin, result.answer, result.source);
    if (result.kind === 'miss') return { status: 'failed', ...origin, error: { code: result.code, message: result.message } };
    return { status: 'failed', ...origin, error: { code: NOT_SAVED_CODE, message: NOT_SAVED_MESSAGE } };
  } catch {
    return { status: 'failed', ...origin, error: failure };
  }
}

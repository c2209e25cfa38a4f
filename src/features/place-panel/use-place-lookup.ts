// Looks up the zoning at a point; a newer look-up cancels the one still running.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LngLat } from '../../lib/geo/lng-lat';
import { fetchSpatialData } from './api';
import type { PlaceLookup, PlaceSource } from './model';

export function usePlaceLookup(): { lookup: PlaceLookup; lookUp: (point: LngLat, source: PlaceSource) => void } {
  const [lookup, setLookup] = useState<PlaceLookup>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);

  const lookUp = useCallback((point: LngLat, source: PlaceSource) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setLookup({ status: 'loading', point, source });
    void fetchSpatialData(point, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setLookup(
        result.ok
          ? { status: 'ready', point, source, answer: result.data }
          : { status: 'failed', point, source, error: result.error },
      );
    });
  }, []);

  useEffect(() => () => running.current?.abort(), []);

  return { lookup, lookUp };
}

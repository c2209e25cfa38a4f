// When the server switches dataset versions while a place is open, the place is looked up again from the new version,
// so the panel never shows an answer of a version the map no longer draws.
import { useEffect, useRef } from 'react';
import type { LookUpPlace } from '../../features/place-panel/use-place-lookup';
import type { PlaceLookup } from '../../features/place-panel/model';

export function usePlaceOnNewVersion(lookup: PlaceLookup, lookUp: LookUpPlace, datasetId: string | null): void {
  // Once per version: should the answer still name another (a server mid-switch), it is not asked for in a loop.
  const askedFor = useRef<string | null>(null);
  useEffect(() => {
    // A place the old version's zoning did not cover is asked again too: the new one may cover it.
    const answered = lookup.status === 'ready' ? lookup.answer : lookup.status === 'failed' ? lookup.notCovered : undefined;
    if (lookup.status === 'idle' || !answered || !datasetId || answered.dataset.id === datasetId || askedFor.current === datasetId) return;
    askedFor.current = datasetId;
    lookUp(lookup.point, lookup.source, lookup.searchedAddress);
  }, [lookup, lookUp, datasetId]);
}

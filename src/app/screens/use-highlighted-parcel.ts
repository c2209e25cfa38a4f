// The parcel /map highlights for the place looked up.
import { useState } from 'react';
import type { PlaceLookup } from '../../features/place-panel/model';

/**
 * The parcel the map highlights: the last answer's, kept while the next look-up runs and changed when it settles (to
 * its parcel, or none). Cleared at the click instead, the highlight cost a frame of its own, and on a weak or
 * software-drawn GPU the answer waited behind that frame (about 100 ms at a desktop size here); the dot at the
 * picked point says at once where the next answer is for.
 */
export function useHighlightedParcel(lookup: PlaceLookup): string | null {
  const answered = lookup.status === 'ready' ? (lookup.answer.parcel?.parceli2 ?? null) : null;
  const [highlighted, setHighlighted] = useState(answered);
  if (lookup.status !== 'loading' && answered !== highlighted) setHighlighted(answered);
  return lookup.status === 'loading' ? highlighted : answered;
}

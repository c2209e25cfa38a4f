// The brief's lot: frontage, depth, area, corner or through lot, the streets it fronts and the zones beside it.
// (Skeleton: measured in the next commits.)
import type { BriefLot, BriefProperty } from './brief-model';

/** What the lot is measured from: the parcel, the streets and the neighbouring parcels and zones around it. */
export interface LotSurroundings {
  readonly kind: 'lot-surroundings';
}

export function measureBriefLot(_surroundings: LotSurroundings | null, property: BriefProperty): BriefLot {
  return {
    frontageM: null,
    frontageMethod: '',
    depthM: null,
    depthMethod: '',
    areaM2: property.lotAreaM2,
    kind: null,
    streets: [],
    neighbours: [],
    unmeasured: 'Not measured',
    rows: [],
  };
}

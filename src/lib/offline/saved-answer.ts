// What an offline look-up answers, apart from the look-up itself: the panel and the search read these on the main
// thread, where the look-up's indexes (saved-look-up.ts, run in a worker) have no business being loaded.

import type { NotCoveredAnswer, SpatialDataAnswer } from '../api/spatial';
import type { LookUpMiss } from '../spatial/spatial-answer';

/** Which saved data answered: the panel names it. */
export interface SavedSource {
  areaName: string;
  /** ISO time the area was saved. */
  savedAt: string;
  /** The dataset version the area's pack was cut from, and that dataset's date. */
  datasetId: string;
  datasetVersion: string;
}

export type SavedLookUpResult =
  | { kind: 'answer'; answer: SpatialDataAnswer; source: SavedSource }
  /** The saved dataset's zoning does not cover the point (an import of part of the city): what it has there besides. */
  | { kind: 'not-covered'; answer: NotCoveredAnswer; source: SavedSource }
  | { kind: 'miss'; code: LookUpMiss['code']; message: string; source: SavedSource }
  | { kind: 'not-saved' };

/** The failure a place outside every saved area gets offline: it may pass once the connection is back. */
export const NOT_SAVED_CODE = 'not_saved';
export const NOT_SAVED_MESSAGE = 'This place is not in an area saved on this device. Save the area while online to look it up with no connection.';

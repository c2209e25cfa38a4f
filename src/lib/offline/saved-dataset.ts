// Which dataset a saved area and its offline answers come from, beside the one the map shows: an area saved before the
// server switched versions (`npm run data:use`) still answers from the version it was cut from, so the saved-areas list
// and the panel name that version and say when it is not the map's.

import type { DatasetInfo } from '../api/spatial';
import type { SavedArea } from './saved-areas';

/** What is known of a dataset version: its id and, where recorded, whether it is the generated demo or the City's. */
export interface DatasetRef {
  id: string;
  source?: DatasetInfo['source'] | undefined;
  demo?: boolean | undefined;
}

/** 'the demo data (demo-v6-2025-07-14)', 'City data (city-2026-02-20-1a2b3c4d)'; 'dataset <id>' where the source is unknown. */
export function datasetPhrase(dataset: DatasetRef): string {
  if (dataset.demo === true || dataset.source === 'demo') return `the demo data (${dataset.id})`;
  if (dataset.source === 'city') return `City data (${dataset.id})`;
  return `dataset ${dataset.id}`;
}

/** The version the area was saved from, as its record says; null for a record kept from before versions were recorded. */
export function savedAreaDataset(area: SavedArea): DatasetRef | null {
  return typeof area.datasetId === 'string' && area.datasetId !== '' ? { id: area.datasetId, source: area.datasetSource } : null;
}

/**
 * The mark of a saved area whose data is not the map's: saved from another version, or from one its record does not
 * name (then Refresh is offered whatever the map shows). Null when the area is the map's version, or when the map's
 * version is not known and the area's is.
 */
export function otherDatasetNote(area: SavedArea, mapDataset: DatasetRef | null): string | null {
  const saved = savedAreaDataset(area);
  if (saved && (!mapDataset || saved.id === mapDataset.id)) return null;
  const from = saved ? `Saved from ${datasetPhrase(saved)}` : 'Saved from a dataset version this device did not record';
  const now = mapDataset ? `; the map now shows ${datasetPhrase(mapDataset)}` : '';
  return `${from}${now}. Refresh saves it again from the current data.`;
}

/** The warning an offline answer gets when its version is not the one the map shows; null when it is (or is not known). */
export function savedAnswerWarning(answerDataset: DatasetRef, mapDataset: DatasetRef | null): string | null {
  if (!mapDataset || mapDataset.id === answerDataset.id) return null;
  return `This answer is from ${datasetPhrase(answerDataset)}, not ${datasetPhrase(mapDataset)}, which the map shows. Refresh the saved area when online.`;
}

// Which layers the dataset in use has: a layer that was not imported is unknown, which is not "none mapped here".
import type { AnswerLayer, DatasetInfo } from '../api/spatial';

/** What the panel and the brief say in place of a value whose layer this dataset does not have. */
export const LAYER_NOT_LOADED = 'Not loaded in this dataset';

/** Each layer in a reader's words, as a list of what is not loaded names it. */
export const LAYER_NAMES: Readonly<Record<AnswerLayer, string>> = {
  height: 'height overlay',
  coverage: 'lot coverage overlay',
  policy_area: 'policy area overlay',
  rooming_house: 'rooming house overlay',
  building_setback: 'building setback overlay',
  priority_retail_street: 'priority retail streets',
  former_bylaw: 'former municipality boundaries (which name the former by-laws)',
  parcels: 'property boundaries (parcels)',
  addresses: 'address points',
};

/** False only where the dataset says the layer was not loaded; an answer without the list predates it (all loaded). */
export function layerLoaded(dataset: Pick<DatasetInfo, 'layers'>, layer: AnswerLayer): boolean {
  return dataset.layers?.[layer] !== 'not-loaded';
}

/** The layers this dataset does not have, in ANSWER_LAYERS order. */
export function notLoadedLayers(dataset: Pick<DatasetInfo, 'layers'>): AnswerLayer[] {
  const { layers } = dataset;
  if (!layers) return [];
  return (Object.keys(LAYER_NAMES) as AnswerLayer[]).filter((layer) => layers[layer] === 'not-loaded');
}

/** "a, b and c". */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

/** "Not loaded in this dataset: the height overlay and address points."; null when every layer is loaded. */
export function notLoadedSentence(dataset: Pick<DatasetInfo, 'layers'>): string | null {
  const names = notLoadedLayers(dataset).map((layer) => LAYER_NAMES[layer]);
  return names.length === 0 ? null : `${LAYER_NOT_LOADED}: ${listInWords(names)}.`;
}

// The message a page sends its service worker when it learns the dataset version the server answers from: the worker
// then drops the tiles and map files it cached for other versions (sw/dataset-caches.ts).

export const DATASET_VERSION_MESSAGE = 'DATASET_VERSION';

export interface DatasetVersionMessage {
  type: typeof DATASET_VERSION_MESSAGE;
  id: string;
}

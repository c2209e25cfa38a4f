// Which dataset the server answers from (GET /api/dataset): its id versions the tile URLs, its flag shows "Demo data",
// its date and licence credit the map, and its files name the Property panel's sources. When an answer shows that the
// server has switched to another version, the new one replaces it here, and the map is made again with its tiles.
// Offline, or when the server is slow to say, it is the description kept from the last answer (so the tiles' URLs
// are the ones the service worker cached); a different answer later remakes the map the same way.
import { useEffect, useState } from 'react';
import type { DatasetDescription } from '../../lib/api/spatial';
import { datasetInUseNow, loadDatasetInUse, onDatasetChange } from '../../platform/dataset-in-use';

/** Don't hold the map back for long if the server is slow to say. */
const DATASET_TIMEOUT_MS = 3_000;

export type DatasetState = { status: 'loading' } | { status: 'known'; dataset: DatasetDescription } | { status: 'unknown' };

export function useDataset(): DatasetState {
  const [state, setState] = useState<DatasetState>(() => {
    const known = datasetInUseNow();
    return known ? { status: 'known', dataset: known } : { status: 'loading' };
  });
  useEffect(() => {
    let live = true;
    const stop = onDatasetChange((dataset) => setState({ status: 'known', dataset }));
    void loadDatasetInUse(DATASET_TIMEOUT_MS).then((dataset) => {
      if (live) setState((current) => (dataset ? { status: 'known', dataset } : current.status === 'loading' ? { status: 'unknown' } : current));
    });
    return () => {
      live = false;
      stop();
    };
  }, []);
  return state;
}

// Which dataset the server answers from (GET /api/dataset): its id versions the tile URLs, its flag shows "Demo data",
// its date and licence credit the map, and its files name the Property panel's sources.
import { useEffect, useState } from 'react';
import type { DatasetDescription } from '../../lib/api/spatial';
import { getJson } from '../../platform/api-client';

/** Don't hold the map back for long if the server is slow to say. */
const DATASET_TIMEOUT_MS = 3_000;

export type DatasetState = { status: 'loading' } | { status: 'known'; dataset: DatasetDescription } | { status: 'unknown' };

export function useDataset(): DatasetState {
  const [state, setState] = useState<DatasetState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    void getJson<DatasetDescription>('/api/dataset', { signal: controller.signal, timeoutMs: DATASET_TIMEOUT_MS }).then((result) => {
      if (controller.signal.aborted) return;
      setState(result.ok && typeof result.data?.id === 'string' ? { status: 'known', dataset: result.data } : { status: 'unknown' });
    });
    return () => controller.abort();
  }, []);
  return state;
}

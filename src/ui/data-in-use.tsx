// The line naming the data in use (footer, home, pricing), loaded apart from the pages' own code: the dataset is
// asked for once per page load, however many places show it.
import { useEffect, useState } from 'react';
import type { DatasetInfo } from '../lib/api/spatial';
import { dataInUseText, type DataInUsePlace } from '../lib/dataset/attribution';
import { getJson } from '../platform/api-client';

const DATASET_TIMEOUT_MS = 5_000;

let asked: Promise<DatasetInfo | null> | null = null;

/** GET /api/dataset, once; a failure is forgotten, so the next place to ask tries again. */
function datasetInUse(): Promise<DatasetInfo | null> {
  asked ??= getJson<DatasetInfo>('/api/dataset', { timeoutMs: DATASET_TIMEOUT_MS }).then((result) => {
    const dataset = result.ok && typeof result.data?.id === 'string' ? result.data : null;
    if (!dataset) asked = null;
    return dataset;
  });
  return asked;
}

/**
 * Said until the server has named its dataset, and if it cannot: the footer a line that claims nothing about the data,
 * the home and pricing pages nothing.
 */
const PENDING: Readonly<Record<DataInUsePlace, string | null>> = {
  footer: 'Map data: named on the map, with its licence.',
  home: null,
  pricing: null,
};

export interface DataInUseProps {
  place: DataInUsePlace;
  className?: string;
}

export default function DataInUse({ place, className }: DataInUseProps) {
  const [dataset, setDataset] = useState<DatasetInfo | null>(null);
  useEffect(() => {
    let live = true;
    void datasetInUse().then((known) => {
      if (live) setDataset(known);
    });
    return () => {
      live = false;
    };
  }, []);
  const text = dataset ? dataInUseText(dataset, place) : PENDING[place];
  return text === null ? null : <p className={className}>{text}</p>;
}

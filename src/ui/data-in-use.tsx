// The line naming the data in use (footer, home, pricing), loaded apart from the pages' own code: the dataset is
// asked for once per page load, however many places show it, and the line follows the server to a new version.
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { DatasetInfo } from '../lib/api/spatial';
import { dataInUseText, type DataInUsePlace } from '../lib/dataset/attribution';
import { datasetInUseNow, loadDatasetInUse, onDatasetChange } from '../platform/dataset-in-use';

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

const followDataset = (notify: () => void) => onDatasetChange(() => notify());
/** A prerendered page was built knowing no dataset: hydrated as such, then the one known. */
const NONE_KNOWN_WHEN_BUILT = () => null;

export default function DataInUse({ place, className }: DataInUseProps) {
  const known = useSyncExternalStore(followDataset, datasetInUseNow, NONE_KNOWN_WHEN_BUILT);
  const [loaded, setLoaded] = useState<DatasetInfo | null>(null);
  useEffect(() => {
    let live = true;
    void loadDatasetInUse().then((answer) => {
      if (live) setLoaded(answer);
    });
    return () => {
      live = false;
    };
  }, []);
  const dataset = known ?? loaded;
  const text = dataset ? dataInUseText(dataset, place) : PENDING[place];
  return text === null ? null : <p className={className}>{text}</p>;
}

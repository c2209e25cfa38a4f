// The lines under the cards saying where the answer's data comes from: the dataset (the generated demo with its
// version's date, or the City's open data with its import day and licence), the City's files it was made from with
// each one's publication date, and the layers it lacks.
import type { DatasetInfo, DatasetSourceInfo } from '../../lib/api/spatial';
import { panelDataLine, sourceDataLines } from '../../lib/dataset/attribution';
import { notLoadedSentence } from '../../lib/dataset/layers';

interface DataSourceLineProps {
  dataset: DatasetInfo;
  /** The City's files the dataset was made from (GET /api/dataset), once known; none for the demo. */
  sources?: readonly DatasetSourceInfo[];
}

export function DataSourceLine({ dataset, sources = [] }: DataSourceLineProps) {
  const missing = notLoadedSentence(dataset);
  return (
    <div className="place-panel__source">
      <p>{panelDataLine(dataset)}</p>
      {sources.length > 0 ? <p>City datasets: {sourceDataLines(sources).join('; ')}.</p> : null}
      {missing ? <p>{missing}</p> : null}
    </div>
  );
}

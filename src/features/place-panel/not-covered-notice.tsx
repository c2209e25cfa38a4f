// "Not covered by this dataset": the point is inside the city, but the dataset's zoning (an import of part of the city)
// does not reach it. Not a gap in the zoning map: the Property tab says so above the overlays the dataset has there.
import type { DatasetInfo } from '../../lib/api/spatial';
import { NOT_COVERED_TITLE, notCoveredPanelText } from '../../lib/dataset/zoning-coverage';

export function NotCoveredNotice({ dataset }: { dataset: DatasetInfo }) {
  return (
    <div className="notice notice--warning" role="alert">
      <p className="place-panel__notice-title">{NOT_COVERED_TITLE}</p>
      <p className="place-panel__notice-text">{notCoveredPanelText(dataset)}</p>
    </div>
  );
}

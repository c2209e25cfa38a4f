// What is said at a point inside the city that the dataset's zoning does not cover (an import of part of the city): the
// dataset does not hold that place, which is not a gap in the zoning map (docs/decisions.md, "Outside the data is not a
// gap in the map"). The API's messages and the panels' words, in one place.
import type { DatasetInfo } from '../api/spatial';

/** The error code the API (404 on a look-up that needs zoning, 422 on an analysis) and the panels use for it. */
export const NOT_COVERED_CODE = 'not_covered';

export const NOT_COVERED_TITLE = 'Not covered by this dataset';

type Named = Pick<DatasetInfo, 'name' | 'id'>;

/** "City of Toronto open data (city-2026-02-20-0badc0de)": the version by its id (the data line under it dates it). */
const datasetNamed = (dataset: Named) => `${dataset.name} (${dataset.id})`;

/** The sentence itself: the API's message, and the Property tab's first words. */
export function notCoveredMessage(dataset: Named): string {
  return `This dataset’s zoning does not cover this point: ${datasetNamed(dataset)} holds the zoning of part of the city only.`;
}

/** The Property tab's notice, above the overlays the dataset has at the point. */
export function notCoveredPanelText(dataset: Named): string {
  return `${notCoveredMessage(dataset)} This is not a gap in the zoning map: the zoning here is not in this dataset. The overlays it has at this point are below.`;
}

/** The Analysis tab's words in place of the analysis. */
export function notCoveredAnalysisText(dataset: Named): string {
  return `This place cannot be analysed: this dataset’s zoning does not cover it (${datasetNamed(dataset)} holds the zoning of part of the city only), so there is no zoning here for a brief.`;
}

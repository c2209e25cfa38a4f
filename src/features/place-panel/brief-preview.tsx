// What the Type D Informational Zoning Brief will contain for the selected place, read from the spatial answer.
import type { SpatialDataAnswer } from '../../lib/api/spatial';
import { formatDataDay } from '../../lib/dataset/attribution';
import { LAYER_NOT_LOADED, notLoadedLayers } from '../../lib/dataset/layers';
import { mappedOverlayNames, unloadedOverlayNames } from '../../lib/report/brief-overlays';
import { SUMMARY_PAGE_HEADINGS, summaryFacts } from '../../lib/report/brief-summary-page';
import { buildBrief } from '../../lib/report/build-brief';
import { readExceptions } from '../../lib/report/brief-zoning';
import { formatParcelArea } from './format';

interface PreviewItem {
  term: string;
  detail: string;
  /** Facts of this place that the brief will state, read by the brief's own code. */
  facts?: readonly string[];
}

/**
 * The summary page's headings and two of its facts, written by the rules engine itself (buildBrief is pure and shared
 * with the client), so the preview cannot promise other than what the brief will say.
 */
function summaryItem(answer: SpatialDataAnswer): PreviewItem {
  const { summary } = buildBrief({ reportId: 'Preview', generatedAt: new Date(0).toISOString(), spatial: answer, source: 'Map Click' });
  return {
    term: 'Summary',
    detail: `A first page: ${Object.values(SUMMARY_PAGE_HEADINGS).join('; ')}. For this place:`,
    facts: summaryFacts(summary),
  };
}

export function briefContents(answer: SpatialDataAnswer): PreviewItem[] {
  const { zone, parcel, overlays, dataset } = answer;
  const formerArea = answer.former_bylaw_area || zone.is_former_city_area;
  const overlaysFound = mappedOverlayNames(overlays);
  const overlaysUnknown = unloadedOverlayNames(overlays, dataset);
  const unknownNote = overlaysUnknown.length > 0 ? `; ${LAYER_NOT_LOADED.toLowerCase()}: ${overlaysUnknown.join(', ')}` : '';
  const notLoaded = notLoadedLayers(dataset).length;
  // The brief's own reading (the label's '(x n)' first, then the data's number), so the preview cannot promise otherwise.
  const exceptions = readExceptions(answer);
  const items: PreviewItem[] = [
    summaryItem(answer),
    {
      term: 'Zoning, decoded',
      detail: formerArea
        ? `${zone.zone_code ?? zone.base_zone}: a former by-law area, so no By-law 569-2013 standards; the former by-law and a pointer to City Planning`
        : `${zone.zone_code ?? zone.base_zone} (${zone.zone_label}) read clause by clause, each with its by-law section`,
    },
    {
      term: 'Exceptions',
      detail:
        exceptions.length === 0
          ? 'No site-specific exception at this point'
          : `${exceptions.map((exception) => `Exception ${exception.number}: ${exception.section}`).join('; ')}, linked to Chapter 900`,
    },
    {
      term: 'Overlays',
      detail: `${overlaysFound.length > 0 ? `Found: ${overlaysFound.join(', ')}` : 'None found at this point'}${unknownNote}`,
    },
    {
      term: 'Derived figures',
      detail: parcel
        ? `Maximum gross floor area, coverage footprint and units for a ${formatParcelArea(parcel, 'm2')} lot, where the zone sets them`
        : 'No parcel was found here, so figures that need the lot area are left out',
    },
    { term: 'Site figure', detail: 'The parcel and the zones around it, with a scale bar and north arrow' },
    {
      term: 'Data provenance',
      detail:
        `${dataset.name}, ${formatDataDay(dataset.version)} (${dataset.demo ? 'generated demo data, not for reliance; the cover says so' : 'City of Toronto open data'})` +
        (notLoaded > 0 ? `, and the layers not loaded in this dataset` : ''),
    },
    { term: 'PDF', detail: 'Saved to My Reports, to download again at any time' },
  ];
  return items;
}

export function BriefPreview({ answer }: { answer: SpatialDataAnswer }) {
  return (
    <dl className="analysis__contents">
      {briefContents(answer).map((item) => (
        <div key={item.term} className="analysis__content-row">
          <dt>{item.term}</dt>
          <dd>
            {item.detail}
            {item.facts ? (
              <ul className="analysis__facts">
                {item.facts.map((fact) => (
                  <li key={fact}>{fact}</li>
                ))}
              </ul>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

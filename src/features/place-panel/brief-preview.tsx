// What the Type D Informational Zoning Brief will contain for the selected place, read from the spatial answer.
import type { SpatialDataAnswer } from '../../lib/api/spatial';
import { formatDataDay } from '../../lib/dataset/attribution';
import { LAYER_NOT_LOADED, notLoadedLayers } from '../../lib/dataset/layers';
import { MEASURED_LOT_CONTENTS } from '../../lib/report/brief-lot';
import { BRIEF_SECTION_TITLES, type ZoningBrief } from '../../lib/report/brief-model';
import { mappedOverlayNames, unloadedOverlayNames } from '../../lib/report/brief-overlays';
import { SUMMARY_PAGE_HEADINGS, summaryFacts } from '../../lib/report/brief-summary-page';
import { buildBrief } from '../../lib/report/build-brief';
import { SITE_FIGURE_CONTENTS } from '../../lib/report/site-figure';
import { formatParcelArea } from './format';

interface PreviewItem {
  term: string;
  detail: string;
  /** Facts of this place that the brief will state, read by the brief's own code. */
  facts?: readonly string[];
}

/**
 * The brief as the rules engine writes it for this place (buildBrief is pure and shared with the client), so the
 * preview cannot promise other than what the brief will say. The client has no street or neighbouring parcel, so this
 * brief's lot is not measured: the preview states only what does not depend on the measurement.
 */
function previewBrief(answer: SpatialDataAnswer): ZoningBrief {
  return buildBrief({ reportId: 'Preview', generatedAt: new Date(0).toISOString(), spatial: answer, source: 'Map Click' });
}

/** The summary page's headings and two of its facts. */
function summaryItem({ summary }: ZoningBrief): PreviewItem {
  return {
    term: BRIEF_SECTION_TITLES.summary,
    detail: `A first page: ${Object.values(SUMMARY_PAGE_HEADINGS).join('; ')}. For this place:`,
    facts: summaryFacts(summary),
  };
}

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

const LOT_MINIMUMS = ['Lot frontage against the minimum', 'Lot area against the minimum'];

/**
 * What "The lot" measures, and the label's minimums it compares the lot with: the area's comparison as the brief states
 * it, the frontage's minimum as the label sets it (the brief compares it with the frontage it measures).
 */
function lotItem({ property, derived }: ZoningBrief): PreviewItem {
  const term = BRIEF_SECTION_TITLES.lot;
  if (property.parcelId === null) return { term, detail: 'No parcel was found here, so the lot cannot be measured: the brief says so' };
  const facts = derived
    .filter((row) => LOT_MINIMUMS.includes(row.label))
    .map((row) => (row.label === LOT_MINIMUMS[0] ? `${row.note ?? ''}: the brief compares the frontage it measures with it` : `${row.note ?? ''}: ${lowerFirst(row.value)}`));
  return {
    term,
    detail:
      `Measured from the parcel, the street centrelines and the neighbouring parcels and zones: ${MEASURED_LOT_CONTENTS.join('; ')}. ` +
      `Where something cannot be measured, the brief says why.${facts.length > 0 ? ' For this place:' : ''}`,
    ...(facts.length > 0 ? { facts } : {}),
  };
}

/** "Standards and the regulations that set them": each standard the brief lists, in its order. */
function regulationsItem({ regulations, formerBylaw }: ZoningBrief): PreviewItem {
  const term = BRIEF_SECTION_TITLES.regulations;
  if (formerBylaw !== null || regulations.length === 1) return { term, detail: regulations.map((row) => row.value).join('; ') };
  const standards = regulations.map((row) => lowerFirst(row.label));
  return { term, detail: `Each standard with the article that sets it, linked to the City's page: ${standards.join(', ')}` };
}

export function briefContents(answer: SpatialDataAnswer): PreviewItem[] {
  const { zone, parcel, overlays, dataset } = answer;
  const brief = previewBrief(answer);
  const formerArea = answer.former_bylaw_area || zone.is_former_city_area;
  const overlaysFound = mappedOverlayNames(overlays);
  const overlaysUnknown = unloadedOverlayNames(overlays, dataset);
  const unknownNote = overlaysUnknown.length > 0 ? `; ${LAYER_NOT_LOADED.toLowerCase()}: ${overlaysUnknown.join(', ')}` : '';
  const notLoaded = notLoadedLayers(dataset).length;
  // The brief's own reading (the label's '(x n)' first, then the data's number), so the preview cannot promise otherwise.
  const { exceptions, exceptionsKnown } = brief;
  const items: PreviewItem[] = [
    summaryItem(brief),
    lotItem(brief),
    {
      term: 'Zoning, decoded',
      detail: formerArea
        ? `${zone.zone_code ?? zone.base_zone}: a former by-law area, so no By-law 569-2013 standards; the former by-law and a pointer to City Planning`
        : zone.zone_code === null
          ? `${zone.base_zone} (${zone.zone_label}): the full zone label is not in this dataset, so there are no clauses to decode`
          : `${zone.zone_code} (${zone.zone_label}) read clause by clause, each with its by-law section`,
    },
    regulationsItem(brief),
    {
      term: 'Exceptions',
      detail:
        exceptions.length === 0
          ? exceptionsKnown
            ? 'No site-specific exception at this point'
            : 'Not known: this dataset carries neither the zone label nor the exception fields'
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
    { term: 'Site figure', detail: SITE_FIGURE_CONTENTS },
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

// The brief's standards, each with the article of By-law 569-2013 that governs it and the City's page for it, and what
// changes those standards on this lot. A value is stated only where the data gives it (label, overlays, COVERAGE,
// Policy Area) or the reviewed table of by-law values does (bylaw-values.ts); everything else points to its article.
import type { DatasetInfo, SpatialDataAnswer } from '../api/spatial';
import { LAYER_NOT_LOADED, layerLoaded } from '../dataset/layers';
import { sectionUrl } from '../zoning/bylaw-links';
import { articleClaimed, citeArticle, setBy, shortArticle, zoneArticles, type StandardArticle } from '../zoning/bylaw-articles';
import { BYLAW_VALUES, citeValue, shortCite, type BylawValue } from '../zoning/bylaw-values';
import { findZone } from '../zoning/zone-categories';
import type { ParsedZoneString } from '../zoning/zone-string';
import type { BriefException, BriefLot, BriefRow } from './brief-model';
import { governingCoverage } from './brief-derived';
import { heightInWords, type ZoneOwnLimits } from './brief-overlays';
import { formatNumber, positive } from './format';

type Overlays = SpatialDataAnswer['overlays'];

/** What the standards of a place are read from. */
export interface StandardsContext {
  /** The zone symbol (ZN_ZONE); the data's own word in a former by-law area. */
  symbol: string;
  parsed: ParsedZoneString;
  /** The by-law that governs where 569-2013 does not; null where 569-2013 applies. */
  formerBylaw: string | null;
  /** Null where the dataset cannot say. */
  holding: boolean | null;
  exceptions: readonly BriefException[];
  overlays: Overlays;
  dataset: Pick<DatasetInfo, 'layers'>;
  /** COVERAGE: the zone's own maximum lot coverage in the data (already checked for "no value"). */
  zoneCoverage: number | null;
  lot: Pick<BriefLot, 'kind' | 'streets' | 'neighbours' | 'unmeasured'>;
}

const POLICY_AREA_MAP = '995.10';
const HEIGHT_MAP = '995.20';
const COVERAGE_MAP = '995.30';

/**
 * Where the zone's own regulation for a standard is: "the zone's height regulation is 10.20.40.10"; where no article of
 * the zone is known for it, that, and the section cited instead, so a figure from the data is not tied to a rule the
 * zone may not have.
 */
function zoneRegulation(article: StandardArticle, what: string): string {
  return articleClaimed(article) ? `the zone's ${what}regulation is ${citeArticle(article)}` : `the zone's ${what}article is not known: ${citeArticle(article)}`;
}

function articleRow(article: StandardArticle, value: string, note?: string): BriefRow {
  const row: BriefRow = { label: article.label, value, section: shortArticle(article), url: article.url };
  return note === undefined ? row : { ...row, note };
}

/** Where a reviewed value was read, and the date of the consolidation it was read in (or why there is none). */
function readIn(value: BylawValue): string {
  const date = value.consolidatedOn === null ? `consolidation date not shown (${value.undatedBecause ?? 'not recorded'})` : `consolidated ${value.consolidatedOn}`;
  return `Read in the by-law's text, ${citeValue(value)}; ${date}`;
}

function valueRow(label: string, value: BylawValue): BriefRow {
  return { label, value: value.value, section: shortCite(value), url: value.url, note: readIn(value) };
}

function usesRows(symbol: string, article: StandardArticle): BriefRow[] {
  if (symbol !== 'CR') return [articleRow(article, setBy(article))];
  const c = BYLAW_VALUES['cr-uses-c'];
  return [
    { ...valueRow('Permitted uses under "c"', c), note: `${readIn(c)}. ${BYLAW_VALUES['cr-medical-office'].value} (${citeValue(BYLAW_VALUES['cr-medical-office'])})` },
    valueRow('Permitted uses under "r"', BYLAW_VALUES['cr-uses-r']),
  ];
}

function heightRow(context: StandardsContext, article: StandardArticle): BriefRow {
  const { height } = context.overlays;
  const words = height === null ? null : heightInWords(height);
  const openSpace = findZone(context.symbol)?.chapter === 90;
  const measured = BYLAW_VALUES['open-space-height-measured'];
  const roof = BYLAW_VALUES['open-space-roof-structures'];
  // Open Space: how height is measured and one roof-structure allowance were read in 90.5's text.
  const openSpaceNote = openSpace ? `${measured.value} (${citeValue(measured)}). ${roof.value} (${citeValue(roof)}).` : undefined;
  if (words === null || height === null) return articleRow(article, setBy(article), openSpaceNote);
  const mapped = `${words} (Height overlay "${height.HT_STRING.trim() || words}", ${HEIGHT_MAP})`;
  const regulation = zoneRegulation(article, 'height ');
  return articleRow(article, mapped, [`${regulation.charAt(0).toUpperCase()}${regulation.slice(1)}`, openSpaceNote].filter(Boolean).join('. '));
}

/**
 * The lot coverage the data gives (the zone's COVERAGE, else the overlay's), cited to the zone's coverage article; an
 * overlay's figure where the zone has no coverage article known is cited to the overlay map.
 */
function coverageRow(context: StandardsContext, article: StandardArticle): BriefRow {
  const overlay = positive(context.overlays.coverage?.PRCNT_CVER);
  const coverage = governingCoverage(context.zoneCoverage, overlay, null);
  if (coverage === null) return articleRow(article, setBy(article));
  const value = `${formatNumber(coverage.percent, 2)}% of the lot area`;
  if (coverage.source === 'overlay' && !articleClaimed(article)) {
    return { label: 'Lot coverage', value, section: COVERAGE_MAP, url: sectionUrl('995.30'), note: `From the Lot coverage overlay (${COVERAGE_MAP})` };
  }
  const from = coverage.source === 'zone' ? 'COVERAGE in the zoning data' : `the Lot coverage overlay (${COVERAGE_MAP})`;
  return articleRow(article, value, `From ${from}; ${zoneRegulation(article, '')}`);
}

function parkingRow(context: StandardsContext, article: StandardArticle): BriefRow {
  const area = positive(context.overlays.policy_area?.POLICY_ID);
  if (area !== null) {
    return articleRow(article, `Policy Area ${formatNumber(area, 0)} (Policy Area overlay, ${POLICY_AREA_MAP}): its rates are set by ${article.article}: see the by-law`);
  }
  const why = layerLoaded(context.dataset, 'policy_area')
    ? 'no Policy Area is mapped at this point'
    : `the Policy Area overlay is ${LAYER_NOT_LOADED.toLowerCase()}, so the Policy Area here is not known`;
  return articleRow(article, `${setBy(article)} (${why})`);
}

function standardSetRow(parsed: ParsedZoneString): BriefRow | null {
  const clause = parsed.clauses.standardSet;
  if (clause === undefined) return null;
  const sets = BYLAW_VALUES['cr-standard-sets'];
  return { ...valueRow('Development standard set', sets), value: `${clause}: ${sets.value}` };
}

/**
 * One row per standard of the zone, in reading order, each with its article and page. In a former by-law area, one
 * row saying which by-law governs; for a zone symbol the by-law does not have, one row saying so.
 */
export function readRegulations(context: StandardsContext): BriefRow[] {
  if (context.formerBylaw !== null) {
    return [
      {
        label: 'Standards',
        value: `By-law 569-2013 sets no standards here: ${context.formerBylaw} governs`,
        section: null,
        note: 'Its standards are not in this brief: City Planning can give the by-law and its text',
      },
    ];
  }
  if (findZone(context.symbol) === undefined) {
    const why = context.symbol.trim() === '' ? 'The data gives no zone symbol here' : `"${context.symbol}" is not a zone of By-law 569-2013`;
    return [{ label: 'Standards', value: `${why}, so no article can be cited`, section: null, note: 'From the zone symbol in the zoning data (ZN_ZONE)' }];
  }
  const articles = zoneArticles(context.symbol);
  const rows: BriefRow[] = [];
  for (const article of articles) {
    if (article.standard === 'uses') rows.push(...usesRows(context.symbol, article));
    else if (article.standard === 'height') rows.push(heightRow(context, article));
    else if (article.standard === 'coverage') rows.push(coverageRow(context, article));
    else if (article.standard === 'parking') rows.push(parkingRow(context, article));
    else rows.push(articleRow(article, setBy(article)));
    const set = article.standard === 'uses' && context.symbol === 'CR' ? standardSetRow(context.parsed) : null;
    if (set !== null) rows.push(set);
  }
  return rows;
}

/**
 * The zone's own height and coverage articles, as the overlays table cites them where no overlay is mapped; null where
 * no article of the zone is known for one (the table then does not claim the zone sets a limit).
 */
export function zoneOwnLimits(symbol: string, former: boolean): ZoneOwnLimits {
  if (former || findZone(symbol) === undefined) return { height: null, coverage: null };
  const articles = zoneArticles(symbol);
  const cite = (standard: StandardArticle['standard']): string | null => {
    const article = articles.find((candidate) => candidate.standard === standard);
    return article === undefined || !articleClaimed(article) ? null : shortArticle(article);
  };
  return { height: cite('height'), coverage: cite('coverage') };
}

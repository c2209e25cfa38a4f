// The brief's lot: frontage, depth, area, corner or through lot, the streets it fronts and the zones beside it,
// measured from the parcel and its surroundings (src/lib/geo/lot-measure.ts), each figure with its source.
import { measureLot, STREET_REACH_METRES, type LotMeasurement, type LotSurroundings } from '../geo/lot-measure';
import { chapterUrl, sectionUrl } from '../zoning/bylaw-links';
import type { BriefLot, BriefProperty, BriefRow, LotNeighbour } from './brief-model';
import { formatArea, formatNumber } from './format';

export type { LotSurroundings };

export const MEASURED_SOURCE = 'Measured from the parcel polygon and the Toronto Centreline';
export const AREA_SOURCE = 'From the parcel data';
export const SURROUNDINGS_NOT_READ = 'The streets and parcels around this place were not read: the lot was not measured';
export const NOT_MEASURED = 'Not measured';
export const NO_ZONE_MAPPED = 'No zone mapped there';

/**
 * What "The lot" states where the lot is measured, one entry per kind of row, in the rows' order: the Analysis tab's
 * preview names these (brief-lot.test.ts checks a measured lot's rows against them).
 */
export const MEASURED_LOT_CONTENTS = [
  'lot frontage, and how it was measured',
  'lot depth',
  'lot area',
  'corner or through lot',
  'the streets it fronts',
  'the zone on each side, at the rear and across the street',
] as const;

/** The residential sections whose Lot Frontage article the by-law's table of contents was read for (the reference). */
const FRONTAGE_ARTICLES_READ: Readonly<Record<string, string>> = {
  '10.10': '10.10.30.20',
  '10.40': '10.40.30.20',
  '15.10': '15.10.30.20',
};
/** The Residential category's own lot frontage article (10.5), read in Chapter 10's table of contents. */
const RESIDENTIAL_FRONTAGE_ARTICLE = '10.5.30.20';

/** Where the by-law sets lot frontage for the zone: an article and whether its number was read or inferred. */
interface FrontageArticle {
  article: string;
  inferred: boolean;
  url: string;
}

/**
 * The zone's Lot Frontage article: read in the reference for R, RS and RA; for the other residential zones (Chapters 10
 * and 15) inferred from the by-law's uniform numbering (<section>.30.20); none for the other chapters.
 */
export function frontageArticles(zoneSection: string | null): FrontageArticle[] {
  if (zoneSection === null || !/^1[05]\.\d+$/.test(zoneSection)) return [];
  const read = FRONTAGE_ARTICLES_READ[zoneSection];
  const zone: FrontageArticle = { article: read ?? `${zoneSection}.30.20`, inferred: read === undefined, url: sectionUrl(zoneSection) };
  return zoneSection.startsWith('10.') ? [{ article: RESIDENTIAL_FRONTAGE_ARTICLE, inferred: false, url: chapterUrl(10) }, zone] : [zone];
}

function citeArticles(articles: readonly FrontageArticle[]): string {
  if (articles.length === 0) return "The by-law's own lot frontage rules for this zone are not cited here: see the zone's section.";
  const named = articles.map((a) => (a.inferred ? `${a.article} (number inferred from the by-law's uniform numbering, not read on the City's page)` : a.article));
  return `The by-law's own lot frontage rules are in ${named.join(' and ')}.`;
}

const KIND_WORDS: Record<NonNullable<BriefLot['kind']>, string> = {
  interior: 'Interior lot (one street)',
  corner: 'Corner lot',
  through: 'Through lot (streets front and rear)',
  'corner and through': 'Corner and through lot',
};

function frontRuleWords(measured: LotMeasurement): string {
  switch (measured.frontRule) {
    case 'address':
      return "the front street is the one named in the parcel's address";
    case 'shorter street line':
      return 'the front street is the one with the shorter street line (our rule where the address does not name one)';
    default:
      return 'the lot has a street line on one street only';
  }
}

/** Where each neighbouring zone is read, in words. */
const NEIGHBOUR_PLACE: Record<LotNeighbour['side'], string> = {
  left: 'left side',
  right: 'right side',
  rear: 'rear',
  'across the street': 'front, past the street centreline',
};

function neighbourRows(neighbours: readonly LotNeighbour[]): BriefRow[] {
  return neighbours.map((n) => ({
    label: n.side === 'across the street' ? 'Zone across the street' : `Zone to the ${n.side}`,
    value: n.zone === null ? NO_ZONE_MAPPED : (n.label ?? n.zone),
    section: null,
    note: `Read from the zoning map just beyond the lot's ${NEIGHBOUR_PLACE[n.side]}, seen from the front street`,
  }));
}

function areaRow(property: BriefProperty): BriefRow {
  return {
    label: 'Lot area',
    value: property.lotAreaM2 === null ? 'Not in the parcel data' : formatArea(property.lotAreaM2),
    section: null,
    note: AREA_SOURCE,
  };
}

function unmeasuredLot(property: BriefProperty, reason: string): BriefLot {
  return {
    frontageM: null,
    frontageMethod: '',
    depthM: null,
    depthMethod: '',
    areaM2: property.lotAreaM2,
    kind: null,
    streets: [],
    neighbours: [],
    unmeasured: reason,
    rows: [{ label: 'Lot frontage and depth', value: NOT_MEASURED, section: null, note: reason }, areaRow(property)],
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The brief's lot from the parcel's surroundings (null where none were read). `zoneSection` is the zone's confirmed
 * section ('10.20'), whose lot frontage article the frontage row cites; null where there is none. `addresses` are the
 * parcel's own (ParcelAnswer.addresses): the street one of them names is the front.
 */
export function measureBriefLot(
  surroundings: LotSurroundings | null,
  property: BriefProperty,
  zoneSection: string | null = null,
  addresses: readonly string[] = [],
): BriefLot {
  if (surroundings === null) return unmeasuredLot(property, SURROUNDINGS_NOT_READ);
  const measured = measureLot(surroundings, addresses);
  if (measured.frontageM === null || measured.depthM === null || measured.kind === null) return unmeasuredLot(property, measured.unmeasured ?? NOT_MEASURED);

  const [front, ...others] = measured.streetLines;
  const frontName = front?.street ?? '';
  const articles = frontageArticles(zoneSection);
  const zoneArticle = articles.at(-1);
  const frontageMethod =
    `ZoneBrief's method, not the by-law's definition: the length of the parcel's lot lines that face ${frontName} ` +
    `(lines not shared with another parcel, with the street's centreline beyond them within ${STREET_REACH_METRES} m). ${citeArticles(articles)}`;
  const depthMethod = `ZoneBrief's method: the parcel's extent perpendicular to the front lot line on ${frontName}, from that line to the farthest rear point.`;
  const streetWords = measured.streetLines.map((s, k) => `${s.street} (${k === 0 ? 'front, ' : ''}${formatNumber(s.lengthM)} m of lot line)`).join('; ');
  const neighbours: LotNeighbour[] = measured.neighbours.map((n) => ({ side: n.side, zone: n.zone, label: n.label }));
  const frontage: BriefRow = {
    label: 'Lot frontage',
    value: `${formatNumber(measured.frontageM)} m on ${frontName}`,
    // An inferred number says so in the data, not only in the wording.
    section: zoneArticle ? `${zoneArticle.article}${zoneArticle.inferred ? ' (inferred)' : ''}` : null,
    url: zoneArticle?.url ?? null,
    note: `${MEASURED_SOURCE}. ${frontageMethod}`,
  };
  return {
    frontageM: round2(measured.frontageM),
    frontageMethod,
    depthM: round2(measured.depthM),
    depthMethod,
    areaM2: property.lotAreaM2,
    kind: measured.kind,
    streets: measured.streetLines.map((s) => s.street),
    neighbours,
    unmeasured: null,
    rows: [
      frontage,
      { label: 'Lot depth', value: `${formatNumber(measured.depthM)} m`, section: null, note: `${MEASURED_SOURCE}. ${depthMethod}` },
      areaRow(property),
      {
        label: 'Corner or through lot',
        value: KIND_WORDS[measured.kind],
        section: null,
        note: `${MEASURED_SOURCE}: the directions its street lines face (corner: two streets meeting at an angle; through: streets on opposite sides)`,
      },
      {
        label: others.length === 0 ? 'Street' : 'Streets',
        value: streetWords,
        section: null,
        note: `${MEASURED_SOURCE}; ${frontRuleWords(measured)}`,
      },
      ...neighbourRows(neighbours),
    ],
  };
}

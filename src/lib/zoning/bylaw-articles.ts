// Which article of By-law 569-2013 governs each standard of each zone, how that number is known, and the City's page
// for it. Numbers come from shared/reference/bylaw-569-2013-articles.md: read in a toronto.ca table of contents or
// text, or inferred from the by-law's uniform numbering (and then worded as inferred wherever the brief prints them).
import { chapterUrl, sectionUrl } from './bylaw-links';
import { findZone, type ZoneCategory } from './zone-categories';

export type StandardKey =
  | 'uses'
  | 'height'
  | 'setbacks'
  | 'coverage'
  | 'depth'
  | 'landscaping'
  | 'main-walls'
  | 'angular-planes'
  | 'parking'
  | 'bicycle-parking';

/**
 * How the article number is known:
 * 'text' and 'toc': read on a toronto.ca page (in regulation text, or in its table of contents);
 * 'inferred': from the numbering the by-law uses for the same standard in its other zones (x.y.40.10 height, ...);
 * 'section': no article could be read or inferred, so the zone's section (or chapter) is cited instead.
 */
export type ArticleBasis = 'text' | 'toc' | 'inferred' | 'section';

export interface StandardArticle {
  standard: StandardKey;
  /** The standard in words: 'Height and storeys'. */
  label: string;
  /** '10.20.40.10', 'Chapter 200', or the section '40.10' where basis is 'section'. */
  article: string;
  basis: ArticleBasis;
  /** The City's page the article is on. */
  url: string;
}

export const STANDARD_LABELS: Readonly<Record<StandardKey, string>> = {
  uses: 'Permitted uses',
  height: 'Height and storeys',
  setbacks: 'Setbacks',
  coverage: 'Lot coverage',
  depth: 'Building depth',
  landscaping: 'Landscaping',
  'main-walls': 'Main walls',
  'angular-planes': 'Angular planes',
  parking: 'Parking',
  'bicycle-parking': 'Bicycle parking',
};

function entry(standard: StandardKey, article: string, basis: ArticleBasis, url: string): StandardArticle {
  return { standard, label: STANDARD_LABELS[standard], article, basis, url };
}

/** The article numbering the by-law uses in every zone's section (1.20 (1): Chapter, Section, Article). */
const ARTICLE_OF: Readonly<Partial<Record<StandardKey, string>>> = {
  uses: '20.10',
  coverage: '30.40',
  height: '40.10',
  depth: '40.30',
  setbacks: '40.70',
  landscaping: '50.10',
};

/** How a zone's standards are known; a standard in none of the lists has no entry (none is invented). */
interface ZoneSpec {
  /** Articles read in the section's table of contents (or text). */
  toc?: readonly StandardKey[];
  /** Articles inferred from the uniform numbering. */
  inferred?: readonly StandardKey[];
  /** Standards the zone has whose article was not read: cited at the section. */
  atSection?: readonly StandardKey[];
  /** Articles of the whole zone category, read in the category's table of contents: 10.5.50.10 Landscaping. */
  category?: readonly StandardArticle[];
}

// Section 10.5 (the Residential category), on the Chapter 10 page, lists 10.5.50.10 "Landsca[ping]" in its table of contents.
const RESIDENTIAL_CATEGORY: readonly StandardArticle[] = [entry('landscaping', '10.5.50.10', 'toc', chapterUrl(10))];
const RESIDENTIAL_INFERRED: readonly StandardKey[] = ['uses', 'height', 'setbacks', 'coverage', 'depth'];
const CORE_INFERRED: readonly StandardKey[] = ['uses', 'height', 'setbacks'];

/** By zone symbol. Zones whose section is not confirmed (zone-categories.ts) are cited at their chapter instead. */
const ZONE_SPECS: Readonly<Record<string, ZoneSpec>> = {
  // Chapter10_10's table of contents lists use, height, depth and setbacks, and no lot coverage.
  R: { toc: ['uses', 'height', 'depth', 'setbacks'], atSection: ['main-walls'], category: RESIDENTIAL_CATEGORY },
  RD: { inferred: RESIDENTIAL_INFERRED, atSection: ['main-walls'], category: RESIDENTIAL_CATEGORY },
  RS: { toc: ['uses', 'coverage', 'height', 'depth', 'setbacks'], atSection: ['main-walls'], category: RESIDENTIAL_CATEGORY },
  RT: { inferred: RESIDENTIAL_INFERRED, atSection: ['main-walls'], category: RESIDENTIAL_CATEGORY },
  RM: { inferred: RESIDENTIAL_INFERRED, atSection: ['main-walls'], category: RESIDENTIAL_CATEGORY },
  // Chapter15_10's table of contents lists no building depth and no landscaping for RA.
  RA: { toc: ['uses', 'coverage', 'height', 'setbacks'] },
  RAC: { inferred: ['uses', 'height', 'setbacks', 'coverage'] },
  CL: { inferred: CORE_INFERRED },
  // The reference names setbacks, angular planes and landscaping among CR's standards; their articles were not read.
  CR: { inferred: ['uses', 'height', 'setbacks', 'landscaping'], atSection: ['angular-planes'] },
  // Chapter50_10's table of contents is cut off after 50.10.40.60, so its setbacks are inferred.
  CRE: { toc: ['uses', 'height', 'depth'], inferred: ['setbacks'] },
  EL: { inferred: CORE_INFERRED },
  E: { inferred: CORE_INFERRED },
  EH: { inferred: CORE_INFERRED },
  EO: { inferred: CORE_INFERRED },
  I: { inferred: CORE_INFERRED },
  O: { inferred: CORE_INFERRED },
  ON: { toc: ['uses', 'height', 'setbacks'] },
  OR: { inferred: CORE_INFERRED },
  OG: { inferred: CORE_INFERRED },
  OM: { inferred: CORE_INFERRED },
  OC: { inferred: CORE_INFERRED },
};

/** Unconfirmed sections and zones without one: the standards any zone has, cited at the chapter. */
const AT_CHAPTER: readonly StandardKey[] = ['uses', 'height', 'setbacks'];

/** Parking and bicycle parking, for every zone: Chapters 200 and 230, read in Chapter 1.40's table of contents. */
const CITY_WIDE: readonly StandardArticle[] = [
  { standard: 'parking', label: STANDARD_LABELS.parking, article: 'Chapter 200', basis: 'toc', url: chapterUrl(200) },
  { standard: 'bicycle-parking', label: STANDARD_LABELS['bicycle-parking'], article: 'Chapter 230', basis: 'toc', url: chapterUrl(230) },
];

const ORDER: readonly StandardKey[] = Object.keys(STANDARD_LABELS) as StandardKey[];

function sectionArticles(zone: ZoneCategory & { section: string }, spec: ZoneSpec): StandardArticle[] {
  const url = sectionUrl(zone.section);
  const articleOf = (standard: StandardKey): string => `${zone.section}.${ARTICLE_OF[standard] ?? ''}`;
  const found = new Map<StandardKey, StandardArticle>();
  for (const standard of spec.atSection ?? []) found.set(standard, entry(standard, zone.section, 'section', url));
  for (const article of spec.category ?? []) found.set(article.standard, article);
  for (const standard of spec.inferred ?? []) found.set(standard, entry(standard, articleOf(standard), 'inferred', url));
  for (const standard of spec.toc ?? []) found.set(standard, entry(standard, articleOf(standard), 'toc', url));
  return ORDER.flatMap((standard) => found.get(standard) ?? []);
}

/**
 * The standards of a zone, in reading order, each with its article: the zone's own, then parking and bicycle parking.
 * A zone whose section is not confirmed is cited at its chapter. Throws on a symbol that is not a 569-2013 zone.
 */
export function zoneArticles(symbol: string): StandardArticle[] {
  const zone = findZone(symbol);
  if (zone === undefined) throw new Error(`"${symbol}" is not a zone of By-law 569-2013, so it has no articles`);
  const spec = ZONE_SPECS[zone.symbol];
  const { section } = zone;
  const own =
    section !== null && zone.confirmed && spec !== undefined
      ? sectionArticles({ ...zone, section }, spec)
      : AT_CHAPTER.map((standard) => atZoneSection(zone.symbol, standard));
  return [...own, ...CITY_WIDE];
}

/**
 * A standard of a zone cited at the zone's section (its chapter where the section is not confirmed), for a figure the
 * data gives for a standard whose article the zone does not list. Throws on a symbol that is not a 569-2013 zone.
 */
export function atZoneSection(symbol: string, standard: StandardKey): StandardArticle {
  const zone = findZone(symbol);
  if (zone === undefined) throw new Error(`"${symbol}" is not a zone of By-law 569-2013, so it has no section`);
  return zone.section !== null && zone.confirmed
    ? entry(standard, zone.section, 'section', sectionUrl(zone.section))
    : entry(standard, `Chapter ${zone.chapter}`, 'section', chapterUrl(zone.chapter));
}

/** The article of one standard of a zone, or null where the zone has none listed (RA has no building depth). */
export function zoneArticle(symbol: string, standard: StandardKey): StandardArticle | null {
  return zoneArticles(symbol).find((article) => article.standard === standard) ?? null;
}

/**
 * The article as the brief prints it: as read, or with the words that say how it was inferred or why a section is
 * cited instead.
 */
export function citeArticle({ article, basis }: Pick<StandardArticle, 'article' | 'basis'>): string {
  if (basis === 'inferred') return `${article} (numbered as the by-law numbers this standard in its other zones; confirm on the City's page)`;
  if (basis === 'section') {
    return article.startsWith('Chapter')
      ? `${article} (this zone's section and article were not read)`
      : `section ${article} (the article was not read)`;
  }
  return article;
}

/** The article in a table's narrow section column: '10.20.40.10 (inferred)'. */
export function shortArticle({ article, basis }: Pick<StandardArticle, 'article' | 'basis'>): string {
  if (basis === 'inferred') return `${article} (inferred)`;
  return basis === 'section' && !article.startsWith('Chapter') ? `Section ${article}` : article;
}

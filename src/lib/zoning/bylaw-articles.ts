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
 * 'not-listed': the zone's section's table of contents, read through the part that would hold the standard, lists no
 *   article for it, so the section is cited and the brief says so (it does not say the by-law has no such rule);
 * 'section': nothing is known of this standard in this zone (not even whether the zone sets it), so the zone's section
 *   (or chapter) is cited, worded so as not to claim the zone has the standard.
 */
export type ArticleBasis = 'text' | 'toc' | 'inferred' | 'not-listed' | 'section';

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

/**
 * How a zone's standards are known. Every standard of STANDARD_LABELS has a row: one in none of the lists is cited at
 * the zone's section with basis 'section' (no article is invented, and none is claimed).
 */
interface ZoneSpec {
  /** Articles read in the section's table of contents (or text). */
  toc?: readonly StandardKey[];
  /** Articles inferred from the uniform numbering. */
  inferred?: readonly StandardKey[];
  /** Standards the section's table of contents lists no article for, where it was read through the part that would. */
  notListed?: readonly StandardKey[];
  /** Articles of the whole zone category, read in the category's table of contents: 10.5.50.10 Landscaping. */
  category?: readonly StandardArticle[];
}

// Section 10.5 (the Residential category), on the Chapter 10 page, lists 10.5.50.10 "Landsca[ping]" in its table of contents.
const RESIDENTIAL_CATEGORY: readonly StandardArticle[] = [entry('landscaping', '10.5.50.10', 'toc', chapterUrl(10))];
const RESIDENTIAL_INFERRED: readonly StandardKey[] = ['uses', 'height', 'setbacks', 'coverage', 'depth'];
const CORE_INFERRED: readonly StandardKey[] = ['uses', 'height', 'setbacks'];

/**
 * By zone symbol. Zones whose section is not confirmed (zone-categories.ts) are cited at their chapter instead.
 * 'notListed' is used only where the reference's table of contents goes article by article (or part by part) past the
 * place the standard would be numbered: RA's lists 15.10.40.10 then 15.10.40.40 (the reference notes it lists no
 * building depth); CRE's and ON's go from x.20.100 to x.40.1 (no lot requirements part, so no lot coverage) and ON's
 * from 90.20.40.11 to 90.20.40.40 (no building depth); E's parts are 60.20.20, .30 (frontage only), .40, .60 and .90
 * (no lot coverage under lot requirements, no .50 part for landscaping). R's is read as a grouped summary that skips
 * articles (10.10.40.61 without 10.10.40.60), so its missing lot coverage is not taken as "not listed".
 */
const ZONE_SPECS: Readonly<Record<string, ZoneSpec>> = {
  R: { toc: ['uses', 'height', 'depth', 'setbacks'], category: RESIDENTIAL_CATEGORY },
  RD: { inferred: RESIDENTIAL_INFERRED, category: RESIDENTIAL_CATEGORY },
  RS: { toc: ['uses', 'coverage', 'height', 'depth', 'setbacks'], category: RESIDENTIAL_CATEGORY },
  RT: { inferred: RESIDENTIAL_INFERRED, category: RESIDENTIAL_CATEGORY },
  RM: { inferred: RESIDENTIAL_INFERRED, category: RESIDENTIAL_CATEGORY },
  RA: { toc: ['uses', 'coverage', 'height', 'setbacks'], notListed: ['depth'] },
  RAC: { inferred: ['uses', 'height', 'setbacks', 'coverage'] },
  CL: { inferred: CORE_INFERRED },
  CR: { inferred: ['uses', 'height', 'setbacks', 'landscaping'] },
  // Chapter50_10's table of contents is cut off after 50.10.40.60, so its setbacks are inferred.
  CRE: { toc: ['uses', 'height', 'depth'], inferred: ['setbacks'], notListed: ['coverage'] },
  EL: { inferred: CORE_INFERRED },
  E: { inferred: CORE_INFERRED, notListed: ['coverage', 'landscaping'] },
  EH: { inferred: CORE_INFERRED },
  EO: { inferred: CORE_INFERRED },
  I: { inferred: CORE_INFERRED },
  O: { inferred: CORE_INFERRED },
  ON: { toc: ['uses', 'height', 'setbacks'], notListed: ['coverage', 'depth'] },
  OR: { inferred: CORE_INFERRED },
  OG: { inferred: CORE_INFERRED },
  OM: { inferred: CORE_INFERRED },
  OC: { inferred: CORE_INFERRED },
};

/** Parking and bicycle parking, for every zone: Chapters 200 and 230, read in Chapter 1.40's table of contents. */
const CITY_WIDE: readonly StandardArticle[] = [
  { standard: 'parking', label: STANDARD_LABELS.parking, article: 'Chapter 200', basis: 'toc', url: chapterUrl(200) },
  { standard: 'bicycle-parking', label: STANDARD_LABELS['bicycle-parking'], article: 'Chapter 230', basis: 'toc', url: chapterUrl(230) },
];

/** The zone's own standards (not parking), in reading order. */
const ZONE_STANDARDS: readonly StandardKey[] = (Object.keys(STANDARD_LABELS) as StandardKey[]).filter(
  (standard) => !CITY_WIDE.some((article) => article.standard === standard),
);

function sectionArticles(zone: ZoneCategory & { section: string }, spec: ZoneSpec): StandardArticle[] {
  const url = sectionUrl(zone.section);
  const articleOf = (standard: StandardKey): string => `${zone.section}.${ARTICLE_OF[standard] ?? ''}`;
  const found = new Map<StandardKey, StandardArticle>();
  for (const standard of spec.notListed ?? []) found.set(standard, entry(standard, zone.section, 'not-listed', url));
  for (const article of spec.category ?? []) found.set(article.standard, article);
  for (const standard of spec.inferred ?? []) found.set(standard, entry(standard, articleOf(standard), 'inferred', url));
  for (const standard of spec.toc ?? []) found.set(standard, entry(standard, articleOf(standard), 'toc', url));
  return ZONE_STANDARDS.map((standard) => found.get(standard) ?? entry(standard, zone.section, 'section', url));
}

/**
 * Every standard of a zone, in reading order, each with the finest citation known: the zone's own, then parking and
 * bicycle parking. A zone whose section is not confirmed is cited at its chapter. Throws on a symbol that is not a
 * 569-2013 zone.
 */
export function zoneArticles(symbol: string): StandardArticle[] {
  const zone = findZone(symbol);
  if (zone === undefined) throw new Error(`"${symbol}" is not a zone of By-law 569-2013, so it has no articles`);
  const spec = ZONE_SPECS[zone.symbol];
  const { section } = zone;
  const own =
    section !== null && zone.confirmed && spec !== undefined
      ? sectionArticles({ ...zone, section }, spec)
      : ZONE_STANDARDS.map((standard) => entry(standard, `Chapter ${zone.chapter}`, 'section', chapterUrl(zone.chapter)));
  return [...own, ...CITY_WIDE];
}

/** The article of one standard of a zone, or null for a symbol that is not a 569-2013 zone. */
export function zoneArticle(symbol: string, standard: StandardKey): StandardArticle | null {
  if (findZone(symbol) === undefined) return null;
  return zoneArticles(symbol).find((article) => article.standard === standard) ?? null;
}

/** Whether the article cited is one the zone is known (read) or taken (inferred) to have for the standard. */
export function articleClaimed({ basis }: Pick<StandardArticle, 'basis'>): boolean {
  return basis === 'text' || basis === 'toc' || basis === 'inferred';
}

/** 'Section 60.20' or 'Chapter 80': where a standard not known by its article is cited. */
function place(article: string): string {
  return article.startsWith('Chapter') ? article : `Section ${article}`;
}

/**
 * The article as the brief prints it: as read, or with the words that say how it was inferred, or why a section is
 * cited instead (without claiming the zone has the standard).
 */
export function citeArticle({ article, basis }: Pick<StandardArticle, 'article' | 'basis'>): string {
  if (basis === 'inferred') return `${article} (numbered as the by-law numbers this standard in its other zones; confirm on the City's page)`;
  if (basis === 'not-listed') return `${place(article)} (its table of contents lists no article for this standard)`;
  if (basis === 'section') {
    return article.startsWith('Chapter')
      ? `${article} (this zone's section was not read; whether it sets this standard is not known)`
      : `${place(article)} (no article for this standard was read; whether the section sets one is not known)`;
  }
  return article;
}

/**
 * "Set by 10.20.40.10: see the by-law", the value of a standard whose value was not read; for a standard no article of
 * which is known, words that do not claim the zone has it.
 */
export function setBy(article: Pick<StandardArticle, 'article' | 'basis'>): string {
  if (article.basis === 'not-listed') return `${place(article.article)}'s table of contents lists no article for this standard: see the by-law`;
  if (article.basis === 'section') return `Where ${place(article.article)} sets this standard: see the by-law (no article for it was read)`;
  return `Set by ${citeArticle(article)}: see the by-law`;
}

/** The article in a table's narrow section column: '10.20.40.10 (inferred)', 'Section 15.10 (none listed)'. */
export function shortArticle({ article, basis }: Pick<StandardArticle, 'article' | 'basis'>): string {
  if (basis === 'inferred') return `${article} (inferred)`;
  if (basis === 'not-listed') return `${place(article)} (none listed)`;
  return basis === 'section' ? place(article) : article;
}

/** The label's clauses that a zone's section numbers an article for: f, a, and the densities (the floor area). */
export type LabelClauseStandard = 'frontage' | 'lot-area' | 'floor-area';

/** The article numbering of those (1.20 (1)): x.y.30.10 Lot Area, x.y.30.20 Lot Frontage, x.y.40.40 Floor Area. */
const CLAUSE_ARTICLE_OF: Readonly<Record<LabelClauseStandard, string>> = { 'lot-area': '30.10', frontage: '30.20', 'floor-area': '40.40' };
const CLAUSE_LABELS: Readonly<Record<LabelClauseStandard, string>> = { 'lot-area': 'Lot area', frontage: 'Lot frontage', 'floor-area': 'Floor area' };

/**
 * Where the reference read each of them in a section's table of contents (bylaw-569-2013-articles.md): R's 10.10,
 * RS's 10.40 and RA's 15.10 list all three; ON's 90.20 lists its floor area and has no lot requirements part. The
 * others are numbered as the by-law numbers them in those zones (inferred), where the zone's section is confirmed.
 */
const CLAUSES_READ: Readonly<Record<string, { toc: readonly LabelClauseStandard[]; notListed?: readonly LabelClauseStandard[] }>> = {
  R: { toc: ['lot-area', 'frontage', 'floor-area'] },
  RS: { toc: ['lot-area', 'frontage', 'floor-area'] },
  RA: { toc: ['lot-area', 'frontage', 'floor-area'] },
  ON: { toc: ['floor-area'], notListed: ['lot-area', 'frontage'] },
};

/**
 * The article a label's clause is a standard of: RS f15.0 → 10.40.30.20 (read in its table of contents), RD a550 →
 * 10.20.30.10 (inferred); a zone whose section is not confirmed, or unknown, is cited at its section or chapter.
 */
export function labelClauseArticle(symbol: string, standard: LabelClauseStandard): Pick<StandardArticle, 'article' | 'basis' | 'url'> | null {
  const zone = findZone(symbol);
  if (zone === undefined) return null;
  if (zone.section === null || !zone.confirmed) return { article: `Chapter ${zone.chapter}`, basis: 'section', url: chapterUrl(zone.chapter) };
  const url = sectionUrl(zone.section);
  const read = CLAUSES_READ[zone.symbol];
  if (read?.notListed?.includes(standard)) return { article: zone.section, basis: 'not-listed', url };
  const article = `${zone.section}.${CLAUSE_ARTICLE_OF[standard]}`;
  return { article, basis: read?.toc.includes(standard) ? 'toc' : 'inferred', url };
}

/** "Lot frontage", as the article's title reads. */
export function labelClauseTitle(standard: LabelClauseStandard): string {
  return CLAUSE_LABELS[standard];
}

// The pages of By-law 569-2013 text a brief relies on, each with the date of the office consolidation it was read
// from. The by-law reference: "The consolidation's date differs by page: store and show the date of the text a brief
// relies on." So a date is kept per page, and a page with no recorded date says so instead of borrowing another's.
import type { BylawTextPage } from './brief-model';

/** Consolidation day (yyyy-mm-dd) by City page URL. */
export type BylawTextDates = Readonly<Record<string, string>>;

const PAGE_BASE = 'https://www.toronto.ca/zoning/bylaw_amendments/ZBL_NewProvision_Chapter';

/**
 * The "Version Date" each toronto.ca page showed when it was read (the reference's "Sources read" table), keyed by the
 * https://www. address the brief links. Pages that showed no date (Chapter 40.10, Chapter 90) are left out, so they
 * read "not recorded". Where a page added "Including City-wide Amendments up to April 1, 2024", the version date is
 * still the day kept. Chapter 10.40's www copy showed July 31, 2024 (an older http copy showed July 31, 2023): the
 * newer is the one the link opens.
 */
export const BYLAW_TEXT_DATES: BylawTextDates = {
  [`${PAGE_BASE}1_20.htm`]: '2022-03-09',
  [`${PAGE_BASE}1_40.htm`]: '2023-07-31',
  [`${PAGE_BASE}10.htm`]: '2022-12-21',
  [`${PAGE_BASE}10_10.htm`]: '2023-07-31',
  [`${PAGE_BASE}10_40.htm`]: '2024-07-31',
  [`${PAGE_BASE}15_10.htm`]: '2023-07-31',
  [`${PAGE_BASE}50_10.htm`]: '2023-07-31',
  [`${PAGE_BASE}60_20.htm`]: '2023-07-31',
  [`${PAGE_BASE}90_20.htm`]: '2023-07-31',
  [`${PAGE_BASE}900_4.htm`]: '2023-07-31',
  [`${PAGE_BASE}995_41.htm`]: '2023-07-31',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PAGE = /ZBL_NewProvision_Chapter(\d+)(?:_(\d+))?\.htm$/;

/** 'Chapter 10, section 10.20' for …Chapter10_20.htm, 'Chapter 900' for …Chapter900.htm; else the URL itself. */
export function bylawPageName(url: string): string {
  const match = PAGE.exec(url);
  if (!match) return url;
  const [, chapter, sub] = match;
  return sub ? `Chapter ${chapter}, section ${chapter}.${sub}` : `Chapter ${chapter}`;
}

/** The distinct pages among `urls` (nulls skipped), in order, each with its recorded consolidation day or null. */
export function bylawTextPages(urls: readonly (string | null)[], dates: BylawTextDates = BYLAW_TEXT_DATES): BylawTextPage[] {
  const seen = new Set<string>();
  const pages: BylawTextPage[] = [];
  for (const url of urls) {
    if (url === null || seen.has(url)) continue;
    seen.add(url);
    const day = dates[url];
    pages.push({ page: bylawPageName(url), url, consolidatedOn: day !== undefined && DAY.test(day) ? day : null });
  }
  return pages;
}

// The pages of By-law 569-2013 text a brief relies on, each with the date of the office consolidation it was read
// from. The by-law reference: "The consolidation's date differs by page: store and show the date of the text a brief
// relies on." So a date is kept per page, and a page with no recorded date says so instead of borrowing another's.
import type { BylawTextPage } from './brief-model';

/** Consolidation day (yyyy-mm-dd) by City page URL. The by-law reference records no page's date yet. */
export type BylawTextDates = Readonly<Record<string, string>>;

export const BYLAW_TEXT_DATES: BylawTextDates = {};

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

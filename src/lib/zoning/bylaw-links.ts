// Links to the City's pages of By-law 569-2013 text.

const BASE = 'https://www.toronto.ca/zoning/bylaw_amendments/ZBL_NewProvision_Chapter';

export function chapterUrl(chapter: number): string {
  return `${BASE}${chapter}.htm`;
}

/** "10.20" → …Chapter10_20.htm; "900.3" → …Chapter900_3.htm */
export function sectionUrl(section: string): string {
  const [chapter, sub] = section.split('.');
  return sub ? `${BASE}${chapter}_${sub}.htm` : `${BASE}${chapter}.htm`;
}

export const CITY_ZONING_MAP_URL = 'https://map.toronto.ca/maps/map.jsp?app=ZBL_CONSULT';

/**
 * A page the City's layers link in their own fields (BYLAW_SECTIONLINK "Chapter600_20.htm", CHAP150_25
 * "Chapter150_25.htm", CHAPT_200 "Chapter970.htm"), as the brief cites it: its section ("600.20") or chapter
 * ("Chapter 970") and its address. Null for anything else (blank, "None", another site).
 */
export function linkedPage(link: string | null | undefined): { cite: string; url: string } | null {
  const match = /^Chapter(\d{1,4})(?:_(\d{1,4}))?\.htm$/i.exec(link?.trim() ?? '');
  if (!match) return null;
  const [, chapter, sub] = match;
  return sub ? { cite: `${chapter}.${sub}`, url: sectionUrl(`${chapter}.${sub}`) } : { cite: `Chapter ${chapter}`, url: chapterUrl(Number(chapter)) };
}

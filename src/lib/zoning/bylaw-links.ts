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

// Which data is in use, in the words each place shows it: the footer, the home and pricing pages, the map's
// attribution, the Property panel and the brief's sources. A City file is dated by its publication ("publication date
// not known" where the portal gave none) and its import apart; the generated demo is never passed off as the City's data.
import type { DatasetInfo, DatasetSourceInfo } from '../api/spatial';
import { formatDayMonthYear } from '../dates/calendar-day';

/** The licence's name, and the line the City asks for wherever its data is used (whatever a manifest says). */
export const OGL_TORONTO = 'Open Government Licence – Toronto';
export const OGL_TORONTO_ATTRIBUTION = `Contains information licensed under the ${OGL_TORONTO}`;

export type DataInUsePlace = 'footer' | 'home' | 'pricing';

const isDemo = (dataset: Pick<DatasetInfo, 'demo' | 'source'>): boolean => dataset.demo || dataset.source === 'demo';

/** '20 February 2026' for the day '2026-02-20'; other text as it is. */
export const formatDataDay = formatDayMonthYear;

/** 'published 18 February 2026'; 'publication date not known' where the portal gave none (a file given by hand). */
export function publishedPhrase(day: string | null | undefined): string {
  return day ? `published ${formatDataDay(day)}` : 'publication date not known';
}

/** 'imported 7 December 2026'. */
export const importedPhrase = (day: string): string => `imported ${formatDataDay(day)}`;

/**
 * A City dataset's dates, its zoning file's publication and its import apart: 'zoning published 18 February 2026,
 * imported 7 December 2026' (`subject` 'zoning '). An answer kept from before these were sent has only the version's
 * date, and is named by it: 'version 20 February 2026'.
 */
function zoningDates(dataset: DatasetInfo, subject: string): string {
  if (dataset.imported === undefined) return `version ${formatDataDay(dataset.version)}`;
  return `${subject}${publishedPhrase(dataset.zoningPublished)}, ${importedPhrase(dataset.imported)}`;
}

/** The line the footer, the home page and the pricing page show for the dataset in use. */
export function dataInUseText(dataset: DatasetInfo, place: DataInUsePlace): string {
  if (isDemo(dataset)) {
    if (place === 'home') {
      return 'ZoneBrief is running on generated demo data: the map and its reports show invented zoning for trying the product, not the City of Toronto’s.';
    }
    if (place === 'pricing') {
      return 'Reports bought here are made from generated demo data, not the City of Toronto’s, and say so on their cover.';
    }
    return 'Map data: generated demo data (not City of Toronto data).';
  }
  if (place === 'pricing') return `Reports are made from City of Toronto open data (${OGL_TORONTO}), ${zoningDates(dataset, 'zoning ')}.`;
  return `Zoning data: City of Toronto, ${OGL_TORONTO}, ${zoningDates(dataset, '')}.`;
}

/**
 * The two longest lines a place can show: the demo's, and the City's on the widest dates (a two-digit day of the
 * longest month, the publication known or not). The room a page keeps for the line before it arrives, so that nothing
 * moves when it does.
 */
export function dataInUseRoom(place: DataInUsePlace): [demo: string, city: string] {
  const widest = { id: '', name: '', attribution: '', version: '2026-09-30', imported: '2026-09-30' };
  const demo = dataInUseText({ ...widest, source: 'demo', demo: true }, place);
  const city = [widest.version, null]
    .map((zoningPublished) => dataInUseText({ ...widest, zoningPublished, source: 'city', demo: false }, place))
    .reduce((longest, line) => (line.length > longest.length ? line : longest));
  return [demo, city];
}

/** The map's attribution: the City's licence line with its zoning's publication and import dates, or the demo's own notice. */
export function mapCredit(dataset: DatasetInfo): string {
  if (isDemo(dataset)) return dataset.attribution;
  return `${OGL_TORONTO_ATTRIBUTION} (City of Toronto open data, ${zoningDates(dataset, 'zoning ')})`;
}

/**
 * The Property panel's data line: the dataset and, for the City's, the day it was imported and the licence (each file's
 * publication follows, in sourceDataLines); the demo's date is its generator's, the version's.
 */
export function panelDataLine(dataset: DatasetInfo): string {
  if (isDemo(dataset)) return `Data: ${dataset.name}, version ${formatDataDay(dataset.version)}. Generated demo data, not City of Toronto data.`;
  const imported = dataset.imported === undefined ? `version ${formatDataDay(dataset.version)}` : importedPhrase(dataset.imported);
  return `Data: ${dataset.name}, ${imported}. ${OGL_TORONTO_ATTRIBUTION}.`;
}

/** 'Zoning By-law 569-2013: Zoning Area, published 18 February 2026', one per file the dataset was made from. */
export function sourceDataLines(sources: readonly DatasetSourceInfo[]): string[] {
  return sources.map((source) => `${source.title}, ${publishedPhrase(source.published)}`);
}

/**
 * A file's two dates, apart: 'published 18 February 2026, imported 7 December 2026'. A source kept from before they
 * were sent has neither: its publication is not known, and its import day is left out.
 */
export function sourceDatesPhrase(source: Pick<DatasetSourceInfo, 'published' | 'imported'>): string {
  const published = publishedPhrase(source.published);
  return source.imported ? `${published}, ${importedPhrase(source.imported)}` : published;
}

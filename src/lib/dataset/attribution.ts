// Which data is in use, in the words each place shows it: the footer, the home and pricing pages, the map's
// attribution and the Property panel. The generated demo is never passed off as the City's data.
import type { DatasetInfo, DatasetSourceInfo } from '../api/spatial';
import { formatDayMonthYear } from '../dates/calendar-day';

/** The licence's name, and the line the City asks for wherever its data is used (whatever a manifest says). */
export const OGL_TORONTO = 'Open Government Licence – Toronto';
export const OGL_TORONTO_ATTRIBUTION = `Contains information licensed under the ${OGL_TORONTO}`;

export type DataInUsePlace = 'footer' | 'home' | 'pricing';

const isDemo = (dataset: Pick<DatasetInfo, 'demo' | 'source'>): boolean => dataset.demo || dataset.source === 'demo';

/** '20 February 2026' for the day '2026-02-20'; other text as it is. */
export const formatDataDay = formatDayMonthYear;

/** The line the footer, the home page and the pricing page show for the dataset in use. */
export function dataInUseText(dataset: DatasetInfo, place: DataInUsePlace): string {
  const day = formatDataDay(dataset.version);
  if (isDemo(dataset)) {
    if (place === 'home') {
      return 'ZoneBrief is running on generated demo data: the map and its reports show invented zoning for trying the product, not the City of Toronto’s.';
    }
    if (place === 'pricing') {
      return 'Reports bought here are made from generated demo data, not the City of Toronto’s, and say so on their cover.';
    }
    return 'Map data: generated demo data (not City of Toronto data).';
  }
  if (place === 'pricing') return `Reports are made from City of Toronto open data published ${day} (${OGL_TORONTO}).`;
  return `Zoning data: City of Toronto, ${OGL_TORONTO}, published ${day}.`;
}

/**
 * The two longest lines a place can show: the demo's, and the City's on the widest date (a two-digit day of the
 * longest month). The room a page keeps for the line before it arrives, so that nothing moves when it does.
 */
export function dataInUseRoom(place: DataInUsePlace): [demo: string, city: string] {
  const widest = { id: '', name: '', attribution: '', version: '2026-09-30' };
  const demo = dataInUseText({ ...widest, source: 'demo', demo: true }, place);
  const city = dataInUseText({ ...widest, source: 'city', demo: false }, place);
  return [demo, city];
}

/** The map's attribution: the City's licence line with the data's date, or the demo's own notice. */
export function mapCredit(dataset: DatasetInfo): string {
  if (isDemo(dataset)) return dataset.attribution;
  return `${OGL_TORONTO_ATTRIBUTION} (City of Toronto open data, ${formatDataDay(dataset.version)})`;
}

/** The Property panel's data line: the dataset, its date and, for the City's, the licence. */
export function panelDataLine(dataset: DatasetInfo): string {
  const day = formatDataDay(dataset.version);
  if (isDemo(dataset)) return `Data: ${dataset.name}, ${day}. Generated demo data, not City of Toronto data.`;
  return `Data: ${dataset.name}, ${day}. ${OGL_TORONTO_ATTRIBUTION}.`;
}

/** 'Zoning By-law 569-2013: Zoning Area, 18 February 2026', one per file the dataset was made from. */
export function sourceDataLines(sources: readonly DatasetSourceInfo[]): string[] {
  return sources.map((source) => `${source.title}, ${formatDataDay(source.date)}`);
}

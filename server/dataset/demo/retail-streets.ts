// Priority Retail Streets of the demo: stretches of real main streets, drawn on the generator's own arterials.

import type { Feature, MultiLineString } from 'geojson';
import type { PriorityRetailStreetProperties } from '../../../src/lib/spatial/schema';
import { frameToLngLat } from './grid-frame';
import type { OutlineFrame } from './outline-frame';
import type { StreetNetwork } from './street-network';

const SECTION_LINK = 'Chapter600_20.htm';

/** [arterial, from cross street, to cross street]: main streets the City lists as priority retail streets. */
const RETAIL_STRETCHES: readonly (readonly [string, string, string])[] = [
  ['queen', 'bathurst', 'parliament'],
  ['king', 'spadina', 'jarvis'],
  ['dundas', 'bathurst', 'parliament'],
  ['college', 'bathurst', 'parliament'],
  ['bloor', 'bathurst', 'yonge'],
  ['bloor', 'broadview', 'coxwell'],
  ['yonge', 'front', 'st-clair'],
  ['bay', 'front', 'bloor'],
  ['spadina', 'queen', 'college'],
  ['parliament', 'queen', 'bloor'],
];

const WORDS: Readonly<Record<string, string>> = {
  St: 'Street', Ave: 'Avenue', Rd: 'Road', Blvd: 'Boulevard', Dr: 'Drive', Cres: 'Crescent', W: 'West', E: 'East',
};

/** "Queen St W" → "Queen Street West": the City's LINEAR_NAME_FULL_LEGAL form of an address-style name. */
export function legalStreetName(name: string): string {
  const words = name.split(' ');
  // Only the words after the first are abbreviations ("St Clair Ave W" keeps its saint).
  return words.map((word, k) => (k > 0 ? (WORDS[word] ?? word) : word)).join(' ');
}

/**
 * One feature per block, between consecutive cross arterials, as the City splits its lines; named after the
 * street the generator put there, so a retail street always lies on a street of the same name.
 */
export function buildRetailStreets(network: StreetNetwork, outline: OutlineFrame): Feature<MultiLineString, PriorityRetailStreetProperties>[] {
  const out: Feature<MultiLineString, PriorityRetailStreetProperties>[] = [];
  for (const [key, fromKey, toKey] of RETAIL_STRETCHES) {
    const line = network.lines.find((l) => l.key === key && l.kind === 'arterial');
    if (!line) throw new Error(`Unknown arterial "${key}"`);
    const [start, end] = [network.coord(fromKey), network.coord(toKey)].sort((a, b) => a - b) as [number, number];
    const crossings = network.lines
      .filter((l) => l.kind === 'arterial' && l.axis !== line.axis && l.from <= line.at && l.to >= line.at)
      .map((l) => l.at)
      .filter((at) => at > start && at < end);
    const stops = [...new Set([start, ...crossings, end])].sort((a, b) => a - b);
    const point = (along: number) => (line.axis === 'ew' ? frameToLngLat(along, line.at) : frameToLngLat(line.at, along));
    const inside = (along: number) => (line.axis === 'ew' ? outline.contains(along, line.at) : outline.contains(line.at, along));
    for (let k = 0; k + 1 < stops.length; k += 1) {
      const [a, b] = [stops[k]!, stops[k + 1]!];
      const street = network.streetAt(line.axis, line.at, (a + b) / 2);
      if (!street || !inside(a) || !inside(b)) continue;
      out.push({
        type: 'Feature',
        properties: {
          OBJECTID: out.length + 1,
          LINEAR_NAME_FULL_LEGAL: legalStreetName(street.span.name),
          CH600_LINE_TYPE: 0,
          BYLAW_SECTIONLINK: SECTION_LINK,
          DEMO: 'Y',
        },
        geometry: { type: 'MultiLineString', coordinates: [[point(a), point(b)]] },
      });
    }
  }
  return out;
}

// Lake Ontario for the demo's basemap: the water south of the outline's shore, out to the map's southern edge.

import type { Feature, Polygon, Position } from 'geojson';
import type { WaterProperties } from '../../../src/lib/spatial/schema';
import type { LngLatPair } from './grid-frame';
import { OUTLINE } from './outline';

/** The outline's vertices from the mouth of Etobicoke Creek east along the shore to the mouth of the Rouge. */
const SHORE_END = 34;

/**
 * Beyond the city the shore is drawn coarsely by eye: east past Pickering and Ajax, and west past Mississauga
 * to Burlington, then the lake is closed along 43.2° N, the map's southern limit (its south shore lies about there).
 */
const EAST_OF_THE_ROUGE: readonly LngLatPair[] = [
  [-79.05, 43.815],
  [-78.95, 43.83],
  [-78.8, 43.86],
  [-78.8, 43.2],
];
const WEST_OF_ETOBICOKE_CREEK: readonly LngLatPair[] = [
  [-79.8, 43.2],
  [-79.8, 43.31],
  [-79.72, 43.38],
  [-79.64, 43.46],
  [-79.59, 43.53],
  [-79.56, 43.57],
];

export function buildLake(): Feature<Polygon, WaterProperties> {
  const shore = OUTLINE.slice(0, SHORE_END + 1);
  const clockwise = [...shore, ...EAST_OF_THE_ROUGE, ...WEST_OF_ETOBICOKE_CREEK, OUTLINE[0]!];
  // RFC 7946: an outer ring runs counter-clockwise.
  const ring: Position[] = clockwise.reverse().map(([lng, lat]) => [lng, lat]);
  return { type: 'Feature', properties: { NAME: 'Lake Ontario', DEMO: 'Y' }, geometry: { type: 'Polygon', coordinates: [ring] } };
}

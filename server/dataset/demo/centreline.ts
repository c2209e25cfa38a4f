// The demo's street centrelines for the basemap, in the City's Toronto Centreline schema: every named stretch of
// the generator's streets, cut where it leaves the outline.

import type { Feature, LineString } from 'geojson';
import type { CentrelineProperties } from '../../../src/lib/spatial/schema';
import type { Axis } from './arterials';
import { frameToLngLat } from './grid-frame';
import type { OutlineFrame } from './outline-frame';
import { legalStreetName } from './retail-streets';
import type { StreetLine, StreetNetwork } from './street-network';

/** The City's road classes (FEATURE_CODE / FEATURE_CODE_DESC) for the generator's two kinds of street. */
const ROAD_CLASS: Readonly<Record<StreetLine['kind'], Pick<CentrelineProperties, 'FEATURE_CODE' | 'FEATURE_CODE_DESC'>>> = {
  arterial: { FEATURE_CODE: 201200, FEATURE_CODE_DESC: 'Major Arterial' },
  local: { FEATURE_CODE: 201500, FEATURE_CODE_DESC: 'Local' },
};

/** Pieces shorter than this (metres) are corners the outline clips off, too short to draw or label. */
const MIN_PIECE_METRES = 20;

/**
 * The stretches of [from, to] along a street line that lie inside the outline. The line is cut at every place it
 * crosses the outline's ring, and each piece is kept when its middle is inside (a street may leave and re-enter).
 */
export function insideStretches(outline: OutlineFrame, axis: Axis, at: number, from: number, to: number): [number, number][] {
  const cuts = [from, to];
  const { ring } = outline;
  for (let i = 0; i + 1 < ring.length; i += 1) {
    const [a, b] = [ring[i]!, ring[i + 1]!];
    const [ac, aa, bc, ba] = axis === 'ew' ? [a[1], a[0], b[1], b[0]] : [a[0], a[1], b[0], b[1]];
    if (ac > at === bc > at) continue;
    const hit = aa + ((at - ac) / (bc - ac)) * (ba - aa);
    if (hit > from && hit < to) cuts.push(hit);
  }
  cuts.sort((p, q) => p - q);
  const inside = (along: number) => (axis === 'ew' ? outline.contains(along, at) : outline.contains(at, along));
  const stretches: [number, number][] = [];
  for (let k = 0; k + 1 < cuts.length; k += 1) {
    const [a, b] = [cuts[k]!, cuts[k + 1]!];
    if (b - a >= MIN_PIECE_METRES && inside((a + b) / 2)) stretches.push([a, b]);
  }
  return stretches;
}

/**
 * One feature per named stretch inside the city. The City cuts its centreline at every intersection; a stretch
 * here runs between its name's ends, which keeps the file small and gives street-name labels room along the line.
 */
export function buildCentreline(network: StreetNetwork, outline: OutlineFrame): Feature<LineString, CentrelineProperties>[] {
  const out: Feature<LineString, CentrelineProperties>[] = [];
  const point = (line: StreetLine, along: number) => (line.axis === 'ew' ? frameToLngLat(along, line.at) : frameToLngLat(line.at, along));
  for (const line of network.lines) {
    for (const span of line.spans) {
      const from = Math.max(line.from, span.from);
      const to = Math.min(line.to, span.to);
      for (const [a, b] of insideStretches(outline, line.axis, line.at, from, to)) {
        out.push({
          type: 'Feature',
          properties: {
            CENTRELINE_ID: out.length + 1,
            LINEAR_NAME_FULL: span.name,
            LINEAR_NAME_FULL_LEGAL: legalStreetName(span.name),
            ...ROAD_CLASS[line.kind],
            DEMO: 'Y',
          },
          geometry: { type: 'LineString', coordinates: [point(line, a), point(line, b)] },
        });
      }
    }
  }
  return out;
}

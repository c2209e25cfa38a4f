// Where a landmark's address point stands in the demo: beside its own street, on its number's side.

import type { Axis } from './arterials';
import { lngLatToFrame, type FramePoint } from './grid-frame';
import type { Landmark } from './landmarks';
import { ADDRESS_SETBACK, streetInset } from './lots';
import type { StreetLine, StreetNetwork } from './street-network';

/**
 * Metres the point keeps along its street from any street crossing or meeting it, and from its street's ends, so
 * that its own street (a half road and a setback away, 20–22 m) stays the nearest.
 */
const CLEAR_OF_CROSSINGS = 30;

const other = (axis: Axis): Axis => (axis === 'ew' ? 'ns' : 'ew');

/** `along` moved clear of the streets that cross or meet `line` there, staying within [from, to]. */
function clearOfCrossings(network: StreetNetwork, line: StreetLine, along: number, from: number, to: number): number {
  const crossings = network.lines
    .filter((l) => l.axis === other(line.axis) && l.from - CLEAR_OF_CROSSINGS <= line.at && l.to + CLEAR_OF_CROSSINGS >= line.at)
    .map((l) => l.at);
  let at = along;
  for (const crossing of crossings.sort((a, b) => Math.abs(a - along) - Math.abs(b - along))) {
    if (Math.abs(at - crossing) >= CLEAR_OF_CROSSINGS) continue;
    const before = crossing - CLEAR_OF_CROSSINGS;
    const after = crossing + CLEAR_OF_CROSSINGS;
    at = (at < crossing && before >= from) || after > to ? before : after;
  }
  return at;
}

export interface LandmarkPoint {
  point: FramePoint;
  /** Whether the point stands beside the landmark's street in the demo; if not, the demo does not draw the street. */
  besideStreet: boolean;
}

/**
 * The demo's streets are straight lines through one real point each, so a landmark's real position can lie a block
 * from its street's line (City Hall's lies 220 m north of the demo's Queen St W, between Elm St and Shuter St). Its
 * point goes to where its real position meets its street, a half road and ADDRESS_SETBACK out on its number's side
 * (even north or west, odd south or east, as every lot's), clear of the streets crossing there. A landmark on a street
 * the demo does not draw (Bremner Blvd) keeps its real position.
 */
export function placeLandmark(landmark: Landmark, network: StreetNetwork): LandmarkPoint {
  const real = lngLatToFrame(landmark.lng, landmark.lat);
  const even = Number(landmark.number) % 2 === 0;
  let best: { point: FramePoint; distance: number } | null = null;
  for (const line of network.lines) {
    for (const span of line.spans) {
      if (span.name !== landmark.street) continue;
      const along = line.axis === 'ew' ? real[0] : real[1];
      const from = Math.max(line.from, span.from) + CLEAR_OF_CROSSINGS;
      const to = Math.min(line.to, span.to) - CLEAR_OF_CROSSINGS;
      if (from > to) continue;
      const foot = clearOfCrossings(network, line, Math.min(Math.max(along, from), to), from, to);
      const offset = ((line.axis === 'ew') === even ? 1 : -1) * (streetInset({ line, span }) + ADDRESS_SETBACK);
      const point: FramePoint = line.axis === 'ew' ? [foot, line.at + offset] : [line.at + offset, foot];
      const distance = Math.hypot(point[0] - real[0], point[1] - real[1]);
      if (!best || distance < best.distance) best = { point, distance };
    }
  }
  return best ? { point: best.point, besideStreet: true } : { point: real, besideStreet: false };
}

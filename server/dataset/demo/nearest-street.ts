// The named street nearest a block that no street touches, so the lots inside a super-block still get an address.

import type { Axis } from './arterials';
import type { Side, SideStreet } from './block-layout';
import type { Rect } from './frame-rect';
import type { OutlineFrame } from './outline-frame';
import type { StreetLine, StreetNetwork } from './street-network';

/** A street that does not run along the block: `side` is the block edge that faces it, `distance` the gap. */
export interface RemoteStreet {
  side: Side;
  street: SideStreet;
  distance: number;
}

export type FindNearestStreet = (rect: Rect) => RemoteStreet | null;

const LOOKS: readonly { side: Side; axis: Axis; sign: -1 | 1 }[] = [
  { side: 'south', axis: 'ew', sign: -1 },
  { side: 'north', axis: 'ew', sign: 1 },
  { side: 'west', axis: 'ns', sign: -1 },
  { side: 'east', axis: 'ns', sign: 1 },
];

interface Reach {
  line: StreetLine;
  /** The stretch of the line that lies in the city: a road beyond the shore or the city limit is no address. */
  from: number;
  to: number;
}

/**
 * Looks out from each edge of a block for the streets beyond it and takes the closest, measured to the
 * nearest point of the street that lies in the city, so a block past the end of a street can still use it.
 */
export function createStreetFinder(network: StreetNetwork, outline: OutlineFrame): FindNearestStreet {
  const reaches: Reach[] = [];
  for (const line of network.lines) {
    const inCity = outline.spanAlong(line.axis, line.at);
    if (!inCity) continue;
    const from = Math.max(line.from, inCity[0]);
    const to = Math.min(line.to, inCity[1]);
    if (from < to) reaches.push({ line, from, to });
  }
  return (rect) => {
    const midU = (rect.u0 + rect.u1) / 2;
    const midV = (rect.v0 + rect.v1) / 2;
    let best: RemoteStreet | null = null;
    for (const { side, axis, sign } of LOOKS) {
      const [mid, edge] = axis === 'ew' ? [midU, sign < 0 ? rect.v0 : rect.v1] : [midV, sign < 0 ? rect.u0 : rect.u1];
      for (const { line, from, to } of reaches) {
        const gap = sign * (line.at - edge);
        if (line.axis !== axis || gap < 0) continue;
        const foot = Math.min(Math.max(mid, from), to);
        const distance = Math.hypot(gap, mid - foot);
        if (best && distance >= best.distance) continue;
        const span = line.spans.find((s) => foot >= s.from && foot <= s.to);
        if (span) best = { side, street: { line, span }, distance };
      }
    }
    return best;
  };
}

// Cuts a block that straddles the city's edge down to the outline (with polygon-clipping, as the tiles' zone-dissolve does).

import polygonClipping from 'polygon-clipping';
import { rectRing, type Rect } from './frame-rect';
import type { OutlineFrame } from './outline-frame';

/** Frame-coordinate polygons (rings of [u, v]) of the part of `rect` inside the outline; empty when none. */
export function clipRectToOutline(rect: Rect, outline: OutlineFrame): [number, number][][][] {
  return polygonClipping.intersection([rectRing(rect)], [outline.ring]);
}

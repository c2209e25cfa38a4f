// The one gate every vector-tile request of the map passes (spec §9: at most 6 at once, 3 on phones): MapLibre's own
// through its tile protocol, and the first view's asked for before MapLibre has arrived (early-tiles.ts).
import { createRequestGate } from '../lib/net/request-gate';

export const tileGate = createRequestGate(6);

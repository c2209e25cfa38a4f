// The map's fixed view settings (spec §9): start centre and zoom, bounds, zoom range and steps, request limits.
import { toLngLat } from '../../lib/geo/lng-lat';

export const MAP_CENTER = toLngLat(-79.4, 43.7);
export const MAP_ZOOM = 11;
export const MAP_MIN_ZOOM = 8;
export const MAP_MAX_ZOOM = 20;
export const MAP_MAX_BOUNDS: [[number, number], [number, number]] = [
  [-80, 43.2],
  [-78.8, 44.2],
];
/** The zoom buttons move by half a level (spec §9 "half-step zoom"). */
export const ZOOM_STEP = 0.5;
/** Map widths under which the credit line starts folded: the open legend (≤ 320 px) and the credit need ~720 px. */
export const FOLD_ATTRIBUTION_BELOW_PX = 720;
/** Concurrent tile requests (spec §9): phones share a thinner pipe. */
export const MAX_PARALLEL_REQUESTS = { mobile: 3, other: 6 } as const;

/**
 * The vector tiles the map reads its zoning, former by-law areas and (our own basemap) streets and water from: one
 * source whose tiles join those layers, so each tile position is one request rather than one per layer.
 */
export const MAP_TILES_SOURCE_ID = 'map';
export const SEARCH_RESULT_SOURCE_ID = 'search-result';
export const PARCEL_HIGHLIGHT_LAYER_ID = 'parcel-highlight';
export const PARCEL_HIGHLIGHT_FILL_LAYER_ID = 'parcel-highlight-fill';

/**
 * The zoom one button press leads to: the next half level in that direction, so 11.3 goes to 11.5 or 11.0,
 * kept within the zoom range. The tiny tolerance keeps 11.4999999 (an eased zoom) from counting as below 11.5.
 */
export function nextZoomStep(zoom: number, direction: 1 | -1): number {
  const steps = zoom / ZOOM_STEP;
  const next = direction === 1 ? Math.floor(steps + 1e-6) + 1 : Math.ceil(steps - 1e-6) - 1;
  return Math.min(MAP_MAX_ZOOM, Math.max(MAP_MIN_ZOOM, next * ZOOM_STEP));
}

// The map's fixed view settings (spec §9): start centre and zoom, bounds, zoom range.
import { toLngLat } from '../../lib/geo/lng-lat';

export const MAP_CENTER = toLngLat(-79.4, 43.7);
export const MAP_ZOOM = 11;
export const MAP_MIN_ZOOM = 8;
export const MAP_MAX_ZOOM = 20;
export const MAP_MAX_BOUNDS: [[number, number], [number, number]] = [
  [-80, 43.2],
  [-78.8, 44.2],
];

export const SELECTION_SOURCE_ID = 'selection';

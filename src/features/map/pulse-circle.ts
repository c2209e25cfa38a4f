// The 50 m circle drawn round a picked address (spec §9 "Pulse circle radius 50 m"): true ground metres at any latitude.
import type { Feature, FeatureCollection, Polygon, Position } from 'geojson';
import type { LngLat } from '../../lib/geo/lng-lat';

export const PULSE_RADIUS_M = 50;

/** WGS84's equatorial radius: Web Mercator's scale, used for metres per pixel. */
const MERCATOR_RADIUS_M = 6_378_137;
/** The mean Earth radius: the best single sphere for distances on the ground. */
const MEAN_EARTH_RADIUS_M = 6_371_008.8;
/** MapLibre's zoom 0 world is 512 px wide. */
const WORLD_PX_AT_ZOOM_0 = 512;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** A closed ring of `steps` points `radiusM` from the centre along great circles (steps + 1 positions). */
export function circleRing([lng, lat]: LngLat, radiusM: number, steps = 64): Position[] {
  const lat1 = toRadians(lat);
  const lng1 = toRadians(lng);
  const angular = radiusM / MEAN_EARTH_RADIUS_M;
  const ring: Position[] = [];
  for (let i = 0; i < steps; i += 1) {
    const bearing = (2 * Math.PI * i) / steps;
    const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing));
    const lng2 = lng1 + Math.atan2(Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1), Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2));
    ring.push([toDegrees(lng2), toDegrees(lat2)]);
  }
  const first = ring[0];
  if (first) ring.push([first[0] ?? 0, first[1] ?? 0]);
  return ring;
}

/** The circle as GeoJSON for the map's 'search-result' source. */
export function pulseCircle(center: LngLat, radiusM = PULSE_RADIUS_M): FeatureCollection<Polygon> {
  const feature: Feature<Polygon> = {
    type: 'Feature',
    properties: {},
    geometry: { type: 'Polygon', coordinates: [circleRing(center, radiusM)] },
  };
  return { type: 'FeatureCollection', features: [feature] };
}

/** Ground metres one screen pixel spans at this latitude and zoom. */
export function metresPerPixel(lat: number, zoom: number): number {
  return (2 * Math.PI * MERCATOR_RADIUS_M * Math.cos(toRadians(lat))) / (WORLD_PX_AT_ZOOM_0 * 2 ** zoom);
}

/** The pulse's on-screen diameter: the 50 m circle's width in pixels at this zoom. */
export function pulseDiameterPx(lat: number, zoom: number, radiusM = PULSE_RADIUS_M): number {
  return (2 * radiusM) / metresPerPixel(lat, zoom);
}

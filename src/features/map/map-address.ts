// The map's place in the page address (issue 11), so a link or a reload opens it again: /map?lat=…&lng=…&z=… is the
// view's centre and zoom, or, with &parcel=…, the point where a parcel was picked. A link with lat and lng alone (no
// zoom) opens whatever parcel is there. The format is written by lib/geo/map-link.ts; this reads it back.
import { isWithinTorontoBounds, toLngLat, type LngLat } from '../../lib/geo/lng-lat';
import type { MapAddress } from '../../lib/geo/map-link';
import { MAP_MAX_ZOOM, MAP_MIN_ZOOM } from './map-config';

/** Parcel ids are short City numbers; anything longer is not one. */
const MAX_PARCEL_ID_LENGTH = 40;

function readNumber(params: URLSearchParams, key: string): number | null {
  const text = params.get(key);
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** The place a query string names, or null when it names none inside Toronto (a bad zoom or parcel id is dropped). */
export function readMapAddress(search: string): MapAddress | null {
  const params = new URLSearchParams(search);
  const lat = readNumber(params, 'lat');
  const lng = readNumber(params, 'lng');
  if (lat === null || lng === null) return null;
  let point: LngLat;
  try {
    point = toLngLat(lng, lat);
  } catch {
    return null;
  }
  if (!isWithinTorontoBounds(point)) return null;
  const zoom = readNumber(params, 'z');
  const parcelId = params.get('parcel')?.trim() ?? '';
  return {
    point,
    zoom: zoom !== null && zoom >= MAP_MIN_ZOOM && zoom <= MAP_MAX_ZOOM ? zoom : null,
    parcelId: parcelId !== '' && parcelId.length <= MAX_PARCEL_ID_LENGTH ? parcelId : null,
  };
}

/** Whether the address picks a place (its panel opens) rather than only framing a view. */
export function picksPlace(address: MapAddress): boolean {
  return address.parcelId !== null || address.zoom === null;
}

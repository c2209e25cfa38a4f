// The map's address format (issue 11 point 3): /map?lat=…&lng=…[&z=…][&parcel=…]. The map writes it as the user moves
// and picks (features/map/map-address.ts reads it back); whatever else links to a place, such as a saved report's
// "Open on the map", builds its link here so that both speak the same format.
import type { LngLat } from './lng-lat';

export interface MapAddress {
  point: LngLat;
  zoom: number | null;
  /** PARCELID of the picked parcel; null for a view, or a pick where no parcel is. */
  parcelId: string | null;
}

/** The query string for a place: six decimals (about 10 cm) and zoom to two. */
export function mapAddressQuery({ point, zoom, parcelId }: MapAddress): string {
  const params = new URLSearchParams({ lat: point[1].toFixed(6), lng: point[0].toFixed(6) });
  if (zoom !== null) params.set('z', String(Math.round(zoom * 100) / 100));
  if (parcelId !== null) params.set('parcel', parcelId);
  return `?${params.toString()}`;
}

/** The link that opens a place on the map; with no zoom it opens the parcel there with its panel, at the map's own zoom. */
export function mapLinkTo(address: MapAddress): string {
  return `/map${mapAddressQuery(address)}`;
}

// The links the articles' HTML is written with: By-law 569-2013 pages on toronto.ca (built by lib/zoning/bylaw-links,
// so every citation points at the City's own page) and the map at a reviewed public place (places.ts).
import { toLngLat } from '../../../lib/geo/lng-lat';
import { mapLinkTo } from '../../../lib/geo/map-link';
import { chapterUrl, CITY_ZONING_MAP_URL, sectionUrl } from '../../../lib/zoning/bylaw-links';
import { PLACES, type PlaceKey } from '../places';

/** The zoom a "view" link frames a neighbourhood at: a few blocks on a phone. */
const VIEW_ZOOM = 16;

function anchor(href: string, text: string): string {
  return `<a href="${href.replace(/&/g, '&amp;')}">${text}</a>`;
}

/** A section (or one of its articles) on the section's own page: section('10.20'), section('10.40.30.40'). */
export function section(number: string, text = `Section ${number}`): string {
  return anchor(sectionUrl(number), text);
}

/** A chapter's page; also where a chapter's opening section (10.5, 90.5) is printed. */
export function chapter(number: number, text = `Chapter ${number}`): string {
  return anchor(chapterUrl(number), text);
}

export function cityZoningMap(text: string): string {
  return anchor(CITY_ZONING_MAP_URL, text);
}

/**
 * A link that opens the map at a public place: 'parcel' opens the parcel there with its panel, 'view' frames the
 * streets around it.
 */
export function onMap(place: PlaceKey, text: string, mode: 'parcel' | 'view' = 'view'): string {
  const { lat, lng } = PLACES[place];
  return anchor(mapLinkTo({ point: toLngLat(lng, lat), zoom: mode === 'view' ? VIEW_ZOOM : null, parcelId: null }), text);
}

/** Another built-in article. */
export function articleLink(id: string, text: string): string {
  return anchor(`/blog/${id}`, text);
}

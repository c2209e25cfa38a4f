// The map place a user left to sign in or buy credits, kept in session storage so the map can reopen it on return.
import type { AnalysisRequest } from '../lib/api/reports';
import { toLngLat, type LngLat } from '../lib/geo/lng-lat';
import { isRecord, readStoredJson, removeStored, writeStoredJson } from './stored-json';

const KEY = 'zonebrief.returnPlace';

/** Signing up (with its e-mail) or paying can take a while; a place older than this is no longer "where I was". */
export const RETURN_PLACE_MAX_AGE_MS = 60 * 60 * 1000;

/** The place as the map looked it up: a searched place keeps the address the user picked. */
export interface SavedPlace {
  point: LngLat;
  source: AnalysisRequest['source'];
  searchedAddress?: string;
}

export interface ReturnPlace extends SavedPlace {
  /** Unix milliseconds when the user left. */
  at: number;
}

/** Not kept where storage is refused (private mode): the user comes back to the map without the place. */
export function saveReturnPlace({ point, source, searchedAddress }: SavedPlace, now = Date.now()): void {
  writeStoredJson(KEY, 'session', { lng: point[0], lat: point[1], source, searchedAddress, at: now });
}

/** The stored place, if one is there, valid and recent; reading leaves it in place (clearReturnPlace takes it away). */
export function readReturnPlace(now = Date.now()): ReturnPlace | null {
  return readStoredJson(KEY, 'session', (value) => {
    if (!isRecord(value) || typeof value.lng !== 'number' || typeof value.lat !== 'number' || typeof value.at !== 'number') return null;
    if (value.source !== 'Map Click' && value.source !== 'Address Search') return null;
    if (now - value.at > RETURN_PLACE_MAX_AGE_MS || value.at > now) return null;
    // toLngLat throws for a point outside Toronto, which reads as nothing stored.
    const place: ReturnPlace = { point: toLngLat(value.lng, value.lat), source: value.source, at: value.at };
    if (value.source === 'Address Search' && typeof value.searchedAddress === 'string') place.searchedAddress = value.searchedAddress;
    return place;
  });
}

export function clearReturnPlace(): void {
  removeStored(KEY, 'session');
}

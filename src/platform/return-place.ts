// The map place a user left to sign in or buy credits, kept in session storage so the map can reopen it on return.
import type { AnalysisRequest } from '../lib/api/reports';
import { toLngLat, type LngLat } from '../lib/geo/lng-lat';

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

export function saveReturnPlace({ point, source, searchedAddress }: SavedPlace, now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ lng: point[0], lat: point[1], source, searchedAddress, at: now }));
  } catch {
    // Storage unavailable (private mode): the user comes back to the map without the place.
  }
}

/** The stored place, if one is there, valid and recent; reading leaves it in place (clearReturnPlace takes it away). */
export function readReturnPlace(now = Date.now()): ReturnPlace | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as
      | { lng?: unknown; lat?: unknown; source?: unknown; searchedAddress?: unknown; at?: unknown }
      | null;
    if (!value || typeof value.lng !== 'number' || typeof value.lat !== 'number' || typeof value.at !== 'number') return null;
    if (value.source !== 'Map Click' && value.source !== 'Address Search') return null;
    if (now - value.at > RETURN_PLACE_MAX_AGE_MS || value.at > now) return null;
    const place: ReturnPlace = { point: toLngLat(value.lng, value.lat), source: value.source, at: value.at };
    if (value.source === 'Address Search' && typeof value.searchedAddress === 'string') place.searchedAddress = value.searchedAddress;
    return place;
  } catch {
    return null;
  }
}

export function clearReturnPlace(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}

// Google Places API (New) text search for the address box (spec §7): one POST, its answer checked and mapped.

import { z } from 'zod';
import type { AddressSearchResult } from '../../src/lib/api/geocode';
import { MAX_GEOCODE_RESULTS } from '../../src/lib/api/geocode';
import { highlightMatch } from '../../src/lib/search/highlight';
import { parseQuery } from '../../src/lib/search/query-tokens';

export const GOOGLE_PLACES_BASE_URL = 'https://places.googleapis.com';
export const GOOGLE_PLACES_TIMEOUT_MS = 5_000;
export const GOOGLE_PLACES_FIELD_MASK = 'places.id,places.displayName,places.formattedAddress,places.location';

/** Spec §7 and §9: biased to within 20 km of the map's start centre, Canada, at most 10 results. */
const LOCATION_BIAS = { circle: { center: { latitude: 43.7, longitude: -79.4 }, radius: 20_000 } };

export interface GooglePlacesOptions {
  apiKey: string;
  baseUrl?: string;
  timeoutMs?: number;
}

/** Thrown for any answer but a well-formed 200; its message names the status, never the key. */
export class GooglePlacesError extends Error {
  override readonly name = 'GooglePlacesError';
}

export interface GooglePlaces {
  /** The places Google finds for the text, best first; [] when it finds none. Throws GooglePlacesError. */
  searchText(query: string): Promise<AddressSearchResult[]>;
}

const placeSchema = z.object({
  id: z.string().min(1),
  displayName: z.object({ text: z.string() }).optional(),
  formattedAddress: z.string().optional(),
  location: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
});

const answerSchema = z.object({ places: z.array(z.unknown()).optional() });

const errorSchema = z.object({ error: z.object({ status: z.string().optional() }) });

type Place = z.infer<typeof placeSchema>;

/**
 * "CN Tower, 290 Bremner Blvd, Toronto, ON M5V 3L9, Canada" with the name apart; just the address (and no name) when
 * the name is the address.
 */
function labelOf(place: Place): { label: string; name?: string } {
  const name = place.displayName?.text.trim() ?? '';
  const address = place.formattedAddress?.trim() ?? '';
  if (!name) return { label: address };
  if (!address || address.toLowerCase().startsWith(name.toLowerCase())) return { label: address || name };
  return { label: `${name}, ${address}`, name };
}

function toResult(place: Place, query: string): AddressSearchResult | null {
  const { label, name } = labelOf(place);
  if (!label) return null;
  return {
    place_id: place.id,
    display_name: label,
    lat: place.location.latitude,
    lng: place.location.longitude,
    highlighted_name: highlightMatch(label, parseQuery(query).tokens),
    is_google_result: true,
    ...(name ? { place_name: name } : {}),
  };
}

async function describeFailure(response: Response): Promise<string> {
  // Google's error body names a status such as PERMISSION_DENIED; its text is not repeated in case it echoes input.
  const body: unknown = await response.json().catch(() => null);
  const parsed = errorSchema.safeParse(body);
  const status = parsed.success && parsed.data.error.status ? ` ${parsed.data.error.status}` : '';
  return `Google Places answered HTTP ${response.status}${status}`;
}

export function createGooglePlaces({ apiKey, baseUrl = GOOGLE_PLACES_BASE_URL, timeoutMs = GOOGLE_PLACES_TIMEOUT_MS }: GooglePlacesOptions): GooglePlaces {
  const url = new URL('/v1/places:searchText', baseUrl).toString();
  return {
    async searchText(query) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-Goog-Api-Key': apiKey,
            'X-Goog-FieldMask': GOOGLE_PLACES_FIELD_MASK,
          },
          body: JSON.stringify({ textQuery: query, locationBias: LOCATION_BIAS, regionCode: 'ca', maxResultCount: MAX_GEOCODE_RESULTS }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
        throw new GooglePlacesError(timedOut ? `Google Places did not answer within ${timeoutMs} ms` : 'Google Places could not be reached', { cause: error });
      }
      if (!response.ok) throw new GooglePlacesError(await describeFailure(response));
      const body: unknown = await response.json().catch(() => undefined);
      const answer = answerSchema.safeParse(body);
      if (!answer.success) throw new GooglePlacesError('Google Places answered with an unexpected body');
      // One malformed place should not hide the others.
      return (answer.data.places ?? [])
        .flatMap((raw) => {
          const place = placeSchema.safeParse(raw);
          const result = place.success ? toResult(place.data, query) : null;
          return result ? [result] : [];
        })
        .slice(0, MAX_GEOCODE_RESULTS);
    },
  };
}

// Chooses the address-search adapter from configuration: Google Places when a key is set, the dataset's gazetteer otherwise.

import type { GeocodeAnswer } from '../../src/lib/api/geocode';
import type { Config } from '../config';
import type { AddressTable } from '../../src/lib/spatial/address-table';
import type { AddressPoint } from '../../src/lib/spatial/schema';
import type { Logger } from '../http/logger';
import { createGazetteer, placesOf } from '../../src/lib/search/gazetteer';
import { createGooglePlaces, GooglePlacesError } from './google-places-adapter';
import { createLandmarkList } from '../../src/lib/search/landmarks';

export interface Geocoder {
  /** Which adapter answers, as server/adapters.ts reports it. */
  readonly kind: 'gazetteer' | 'google places';
  /** Never throws for a provider's failure: Google's falls back to the landmark list. */
  geocode(query: string): Promise<GeocodeResults>;
}

/** An answer before the route stamps it with the dataset version it is serving. */
export type GeocodeResults = Omit<GeocodeAnswer, 'dataset'>;

export type GeocoderConfig = Pick<Config, 'GOOGLE_MAPS_API_KEY' | 'GOOGLE_PLACES_BASE_URL'>;

export interface GeocoderOptions {
  /** Google's time limit; tests shorten it. */
  timeoutMs?: number;
}

export function createGeocoder(
  config: GeocoderConfig,
  dataset: { addresses: readonly AddressPoint[] | AddressTable },
  logger: Pick<Logger, 'warn'>,
  options: GeocoderOptions = {},
): Geocoder {
  const apiKey = config.GOOGLE_MAPS_API_KEY;
  if (!apiKey) {
    const gazetteer = createGazetteer(dataset.addresses);
    return {
      kind: 'gazetteer',
      geocode: async (query) => ({ results: gazetteer.search(query), source: 'gazetteer' }),
    };
  }

  // The index is only needed once Google has failed; the landmark list is tiny, so it is built now.
  const landmarks = createLandmarkList(placesOf(dataset.addresses));
  const places = createGooglePlaces({ apiKey, baseUrl: config.GOOGLE_PLACES_BASE_URL, timeoutMs: options.timeoutMs });
  return {
    kind: 'google places',
    async geocode(query) {
      try {
        const results = await places.searchText(query);
        if (results.length > 0) return { results, source: 'google' };
      } catch (error) {
        if (!(error instanceof GooglePlacesError)) throw error;
        // Only our own message: it names the status, not the key or the user's query.
        logger.warn({ reason: error.message }, 'Google Places search failed; answering from the landmark list');
      }
      return { results: landmarks.search(query), source: 'landmarks' };
    },
  };
}

// The local landmark list: the dataset's address points that name a place ("Toronto City Hall"), matched by name or address.

import type { AddressSearchResult } from '../api/geocode';
import { MAX_GEOCODE_RESULTS } from '../api/geocode';
import { normalizeAddress } from './street-abbreviations';
import type { AddressPoint } from '../spatial/schema';
import { toAddressResult } from './address-result';
import { isCompleteMatch, matchTokens, parseQuery, scoreMatch, type ParsedQuery } from './query-tokens';

/** A landmark named by the query ranks with exact addresses: above partial ones, below a complete address. */
export const LANDMARK_NAME_SCORE = 20;

export interface ScoredPoint {
  point: AddressPoint;
  score: number;
}

interface Landmark {
  point: AddressPoint;
  name: string[];
  address: string[];
}

export interface LandmarkList {
  readonly size: number;
  /** Landmarks whose name the query matches, scored from LANDMARK_NAME_SCORE up. */
  matchByName(query: ParsedQuery): ScoredPoint[];
  /** Landmarks whose name or address the query matches, best first: the fallback when Google cannot answer. */
  search(query: string, limit?: number): AddressSearchResult[];
}

const words = (text: string): string[] => normalizeAddress(text).split(' ').filter((w) => w !== '');

export function createLandmarkList(addresses: readonly AddressPoint[]): LandmarkList {
  const landmarks: Landmark[] = addresses
    .filter((point) => point.PLACE_NAME)
    .map((point) => ({ point, name: words(point.PLACE_NAME ?? ''), address: words(point.ADDRESS_FULL) }));

  function matchByName(query: ParsedQuery): ScoredPoint[] {
    if (query.tokens.length === 0) return [];
    return landmarks.flatMap(({ point, name }) => {
      const match = matchTokens(query.tokens, name);
      return match ? [{ point, score: LANDMARK_NAME_SCORE + scoreMatch(match, name.length) }] : [];
    });
  }

  function matchByAddress(query: ParsedQuery): ScoredPoint[] {
    if (query.tokens.length === 0) return [];
    return landmarks.flatMap(({ point, address }) => {
      const match = matchTokens(query.tokens, address);
      if (!match) return [];
      const complete = isCompleteMatch(match, address.length) ? LANDMARK_NAME_SCORE : 0;
      return [{ point, score: LANDMARK_NAME_SCORE / 2 + complete + scoreMatch(match, address.length) }];
    });
  }

  return {
    size: landmarks.length,
    matchByName,
    search(query, limit = MAX_GEOCODE_RESULTS) {
      const parsed = parseQuery(query);
      const best = new Map<number, ScoredPoint>();
      for (const scored of [...matchByName(parsed), ...matchByAddress(parsed)]) {
        const id = scored.point.ADDRESS_POINT_ID;
        if ((best.get(id)?.score ?? -Infinity) < scored.score) best.set(id, scored);
      }
      return [...best.values()]
        .sort((a, b) => b.score - a.score || a.point.ADDRESS_FULL.localeCompare(b.point.ADDRESS_FULL))
        .slice(0, limit)
        .map(({ point }) => toAddressResult(point, parsed.tokens));
    },
  };
}

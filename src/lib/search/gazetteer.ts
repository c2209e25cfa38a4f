// The dataset's address search: an in-memory index of address points by street-name word and house number.

import type { AddressSearchResult } from '../api/geocode';
import { MAX_GEOCODE_RESULTS } from '../api/geocode';
import { normalizeAddress, tokenizeAddress } from './street-abbreviations';
import { addressTableOf, isAddressTable, type AddressTable } from '../spatial/address-table';
import type { AddressPoint } from '../spatial/schema';
import { toAddressResult } from './address-result';
import { createLandmarkList, type ScoredPoint } from './landmarks';
import { isCompleteMatch, matchTokens, parseQuery, scoreMatch, type QueryToken } from './query-tokens';

// Score tiers (scoreMatch adds 0–9 within a tier): a complete address beats every partial answer; an exact
// house number on part of a street name ties with a landmark named by the query; a house-number prefix or
// a street alone comes last.
const EXACT_ADDRESS = 40;
const EXACT_NUMBER = 20;
const PARTIAL = 10;

interface Street {
  name: string;
  tokens: string[];
  /** House numbers sorted as strings, so exact and prefix look-ups are binary searches. */
  numbers: string[];
  /** Address indexes, parallel to numbers. */
  byNumber: number[];
  /** Address indexes in numeric house-number order, for listing a street from its start. */
  inOrder: number[];
}

interface RankedStreet {
  street: Street;
  score: number;
  complete: boolean;
}

export interface Gazetteer {
  readonly addressCount: number;
  readonly streetCount: number;
  /** Up to `limit` results, best first; an empty list when nothing matches. */
  search(query: string, limit?: number): AddressSearchResult[];
}

/** The house number as a query token reads it ("100A" → "100a", "100-102" → "100"). */
function houseNumberKey(value: string): string {
  // Most numbers are plain digits already; the regex is much cheaper than tokenising 100,000 of them.
  return /^\d+$/.test(value) ? value : (tokenizeAddress(value)[0] ?? '');
}

/** Code-unit order, the order lowerBound searches in (localeCompare would be both slower and different). */
function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The first index whose value is >= key. */
function lowerBound(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] ?? '') < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** [start, end) of the values that start with prefix. */
function prefixRange(sorted: readonly string[], prefix: string): [number, number] {
  return [lowerBound(sorted, prefix), lowerBound(sorted, `${prefix}\uffff`)];
}

/** The address points that name a place, the landmark list's points. */
export function placesOf(source: readonly AddressPoint[] | AddressTable): AddressPoint[] {
  if (!isAddressTable(source)) return source.filter((point) => point.PLACE_NAME);
  const placeNameOf = source.properties.column('PLACE_NAME');
  const places: AddressPoint[] = [];
  for (let i = 0; i < source.length; i += 1) if (placeNameOf(i)) places.push(source.get(i));
  return places;
}

/** Over address points in memory, or over a prebuilt dataset's address columns (no object per address is built). */
export function createGazetteer(source: readonly AddressPoint[] | AddressTable): Gazetteer {
  const table = isAddressTable(source) ? source : addressTableOf(source);
  const addresses = { length: table.length, at: (i: number): AddressPoint | undefined => (i >= 0 && i < table.length ? table.get(i) : undefined) };
  const streetNameOf = table.properties.column('LINEAR_NAME_FULL');
  const houseNumberOf = table.properties.column('ADDRESS_NUMBER');
  const landmarks = createLandmarkList(placesOf(table));
  const numberKeys = Array.from({ length: table.length }, (_, i) => houseNumberKey(String(houseNumberOf(i) ?? '')));
  const streets: Street[] = [];
  const streetByName = new Map<string, Street>();
  // Normalising is the slow part of the build; a city has far fewer street names than addresses.
  const normalizedNames = new Map<string, string>();
  for (let i = 0; i < table.length; i += 1) {
    const name = String(streetNameOf(i) ?? '');
    let key = normalizedNames.get(name);
    if (key === undefined) {
      key = normalizeAddress(name);
      normalizedNames.set(name, key);
    }
    let street = streetByName.get(key);
    if (!street) {
      street = { name, tokens: key.split(' ').filter((t) => t !== ''), numbers: [], byNumber: [], inOrder: [] };
      streetByName.set(key, street);
      streets.push(street);
    }
    street.inOrder.push(i);
  }
  const numericNumbers = Float64Array.from(numberKeys, (key) => Number.parseInt(key, 10) || 0);
  const byKey = (a: number, b: number): number => compareStrings(numberKeys[a] ?? '', numberKeys[b] ?? '') || a - b;
  for (const street of streets) {
    street.byNumber = [...street.inOrder].sort(byKey);
    street.numbers = street.byNumber.map((i) => numberKeys[i] ?? '');
    street.inOrder.sort((a, b) => (numericNumbers[a] ?? 0) - (numericNumbers[b] ?? 0) || byKey(a, b));
  }

  // Every street-name word, sorted, with the streets that use it: a prefix is a binary search away.
  const streetsOfToken = new Map<string, number[]>();
  streets.forEach((street, s) => {
    for (const token of new Set(street.tokens)) {
      const list = streetsOfToken.get(token);
      if (list) list.push(s);
      else streetsOfToken.set(token, [s]);
    }
  });
  const sortedTokens = [...streetsOfToken.keys()].sort();

  // Every address by house number alone, street by street in name order, for a query that is only a number.
  const addressesOfNumber = new Map<string, number[]>();
  for (const street of [...streets].sort((a, b) => compareStrings(a.name, b.name))) {
    for (const i of street.inOrder) {
      const key = numberKeys[i] ?? '';
      const list = addressesOfNumber.get(key);
      if (list) list.push(i);
      else addressesOfNumber.set(key, [i]);
    }
  }

  /** Streets whose name holds every word (each word a whole word or a prefix), best first. */
  function rankStreets(words: readonly QueryToken[]): RankedStreet[] {
    if (words.length === 0) return [];
    const hits = new Uint16Array(streets.length);
    const seen = new Int32Array(streets.length).fill(-1);
    words.forEach((word, w) => {
      for (const alt of word.alts) {
        const [start, end] = prefixRange(sortedTokens, alt);
        for (let t = start; t < end; t += 1) {
          for (const s of streetsOfToken.get(sortedTokens[t] ?? '') ?? []) {
            if (seen[s] === w) continue;
            seen[s] = w;
            hits[s] = (hits[s] ?? 0) + 1;
          }
        }
      }
    });
    const ranked: RankedStreet[] = [];
    hits.forEach((count, s) => {
      const street = streets[s];
      if (count < words.length || !street) return;
      const match = matchTokens(words, street.tokens);
      if (!match) return;
      const complete = isCompleteMatch(match, street.tokens.length);
      ranked.push({ street, score: scoreMatch(match, street.tokens.length) + (complete ? PARTIAL : 0), complete });
    });
    return ranked.sort((a, b) => b.score - a.score || compareStrings(a.street.name, b.street.name));
  }

  /** Up to `limit` + 1 addresses of the street whose number starts with prefix, lowest first (the +1 allows for the exact one). */
  function lowestWithPrefix(street: Street, prefix: string, [start, end]: [number, number], limit: number): number[] {
    // A long prefix has a short range: sort it. A short one ("1") has a long range whose lowest numbers
    // come early in house-number order, so a walk from the street's start stops soon.
    if (end - start <= 4 * limit) {
      const byValue = (a: number, b: number): number => (numericNumbers[a] ?? 0) - (numericNumbers[b] ?? 0) || a - b;
      return street.byNumber.slice(start, end).sort(byValue).slice(0, limit + 1);
    }
    const lowest: number[] = [];
    for (const i of street.inOrder) {
      if (lowest.length > limit) break;
      if ((numberKeys[i] ?? '').startsWith(prefix)) lowest.push(i);
    }
    return lowest;
  }

  function numberOnStreets(houseNumber: string, words: readonly QueryToken[], limit: number): ScoredPoint[] {
    const ranked = rankStreets(words).map((r) => ({ ...r, range: prefixRange(r.street.numbers, houseNumber) }));
    const found: ScoredPoint[] = [];
    for (const { street, score, complete, range: [start, end] } of ranked) {
      for (let k = start; k < end && street.numbers[k] === houseNumber; k += 1) {
        const point = addresses.at(street.byNumber[k] ?? -1);
        if (point) found.push({ point, score: (complete ? EXACT_ADDRESS : EXACT_NUMBER) + score });
      }
    }
    // Prefix matches ("10" → 100, 1000) rank below every exact number, so stop once the list is full.
    const exact = found.length;
    for (const { street, score, range } of ranked) {
      if (found.length - exact >= limit) break;
      if (range[1] <= range[0]) continue;
      for (const i of lowestWithPrefix(street, houseNumber, range, limit)) {
        const point = addresses.at(i);
        if (point && numberKeys[i] !== houseNumber) found.push({ point, score: PARTIAL + score });
      }
    }
    return found;
  }

  function numberAnywhere(houseNumber: string, limit: number): ScoredPoint[] {
    return (addressesOfNumber.get(houseNumber) ?? []).slice(0, limit).flatMap((i) => {
      const point = addresses.at(i);
      return point ? [{ point, score: EXACT_NUMBER }] : [];
    });
  }

  /** A street without a number: the first addresses of each matching street, spread over the best streets. */
  function streetOnly(words: readonly QueryToken[], limit: number): ScoredPoint[] {
    const ranked = rankStreets(words).slice(0, limit);
    const quota = Math.ceil(limit / Math.max(1, ranked.length));
    return ranked.flatMap(({ street, score }) =>
      street.inOrder.slice(0, quota).flatMap((i) => {
        const point = addresses.at(i);
        return point ? [{ point, score: PARTIAL + score }] : [];
      }));
  }

  function search(query: string, limit = MAX_GEOCODE_RESULTS): AddressSearchResult[] {
    const parsed = parseQuery(query);
    if (parsed.tokens.length === 0 || limit <= 0) return [];
    const { houseNumber, words } = parsed;
    let found: ScoredPoint[];
    if (houseNumber === null) found = streetOnly(words, limit);
    else if (words.length === 0) found = numberAnywhere(houseNumber, limit);
    else found = numberOnStreets(houseNumber, words, limit);
    found.push(...landmarks.matchByName(parsed));
    // A number that opens a street's name ("401") rather than an address.
    if (found.length === 0 && houseNumber !== null) found = streetOnly(parsed.tokens, limit);

    const best = new Map<number, { scored: ScoredPoint; order: number }>();
    found.forEach((scored, order) => {
      const id = scored.point.ADDRESS_POINT_ID;
      const kept = best.get(id);
      if (!kept || kept.scored.score < scored.score) best.set(id, { scored, order: kept?.order ?? order });
    });
    return [...best.values()]
      .sort((a, b) => b.scored.score - a.scored.score || a.order - b.order)
      .slice(0, limit)
      .map(({ scored }) => toAddressResult(scored.point, parsed.tokens));
  }

  return { addressCount: addresses.length, streetCount: streets.length, search };
}

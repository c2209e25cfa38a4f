// Turns a search query into normalised tokens and scores how well they match a name's tokens.

import { expandAddressTokens, tokenizeAddress } from './street-abbreviations';

export interface QueryToken {
  /** The normalised form ("st" → "street"). */
  text: string;
  /** Every form that may match: the normalised one, the typed one, and both readings of "st". */
  alts: readonly string[];
}

export interface ParsedQuery {
  tokens: readonly QueryToken[];
  /** The leading house number, when the query starts with one. */
  houseNumber: string | null;
  /** The tokens after the house number (all of them when there is none). */
  words: readonly QueryToken[];
}

/** Words that name the city rather than the street; dropped from the end so "100 queen st w, toronto, on" still matches. */
const CITY_WORDS = new Set(['toronto', 'on', 'ont', 'ontario', 'canada', 'ca']);

const HOUSE_NUMBER = /^\d+[a-z]?$/;

function toQueryToken(text: string, raw: string): QueryToken {
  // The last word is often half typed: "queen s" must still reach "street", which "south" would not.
  const alts = new Set([text, raw]);
  if (raw === 'st') {
    alts.add('saint');
    alts.add('street');
  }
  return { text, alts: [...alts] };
}

export function parseQuery(query: string): ParsedQuery {
  const raw = tokenizeAddress(query);
  const expanded = expandAddressTokens(raw);
  let tokens = expanded.map((text, i) => toQueryToken(text, raw[i] ?? text));
  while (tokens.length > 1 && CITY_WORDS.has(tokens.at(-1)?.text ?? '')) {
    const kept = tokens.slice(0, -1);
    if (!kept.some((t) => !HOUSE_NUMBER.test(t.text))) break;
    tokens = kept;
  }
  const first = tokens[0];
  const houseNumber = first && HOUSE_NUMBER.test(first.text) ? first.text : null;
  return { tokens, houseNumber, words: houseNumber === null ? tokens : tokens.slice(1) };
}

export interface TokenMatch {
  /** For each query token, the index of the target token it matched. */
  positions: number[];
  /** For each query token, whether it matched a whole target token (not just its start). */
  whole: boolean[];
}

/**
 * Matches every query token to a distinct target token, whole-word matches first, then prefixes; null when
 * any query token matches nothing. Order is free, so "w queen" still finds Queen St W.
 */
export function matchTokens(query: readonly QueryToken[], target: readonly string[]): TokenMatch | null {
  const used = new Array<boolean>(target.length).fill(false);
  const positions = new Array<number>(query.length).fill(-1);
  const whole = new Array<boolean>(query.length).fill(false);
  query.forEach((q, i) => {
    const at = target.findIndex((t, j) => !used[j] && q.alts.includes(t));
    if (at >= 0) {
      used[at] = true;
      positions[i] = at;
      whole[i] = true;
    }
  });
  for (let i = 0; i < query.length; i += 1) {
    if (positions[i] !== -1) continue;
    const alts = query[i]?.alts ?? [];
    const at = target.findIndex((t, j) => !used[j] && alts.some((a) => t.startsWith(a)));
    if (at < 0) return null;
    used[at] = true;
    positions[i] = at;
  }
  return { positions, whole };
}

/**
 * How well a match covers its target, from 0 to 9: covering the whole name counts most, then whole words
 * over prefixes, then starting at the name's first word and keeping its order.
 */
export function scoreMatch(match: TokenMatch, targetLength: number): number {
  const count = match.positions.length;
  if (count === 0 || targetLength === 0) return 0;
  const coverage = count / targetLength;
  const wholeShare = match.whole.filter(Boolean).length / count;
  const startsAtFirst = match.positions[0] === 0 ? 0.5 : 0;
  const inOrder = match.positions.every((p, i) => i === 0 || p > (match.positions[i - 1] ?? -1)) ? 0.5 : 0;
  return 5 * coverage + 3 * wholeShare + startsAtFirst + inOrder;
}

/** True when every query token is a whole word and together they name the whole target. */
export function isCompleteMatch(match: TokenMatch, targetLength: number): boolean {
  return match.positions.length === targetLength && match.whole.every(Boolean);
}

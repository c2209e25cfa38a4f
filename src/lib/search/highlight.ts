// Finds the part of a result's label that the query matched, as plain text the client can bold itself.

import { expandAddressTokens, tokenizeAddress } from './street-abbreviations';
import { matchTokens, type QueryToken } from './query-tokens';

interface Word {
  start: number;
  end: number;
  text: string;
}

/**
 * The stretch of `label` from the first to the last word the query matched, always a substring of `label`
 * (so the client can find it with indexOf); a half-typed last word ("100 Que") is cut to what was typed.
 * Empty when nothing matched.
 */
export function highlightMatch(label: string, query: readonly QueryToken[]): string {
  const words: Word[] = [...label.matchAll(/\S+/g)].map((m) => ({ start: m.index, end: m.index + m[0].length, text: m[0] }));
  const raw: string[] = [];
  const wordOf: number[] = [];
  words.forEach((word, w) => {
    for (const token of tokenizeAddress(word.text)) {
      raw.push(token);
      wordOf.push(w);
    }
  });
  const tokens = expandAddressTokens(raw);
  // A query token may match nothing here (a Google label, a city word): highlight what did match.
  const matched = query
    .map((q) => ({ q, match: matchTokens([q], tokens) }))
    .filter((m) => m.match !== null);
  if (matched.length === 0) return '';
  const full = matchTokens(matched.map((m) => m.q), tokens);
  if (!full) return '';
  const wordIndexes = full.positions.map((p) => wordOf[p] ?? 0);
  const first = words[Math.min(...wordIndexes)];
  const lastIndex = Math.max(...wordIndexes);
  const last = words[lastIndex];
  if (!first || !last) return '';
  let end = trimmedEnd(last);
  const k = wordIndexes.lastIndexOf(lastIndex);
  const typed = matched[k]?.q;
  if (typed && !full.whole[k]) {
    // Cut a prefix match to what was typed, but only where the word is spelt as typed ("Que|en", not "St" for "str").
    const spelt = last.text.slice(0, trimmedEnd(last) - last.start).toLowerCase();
    const prefix = typed.alts.find((a) => spelt.startsWith(a) && a.length < spelt.length);
    if (prefix !== undefined) end = last.start + prefix.length;
  }
  return label.slice(first.start, end);
}

/** A word's end without its trailing punctuation ("Hall," → "Hall"). */
function trimmedEnd(word: Word): number {
  const kept = word.text.replace(/[^\p{L}\p{N}]+$/u, '');
  return word.start + (kept.length > 0 ? kept.length : word.text.length);
}

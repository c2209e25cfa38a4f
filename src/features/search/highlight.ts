// Marks, in a suggestion, the words the user typed, so the dropdown bolds what was typed and nothing else.
import { expandAddressTokens } from '../../lib/search/street-abbreviations';

export interface TextPart {
  text: string;
  matched: boolean;
}

type Range = [start: number, end: number];

interface Word {
  start: number;
  end: number;
  /** Lower case, as typed in the suggestion. */
  lower: string;
  /** Its long form in context: "st" → "street", "w" after a street type → "west". */
  expanded: string;
}

function wordsOf(text: string): Word[] {
  const found = [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({ start: m.index, end: m.index + m[0].length, lower: m[0].toLowerCase() }));
  const expanded = expandAddressTokens(found.map((word) => word.lower));
  return found.map((word, k) => ({ ...word, expanded: expanded[k] ?? word.lower }));
}

/** Each typed word with its long form ("st" and "street"), in the order typed. */
function typedWords(typed: string): string[][] {
  const words = typed.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w !== '');
  const expanded = expandAddressTokens(words);
  return words.map((word, k) => [...new Set([word, expanded[k] ?? word])]);
}

/**
 * What of `word` the typed word covers: the typed letters where the word starts with them ("21" of "2100"), the
 * whole word where its long form does ("street" covers "St"); null where they do not meet.
 */
function coveredBy(word: Word, alts: readonly string[]): Range | null {
  const prefix = alts.find((alt) => word.lower.startsWith(alt));
  if (prefix !== undefined) return [word.start, word.start + prefix.length];
  return alts.some((alt) => word.expanded.startsWith(alt)) ? [word.start, word.end] : null;
}

/** Sorted, with ranges split only by spaces joined, so "100 Queen St" is one bold run. */
function mergeRanges(text: string, ranges: Range[]): Range[] {
  const merged: Range[] = [];
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    const last = merged[merged.length - 1];
    if (last && (start <= last[1] || text.slice(last[1], start).trim() === '')) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/**
 * The suggestion in plain and matched parts. Each typed word marks one word of the text (the first it covers that no
 * earlier typed word took), looked for first inside the server's `highlighted` part when the text holds it, so a
 * typed "toronto" marks the landmark's name rather than the city after the address.
 */
export function highlightParts(text: string, highlighted: string, typed: string): TextPart[] {
  const words = wordsOf(text);
  const at = highlighted.trim() === '' ? -1 : text.toLowerCase().indexOf(highlighted.toLowerCase());
  const inServerPart = (word: Word) => at !== -1 && word.start >= at && word.end <= at + highlighted.length;
  const preferred = [...words.filter(inServerPart), ...words.filter((word) => !inServerPart(word))];
  const taken = new Set<Word>();
  const ranges: Range[] = [];
  for (const alts of typedWords(typed)) {
    for (const word of preferred) {
      const range = taken.has(word) ? null : coveredBy(word, alts);
      if (!range) continue;
      taken.add(word);
      ranges.push(range);
      break;
    }
  }
  const parts: TextPart[] = [];
  let cursor = 0;
  for (const [start, end] of mergeRanges(text, ranges)) {
    if (start > cursor) parts.push({ text: text.slice(cursor, start), matched: false });
    parts.push({ text: text.slice(start, end), matched: true });
    cursor = end;
  }
  if (cursor < text.length) parts.push({ text: text.slice(cursor), matched: false });
  return parts;
}

/** The parts that fall within [start, end) of the text they were cut from, cut again at those bounds. */
export function partsWithin(parts: readonly TextPart[], start: number, end: number): TextPart[] {
  const within: TextPart[] = [];
  let offset = 0;
  for (const part of parts) {
    const from = Math.max(start, offset);
    const to = Math.min(end, offset + part.text.length);
    if (from < to) within.push({ text: part.text.slice(from - offset, to - offset), matched: part.matched });
    offset += part.text.length;
  }
  return within;
}

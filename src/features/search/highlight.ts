// Splits a suggestion into plain and matched parts, so the dropdown can bold what the user typed.

export interface TextPart {
  text: string;
  matched: boolean;
}

type Range = [start: number, end: number];

function isWordStart(text: string, index: number): boolean {
  return index === 0 || !/[\p{L}\p{N}]/u.test(text[index - 1] ?? '');
}

/** Where each query word starts a word of the text: "queen st" marks "Queen" and the "St" of "Street". */
function wordRanges(text: string, queries: readonly string[]): Range[] {
  const lower = text.toLowerCase();
  const words = new Set(queries.flatMap((q) => q.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((w) => w !== ''));
  const ranges: Range[] = [];
  for (const word of words) {
    for (let at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + 1)) {
      if (isWordStart(lower, at)) ranges.push([at, at + word.length]);
    }
  }
  return ranges;
}

/** Sorted, with overlapping ranges and ranges split only by spaces joined, so "100 Queen Street" is one bold run. */
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
 * The server's `highlighted` part when it names one found in the text; otherwise the words of the
 * queries (as typed and as expanded) where they start a word of the text.
 */
export function highlightParts(text: string, highlighted: string, queries: readonly string[]): TextPart[] {
  const at = highlighted.trim() === '' ? -1 : text.toLowerCase().indexOf(highlighted.toLowerCase());
  const ranges = at === -1 ? mergeRanges(text, wordRanges(text, queries)) : [[at, at + highlighted.length] as Range];
  const parts: TextPart[] = [];
  let cursor = 0;
  for (const [start, end] of ranges) {
    if (start > cursor) parts.push({ text: text.slice(cursor, start), matched: false });
    parts.push({ text: text.slice(start, end), matched: true });
    cursor = end;
  }
  if (cursor < text.length) parts.push({ text: text.slice(cursor), matched: false });
  return parts;
}

// For the tests of the brief as a whole: every figure row of every part, with the part it is in, and what is wrong with a
// brief as a reader would see it (a figure without its source, "undefined", "NaN", an empty label or value).
import type { BriefRow, ZoningBrief } from '../../src/lib/report/brief-model';

export interface PartRow {
  readonly part: string;
  readonly row: BriefRow;
}

/** Every BriefRow of the brief, part by part: standards, lot, regulations, modifiers, overlays, derived, summary. */
export function briefRows(brief: ZoningBrief): PartRow[] {
  const parts: [string, readonly BriefRow[]][] = [
    ['zoning.standards', brief.zoning.standards],
    ['lot', brief.lot.rows],
    ['regulations', brief.regulations],
    ['modifiers', brief.modifiers],
    ['overlays', brief.overlays],
    ['derived', brief.derived],
    ['summary.lot', brief.summary.lot],
    ['summary.bounds', brief.summary.bounds],
    ['summary.unavailable', brief.summary.unavailable],
    ['summary.sources', brief.summary.sources],
  ];
  return parts.flatMap(([part, rows]) => rows.map((row) => ({ part, row })));
}

/** The rows that do not say where they come from: neither a by-law section nor a note. */
export function rowsWithoutSource(brief: ZoningBrief): string[] {
  return briefRows(brief)
    .filter(({ row }) => !row.section?.trim() && !row.note?.trim())
    .map(({ part, row }) => `${part}: "${row.label}" = "${row.value}" has no section or note`);
}

/** Words a brief must never print: a value the code failed to fill in. */
export const UNFILLED = /undefined|NaN|Infinity/;

/** Every string and number in the brief that a reader would see as unfilled: "undefined", NaN, an infinity. */
function unfilledValues(value: unknown, path: string, found: string[]): void {
  if (typeof value === 'string') {
    if (UNFILLED.test(value)) found.push(`${path} reads "${value.slice(0, 120)}"`);
  } else if (typeof value === 'number') {
    if (!Number.isFinite(value)) found.push(`${path} is ${value}`);
  } else if (value === undefined) {
    found.push(`${path} is undefined`);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => unfilledValues(item, `${path}[${index}]`, found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      // Optional fields left out are absent, not undefined; a key set to undefined is a slip.
      unfilledValues(item, `${path}.${key}`, found);
    }
  }
}

/** What is wrong with the brief as data: unfilled values, empty labels or values, figures without a source. */
export function briefProblems(brief: ZoningBrief): string[] {
  const found: string[] = [];
  unfilledValues(brief, 'brief', found);
  for (const { part, row } of briefRows(brief)) {
    if (!row.label.trim()) found.push(`${part}: a row has an empty label (value "${row.value}")`);
    if (!row.value.trim()) found.push(`${part}: "${row.label}" has an empty value`);
  }
  if (!brief.summary.zoneInWords.trim()) found.push('summary.zoneInWords is empty');
  return [...found, ...rowsWithoutSource(brief)];
}

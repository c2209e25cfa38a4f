// The summary page a person reads first, after the cover: the zone in plain words, then the lot, the numbers that
// bound what can be built, what was not available and the sources, each as a short table.
import type { BriefRow, BriefSummaryPage } from '../../../src/lib/report/brief-model';
import { BRIEF_SECTION_TITLES } from '../../../src/lib/report/brief-model';
import { HEADING_HEIGHT, INK, ensureRoom, measureParagraph, writeHeading, writeParagraph, type PageFlow, type TextStyle } from './page-flow';
import { SUMMARY_COLUMNS, measureTable, measureTableStart, writeTable, type TableRow } from './table';
import { briefRowCells, sectionTableRow } from './brief-sections';

/** The summary's parts in reading order, each with what it says when it has no rows. */
export const SUMMARY_PARTS = [
  { key: 'lot', title: 'The lot', whenEmpty: 'No figure of the lot is recorded here.' },
  { key: 'bounds', title: 'What bounds what can be built', whenEmpty: 'No figure that bounds what can be built is recorded here.' },
  { key: 'unavailable', title: 'Not available, and why', whenEmpty: 'Nothing is recorded as unavailable.' },
  { key: 'sources', title: 'What this brief rests on', whenEmpty: 'No source is recorded here: see the data provenance.' },
] as const satisfies readonly { key: keyof BriefSummaryPage; title: string; whenEmpty: string }[];

/** Under a part's sentence where it has no table (a table keeps its own gap). */
const PARAGRAPH_GAP = 6;
/** A subheading's height as writeSubheading draws it: its line and the space around it. */
const SUBHEADING_HEIGHT = 4 + 10.5 * 1.3 + 3;

function tableRows(rows: readonly BriefRow[]): TableRow[] {
  return rows.map((row) => sectionTableRow(briefRowCells(row)));
}

function writeSubheading(flow: PageFlow, text: string): void {
  flow.y -= 4;
  writeParagraph(flow, text, { font: flow.fonts.bold, size: 10.5, color: INK.headerFill });
  flow.y -= 3;
}

const zoneStyle = (flow: Pick<PageFlow, 'fonts'>): TextStyle => ({ font: flow.fonts.regular, size: 10 });
const mutedStyle = (flow: Pick<PageFlow, 'fonts'>): TextStyle => ({ font: flow.fonts.regular, size: 9.5, color: INK.muted });

/** The zone in words and the gap under it; nothing where the brief has no words for it. */
function measureZoneInWords(flow: Pick<PageFlow, 'fonts'>, summary: BriefSummaryPage): number {
  return summary.zoneInWords.trim() ? measureParagraph(flow, summary.zoneInWords, zoneStyle(flow)) + 4 : 0;
}

/** The height the summary takes when written on one page. */
export function measureSummaryPage(flow: Pick<PageFlow, 'fonts'>, summary: BriefSummaryPage): number {
  const parts = SUMMARY_PARTS.reduce((sum, part) => {
    const rows = tableRows(summary[part.key]);
    return sum + SUBHEADING_HEIGHT + (rows.length > 0 ? measureTable(flow, rows, SUMMARY_COLUMNS) : measureParagraph(flow, part.whenEmpty, mutedStyle(flow)) + PARAGRAPH_GAP);
  }, 0);
  return HEADING_HEIGHT + measureZoneInWords(flow, summary) + parts;
}

/** Writes the summary at the cursor. */
export function writeSummaryPage(flow: PageFlow, summary: BriefSummaryPage): void {
  writeHeading(flow, BRIEF_SECTION_TITLES.summary, measureZoneInWords(flow, summary));
  if (summary.zoneInWords.trim()) {
    writeParagraph(flow, summary.zoneInWords, zoneStyle(flow));
    flow.y -= 4;
  }
  for (const part of SUMMARY_PARTS) {
    const rows = tableRows(summary[part.key]);
    const muted = mutedStyle(flow);
    const body = rows.length > 0 ? measureTableStart(flow, rows, SUMMARY_COLUMNS) : measureParagraph(flow, part.whenEmpty, muted);
    // The subheading is kept with the start of its table.
    ensureRoom(flow, SUBHEADING_HEIGHT + body);
    writeSubheading(flow, part.title);
    if (rows.length > 0) writeTable(flow, part.title, rows, SUMMARY_COLUMNS);
    else {
      writeParagraph(flow, part.whenEmpty, muted);
      flow.y -= PARAGRAPH_GAP;
    }
  }
}

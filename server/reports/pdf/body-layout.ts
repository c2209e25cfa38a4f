// The brief's body after the summary: its sections written one after the other from the top of a fresh page, and
// where the page breaks go so that the last page is not near empty.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { BriefSectionKey } from '../../../src/lib/report/brief-model';
import { sectionTableRow, type BriefSection } from './brief-sections';
import { HEADING_HEIGHT, INK, PAGE, ensureRoom, measureParagraph, newPage, startPage, writeHeading, writeParagraph, type PageFlow, type TextStyle } from './page-flow';
import { measureTable, measureTableStart, writeTable, type TableRow } from './table';

const PARAGRAPH_GAP = 6;

function bodyStyle(flow: PageFlow, muted = false): TextStyle {
  return { font: flow.fonts.regular, size: 9.5, ...(muted ? { color: INK.muted } : {}) };
}

function measureSection(flow: PageFlow, section: BriefSection, rows: readonly TableRow[]): number {
  const table = rows.length > 0 ? measureTable(flow, rows) : 0;
  const empty = rows.length === 0 && section.whenEmpty ? measureParagraph(flow, section.whenEmpty, bodyStyle(flow, true)) : 0;
  const paragraphs = (section.paragraphs ?? []).reduce((sum, text) => sum + measureParagraph(flow, text, bodyStyle(flow)) + PARAGRAPH_GAP, 0);
  return table + empty + paragraphs;
}

/** The least of a section that its heading is kept with: the table's header and first rows, or two lines of text. */
function measureSectionStart(flow: PageFlow, section: BriefSection, rows: readonly TableRow[]): number {
  if (rows.length > 0) return measureTableStart(flow, rows);
  const first = section.whenEmpty ?? section.paragraphs?.[0] ?? '';
  return Math.min(measureParagraph(flow, first, bodyStyle(flow)), 2 * 9.5 * 1.3);
}

/**
 * A section no taller than this starts on a new page rather than being split; a taller one starts where it is and
 * goes on over the page, so no page is left half empty before it.
 */
const KEEP_TOGETHER_MAX = (PAGE.bodyTop - PAGE.bodyBottom) / 4;

/** Where a section's heading went: the page's index and the height on it above the heading. */
interface SectionStart {
  readonly page: number;
  readonly y: number;
}

/** Writes the section at the cursor; returns where its heading went. */
function writeSection(flow: PageFlow, section: BriefSection): SectionStart {
  const rows = section.rows.map(sectionTableRow);
  const height = measureSection(flow, section, rows);
  ensureRoom(flow, HEADING_HEIGHT + (height <= KEEP_TOGETHER_MAX ? height : measureSectionStart(flow, section, rows)));
  const start = { page: flow.doc.getPageCount() - 1, y: flow.y };
  writeHeading(flow, section.heading, 0);
  if (rows.length > 0) writeTable(flow, section.heading, rows);
  else if (section.whenEmpty) writeParagraph(flow, section.whenEmpty, bodyStyle(flow, true));
  for (const paragraph of section.paragraphs ?? []) {
    writeParagraph(flow, paragraph, bodyStyle(flow));
    flow.y -= PARAGRAPH_GAP;
  }
  return start;
}

/** Where the body's sections start (page index from the body's first page) and where its last page ends. */
export interface BodyLayout {
  readonly starts: ReadonlyMap<BriefSectionKey, SectionStart>;
  readonly pages: number;
  readonly lastY: number;
}

/** Writes the sections from the top of the flow's current (fresh) page, each in `breakBefore` on a page of its own. */
export function writeBody(flow: PageFlow, sections: readonly BriefSection[], breakBefore: ReadonlySet<BriefSectionKey>): BodyLayout {
  const first = flow.doc.getPageCount() - 1;
  const starts = new Map<BriefSectionKey, SectionStart>();
  for (const section of sections) {
    if (breakBefore.has(section.key) && flow.y < PAGE.bodyTop) newPage(flow);
    const start = writeSection(flow, section);
    starts.set(section.key, { page: start.page - first, y: start.y });
  }
  return { starts, pages: flow.doc.getPageCount() - first, lastY: flow.y };
}

/** The body laid out in a scratch document, only to see where its pages break. */
async function trialLayout(sections: readonly BriefSection[], breakBefore: ReadonlySet<BriefSectionKey>): Promise<BodyLayout> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  return writeBody({ doc, fonts, page: startPage({ doc }), y: PAGE.bodyTop }, sections, breakBefore);
}

/** A last page whose body is filled less than this share is near empty; moving sections leaves the page before at least this full. */
const MIN_FILL = 1 / 2;

/** The share of a page's body above `y`. */
function fillAbove(y: number): number {
  return (PAGE.bodyTop - y) / (PAGE.bodyTop - PAGE.bodyBottom);
}

/**
 * The sections that start a page of their own so that the last page is not near empty where that can be had: the
 * last section that starts on the page before the last moves over to the last page, then the one before it, as long
 * as that adds no page and leaves the page before at least half full. The body starts on a fresh page, so scratch
 * layouts of the body alone tell, without drawing the cover and its figure again.
 */
export async function balancedBreaks(sections: readonly BriefSection[]): Promise<ReadonlySet<BriefSectionKey>> {
  let breaks = new Set<BriefSectionKey>();
  let layout = await trialLayout(sections, breaks);
  for (let tries = 0; tries < 3 && fillAbove(layout.lastY) < MIN_FILL; tries += 1) {
    const pageBefore = layout.pages - 2;
    const [key, start] = [...layout.starts].filter(([, { page }]) => page === pageBefore).at(-1) ?? [];
    // A section already first on its page has nowhere to go; one whose move would leave its page near empty stays.
    if (!key || !start || breaks.has(key) || fillAbove(start.y) < MIN_FILL) break;
    const withBreak = new Set([...breaks, key]);
    const moved = await trialLayout(sections, withBreak);
    if (moved.pages > layout.pages) break;
    breaks = withBreak;
    layout = moved;
  }
  return breaks;
}

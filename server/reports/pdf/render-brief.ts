// Renders a ZoningBrief (and its site figure) to the Type D Informational Zoning Brief PDF with pdf-lib.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { BriefSectionKey, ZoningBrief } from '../../../src/lib/report/brief-model';
import { shownZoneLabel } from '../../../src/lib/report/brief-wording';
import type { SiteFigure } from '../../../src/lib/report/site-figure';
import { briefSections, sectionTableRow, type BriefSection } from './brief-sections';
import { writeCover } from './cover';
import { HEADING_HEIGHT, INK, PAGE, ensureRoom, measureParagraph, newPage, startPage, writeHeading, writeParagraph, type Fonts, type PageFlow, type TextStyle } from './page-flow';
import { drawFooter, drawHeader, drawWatermark } from './page-furniture';
import { measureSummaryPage, writeSummaryPage } from './summary-page';
import { measureTable, measureTableStart, writeTable, type TableRow } from './table';
import { toWinAnsi } from './win-ansi';

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

function setMetadata(doc: PDFDocument, brief: ZoningBrief): void {
  const created = new Date(brief.generatedAt);
  const date = Number.isNaN(created.getTime()) ? new Date(0) : created;
  doc.setTitle(toWinAnsi(`${brief.title}: ${brief.property.address} (${brief.reportId})`), { showInWindowTitleBar: true });
  doc.setAuthor(brief.product);
  doc.setSubject(toWinAnsi(`Zoning of ${brief.property.address}: ${shownZoneLabel(brief.zoning.label, brief.zoning.zone)}`));
  doc.setKeywords(['zoning', 'Toronto', 'By-law 569-2013', brief.reportId]);
  doc.setCreator(brief.product);
  doc.setProducer(brief.product);
  doc.setLanguage('en-CA');
  doc.setCreationDate(date);
  doc.setModificationDate(date);
}

/** Where each body section starts, and where the last page's body ends. */
interface Layout {
  readonly doc: PDFDocument;
  readonly fonts: Fonts;
  readonly starts: ReadonlyMap<BriefSectionKey, SectionStart>;
  readonly lastY: number;
}

/** The pages of the brief without their furniture, each section in `breakBefore` starting on a page of its own. */
async function layOut(brief: ZoningBrief, figure: SiteFigure | null, breakBefore: ReadonlySet<BriefSectionKey>): Promise<Layout> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const flow: PageFlow = { doc, fonts, page: startPage({ doc }), y: PAGE.bodyTop };
  writeCover(flow, brief, figure);
  // The summary follows the cover on its page where it fits whole there (a cover without a figure), else on the next.
  ensureRoom(flow, measureSummaryPage(flow, brief.summary) + 20);
  writeSummaryPage(flow, brief.summary);
  newPage(flow);
  const starts = new Map<BriefSectionKey, SectionStart>();
  for (const section of briefSections(brief)) {
    if (section.key === 'summary') continue;
    if (breakBefore.has(section.key) && flow.y < PAGE.bodyTop) newPage(flow);
    starts.set(section.key, writeSection(flow, section));
  }
  return { doc, fonts, starts, lastY: flow.y };
}

/** A last page whose body is filled less than this share is near empty; moving sections leaves the page before at least this full. */
const MIN_FILL = 1 / 2;

/** The share of a page's body above `y`. */
function fillAbove(y: number): number {
  return (PAGE.bodyTop - y) / (PAGE.bodyTop - PAGE.bodyBottom);
}

/**
 * The layout with no near-empty last page where one can be had: the last section that starts on the page before the
 * last moves over to the last page, then the one before it, as long as that adds no page and leaves the page before
 * at least half full.
 */
async function balancedLayout(brief: ZoningBrief, figure: SiteFigure | null): Promise<Layout> {
  let breaks = new Set<BriefSectionKey>();
  let layout = await layOut(brief, figure, breaks);
  for (let tries = 0; tries < 3 && fillAbove(layout.lastY) < MIN_FILL; tries += 1) {
    const pageBefore = layout.doc.getPageCount() - 2;
    const [key, start] = [...layout.starts].filter(([, { page }]) => page === pageBefore).at(-1) ?? [];
    // A section already first on its page has nowhere to go; one whose move would leave its page near empty stays.
    if (!key || !start || breaks.has(key) || fillAbove(start.y) < MIN_FILL) break;
    const moved = await layOut(brief, figure, new Set([...breaks, key]));
    if (moved.doc.getPageCount() > layout.doc.getPageCount()) break;
    breaks = new Set([...breaks, key]);
    layout = moved;
  }
  return layout;
}

/**
 * The brief as PDF bytes: a cover with the site figure, the summary page, then the sections as tables; every page has
 * the header, 'Page N of M', the disclaimer (only there, once) and, for demo data, the watermark. Standard fonts
 * only, so nothing is embedded.
 */
export async function renderBriefPdf(brief: ZoningBrief, figure: SiteFigure | null): Promise<Uint8Array> {
  const { doc, fonts } = await balancedLayout(brief, figure);
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    if (brief.provenance.demo) drawWatermark(page, fonts);
    drawHeader(page, fonts, brief.product, brief.reportId);
    drawFooter(page, fonts, brief.disclaimer, index + 1, pages.length);
  });
  setMetadata(doc, brief);
  return doc.save();
}

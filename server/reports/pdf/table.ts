// Brief tables: a header row, wrapped cells, striped rows, the by-law section as link text; a table that runs off the
// page goes on with its header repeated.
import { rgb } from 'pdf-lib';
import { toWinAnsi } from './win-ansi';
import { CONTENT_WIDTH, INK, PAGE, drawLines, ensureRoom, wrapText, type PageFlow } from './page-flow';
import { addLinkAnnotation, linkTarget } from './link-text';

export interface TableColumn {
  readonly title: string;
  /** Share of the content width. */
  readonly share: number;
}

/** Item / Value / By-law section: the shape of every brief table. */
export const BRIEF_COLUMNS: readonly TableColumn[] = [
  { title: 'Item', share: 0.3 },
  { title: 'Value', share: 0.46 },
  { title: 'By-law section', share: 0.24 },
];

/** The summary page's shape: no header row (its subheadings name each part), and a wider value column, so it fits one page. */
export const SUMMARY_COLUMNS: readonly TableColumn[] = [
  { title: '', share: 0.27 },
  { title: '', share: 0.56 },
  { title: '', share: 0.17 },
];

/** A table whose columns have no titles draws no header row. */
const headed = (columns: readonly TableColumn[]): boolean => columns.some((column) => column.title !== '');

/** One row: a string per column and, optionally, the page the last column's words link to. */
export interface TableRow {
  readonly cells: readonly string[];
  readonly url?: string | null;
}

const SIZE = 9;
const LINE_HEIGHT = 11.5;
/** Text starts this far right of its cell's left edge, and keeps this far from its right edge. */
export const CELL_PAD_X = 5;
const PAD_Y = 4;
const TABLE_GAP = 6;

function columnWidths(columns: readonly TableColumn[]): number[] {
  return columns.map((column) => column.share * CONTENT_WIDTH);
}

/** The last column's lines as link text: accent colour, underlined, one annotation over each line. */
function drawLinkLines(flow: PageFlow, lines: readonly string[], x: number, top: number, url: string): void {
  const font = flow.fonts.regular;
  drawLines(flow.page, lines, x, top, { font, size: SIZE, lineHeight: LINE_HEIGHT, color: INK.accent });
  lines.forEach((line, index) => {
    if (!line) return;
    const baseline = top - SIZE - index * LINE_HEIGHT;
    const width = font.widthOfTextAtSize(line, SIZE);
    flow.page.drawLine({ start: { x, y: baseline - 1.2 }, end: { x: x + width, y: baseline - 1.2 }, thickness: 0.5, color: INK.accent });
    addLinkAnnotation(flow.doc, flow.page, [x, baseline - 2.5, x + width, baseline + SIZE * 0.8], url);
  });
}

interface DrawnRow {
  readonly cells: readonly string[][];
  readonly url: string | null;
}

function drawRow(flow: PageFlow, row: DrawnRow, widths: readonly number[], height: number, header: boolean, stripe: boolean): void {
  const { page } = flow;
  if (header || stripe) {
    page.drawRectangle({ x: PAGE.margin, y: flow.y - height, width: CONTENT_WIDTH, height, color: header ? INK.headerFill : INK.stripe });
  }
  let x = PAGE.margin;
  row.cells.forEach((lines, index) => {
    const font = header || index === 0 ? flow.fonts.bold : flow.fonts.regular;
    const isLink = !header && row.url && index === row.cells.length - 1;
    if (isLink) drawLinkLines(flow, lines, x + CELL_PAD_X, flow.y - PAD_Y, row.url as string);
    else drawLines(page, lines, x + CELL_PAD_X, flow.y - PAD_Y, { font, size: SIZE, lineHeight: LINE_HEIGHT, color: header ? rgb(1, 1, 1) : INK.text });
    x += widths[index] ?? 0;
  });
  page.drawLine({
    start: { x: PAGE.margin, y: flow.y - height },
    end: { x: PAGE.margin + CONTENT_WIDTH, y: flow.y - height },
    thickness: 0.5,
    color: INK.rule,
  });
  flow.y -= height;
}

type Fonted = Pick<PageFlow, 'fonts'>;

function wrapCells(flow: Fonted, widths: readonly number[], cells: readonly string[], bold: boolean): string[][] {
  return widths.map((width, index) => wrapText(cells[index] ?? '', bold || index === 0 ? flow.fonts.bold : flow.fonts.regular, SIZE, width - 2 * CELL_PAD_X));
}

function heightOf(cells: readonly string[][]): number {
  return Math.max(...cells.map((lines) => lines.length)) * LINE_HEIGHT + 2 * PAD_Y;
}

/** The heights of the header and of each row, as writeTable draws them. */
function rowHeights(flow: Fonted, rows: readonly TableRow[], columns: readonly TableColumn[]): { header: number; rows: number[] } {
  const widths = columnWidths(columns);
  return {
    header: headed(columns) ? heightOf(wrapCells(flow, widths, columns.map((column) => column.title), true)) : 0,
    rows: rows.map((row) => heightOf(wrapCells(flow, widths, row.cells, false))),
  };
}

/** The height the table takes when it fits on one page. */
export function measureTable(flow: Fonted, rows: readonly TableRow[], columns: readonly TableColumn[] = BRIEF_COLUMNS): number {
  const heights = rowHeights(flow, rows, columns);
  return heights.rows.reduce((sum, height) => sum + height, heights.header) + TABLE_GAP;
}

/** The least of the table that may stand under its heading: the header and the first row (or two, where they are short). */
export function measureTableStart(flow: Fonted, rows: readonly TableRow[], columns: readonly TableColumn[] = BRIEF_COLUMNS): number {
  const heights = rowHeights(flow, rows, columns);
  return heights.rows.slice(0, 2).reduce((sum, height) => sum + height, heights.header);
}

/**
 * Writes the rows at the cursor; on a new page the table goes on under '<title> (continued)' with its header
 * repeated. A row is never split, and the last row never stands alone on a page when the one before can join it.
 */
export function writeTable(flow: PageFlow, title: string, rows: readonly TableRow[], columns: readonly TableColumn[] = BRIEF_COLUMNS): void {
  const widths = columnWidths(columns);
  const header: DrawnRow | null = headed(columns) ? { cells: wrapCells(flow, widths, columns.map((column) => column.title), true), url: null } : null;
  const headerHeight = header === null ? 0 : heightOf(header.cells);
  const drawn = rows.map((row): DrawnRow => ({ cells: wrapCells(flow, widths, row.cells, false), url: row.url ? linkTarget(row.url) : null }));
  const heights = drawn.map((row) => heightOf(row.cells));

  ensureRoom(flow, headerHeight + (heights[0] ?? 0));
  if (header !== null) drawRow(flow, header, widths, headerHeight, true, false);
  drawn.forEach((row, index) => {
    const height = heights[index] ?? 0;
    // A last row that would be alone on the next page takes the one before it along.
    const isPenultimate = index === drawn.length - 2;
    const needed = isPenultimate && flow.y - height - (heights[index + 1] ?? 0) < PAGE.bodyBottom ? height + (heights[index + 1] ?? 0) : height;
    if (index > 0 && ensureRoom(flow, needed)) {
      const continued = toWinAnsi(`${title} (continued)`);
      flow.y -= drawLines(flow.page, [continued], PAGE.margin, flow.y, { font: flow.fonts.bold, size: 9, color: INK.muted }) + 3;
      if (header !== null) drawRow(flow, header, widths, headerHeight, true, false);
    }
    drawRow(flow, row, widths, height, false, index % 2 === 1);
  });
  flow.y -= TABLE_GAP;
}

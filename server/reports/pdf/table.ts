// Brief tables: a header row, wrapped cells, striped rows; a table that runs off the page goes on with its header repeated.
import { rgb } from 'pdf-lib';
import { toWinAnsi } from './win-ansi';
import { CONTENT_WIDTH, INK, PAGE, drawLines, ensureRoom, wrapText, type PageFlow } from './page-flow';

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

const SIZE = 9;
const LINE_HEIGHT = 11.5;
const PAD_X = 5;
const PAD_Y = 4;
const TABLE_GAP = 6;

function columnWidths(columns: readonly TableColumn[]): number[] {
  return columns.map((column) => column.share * CONTENT_WIDTH);
}

function drawRow(flow: PageFlow, cells: readonly string[][], widths: readonly number[], height: number, header: boolean, stripe: boolean): void {
  const { page } = flow;
  if (header || stripe) {
    page.drawRectangle({
      x: PAGE.margin,
      y: flow.y - height,
      width: CONTENT_WIDTH,
      height,
      color: header ? INK.headerFill : INK.stripe,
    });
  }
  let x = PAGE.margin;
  cells.forEach((lines, index) => {
    const font = header || index === 0 ? flow.fonts.bold : flow.fonts.regular;
    drawLines(page, lines, x + PAD_X, flow.y - PAD_Y, { font, size: SIZE, lineHeight: LINE_HEIGHT, color: header ? rgb(1, 1, 1) : INK.text });
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

function wrapRow(flow: Fonted, widths: readonly number[], cells: readonly string[], bold: boolean): string[][] {
  return widths.map((width, index) =>
    wrapText(cells[index] ?? '', bold || index === 0 ? flow.fonts.bold : flow.fonts.regular, SIZE, width - 2 * PAD_X),
  );
}

function heightOf(cells: readonly string[][]): number {
  return Math.max(...cells.map((lines) => lines.length)) * LINE_HEIGHT + 2 * PAD_Y;
}

/** The height the table takes when it fits on one page. */
export function measureTable(flow: Fonted, rows: readonly (readonly string[])[], columns: readonly TableColumn[] = BRIEF_COLUMNS): number {
  const widths = columnWidths(columns);
  const header = heightOf(wrapRow(flow, widths, columns.map((column) => column.title), true));
  return rows.reduce((sum, row) => sum + heightOf(wrapRow(flow, widths, row, false)), header) + TABLE_GAP;
}

/** Writes the rows (one string per column) at the cursor; on a new page the table goes on under '<title> (continued)'. */
export function writeTable(flow: PageFlow, title: string, rows: readonly (readonly string[])[], columns: readonly TableColumn[] = BRIEF_COLUMNS): void {
  const widths = columnWidths(columns);
  const header = wrapRow(flow, widths, columns.map((column) => column.title), true);
  const headerHeight = heightOf(header);
  const drawHeader = () => drawRow(flow, header, widths, headerHeight, true, false);

  const first = rows[0] ? wrapRow(flow, widths, rows[0], false) : null;
  ensureRoom(flow, headerHeight + (first ? heightOf(first) : 0));
  drawHeader();
  rows.forEach((row, index) => {
    const cells = index === 0 && first ? first : wrapRow(flow, widths, row, false);
    const height = heightOf(cells);
    if (ensureRoom(flow, height)) {
      const continued = toWinAnsi(`${title} (continued)`);
      flow.y -= drawLines(flow.page, [continued], PAGE.margin, flow.y, { font: flow.fonts.bold, size: 9, color: INK.muted }) + 3;
      drawHeader();
    }
    drawRow(flow, cells, widths, height, false, index % 2 === 1);
  });
  flow.y -= TABLE_GAP;
}

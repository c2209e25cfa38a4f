// The page frame the brief flows through: Letter pages, margins, fonts, a cursor that moves down and starts new pages.
import { PageSizes, rgb, type PDFDocument, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { toWinAnsi } from './win-ansi';

export interface Fonts {
  readonly regular: PDFFont;
  readonly bold: PDFFont;
}

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.Letter;

export const PAGE = {
  width: PAGE_WIDTH,
  height: PAGE_HEIGHT,
  margin: 54,
  /** Where the body starts below the running header. */
  bodyTop: PAGE_HEIGHT - 78,
  /** The body stops here, leaving room for the footer's disclaimer and page number. */
  bodyBottom: 96,
} as const;

export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

export const INK = {
  text: rgb(0.1, 0.12, 0.15),
  muted: rgb(0.38, 0.42, 0.47),
  rule: rgb(0.78, 0.8, 0.83),
  headerFill: rgb(0.15, 0.23, 0.35),
  stripe: rgb(0.95, 0.96, 0.97),
  accent: rgb(0.12, 0.39, 0.69),
} as const;

/** The document being written and where the next thing goes on the current page. */
export interface PageFlow {
  readonly doc: PDFDocument;
  readonly fonts: Fonts;
  page: PDFPage;
  y: number;
}

export function startPage(flow: Pick<PageFlow, 'doc'>): PDFPage {
  return flow.doc.addPage([PAGE.width, PAGE.height]);
}

export function newPage(flow: PageFlow): void {
  flow.page = startPage(flow);
  flow.y = PAGE.bodyTop;
}

/** Starts a new page unless `height` points still fit above the footer; says whether it did. */
export function ensureRoom(flow: PageFlow, height: number): boolean {
  if (flow.y - height >= PAGE.bodyBottom) return false;
  newPage(flow);
  return true;
}

/**
 * Lines are kept this much narrower than their room: a reader without the standard fonts draws them with a stand-in
 * whose widths differ (pdfjs's run up to 0.4 % wider), and a full line would then run past the margin.
 */
const WRAP_SLACK = 0.006;

/** Splits text into lines no wider than maxWidth (after making it WinAnsi-safe); '\n' starts a new line. */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const width = (s: string) => font.widthOfTextAtSize(s, size) * (1 + WRAP_SLACK);
  const lines: string[] = [];
  for (const paragraph of toWinAnsi(text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (width(candidate) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      // A word longer than the line is cut after its last punctuation that fits ('(x42)(x43)', 'a/b'), else where it must be.
      while (width(line) > maxWidth && line.length > 1) {
        // The longest prefix that fits (at least one character), by bisection: a prefix only widens as it grows.
        let cut = 1;
        for (let high = line.length - 1; cut < high; ) {
          const middle = Math.ceil((cut + high) / 2);
          if (width(line.slice(0, middle)) <= maxWidth) cut = middle;
          else high = middle - 1;
        }
        const atPunctuation = Math.max(...[';', ',', ')', '/', '_', '-', '.'].map((mark) => line.lastIndexOf(mark, cut - 1)));
        if (atPunctuation > 0) cut = atPunctuation + 1;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

export interface TextStyle {
  font: PDFFont;
  size: number;
  color?: RGB;
  lineHeight?: number;
}

/** Draws wrapped lines with their first baseline `size` below `top`; returns the height used. */
export function drawLines(page: PDFPage, lines: readonly string[], x: number, top: number, style: TextStyle): number {
  const lineHeight = style.lineHeight ?? style.size * 1.3;
  lines.forEach((line, index) => {
    if (!line) return;
    page.drawText(line, { x, y: top - style.size - index * lineHeight, font: style.font, size: style.size, color: style.color ?? INK.text });
  });
  return lines.length * lineHeight;
}

/** The height of a paragraph written with writeParagraph. */
export function measureParagraph(flow: Pick<PageFlow, 'fonts'>, text: string, style: TextStyle, indent = 0): number {
  return wrapText(text, style.font, style.size, CONTENT_WIDTH - indent).length * (style.lineHeight ?? style.size * 1.3);
}

/** A paragraph in the body at the cursor, moving to new pages line by line when it runs out of room. */
export function writeParagraph(flow: PageFlow, text: string, style: TextStyle, indent = 0): void {
  const lineHeight = style.lineHeight ?? style.size * 1.3;
  for (const line of wrapText(text, style.font, style.size, CONTENT_WIDTH - indent)) {
    ensureRoom(flow, lineHeight);
    flow.y -= drawLines(flow.page, [line], PAGE.margin + indent, flow.y, style);
  }
}

/** Height of a heading as writeHeading draws it (with the space above it). */
export const HEADING_HEIGHT = 40;

/** A section heading with a rule under it, kept with at least `keepWith` points of what follows. */
export function writeHeading(flow: PageFlow, text: string, keepWith = 60): void {
  ensureRoom(flow, HEADING_HEIGHT + keepWith);
  if (flow.y < PAGE.bodyTop) flow.y -= 10;
  flow.y -= drawLines(flow.page, [toWinAnsi(text)], PAGE.margin, flow.y, { font: flow.fonts.bold, size: 13, color: INK.headerFill });
  flow.page.drawLine({
    start: { x: PAGE.margin, y: flow.y - 2 },
    end: { x: PAGE.margin + CONTENT_WIDTH, y: flow.y - 2 },
    thickness: 0.75,
    color: INK.accent,
  });
  flow.y -= 10;
}

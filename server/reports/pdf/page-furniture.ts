// What every page carries: the running header, the footer with the disclaimer and 'Page N of M', the demo watermark.
import { degrees, rgb, type PDFPage } from 'pdf-lib';
import { CONTENT_WIDTH, INK, PAGE, drawLines, wrapText, type Fonts } from './page-flow';
import { toWinAnsi } from './win-ansi';

/** Exactly this text marks demo-data briefs; tests look for it. */
export const DEMO_WATERMARK = 'DEMO DATA — NOT FOR RELIANCE';

export function drawHeader(page: PDFPage, fonts: Fonts, product: string, reportId: string): void {
  const y = PAGE.height - PAGE.margin + 10;
  page.drawText(toWinAnsi(product), { x: PAGE.margin, y, size: 10, font: fonts.bold, color: INK.accent });
  const right = toWinAnsi(`Report ${reportId}`);
  const width = fonts.regular.widthOfTextAtSize(right, 9);
  page.drawText(right, { x: PAGE.margin + CONTENT_WIDTH - width, y, size: 9, font: fonts.regular, color: INK.muted });
  page.drawLine({ start: { x: PAGE.margin, y: y - 6 }, end: { x: PAGE.margin + CONTENT_WIDTH, y: y - 6 }, thickness: 0.75, color: INK.rule });
}

export function drawFooter(page: PDFPage, fonts: Fonts, disclaimer: string, pageNumber: number, pageCount: number): void {
  const size = 6.5;
  const lineHeight = 8;
  const numberText = `Page ${pageNumber} of ${pageCount}`;
  const numberWidth = fonts.bold.widthOfTextAtSize(numberText, 8);
  const lines = wrapText(disclaimer, fonts.regular, size, CONTENT_WIDTH - numberWidth - 16);
  const top = PAGE.bodyBottom - 14;
  page.drawLine({ start: { x: PAGE.margin, y: top + 4 }, end: { x: PAGE.margin + CONTENT_WIDTH, y: top + 4 }, thickness: 0.75, color: INK.rule });
  drawLines(page, lines, PAGE.margin, top, { font: fonts.regular, size, lineHeight, color: INK.muted });
  page.drawText(numberText, { x: PAGE.margin + CONTENT_WIDTH - numberWidth, y: top - 8, size: 8, font: fonts.bold, color: INK.text });
}

/** The demo watermark: large and diagonal across the page, faint enough that the text under it stays readable. */
export function drawWatermark(page: PDFPage, fonts: Fonts): void {
  const size = 40;
  const width = fonts.bold.widthOfTextAtSize(DEMO_WATERMARK, size);
  const angle = Math.atan2(PAGE.height, PAGE.width);
  // Centre the text's baseline midpoint on the page centre, along the diagonal.
  const x = PAGE.width / 2 - (Math.cos(angle) * width) / 2 + (Math.sin(angle) * size) / 3;
  const y = PAGE.height / 2 - (Math.sin(angle) * width) / 2 - (Math.cos(angle) * size) / 3;
  page.drawText(DEMO_WATERMARK, { x, y, size, font: fonts.bold, color: rgb(0.85, 0.15, 0.15), opacity: 0.14, rotate: degrees((angle * 180) / Math.PI) });
}

import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { wrapText } from './page-flow';

let font: PDFFont;
beforeAll(async () => {
  font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
});

describe('wrapText', () => {
  it('when a sentence is wider than the line, then it breaks between words and every line fits', () => {
    const lines = wrapText('The lot at 123 Sample Street is in the RD zone with exception 42.', font, 9, 120);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 9)).toBeLessThanOrEqual(120);
    expect(lines.join(' ')).toBe('The lot at 123 Sample Street is in the RD zone with exception 42.');
  });

  it('when one word is wider than the line, then it is cut after punctuation that fits, not mid-clause', () => {
    const lines = wrapText('RD(f13.5;a510;d0.45)(x42)(x43)(x44)', font, 9, 80);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines.slice(0, -1)) expect(line).toMatch(/[;,)/_.-]$/);
    expect(lines.join('')).toBe('RD(f13.5;a510;d0.45)(x42)(x43)(x44)');
  });

  it('when the text has line breaks, then each starts a new line', () => {
    expect(wrapText('one\ntwo', font, 9, 200)).toEqual(['one', 'two']);
  });
});

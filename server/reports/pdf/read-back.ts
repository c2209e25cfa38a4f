// For the tests: reads a rendered PDF back with pdfjs-dist, page by page (text, painted paths) and its metadata.
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export interface PageReadBack {
  /** The page's text items joined by single spaces, whitespace collapsed. */
  readonly text: string;
  readonly items: readonly string[];
  /** How many filled paths the page paints. */
  readonly filledPaths: number;
}

export interface PdfReadBack {
  readonly pages: readonly PageReadBack[];
  readonly info: Record<string, unknown>;
}

const standardFontDataUrl = `${path.join(path.dirname(fileURLToPath(import.meta.resolve('pdfjs-dist/package.json'))), 'standard_fonts')}/`;

export async function readBackPdf(bytes: Uint8Array): Promise<PdfReadBack> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdfjs takes ownership of (and detaches) the buffer it is given: hand it a copy.
  const doc = await pdfjs.getDocument({ data: bytes.slice(), standardFontDataUrl, verbosity: 0 }).promise;
  const fills = new Set<number>([pdfjs.OPS.fill, pdfjs.OPS.eoFill, pdfjs.OPS.fillStroke, pdfjs.OPS.eoFillStroke]);
  const pages: PageReadBack[] = [];
  for (let number = 1; number <= doc.numPages; number += 1) {
    const page = await doc.getPage(number);
    const content = await page.getTextContent();
    const items = content.items.flatMap((item) => ('str' in item && item.str.trim() ? [item.str] : []));
    const operators = await page.getOperatorList();
    // pdfjs 5 folds the painting operator into constructPath's first argument; older versions list it on its own.
    const filledPaths = operators.fnArray.filter((fn, index) => {
      if (fills.has(fn)) return true;
      const args: unknown = operators.argsArray[index];
      return fn === pdfjs.OPS.constructPath && Array.isArray(args) && fills.has(args[0] as number);
    }).length;
    pages.push({ text: items.join(' ').replace(/\s+/g, ' ').trim(), items, filledPaths });
  }
  const { info } = await doc.getMetadata();
  await doc.destroy();
  return { pages, info: info as Record<string, unknown> };
}

/** Whitespace collapsed, for comparing wrapped text with its source. */
export function squish(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

// Link text: words drawn in the accent colour and underlined, with a PDF link annotation over them to the City's page.
import { PDFString, type PDFDocument, type PDFPage } from 'pdf-lib';

/** A rectangle on the page in PDF points: left, bottom, right, top. */
export type LinkRect = readonly [number, number, number, number];

const URL_SAFE = /^[A-Za-z0-9\-._~:/?#[\]@!$&'*+,;=%]$/;

function percentEncode(char: string): string {
  try {
    return [...new TextEncoder().encode(char)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  } catch {
    return '%EF%BF%BD';
  }
}

/**
 * The URL as a link may carry it: only http(s), every character outside the URL-safe ASCII set percent-encoded (so
 * the PDF string needs no escaping: no parenthesis, backslash or byte above 0x7E); null for anything else.
 */
export function linkTarget(url: string): string | null {
  const trimmed = url.trim();
  if (!/^https?:\/\/[^\s]+$/i.test(trimmed)) return null;
  return [...trimmed].map((char) => (URL_SAFE.test(char) ? char : percentEncode(char))).join('');
}

/** Makes `rect` on `page` open `url` (as linkTarget gives it) when clicked: a URI action, no border. */
export function addLinkAnnotation(doc: PDFDocument, page: PDFPage, rect: LinkRect, url: string): void {
  const annotation = doc.context.register(
    doc.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [...rect],
      Border: [0, 0, 0],
      A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
    }),
  );
  page.node.addAnnot(annotation);
}

// Link text: words drawn in the accent colour and underlined, with a PDF link annotation over them to the City's page.
import { PDFString, type PDFDocument, type PDFPage } from 'pdf-lib';

/** A rectangle on the page in PDF points: left, bottom, right, top. */
export type LinkRect = readonly [number, number, number, number];

/** Makes `rect` on `page` open `url` when clicked (a URI action, no border). */
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

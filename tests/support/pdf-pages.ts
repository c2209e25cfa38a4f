// For the PDF layout tests: renders every page of a PDF to PNG (pdfjs-dist, on the @napi-rs/canvas its Node build
// draws with) and reads its text items with their boxes in page points (origin bottom-left), so a test can check that
// no text overlaps or is cut.
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** One text item as pdfjs reads it back: its string and its box on the page, in PDF points. */
export interface TextBox {
  readonly text: string;
  readonly left: number;
  readonly bottom: number;
  readonly right: number;
  readonly top: number;
}

export interface RenderedPage {
  readonly number: number;
  readonly width: number;
  readonly height: number;
  readonly boxes: readonly TextBox[];
  /** The link annotations' rectangles and targets. */
  readonly links: readonly { readonly url: string; readonly left: number; readonly bottom: number; readonly right: number; readonly top: number }[];
  readonly png: Buffer;
}

const standardFontDataUrl = `${path.join(path.dirname(fileURLToPath(import.meta.resolve('pdfjs-dist/package.json'))), 'standard_fonts')}/`;

/** Standard-font glyphs reach about this share of the size above the baseline and below it. */
const ASCENT = 0.72;
const DESCENT = 0.21;

/** What pdfjs's Node canvas factory hands out: an @napi-rs/canvas canvas and its 2D context. */
interface NodeCanvasPair {
  canvas: { encode: (format: 'png') => Promise<Buffer> };
  context: unknown;
}

interface RawTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

function isTextItem(item: unknown): item is RawTextItem {
  return typeof item === 'object' && item !== null && 'str' in item && 'transform' in item;
}

/** The item's box from its transform: for turned text (a street name), the upright box around it. */
function textBox(item: RawTextItem): TextBox {
  const [a = 0, b = 0, , , x = 0, y = 0] = item.transform;
  const size = Math.hypot(a, b) || item.height;
  const [cos, sin] = [a / size, b / size];
  const corners = [0, item.width].flatMap((along) =>
    [-DESCENT * size, ASCENT * size].map((up) => [x + along * cos - up * sin, y + along * sin + up * cos] as const),
  );
  const xs = corners.map(([cx]) => cx);
  const ys = corners.map(([, cy]) => cy);
  return { text: item.str, left: Math.min(...xs), right: Math.max(...xs), bottom: Math.min(...ys), top: Math.max(...ys) };
}

/** Every page of `bytes` as a PNG at `scale` (1 = 72 dpi) with its text boxes and links. */
export async function renderPdfPages(bytes: Uint8Array, scale = 1.5): Promise<RenderedPage[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: bytes.slice(), standardFontDataUrl, verbosity: 0 }).promise;
  const pages: RenderedPage[] = [];
  try {
    for (let number = 1; number <= doc.numPages; number += 1) {
      const page = await doc.getPage(number);
      const [, , width = 0, height = 0] = page.view;
      const content = await page.getTextContent();
      const boxes = content.items.flatMap((item: unknown) => {
        const box = isTextItem(item) && item.str.trim() ? textBox(item) : null;
        return box ? [box] : [];
      });
      const annotations = (await page.getAnnotations()) as { subtype?: string; url?: string; rect?: number[] }[];
      const links = annotations.flatMap(({ subtype, url, rect }) => {
        const [left = 0, bottom = 0, right = 0, top = 0] = rect ?? [];
        return subtype === 'Link' && url ? [{ url, left, bottom, right, top }] : [];
      });
      const viewport = page.getViewport({ scale });
      // pdfjs's own canvas factory: in Node it makes @napi-rs/canvas canvases, which it is typed as DOM ones.
      const factory = doc.canvasFactory as { create: (width: number, height: number) => NodeCanvasPair };
      const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
      type RenderParameters = Parameters<typeof page.render>[0];
      await page.render({ canvas: canvas as unknown as RenderParameters['canvas'], canvasContext: context as unknown as RenderParameters['canvasContext'], viewport, background: '#ffffff' }).promise;
      pages.push({ number, width, height, boxes, links, png: await canvas.encode('png') });
    }
  } finally {
    await doc.destroy();
  }
  return pages;
}

/** How far two boxes overlap on each axis (negative where they are apart). */
function overlapOf(a: TextBox, b: TextBox): { x: number; y: number } {
  return { x: Math.min(a.right, b.right) - Math.max(a.left, b.left), y: Math.min(a.top, b.top) - Math.max(a.bottom, b.bottom) };
}

/**
 * Pairs of text items on a page that overlap by more than `tolerance` points both across and up (a shared edge
 * or the descender of one line touching the next is not an overlap).
 */
export function overlappingText(boxes: readonly TextBox[], tolerance = 0.5): [TextBox, TextBox][] {
  const pairs: [TextBox, TextBox][] = [];
  const sorted = [...boxes].sort((a, b) => a.left - b.left);
  for (let i = 0; i < sorted.length; i += 1) {
    const a = sorted[i] as TextBox;
    for (let j = i + 1; j < sorted.length; j += 1) {
      const b = sorted[j] as TextBox;
      if (b.left >= a.right) break;
      const overlap = overlapOf(a, b);
      if (overlap.x > tolerance && overlap.y > tolerance) pairs.push([a, b]);
    }
  }
  return pairs;
}

/** The text items not wholly inside `area` (left, bottom, right, top in points). */
export function textOutside(boxes: readonly TextBox[], area: { left: number; bottom: number; right: number; top: number }): TextBox[] {
  return boxes.filter((box) => box.left < area.left - 0.5 || box.right > area.right + 0.5 || box.bottom < area.bottom - 0.5 || box.top > area.top + 0.5);
}

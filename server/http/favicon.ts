// /favicon.ico, made from the logo itself (public/icons/icon.svg) when the client is built: browsers, bookmarks and
// crawlers ask for /favicon.ico whatever the page's <link rel="icon"> says. The logo is drawn at 16, 32 and 48 px and
// the three images packed as 32-bit bitmaps with alpha in one ICO file. The logo is plain rounded rectangles and
// circles, so a small drawer of those two shapes does here what an SVG renderer would; anything else in it throws.

export const FAVICON_SIZES = [16, 32, 48] as const;

/** Samples per pixel along each axis: 8 × 8 gives edges 64 levels of coverage. */
const SAMPLES = 8;

type Rgb = readonly [number, number, number];

export type LogoShape =
  | { kind: 'rect'; x: number; y: number; width: number; height: number; rx: number; ry: number; fill: Rgb }
  | { kind: 'circle'; cx: number; cy: number; r: number; fill: Rgb };

export interface Logo {
  /** The side of the square viewBox the shapes are given in. */
  side: number;
  /** In painting order: a later shape covers an earlier one. */
  shapes: LogoShape[];
}

/** An image of `size` × `size` pixels, RGBA with straight alpha, rows from the top. */
export interface IconImage {
  size: number;
  rgba: Uint8Array;
}

const DRAWN = new Set(['svg', 'title', 'desc', 'rect', 'circle']);

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, value] of tag.matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)) attributes.set(name as string, value as string);
  return attributes;
}

function numberAttribute(attributes: Map<string, string>, name: string, element: string, fallback?: number): number {
  const text = attributes.get(name);
  if (text === undefined) {
    if (fallback !== undefined) return fallback;
    throw new Error(`The logo's <${element}> has no ${name}.`);
  }
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) throw new Error(`The logo's <${element}> has ${name}="${text}", not a number of user units.`);
  return value;
}

function parseFill(text: string | undefined, element: string): Rgb {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text ?? '')?.[1];
  if (!hex) throw new Error(`The logo's <${element}> has fill="${text ?? ''}"; the favicon drawer reads only #rgb or #rrggbb colours.`);
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as unknown as Rgb;
}

/** The logo's shapes, read from its SVG text; throws on what the drawer cannot draw rather than drawing it wrong. */
export function parseLogo(svg: string): Logo {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0];
  if (!root) throw new Error('The logo is not an SVG: it has no <svg> element.');
  const viewBox = attributesOf(root).get('viewBox')?.trim().split(/[\s,]+/).map(Number);
  const [minX, minY, width, height] = viewBox ?? [];
  if (minX !== 0 || minY !== 0 || !width || width !== height) throw new Error('The logo needs a square viewBox "0 0 N N".');

  const shapes: LogoShape[] = [];
  for (const [tag, element] of svg.matchAll(/<([a-zA-Z][\w:-]*)\b[^>]*>/g)) {
    const name = element as string;
    if (!DRAWN.has(name)) throw new Error(`The logo has a <${name}>; the favicon drawer knows only <rect> and <circle>.`);
    const attributes = attributesOf(tag);
    if (attributes.has('transform') || attributes.has('stroke') || attributes.has('opacity')) {
      throw new Error(`The logo's <${name}> has a transform, stroke or opacity, which the favicon drawer does not draw.`);
    }
    if (name === 'rect') {
      const rx = attributes.has('rx') ? numberAttribute(attributes, 'rx', name) : numberAttribute(attributes, 'ry', name, 0);
      shapes.push({
        kind: 'rect',
        x: numberAttribute(attributes, 'x', name, 0),
        y: numberAttribute(attributes, 'y', name, 0),
        width: numberAttribute(attributes, 'width', name),
        height: numberAttribute(attributes, 'height', name),
        rx,
        ry: numberAttribute(attributes, 'ry', name, rx),
        fill: parseFill(attributes.get('fill'), name),
      });
    } else if (name === 'circle') {
      shapes.push({
        kind: 'circle',
        cx: numberAttribute(attributes, 'cx', name, 0),
        cy: numberAttribute(attributes, 'cy', name, 0),
        r: numberAttribute(attributes, 'r', name),
        fill: parseFill(attributes.get('fill'), name),
      });
    }
  }
  if (shapes.length === 0) throw new Error('The logo draws nothing: it has no <rect> or <circle>.');
  return { side: width, shapes };
}

function contains(shape: LogoShape, x: number, y: number): boolean {
  if (shape.kind === 'circle') return (x - shape.cx) ** 2 + (y - shape.cy) ** 2 <= shape.r ** 2;
  if (x < shape.x || x > shape.x + shape.width || y < shape.y || y > shape.y + shape.height) return false;
  // SVG clamps the corner radii to half the sides.
  const rx = Math.min(shape.rx, shape.width / 2);
  const ry = Math.min(shape.ry, shape.height / 2);
  if (rx === 0 || ry === 0) return true;
  const nearestX = Math.min(Math.max(x, shape.x + rx), shape.x + shape.width - rx);
  const nearestY = Math.min(Math.max(y, shape.y + ry), shape.y + shape.height - ry);
  return ((x - nearestX) / rx) ** 2 + ((y - nearestY) / ry) ** 2 <= 1;
}

/** Draws the logo at `size` × `size` pixels, each pixel the average of SAMPLES² points inside it. */
export function drawLogo(logo: Logo, size: number): IconImage {
  const rgba = new Uint8Array(size * size * 4);
  const unit = logo.side / size;
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      let covered = 0;
      let red = 0;
      let green = 0;
      let blue = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const x = (column + (sx + 0.5) / SAMPLES) * unit;
          const y = (row + (sy + 0.5) / SAMPLES) * unit;
          const top = logo.shapes.findLast((shape) => contains(shape, x, y));
          if (!top) continue;
          covered += 1;
          red += top.fill[0];
          green += top.fill[1];
          blue += top.fill[2];
        }
      }
      const at = (row * size + column) * 4;
      if (covered > 0) {
        rgba[at] = Math.round(red / covered);
        rgba[at + 1] = Math.round(green / covered);
        rgba[at + 2] = Math.round(blue / covered);
      }
      rgba[at + 3] = Math.round((covered * 255) / (SAMPLES * SAMPLES));
    }
  }
  return { size, rgba };
}

const ICON_DIR_BYTES = 6;
const ICON_ENTRY_BYTES = 16;
const BITMAP_HEADER_BYTES = 40;

/** One image as an ICO entry's bitmap: header, BGRA rows from the bottom, then the 1-bit mask (set = transparent). */
function bitmapOf({ size, rgba }: IconImage): Buffer {
  const maskRowBytes = Math.ceil(size / 32) * 4;
  const pixelBytes = size * size * 4;
  const bitmap = Buffer.alloc(BITMAP_HEADER_BYTES + pixelBytes + maskRowBytes * size);
  bitmap.writeUInt32LE(BITMAP_HEADER_BYTES, 0);
  bitmap.writeInt32LE(size, 4);
  // An icon's bitmap is twice as tall as the image: the colour rows, then the mask's.
  bitmap.writeInt32LE(size * 2, 8);
  bitmap.writeUInt16LE(1, 12); // planes
  bitmap.writeUInt16LE(32, 14); // bits per pixel
  bitmap.writeUInt32LE(0, 16); // no compression
  bitmap.writeUInt32LE(pixelBytes + maskRowBytes * size, 20);
  const maskStart = BITMAP_HEADER_BYTES + pixelBytes;
  for (let row = 0; row < size; row += 1) {
    const fromBottom = size - 1 - row;
    for (let column = 0; column < size; column += 1) {
      const from = (row * size + column) * 4;
      const to = BITMAP_HEADER_BYTES + (fromBottom * size + column) * 4;
      bitmap[to] = rgba[from + 2] as number;
      bitmap[to + 1] = rgba[from + 1] as number;
      bitmap[to + 2] = rgba[from] as number;
      bitmap[to + 3] = rgba[from + 3] as number;
      if (rgba[from + 3] === 0) {
        const maskByte = maskStart + fromBottom * maskRowBytes + (column >> 3);
        bitmap[maskByte] = (bitmap[maskByte] as number) | (0x80 >> (column & 7));
      }
    }
  }
  return bitmap;
}

/** Packs images (each at most 256 px) into one ICO file. */
export function encodeIco(images: readonly IconImage[]): Buffer {
  if (images.length === 0) throw new Error('An ICO file needs at least one image.');
  const bitmaps = images.map((image) => {
    if (!Number.isInteger(image.size) || image.size < 1 || image.size > 256) throw new Error(`An ICO image is 1 to 256 px, not ${image.size}.`);
    if (image.rgba.length !== image.size * image.size * 4) throw new Error(`A ${image.size} px image needs ${image.size * image.size * 4} bytes of RGBA.`);
    return bitmapOf(image);
  });
  const header = Buffer.alloc(ICON_DIR_BYTES + ICON_ENTRY_BYTES * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // an icon, not a cursor
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach((image, index) => {
    const entry = ICON_DIR_BYTES + ICON_ENTRY_BYTES * index;
    const bytes = (bitmaps[index] as Buffer).length;
    // 0 stands for 256.
    header.writeUInt8(image.size % 256, entry);
    header.writeUInt8(image.size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4); // planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(bytes, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += bytes;
  });
  return Buffer.concat([header, ...bitmaps]);
}

/** The favicon.ico of a logo given as SVG text. */
export function faviconFromSvg(svg: string): Buffer {
  const logo = parseLogo(svg);
  return encodeIco(FAVICON_SIZES.map((size) => drawLogo(logo, size)));
}

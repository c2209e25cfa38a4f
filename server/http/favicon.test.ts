// The favicon made from the logo: an ICO file a reader of the format takes apart into 16, 32 and 48 px images whose
// pixels are the logo's own colours where its shapes are, and transparent beyond its rounded corners.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { drawLogo, encodeIco, faviconFromSvg, FAVICON_SIZES, parseLogo } from './favicon';

const LOGO_SVG = readFileSync(new URL('../../public/icons/icon.svg', import.meta.url), 'utf8');

interface ReadIcon {
  size: number;
  /** [r, g, b, a] of the pixel at column x, row y from the top. */
  pixel: (x: number, y: number) => number[];
  maskSet: (x: number, y: number) => boolean;
}

/** Reads an ICO file as the format defines it (directory, entries, bottom-up BGRA bitmaps with an AND mask). */
function readIco(file: Buffer): ReadIcon[] {
  expect(file.readUInt16LE(0)).toBe(0);
  expect(file.readUInt16LE(2)).toBe(1);
  const count = file.readUInt16LE(4);
  const icons: ReadIcon[] = [];
  for (let index = 0; index < count; index += 1) {
    const entry = 6 + 16 * index;
    const size = file.readUInt8(entry) || 256;
    const bytes = file.readUInt32LE(entry + 8);
    const offset = file.readUInt32LE(entry + 12);
    expect(offset + bytes).toBeLessThanOrEqual(file.length);
    const bitmap = file.subarray(offset, offset + bytes);
    expect(bitmap.readUInt32LE(0)).toBe(40);
    expect(bitmap.readInt32LE(4)).toBe(size);
    expect(bitmap.readInt32LE(8)).toBe(size * 2);
    expect(bitmap.readUInt16LE(14)).toBe(32);
    const maskRowBytes = Math.ceil(size / 32) * 4;
    expect(bytes).toBe(40 + size * size * 4 + maskRowBytes * size);
    const at = (x: number, y: number) => 40 + ((size - 1 - y) * size + x) * 4;
    icons.push({
      size,
      pixel: (x, y) => [bitmap[at(x, y) + 2], bitmap[at(x, y) + 1], bitmap[at(x, y)], bitmap[at(x, y) + 3]] as number[],
      maskSet: (x, y) => ((bitmap[40 + size * size * 4 + (size - 1 - y) * maskRowBytes + (x >> 3)] as number) & (0x80 >> (x & 7))) !== 0,
    });
  }
  return icons;
}

describe('faviconFromSvg', () => {
  it('when the logo is made into a favicon, then the ICO holds it at 16, 32 and 48 px', () => {
    const icons = readIco(faviconFromSvg(LOGO_SVG));

    expect(icons.map((icon) => icon.size)).toEqual([...FAVICON_SIZES]);
  });

  it('when the 32 px image is read, then its pixels are the logo\'s colours where its shapes are', () => {
    const icon = readIco(faviconFromSvg(LOGO_SVG)).find((each) => each.size === 32) as ReadIcon;

    // The logo's viewBox is 64 units: a pixel is 2 units.
    expect(icon.pixel(10, 10)).toEqual([0xf6, 0xd5, 0x5c, 255]); // the yellow square, top left
    expect(icon.pixel(21, 10)).toEqual([0xe4, 0x57, 0x3d, 255]); // the red square, top right
    expect(icon.pixel(10, 21)).toEqual([0x5b, 0xb0, 0x7a, 255]); // the green square, bottom left
    expect(icon.pixel(21, 21)).toEqual([0x4a, 0x8f, 0xdb, 255]); // the blue square, bottom right
    expect(icon.pixel(16, 3)).toEqual([0x0b, 0x3b, 0x60, 255]); // the navy tile between the squares
    expect(icon.pixel(16, 16)).toEqual([0x0b, 0x3b, 0x60, 255]); // the navy dot in the white ring
    expect(icon.pixel(16, 13)).toEqual([255, 255, 255, 255]); // the white ring
  });

  it('when the 32 px image is read, then beyond the tile\'s rounded corners it is transparent and masked', () => {
    const icon = readIco(faviconFromSvg(LOGO_SVG)).find((each) => each.size === 32) as ReadIcon;

    for (const [x, y] of [[0, 0], [31, 0], [0, 31], [31, 31]] as const) {
      expect(icon.pixel(x, y)[3]).toBe(0);
      expect(icon.maskSet(x, y)).toBe(true);
    }
    expect(icon.maskSet(16, 16)).toBe(false);
  });

  it('when an edge crosses a pixel, then the pixel is partly covered', () => {
    // At 16 px a pixel is 4 units: the tile's corner arc (radius 14) crosses the first column's second pixel near x 2.5.
    const alpha = drawLogo(parseLogo(LOGO_SVG), 16).rgba[(1 * 16 + 0) * 4 + 3] as number;

    expect(alpha).toBeGreaterThan(0);
    expect(alpha).toBeLessThan(255);
  });
});

describe('parseLogo', () => {
  it('when the logo is read, then it has its tile, four squares and two circles in painting order', () => {
    const logo = parseLogo(LOGO_SVG);

    expect(logo.side).toBe(64);
    expect(logo.shapes.map((shape) => shape.kind)).toEqual(['rect', 'rect', 'rect', 'rect', 'rect', 'circle', 'circle']);
    expect(logo.shapes[0]).toEqual({ kind: 'rect', x: 0, y: 0, width: 64, height: 64, rx: 14, ry: 14, fill: [0x0b, 0x3b, 0x60] });
  });

  it.each([
    ['<svg viewBox="0 0 64 64"><path d="M0 0h64v64z" fill="#000"/></svg>', 'knows only <rect> and <circle>'],
    ['<svg viewBox="0 0 64 32"><rect width="64" height="32" fill="#000"/></svg>', 'square viewBox'],
    ['<svg viewBox="0 0 64 64"><rect width="64" height="64" fill="url(#g)"/></svg>', 'reads only #rgb or #rrggbb'],
    ['<svg viewBox="0 0 64 64"><rect width="64" height="64" fill="#000" transform="rotate(45)"/></svg>', 'transform'],
    ['<svg viewBox="0 0 64 64"><circle cx="3" fill="#000"/></svg>', 'has no r'],
    ['<svg viewBox="0 0 64 64"></svg>', 'draws nothing'],
  ])('when the SVG is %s, then it throws rather than drawing it wrong', (svg, message) => {
    expect(() => parseLogo(svg)).toThrow(message);
  });
});

describe('encodeIco', () => {
  it('when an image is larger than 256 px or its bytes do not match its size, then it throws', () => {
    expect(() => encodeIco([{ size: 300, rgba: new Uint8Array(300 * 300 * 4) }])).toThrow('1 to 256 px');
    expect(() => encodeIco([{ size: 16, rgba: new Uint8Array(10) }])).toThrow('needs 1024 bytes');
    expect(() => encodeIco([])).toThrow('at least one image');
  });

  it('when a 256 px image is packed, then its entry says 0, which the format reads as 256', () => {
    const file = encodeIco([{ size: 256, rgba: new Uint8Array(256 * 256 * 4) }]);

    expect(file.readUInt8(6)).toBe(0);
    expect(readIco(file)[0]?.size).toBe(256);
  });
});

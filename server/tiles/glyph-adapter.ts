// The only importer of @napi-rs/canvas and @mapbox/tiny-sdf: draws signed-distance-field glyphs of the basemap's font.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import TinySDF from '@mapbox/tiny-sdf';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { fontCoverage, type FontCoverage } from './font-coverage';
import { GLYPH_BORDER, type SdfGlyph } from './glyph-pbf';

/** The labels' font stack as the style names it, and the open font file behind it (Noto Sans, OFL-1.1, from npm). */
export const LABEL_FONTSTACK = 'Noto Sans Regular';
const FONT_FILE = '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf';
/** A family name no system font has, so the canvas draws with the file registered under it. */
const FONT_FAMILY = 'ZoneBrief Noto Sans';

// The sizes node-fontnik cuts server glyphs at, which MapLibre's shaping assumes: 24 px, radius 8, cutoff 0.25.
const FONT_SIZE = 24;
const RADIUS = 8;
const CUTOFF = 0.25;
/** Server glyphs measure `top` from above the em box rather than from the baseline (MapLibre's glyph_manager). */
const TOP_OFFSET = 26;

/** TinySDF makes its canvas with the DOM; on the server the canvas comes from @napi-rs/canvas. */
class ServerTinySdf extends TinySDF {
  _createCanvas(size: number) {
    return createCanvas(size, size);
  }
}

export type GlyphRasterizer = (codePoint: number) => SdfGlyph | null;

/** Control characters have no glyph (and the canvas refuses NUL). */
function isControl(codePoint: number): boolean {
  return codePoint < 0x20 || (codePoint >= 0x7f && codePoint < 0xa0) || (codePoint >= 0xd800 && codePoint < 0xe000);
}

/** Loads the font on the first glyph drawn; later calls reuse the canvas. A character the font lacks has no glyph. */
export function createGlyphRasterizer(): GlyphRasterizer {
  let loaded: { sdf: ServerTinySdf; covers: FontCoverage } | null = null;
  const load = () => {
    if (loaded) return loaded;
    const fontPath = createRequire(import.meta.url).resolve(FONT_FILE);
    const bytes = readFileSync(fontPath);
    if (!GlobalFonts.register(bytes, FONT_FAMILY)) throw new Error(`The label font ${fontPath} could not be loaded`);
    const sdf = new ServerTinySdf({ fontSize: FONT_SIZE, buffer: GLYPH_BORDER, radius: RADIUS, cutoff: CUTOFF, fontFamily: `"${FONT_FAMILY}"` });
    loaded = { sdf, covers: fontCoverage(bytes) };
    return loaded;
  };
  return (codePoint) => {
    if (isControl(codePoint)) return null;
    const { sdf, covers } = load();
    if (!covers(codePoint)) return null;
    const drawn = sdf.draw(String.fromCodePoint(codePoint));
    const inked = drawn.glyphWidth > 0 && drawn.glyphHeight > 0;
    return {
      id: codePoint,
      bitmap: inked ? Uint8Array.from(drawn.data) : new Uint8Array(0),
      width: inked ? drawn.glyphWidth : 0,
      height: inked ? drawn.glyphHeight : 0,
      left: drawn.glyphLeft,
      top: drawn.glyphTop - TOP_OFFSET,
      advance: Math.round(drawn.glyphAdvance),
    };
  };
}

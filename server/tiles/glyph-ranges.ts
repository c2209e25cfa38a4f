// The label glyphs the basemap's style asks for (/data/fonts/{fontstack}/{range}.pbf): cut on first request, then kept.

import { encodeGlyphRange, GLYPHS_PER_RANGE, LAST_RANGE_START, type SdfGlyph } from './glyph-pbf';
import { gzipBody, type GzippedBody } from './http-body';

export type GlyphRangeRequest = { ok: true; start: number } | { ok: false; message: string };

/** "0-255.pbf" → 0; anything that is not one of MapLibre's 256-code-point ranges is refused with a reason. */
export function parseGlyphRange(path: string): GlyphRangeRequest {
  const match = /^(\d{1,5})-(\d{1,5})\.pbf$/.exec(path);
  const start = Number(match?.[1]);
  if (!match || start % GLYPHS_PER_RANGE !== 0 || start > LAST_RANGE_START || Number(match[2]) !== start + GLYPHS_PER_RANGE - 1) {
    return { ok: false, message: `A glyph range is {start}-{end}.pbf with start a multiple of 256 up to ${LAST_RANGE_START} and end = start + 255, e.g. 0-255.pbf.` };
  }
  return { ok: true, start };
}

export interface GlyphRanges {
  /** The one font served; a requested stack is served when it names it. */
  fontstack: string;
  /** Gzipped PBF of one range, or null when the stack names none of our fonts. */
  getRange(fontstack: string, start: number): GzippedBody | null;
}

/**
 * Every range is drawn once (about 80 ms for 256 glyphs) and kept: there are at most 256 ranges, and a label
 * needs one or two of them.
 */
export function createGlyphRanges(fontstack: string, draw: (codePoint: number) => SdfGlyph | null): GlyphRanges {
  const ranges = new Map<number, GzippedBody>();
  return {
    fontstack,
    getRange(requested, start) {
      // MapLibre joins a text-font list with commas; the first font a server has is the one it draws with.
      if (!requested.split(',').some((name) => name.trim() === fontstack)) return null;
      const cached = ranges.get(start);
      if (cached) return cached;
      const glyphs: SdfGlyph[] = [];
      for (let codePoint = start; codePoint < start + GLYPHS_PER_RANGE; codePoint += 1) {
        const glyph = draw(codePoint);
        if (glyph) glyphs.push(glyph);
      }
      const body = gzipBody(encodeGlyphRange(fontstack, start, glyphs));
      ranges.set(start, body);
      return body;
    },
  };
}

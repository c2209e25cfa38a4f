// Which code points a TrueType/OpenType font draws, read from its cmap table, so glyphs are cut only from our own
// font (a canvas would otherwise fill a missing character from whatever system font the machine has).

export type FontCoverage = (codePoint: number) => boolean;

interface CmapSubtable {
  platform: number;
  encoding: number;
  offset: number;
}

/** Throws when the bytes are not a font with a Unicode cmap (the file the server ships is checked at first use). */
export function fontCoverage(bytes: Uint8Array): FontCoverage {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const cmap = tableOffset(view, 'cmap');
  const subtables: CmapSubtable[] = [];
  for (let k = 0; k < view.getUint16(cmap + 2); k += 1) {
    const record = cmap + 4 + k * 8;
    subtables.push({ platform: view.getUint16(record), encoding: view.getUint16(record + 2), offset: cmap + view.getUint32(record + 4) });
  }
  // Full Unicode (format 12) when the font has it, else the Basic Multilingual Plane (format 4).
  const full = subtables.find((t) => view.getUint16(t.offset) === 12 && (t.platform === 0 || (t.platform === 3 && t.encoding === 10)));
  if (full) return format12(view, full.offset);
  const bmp = subtables.find((t) => view.getUint16(t.offset) === 4 && (t.platform === 0 || (t.platform === 3 && t.encoding === 1)));
  if (bmp) return format4(view, bmp.offset);
  throw new Error('The font has no Unicode cmap subtable of format 4 or 12');
}

function tableOffset(view: DataView, tag: string): number {
  const count = view.getUint16(4);
  for (let k = 0; k < count; k += 1) {
    const record = 12 + k * 16;
    const name = String.fromCharCode(...[0, 1, 2, 3].map((i) => view.getUint8(record + i)));
    if (name === tag) return view.getUint32(record + 8);
  }
  throw new Error(`The font has no '${tag}' table`);
}

/** Segmented coverage: groups of consecutive code points mapped to consecutive glyphs. */
function format12(view: DataView, at: number): FontCoverage {
  const groups: [number, number][] = [];
  for (let k = 0; k < view.getUint32(at + 12); k += 1) {
    const group = at + 16 + k * 12;
    groups.push([view.getUint32(group), view.getUint32(group + 4)]);
  }
  return (codePoint) => groups.some(([start, end]) => codePoint >= start && codePoint <= end);
}

/** Segment mapping to delta values; a code point is covered when it maps to a glyph other than .notdef (0). */
function format4(view: DataView, at: number): FontCoverage {
  const segments = view.getUint16(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return (codePoint) => {
    if (codePoint > 0xffff) return false;
    for (let k = 0; k < segments; k += 1) {
      if (codePoint > view.getUint16(ends + k * 2)) continue;
      const start = view.getUint16(starts + k * 2);
      if (codePoint < start) return false;
      const delta = view.getInt16(deltas + k * 2);
      const rangeOffset = view.getUint16(rangeOffsets + k * 2);
      if (rangeOffset === 0) return ((codePoint + delta) & 0xffff) !== 0;
      const glyph = view.getUint16(rangeOffsets + k * 2 + rangeOffset + (codePoint - start) * 2);
      return glyph !== 0 && ((glyph + delta) & 0xffff) !== 0;
    }
    return false;
  };
}

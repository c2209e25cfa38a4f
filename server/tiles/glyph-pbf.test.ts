import { PbfReader } from 'pbf';
import { describe, expect, it } from 'vitest';
import { encodeGlyphRange, glyphRangeName, type SdfGlyph } from './glyph-pbf';

interface ReadGlyph {
  id?: number;
  bitmap?: Uint8Array;
  width?: number;
  height?: number;
  left?: number;
  top?: number;
  advance?: number;
}
interface ReadStack {
  name?: string;
  range?: string;
  glyphs: ReadGlyph[];
}

/** Reads the bytes back the way MapLibre's parseGlyphPbf does (field numbers and wire types of its reader). */
function decode(bytes: Uint8Array): ReadStack[] {
  return new PbfReader(bytes).readFields((tag, stacks: ReadStack[], pbf) => {
    if (tag !== 1) return;
    stacks.push(
      pbf.readMessage(
        (field, stack: ReadStack, reader) => {
          if (field === 1) stack.name = reader.readString();
          else if (field === 2) stack.range = reader.readString();
          else if (field === 3) {
            stack.glyphs.push(
              reader.readMessage((key, glyph: ReadGlyph, r) => {
                if (key === 1) glyph.id = r.readVarint();
                else if (key === 2) glyph.bitmap = r.readBytes();
                else if (key === 3) glyph.width = r.readVarint();
                else if (key === 4) glyph.height = r.readVarint();
                else if (key === 5) glyph.left = r.readSVarint();
                else if (key === 6) glyph.top = r.readSVarint();
                else if (key === 7) glyph.advance = r.readVarint();
              }, {}),
            );
          }
        },
        { glyphs: [] },
      ),
    );
  }, []);
}

const Q: SdfGlyph = { id: 81, bitmap: new Uint8Array(8 * 9).fill(191), width: 2, height: 3, left: -1, top: -9, advance: 15 };
const SPACE: SdfGlyph = { id: 32, bitmap: new Uint8Array(0), width: 0, height: 0, left: 0, top: -26, advance: 6 };

describe('glyph range encoding', () => {
  it('when a range is encoded, then it reads back as one stack named with the font and the range', () => {
    const [stack, ...others] = decode(encodeGlyphRange('Noto Sans Regular', 0, [Q]));

    expect(others).toEqual([]);
    expect(stack).toMatchObject({ name: 'Noto Sans Regular', range: '0-255' });
  });

  it('when a glyph is encoded, then every metric reads back, negative left and top included', () => {
    const [stack] = decode(encodeGlyphRange('Noto Sans Regular', 0, [Q]));

    expect(stack?.glyphs).toEqual([{ id: 81, bitmap: Q.bitmap, width: 2, height: 3, left: -1, top: -9, advance: 15 }]);
  });

  it('when a glyph has no ink, then it carries no bitmap but keeps its advance', () => {
    const [stack] = decode(encodeGlyphRange('Noto Sans Regular', 0, [SPACE]));

    expect(stack?.glyphs).toEqual([{ id: 32, width: 0, height: 0, left: 0, top: -26, advance: 6 }]);
  });

  it('when a range past 16383 holds code points of three varint bytes, then ids read back exactly', () => {
    const glyphs = [65_280, 65_535].map((id) => ({ ...Q, id }));

    const [stack] = decode(encodeGlyphRange('Noto Sans Regular', 65_280, glyphs));

    expect(stack?.range).toBe('65280-65535');
    expect(stack?.glyphs.map((g) => g.id)).toEqual([65_280, 65_535]);
  });

  it('when a bitmap is larger than the writer’s first buffer, then it is written whole', () => {
    const big = { ...Q, bitmap: new Uint8Array(5000).map((_, k) => k % 251) };

    const [stack] = decode(encodeGlyphRange('Noto Sans Regular', 0, [big]));

    expect(stack?.glyphs[0]?.bitmap).toEqual(big.bitmap);
  });

  it('names ranges as MapLibre asks for them', () => {
    expect([glyphRangeName(0), glyphRangeName(256)]).toEqual(['0-255', '256-511']);
  });
});

// MapLibre glyph ranges as protobuf (the "glyphs" schema of node-fontnik): a font stack's SDF glyphs for 256 code points.

/** One glyph as MapLibre reads it: metrics in pixels at 24 px, bitmap a signed distance field with a 3 px border. */
export interface SdfGlyph {
  id: number;
  /** (width + 6) × (height + 6) bytes; empty for a glyph with no ink (a space). */
  bitmap: Uint8Array;
  width: number;
  height: number;
  left: number;
  top: number;
  advance: number;
}

/** The border MapLibre expects around every glyph bitmap (GLYPH_PBF_BORDER). */
export const GLYPH_BORDER = 3;
export const GLYPHS_PER_RANGE = 256;
/** MapLibre asks for ranges of the Basic Multilingual Plane only. */
export const LAST_RANGE_START = 65_280;

/** A growable buffer with the three protobuf wire types the schema uses. */
class ProtobufWriter {
  private bytes = new Uint8Array(1024);
  private length = 0;

  private reserve(extra: number): void {
    if (this.length + extra <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + extra));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }

  private varint(value: number): void {
    this.reserve(10);
    let rest = value;
    while (rest >= 0x80) {
      this.bytes[this.length++] = (rest % 0x80) | 0x80;
      rest = Math.floor(rest / 0x80);
    }
    this.bytes[this.length++] = rest;
  }

  private key(field: number, wireType: 0 | 2): void {
    this.varint(field * 8 + wireType);
  }

  uint(field: number, value: number): void {
    this.key(field, 0);
    this.varint(value);
  }

  /** sint32: zig-zag, so small negative numbers stay short. */
  sint(field: number, value: number): void {
    this.key(field, 0);
    this.varint(value >= 0 ? value * 2 : -value * 2 - 1);
  }

  bytesField(field: number, value: Uint8Array): void {
    this.key(field, 2);
    this.varint(value.length);
    this.reserve(value.length);
    this.bytes.set(value, this.length);
    this.length += value.length;
  }

  string(field: number, value: string): void {
    this.bytesField(field, new TextEncoder().encode(value));
  }

  message(field: number, write: (writer: ProtobufWriter) => void): void {
    const inner = new ProtobufWriter();
    write(inner);
    this.bytesField(field, inner.finish());
  }

  finish(): Uint8Array {
    return this.bytes.slice(0, this.length);
  }
}

/** "0-255", "256-511" ...: the range name MapLibre puts in glyph URLs, for the range starting at `start`. */
export function glyphRangeName(start: number): string {
  return `${start}-${start + GLYPHS_PER_RANGE - 1}`;
}

/**
 * glyphs { stacks (1) { name (1), range (2), glyphs (3) { id (1), bitmap (2), width (3), height (4), left (5, sint32),
 * top (6, sint32), advance (7) } } }
 */
export function encodeGlyphRange(fontstack: string, start: number, glyphs: readonly SdfGlyph[]): Uint8Array {
  const writer = new ProtobufWriter();
  writer.message(1, (stack) => {
    stack.string(1, fontstack);
    stack.string(2, glyphRangeName(start));
    for (const glyph of glyphs) {
      stack.message(3, (out) => {
        out.uint(1, glyph.id);
        if (glyph.bitmap.length > 0) out.bytesField(2, glyph.bitmap);
        out.uint(3, glyph.width);
        out.uint(4, glyph.height);
        out.sint(5, glyph.left);
        out.sint(6, glyph.top);
        out.uint(7, glyph.advance);
      });
    }
  });
  return writer.finish();
}

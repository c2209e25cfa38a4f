import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { fontCoverage } from './font-coverage';

const notoSans = readFileSync(createRequire(import.meta.url).resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'));

describe('font coverage from the cmap', () => {
  const covers = fontCoverage(notoSans);

  it('when the label font is read, then it covers the letters, digits and accents of street names', () => {
    for (const char of 'Queen St W 100 Églinton Ave É à ç ñ ö ’') expect(covers(char.codePointAt(0)!), char).toBe(true);
  });

  it('when a character the font does not have is asked for, then it is not covered (no system font fills in)', () => {
    for (const codePoint of [0x4e00, 0xac00, 0x0e01, 0x1f600]) expect(covers(codePoint), codePoint.toString(16)).toBe(false);
  });

  it('when the bytes are not a font, then reading them fails with a reason', () => {
    expect(() => fontCoverage(new Uint8Array(64))).toThrow(/no 'cmap' table/);
  });
});

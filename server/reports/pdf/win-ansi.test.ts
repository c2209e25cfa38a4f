import { describe, expect, it } from 'vitest';
import { toWinAnsi } from './win-ansi';

describe('toWinAnsi', () => {
  it('when text has comparison signs and arrows, then they become ASCII', () => {
    expect(toWinAnsi('FSI ≤ 0.45, height ≥ 10 m → see 10.20 ← back, a ≠ b')).toBe('FSI <= 0.45, height >= 10 m -> see 10.20 <- back, a != b');
  });

  it('when text has characters WinAnsi holds, then they are kept (em dash, ², °, ×, curly quotes, é)', () => {
    const text = 'DEMO DATA — NOT FOR RELIANCE · 412.5 m² · 43.6° N · 0.45 × lot · “quoted” ‘x’ · café – €';
    expect(toWinAnsi(text)).toBe(text);
  });

  it('when text has odd spaces and a minus sign, then they become plain spaces and a hyphen', () => {
    expect(toWinAnsi('a\u00a0b\u202fc\td −5')).toBe('a b c d -5');
  });

  it('when a letter outside Latin-1 has an accent, then its base letter stands in (Latin-1 accents stay)', () => {
    expect(toWinAnsi('Łódź Ștefan Dvořák')).toBe('Lódz Stefan Dvorák');
  });

  it('when a character has no stand-in, then a question mark takes its place', () => {
    expect(toWinAnsi('✓ 東')).toBe('? ?');
  });

  it('when text has line breaks, then they are kept for the wrapper', () => {
    expect(toWinAnsi('one\r\ntwo')).toBe('one\ntwo');
  });
});

import { describe, expect, it } from 'vitest';
import { overlappingText, textOutside, type TextBox } from '../support/pdf-pages';

const box = (text: string, left: number, bottom: number, right: number, top: number): TextBox => ({ text, left, bottom, right, top });

describe('overlappingText', () => {
  it('when two items share space, then the pair is reported', () => {
    expect(overlappingText([box('CR', 10, 10, 30, 20), box('N', 25, 15, 35, 25)]).map(([a, b]) => [a.text, b.text])).toEqual([['CR', 'N']]);
  });

  it('when lines only touch (a descender on the next line), then nothing is reported', () => {
    expect(overlappingText([box('one', 10, 10, 60, 20), box('two', 10, 19.7, 60, 30), box('three', 60, 10, 90, 20)])).toEqual([]);
  });
});

describe('textOutside', () => {
  it('when an item runs past the area, then it is reported', () => {
    const area = { left: 54, bottom: 36, right: 558, top: 756 };
    expect(textOutside([box('cut', 500, 100, 560, 110), box('in', 54, 100, 558, 110)], area).map((b) => b.text)).toEqual(['cut']);
  });
});

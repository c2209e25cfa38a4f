import { describe, expect, it } from 'vitest';
import { highlightParts, partsWithin } from './highlight';

/** "[bold]" marks matched parts, for compact expectations. */
function marked(text: string, highlighted: string, typed: string): string {
  return highlightParts(text, highlighted, typed)
    .map((p) => (p.matched ? `[${p.text}]` : p.text))
    .join('');
}

describe('highlightParts', () => {
  it('when the typed words make up the address, then they are one bold run and the city stays plain', () => {
    expect(marked('21 Yonge St, Toronto, ON', '21 Yonge St', '21 yonge st')).toBe('[21 Yonge St], Toronto, ON');
  });

  it('when the typed house number is the start of a longer one, then only the typed digits are bold', () => {
    expect(marked('2100 Yonge St, Toronto, ON', '2100 Yonge', '21 yonge')).toBe('[21]00 [Yonge] St, Toronto, ON');
  });

  it('when the last word is half typed, then the bold stops where the typing did', () => {
    expect(marked('100 Queens Quay East, Toronto', '', '100 queen')).toBe('[100 Queen]s Quay East, Toronto');
  });

  it('when a typed street type is spelt out, then its abbreviation in the text is bold', () => {
    expect(marked('100 Queen St W, Toronto, ON', '100 Queen St W', '100 queen street west')).toBe('[100 Queen St W], Toronto, ON');
  });

  it('when a typed word sits inside another word, then it is not bold', () => {
    expect(marked('55 Bloor Street', '', 'oor')).toBe('55 Bloor Street');
  });

  it('when the typed word is also the city, then the landmark name the server matched is bold, not the city', () => {
    expect(marked('Toronto City Hall, 100 Queen St W, Toronto, ON', 'Toronto City Hall', 'toronto city hall')).toBe(
      '[Toronto City Hall], 100 Queen St W, Toronto, ON',
    );
  });

  it('when the server names no part, then the first word each typed word covers is bold', () => {
    expect(marked('Toronto City Hall, 100 Queen St W, Toronto, ON', '', 'hall')).toBe('Toronto City [Hall], 100 Queen St W, Toronto, ON');
  });
});

describe('partsWithin', () => {
  it('when a bold run crosses the bounds, then it is cut at them and keeps its boldness', () => {
    const parts = highlightParts('CN Tower, 290 Bremner Blvd', 'CN Tower, 290 Bremner', 'cn tower 290 bremner');

    expect(partsWithin(parts, 0, 8)).toEqual([{ text: 'CN Tower', matched: true }]);
    expect(partsWithin(parts, 10, 26)).toEqual([
      { text: '290 Bremner', matched: true },
      { text: ' Blvd', matched: false },
    ]);
  });
});

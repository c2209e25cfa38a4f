import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight';

/** "[bold]" marks matched parts, for compact expectations. */
function marked(text: string, highlighted: string, queries: string[]): string {
  return highlightParts(text, highlighted, queries)
    .map((p) => (p.matched ? `[${p.text}]` : p.text))
    .join('');
}

describe('highlightParts', () => {
  it('when the server names the matched part, then that part is marked', () => {
    expect(marked('100 Queen St W, Toronto, ON', '100 Queen St', ['100 queen st'])).toBe('[100 Queen St] W, Toronto, ON');
  });

  it('when the server names no part, then the query words are marked where they start a word', () => {
    expect(marked('100 Queens Quay East, Toronto', '', ['100 queen', '100 queen'])).toBe('[100 Queen]s Quay East, Toronto');
  });

  it('when the expanded query matches the spelt-out street type, then it is marked too', () => {
    expect(marked('100 Queen Street West', '', ['100 queen st w', '100 queen Street West'])).toBe('[100 Queen Street West]');
  });

  it('when a query word sits inside another word, then it is not marked', () => {
    expect(marked('55 Bloor Street', '', ['oor'])).toBe('55 Bloor Street');
  });

  it('when the server part is not in the text, then it falls back to the query words', () => {
    expect(marked('City Hall, 100 Queen St W', 'Nathan Phillips', ['city hall'])).toBe('[City Hall], 100 Queen St W');
  });
});

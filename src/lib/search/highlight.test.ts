import { describe, expect, it } from 'vitest';
import { highlightMatch } from './highlight';
import { parseQuery } from './query-tokens';

const highlight = (label: string, query: string): string => highlightMatch(label, parseQuery(query).tokens);

describe('highlightMatch', () => {
  it('when the whole address matched, then the whole address is the highlight', () => {
    expect(highlight('Toronto City Hall, 100 Queen St W', '100 queen street west')).toBe('100 Queen St W');
  });

  it('when the last word is half typed, then the highlight stops where the typing did', () => {
    expect(highlight('100 Queen St W', '100 que')).toBe('100 Que');
  });

  it('when a half-typed word matched an abbreviation, then the whole abbreviation is highlighted', () => {
    expect(highlight('100 Queen St W', '100 queen str')).toBe('100 Queen St');
  });

  it('when a landmark is matched by name, then the name is the highlight without its comma', () => {
    expect(highlight('Toronto City Hall, 100 Queen St W', 'city hall')).toBe('City Hall');
  });

  it('when the matched words are apart, then the highlight spans from the first to the last', () => {
    expect(highlight('CN Tower, 290 Bremner Blvd, Toronto, ON M5V 3L9, Canada', 'cn tower bremner')).toBe('CN Tower, 290 Bremner');
  });

  it('when nothing matched, then the highlight is empty', () => {
    expect(highlight('12 Euclid Ave', 'bloor')).toBe('');
  });
});

describe('parseQuery', () => {
  it('when the query opens with a number, then it is the house number and the rest are street words', () => {
    const parsed = parseQuery('100 Queen St. W.');

    expect(parsed.houseNumber).toBe('100');
    expect(parsed.words.map((w) => w.text)).toEqual(['queen', 'street', 'west']);
  });

  it('when the query ends with the city and province, then they are dropped', () => {
    expect(parseQuery('12 Euclid Ave, Toronto, ON, Canada').tokens.map((t) => t.text)).toEqual(['12', 'euclid', 'avenue']);
  });

  it('when the city is the only word after a number, then it is kept as the street', () => {
    expect(parseQuery('10 Ontario').words.map((t) => t.text)).toEqual(['ontario']);
  });
});

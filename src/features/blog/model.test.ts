// Word counts and reading times from article HTML, and the category in the address.
import { describe, expect, it } from 'vitest';
import { articleText, categoryFromSlug, categorySlug, countWords, readTimeOf, WORDS_PER_MINUTE } from './model';

describe('countWords', () => {
  it('when the HTML has tags and entities, then it counts the words a reader sees', () => {
    expect(countWords('<h2>Lot&nbsp;frontage</h2><p>Read <code>f13.5</code> &amp; <a href="/map">the map</a>.</p>')).toBe(6);
  });

  it('when a dash stands alone, then it is not a word', () => {
    expect(countWords('<p>zone – label</p>')).toBe(2);
  });

  it('when tags touch, then the words on either side stay apart', () => {
    expect(articleText('<li>one</li><li>two</li>')).toBe('one two');
  });
});

describe('readTimeOf', () => {
  const words = (n: number) => `<p>${Array.from({ length: n }, () => 'word').join(' ')}</p>`;

  it('when the words fill whole minutes, then it says that many minutes', () => {
    expect(readTimeOf(words(WORDS_PER_MINUTE * 3))).toBe('3 min read');
  });

  it('when one word spills past a minute, then it rounds up', () => {
    expect(readTimeOf(words(WORDS_PER_MINUTE * 3 + 1))).toBe('4 min read');
  });

  it('when the text is empty, then it still says one minute', () => {
    expect(readTimeOf('')).toBe('1 min read');
  });
});

describe('categories in the address', () => {
  it('when a category is put in the address, then it reads back as the same category', () => {
    expect(categorySlug('Market Analysis')).toBe('market-analysis');
    expect(categoryFromSlug('market-analysis')).toBe('Market Analysis');
    expect(categoryFromSlug('Zoning-Guide')).toBe('Zoning Guide');
  });

  it('when the address names no category, then none is read', () => {
    expect(categoryFromSlug('opinion')).toBeNull();
    expect(categoryFromSlug('')).toBeNull();
  });
});

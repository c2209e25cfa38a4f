import { describe, expect, it } from 'vitest';
import { bylawPageName, bylawTextPages } from './bylaw-text';

const PAGE = (name: string) => `https://www.toronto.ca/zoning/bylaw_amendments/ZBL_NewProvision_Chapter${name}.htm`;

describe('bylawTextPages', () => {
  it('when a City page is named, then it reads as its chapter and section', () => {
    expect(bylawPageName(PAGE('10_20'))).toBe('Chapter 10, section 10.20');
    expect(bylawPageName(PAGE('900'))).toBe('Chapter 900');
    expect(bylawPageName('https://example.com/other')).toBe('https://example.com/other');
  });

  it('when pages repeat or are missing, then each page is listed once, in order, with its own recorded day', () => {
    const pages = bylawTextPages([PAGE('10_20'), null, PAGE('900_3'), PAGE('10_20')], { [PAGE('900_3')]: '2025-06-30' });

    expect(pages).toEqual([
      { page: 'Chapter 10, section 10.20', url: PAGE('10_20'), consolidatedOn: null },
      { page: 'Chapter 900, section 900.3', url: PAGE('900_3'), consolidatedOn: '2025-06-30' },
    ]);
  });

  it('when a recorded day is not a yyyy-mm-dd day, then the page has no date rather than a wrong one', () => {
    expect(bylawTextPages([PAGE('10_20')], { [PAGE('10_20')]: 'June 2025' })[0]?.consolidatedOn).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { BYLAW_TEXT_DATES, bylawPageName, bylawTextPages } from './bylaw-text';

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

  it('when a page showed a version date where it was read, then that day is recorded for it', () => {
    expect(bylawTextPages([PAGE('10_40'), PAGE('15_10'), PAGE('1_20'), PAGE('10')])).toEqual([
      { page: 'Chapter 10, section 10.40', url: PAGE('10_40'), consolidatedOn: '2024-07-31' },
      { page: 'Chapter 15, section 15.10', url: PAGE('15_10'), consolidatedOn: '2023-07-31' },
      { page: 'Chapter 1, section 1.20', url: PAGE('1_20'), consolidatedOn: '2022-03-09' },
      { page: 'Chapter 10', url: PAGE('10'), consolidatedOn: '2022-12-21' },
    ]);
  });

  it('when a page showed no version date (the CR section, Chapter 90) or was not read (RD), then none is borrowed', () => {
    expect(bylawTextPages([PAGE('40_10'), PAGE('90'), PAGE('10_20')]).map((page) => page.consolidatedOn)).toEqual([null, null, null]);
  });

  it('when the table is read, then every entry is a City page of the by-law and a real yyyy-mm-dd day', () => {
    for (const [url, day] of Object.entries(BYLAW_TEXT_DATES)) {
      expect(url).toMatch(/^https:\/\/www\.toronto\.ca\/zoning\/bylaw_amendments\/ZBL_NewProvision_Chapter[\d_]+\.htm$/);
      expect(new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10)).toBe(day);
    }
  });
});

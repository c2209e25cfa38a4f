import { describe, expect, it } from 'vitest';
import { articleClaimed, citeArticle, setBy, shortArticle, STANDARD_LABELS, zoneArticle, zoneArticles, type StandardArticle } from './bylaw-articles';
import { ZONES } from './zone-categories';

const PAGE = (name: string) => `https://www.toronto.ca/zoning/bylaw_amendments/ZBL_NewProvision_Chapter${name}.htm`;
const lines = (articles: StandardArticle[]): string[] => articles.map(({ standard, article, basis }) => `${standard} ${article} ${basis}`);

describe('zoneArticles', () => {
  it('when RD is read, then its standards are numbered as the by-law numbers them elsewhere, marked inferred, with 10.5.50.10 read', () => {
    expect(lines(zoneArticles('RD'))).toEqual([
      'uses 10.20.20.10 inferred',
      'height 10.20.40.10 inferred',
      'setbacks 10.20.40.70 inferred',
      'coverage 10.20.30.40 inferred',
      'depth 10.20.40.30 inferred',
      'landscaping 10.5.50.10 toc',
      'main-walls 10.20 section',
      'angular-planes 10.20 section',
      'parking Chapter 200 toc',
      'bicycle-parking Chapter 230 toc',
    ]);
  });

  it('when RS is read, then the articles its table of contents lists are marked read', () => {
    expect(lines(zoneArticles('RS')).slice(0, 5)).toEqual([
      'uses 10.40.20.10 toc',
      'height 10.40.40.10 toc',
      'setbacks 10.40.40.70 toc',
      'coverage 10.40.30.40 toc',
      'depth 10.40.40.30 toc',
    ]);
  });

  it('when RA is read, then its building depth cites section 15.10 as listing none, and its unread standards the section', () => {
    expect(lines(zoneArticles('RA'))).toEqual([
      'uses 15.10.20.10 toc',
      'height 15.10.40.10 toc',
      'setbacks 15.10.40.70 toc',
      'coverage 15.10.30.40 toc',
      'depth 15.10 not-listed',
      'landscaping 15.10 section',
      'main-walls 15.10 section',
      'angular-planes 15.10 section',
      'parking Chapter 200 toc',
      'bicycle-parking Chapter 230 toc',
    ]);
  });

  it('when E is read, then the lot coverage and landscaping its table of contents lists no part for are said so, the rest cited', () => {
    expect(lines(zoneArticles('E')).slice(0, 8)).toEqual([
      'uses 60.20.20.10 inferred',
      'height 60.20.40.10 inferred',
      'setbacks 60.20.40.70 inferred',
      'coverage 60.20 not-listed',
      'depth 60.20 section',
      'landscaping 60.20 not-listed',
      'main-walls 60.20 section',
      'angular-planes 60.20 section',
    ]);
  });

  it('when ON and CRE are read, then what their tables of contents pass over is marked not listed', () => {
    expect(zoneArticle('ON', 'coverage')).toMatchObject({ article: '90.20', basis: 'not-listed' });
    expect(zoneArticle('ON', 'depth')).toMatchObject({ article: '90.20', basis: 'not-listed' });
    expect(zoneArticle('CRE', 'coverage')).toMatchObject({ article: '50.10', basis: 'not-listed' });
    expect(zoneArticle('CRE', 'depth')).toMatchObject({ article: '50.10.40.30', basis: 'toc' });
  });

  it('when CR is read, then its angular planes are cited at its section, their article not having been read', () => {
    expect(zoneArticle('CR', 'angular-planes')).toMatchObject({ article: '40.10', basis: 'section', url: PAGE('40_10') });
  });

  it('when a zone’s section is not confirmed, then its standards are cited at its chapter', () => {
    expect(lines(zoneArticles('IH'))).toEqual([
      'uses Chapter 80 section',
      'height Chapter 80 section',
      'setbacks Chapter 80 section',
      'coverage Chapter 80 section',
      'depth Chapter 80 section',
      'landscaping Chapter 80 section',
      'main-walls Chapter 80 section',
      'angular-planes Chapter 80 section',
      'parking Chapter 200 toc',
      'bicycle-parking Chapter 230 toc',
    ]);
  });

  it('when any zone of the map is read, then it has every standard of the list, once and in order, each on a City page', () => {
    for (const zone of ZONES) {
      const articles = zoneArticles(zone.symbol);
      expect(articles.map((article) => article.standard)).toEqual(Object.keys(STANDARD_LABELS));
      for (const article of articles) expect(article.url).toMatch(/^https:\/\/www\.toronto\.ca\/zoning\/bylaw_amendments\/ZBL_NewProvision_Chapter[\d_]+\.htm$/);
    }
  });

  it('when the parking articles are read, then they link Chapters 200 and 230', () => {
    expect(zoneArticle('CR', 'parking')?.url).toBe(PAGE('200'));
    expect(zoneArticle('CR', 'bicycle-parking')?.url).toBe(PAGE('230'));
  });

  it('when a symbol is not a zone of the by-law, then it is refused with a clear message', () => {
    expect(() => zoneArticles('ZZ')).toThrow('"ZZ" is not a zone of By-law 569-2013');
  });
});

describe('citeArticle', () => {
  it('when an article is inferred, then the brief says how it was numbered and to confirm it', () => {
    const height = zoneArticle('RD', 'height');
    if (height === null) throw new Error('RD has a height article');

    expect(citeArticle(height)).toBe("10.20.40.10 (numbered as the by-law numbers this standard in its other zones; confirm on the City's page)");
    expect(shortArticle(height)).toBe('10.20.40.10 (inferred)');
  });

  it('when an article was read, then it is cited as read', () => {
    expect(citeArticle({ article: '10.40.40.10', basis: 'toc' })).toBe('10.40.40.10');
    expect(setBy({ article: '10.40.40.10', basis: 'toc' })).toBe('Set by 10.40.40.10: see the by-law');
  });

  it('when a table of contents lists no article for a standard, then the section is cited as listing none, and no rule is claimed', () => {
    const coverage = { article: '60.20', basis: 'not-listed' } as const;

    expect(citeArticle(coverage)).toBe('Section 60.20 (its table of contents lists no article for this standard)');
    expect(setBy(coverage)).toBe("Section 60.20's table of contents lists no article for this standard: see the by-law");
    expect(shortArticle(coverage)).toBe('Section 60.20 (none listed)');
    expect(articleClaimed(coverage)).toBe(false);
  });

  it('when nothing is known of a standard, then the section or chapter is cited in words that do not claim the zone has it', () => {
    expect(citeArticle({ article: '40.10', basis: 'section' })).toBe('Section 40.10 (no article for this standard was read; whether the section sets one is not known)');
    expect(setBy({ article: '60.20', basis: 'section' })).toBe('Where Section 60.20 sets this standard: see the by-law (no article for it was read)');
    expect(citeArticle({ article: 'Chapter 80', basis: 'section' })).toBe("Chapter 80 (this zone's section was not read; whether it sets this standard is not known)");
    expect(setBy({ article: 'Chapter 80', basis: 'section' })).toBe('Where Chapter 80 sets this standard: see the by-law (no article for it was read)');
    expect(shortArticle({ article: '40.10', basis: 'section' })).toBe('Section 40.10');
    expect(articleClaimed({ basis: 'section' })).toBe(false);
  });
});

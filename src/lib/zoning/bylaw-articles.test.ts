import { describe, expect, it } from 'vitest';
import { citeArticle, shortArticle, zoneArticle, zoneArticles, type StandardArticle } from './bylaw-articles';
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

  it('when RA is read, then it has no building depth and no landscaping, as its table of contents lists none', () => {
    expect(zoneArticles('RA').map((article) => article.standard)).toEqual(['uses', 'height', 'setbacks', 'coverage', 'parking', 'bicycle-parking']);
    expect(zoneArticle('RA', 'depth')).toBeNull();
  });

  it('when CR is read, then its angular planes are cited at its section, their article not having been read', () => {
    expect(zoneArticle('CR', 'angular-planes')).toMatchObject({ article: '40.10', basis: 'section', url: PAGE('40_10') });
  });

  it('when a zone’s section is not confirmed, then its standards are cited at its chapter', () => {
    expect(lines(zoneArticles('IH')).slice(0, 3)).toEqual(['uses Chapter 80 section', 'height Chapter 80 section', 'setbacks Chapter 80 section']);
  });

  it('when any zone of the map is read, then it has uses, height, parking and bicycle parking, each on a City page', () => {
    for (const zone of ZONES) {
      const articles = zoneArticles(zone.symbol);
      expect(articles.map((article) => article.standard)).toEqual(expect.arrayContaining(['uses', 'height', 'parking', 'bicycle-parking']));
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

  it('when an article was read or only its section is known, then it is cited as such', () => {
    expect(citeArticle({ article: '10.40.40.10', basis: 'toc' })).toBe('10.40.40.10');
    expect(citeArticle({ article: '40.10', basis: 'section' })).toBe('section 40.10 (the article was not read)');
    expect(citeArticle({ article: 'Chapter 80', basis: 'section' })).toBe("Chapter 80 (this zone's section and article were not read)");
  });
});

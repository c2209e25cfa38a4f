// The six built-in articles as data: spec §3 fields, two per category, length, reading time worked out from the text,
// links only to the app or the City's by-law pages, map links only to reviewed places, and no by-law value from memory.
import { describe, expect, it } from 'vitest';
import { MOVED_ARTICLE_IDS } from '../../lib/site/moved-pages';
import { CITY_ZONING_MAP_URL } from '../../lib/zoning/bylaw-links';
import { loadArticleBodies } from './article-bodies';
import { ARTICLES, findArticle } from './articles';
import { articleText, BLOG_CATEGORIES, countWords, readTimeOf, WORDS_PER_MINUTE } from './model';
import { PLACES } from './places';

/** The images public/ serves, as the app addresses them. */
const PUBLIC_IMAGES = new Set(Object.keys(import.meta.glob('/public/blog/*.svg')).map((file) => file.replace(/^\/public/, '')));

/** Each article with its body, as the article page loads it. */
const byId = await Promise.all(
  ARTICLES.map(async (article) => {
    const content = (await loadArticleBodies(article.category))[article.id] ?? '';
    return [article.id, { ...article, content }] as const;
  }),
);

function hrefsOf(html: string): string[] {
  return [...html.matchAll(/<a\b([^>]*)>/g)].map(([, attributes = '']) => {
    const href = /^\s+href="([^"]*)"\s*$/.exec(attributes)?.[1];
    if (href === undefined) throw new Error(`A link must have an href and nothing else: <a${attributes}>`);
    return href.replace(/&amp;/g, '&');
  });
}

/**
 * The City's by-law pages the reference names (shared/reference/bylaw-569-2013*.md): chapters, and sections as
 * "chapter_section". A citation of any other page is a number that was not checked.
 */
const KNOWN_CHAPTERS = new Set([1, 2, 5, 10, 15, 30, 40, 50, 60, 80, 90, 100, 150, 200, 220, 230, 600, 800, 900, 970, 990, 995]);
const KNOWN_SECTIONS = new Set([
  '1_20', '1_40',
  '10_10', '10_20', '10_40', '10_60', '10_80', '15_10', '15_20', '30_20', '40_10', '50_10',
  '60_10', '60_20', '60_30', '60_40', '90_10', '90_20', '90_30', '90_40', '90_50', '90_70',
  '150_7', '150_8', '150_10', '150_13', '150_25', '600_10', '600_20',
  '900_2', '900_3', '900_4', '900_5', '900_6', '900_7', '900_8', '900_10', '900_11', '900_12',
  '900_20', '900_21', '900_22', '900_24', '900_30', '900_31', '900_32', '900_33', '900_34', '900_40', '900_41',
  '995_10', '995_20', '995_30', '995_41', '995_50',
]);
const BYLAW_PAGE = /^https:\/\/www\.toronto\.ca\/zoning\/bylaw_amendments\/ZBL_NewProvision_Chapter(\d+)(?:_(\d+))?\.htm$/;

function isKnownBylawPage(href: string): boolean {
  const match = BYLAW_PAGE.exec(href);
  if (!match) return false;
  const [, chapter = '', section] = match;
  return section === undefined ? KNOWN_CHAPTERS.has(Number(chapter)) : KNOWN_SECTIONS.has(`${chapter}_${section}`);
}

/** A /map link at one of the reviewed public places (places.ts), as lib/geo/map-link writes it. */
function isReviewedMapLink(href: string): boolean {
  const url = new URL(href, 'https://app.invalid');
  if (url.origin !== 'https://app.invalid' || url.pathname !== '/map') return false;
  const keys = [...url.searchParams.keys()].sort().join(',');
  if (keys !== 'lat,lng' && keys !== 'lat,lng,z') return false;
  const lat = Number(url.searchParams.get('lat'));
  const lng = Number(url.searchParams.get('lng'));
  return Object.values(PLACES).some((place) => Math.abs(place.lat - lat) < 1e-6 && Math.abs(place.lng - lng) < 1e-6);
}

function isAllowedLink(href: string): boolean {
  if (href === CITY_ZONING_MAP_URL || isKnownBylawPage(href) || isReviewedMapLink(href)) return true;
  const article = /^\/blog\/([a-z0-9-]+)$/.exec(href);
  return article !== null && findArticle(article[1]) !== undefined;
}

/**
 * A figure with a unit of height, length, area or coverage. The articles state none from memory: the only ones allowed
 * are the figures of the reference's real zone label RD (f13.5; a510; d0.45), explained in the zone-label article.
 */
const MEASURE = /\d+(?:[.,]\d+)?\s*(?:square\s+metres?|sq\.?\s*m|metres?|meters?|m²|m|storeys?|stories|per\s*cent|percent|%|ft|feet)(?![\p{L}\p{N}])/giu;
const REVIEWED_MEASURES: readonly string[] = ['13.5 metres', '510 square metres'];

describe('the built-in articles', () => {
  it('are six, with unique ids, two in each category of spec §1', () => {
    expect(ARTICLES).toHaveLength(6);
    expect(new Set(ARTICLES.map((article) => article.id)).size).toBe(6);
    for (const category of BLOG_CATEGORIES) {
      expect(ARTICLES.filter((article) => article.category === category), category).toHaveLength(2);
    }
  });

  it.each(byId)('%s has every field of spec §3', (_id, article) => {
    expect(article.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(article.title.trim()).not.toBe('');
    expect(article.excerpt.length).toBeGreaterThan(60);
    expect(article.content).toMatch(/^\s*<p>/);
    expect(article.author.trim()).not.toBe('');
    expect(article.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(article.date))).toBe(false);
    expect(article.readTime).toMatch(/^\d+ min read$/);
    expect(article.tags.length).toBeGreaterThan(0);
    expect(article.imageUrl).not.toBeNull();
    expect(PUBLIC_IMAGES.has(article.imageUrl ?? '')).toBe(true);
  });

  it.each(byId)('%s is 700 to 1,200 words long', (_id, article) => {
    const words = countWords(article.content);
    expect(words).toBeGreaterThanOrEqual(700);
    expect(words).toBeLessThanOrEqual(1200);
  });

  it.each(byId)('%s reads in the minutes its words take at the stated pace, rounded up', (_id, article) => {
    const words = articleText(article.content).split(' ').filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
    expect(article.readTime).toBe(`${Math.ceil(words / WORDS_PER_MINUTE)} min read`);
    expect(article.readTime).toBe(readTimeOf(article.content));
  });

  it.each(byId)('%s links only to the app, its own articles, and By-law 569-2013 pages the reference names', (_id, article) => {
    const hrefs = hrefsOf(article.content);
    expect(hrefs.filter((href) => !isAllowedLink(href))).toEqual([]);
    expect(hrefs.some(isKnownBylawPage)).toBe(true);
  });

  it.each(byId)('%s links to the map at a reviewed public place', (_id, article) => {
    expect(hrefsOf(article.content).some(isReviewedMapLink)).toBe(true);
  });

  it.each(byId)('%s states no height, length, area or coverage figure outside the reviewed list', (_id, article) => {
    const figures = [...articleText(article.content).matchAll(MEASURE)].map(([figure]) => figure.replace(/\s+/g, ' '));
    expect(figures.filter((figure) => !REVIEWED_MEASURES.includes(figure))).toEqual([]);
  });

  it.each(byId)('%s is found by its id', (id, article) => {
    expect(findArticle(id)?.title).toBe(article.title);
  });

  it('has a body for every article, and no body without one', async () => {
    for (const category of BLOG_CATEGORIES) {
      const ids = Object.keys(await loadArticleBodies(category)).sort();
      expect(ids, category).toEqual(ARTICLES.filter((article) => article.category === category).map((article) => article.id).sort());
    }
  });

  it.each(byId)('%s says in its address what the article is: every word of the slug is a word of the title', (id, article) => {
    // "By-law" is the slug's "bylaw", "569-2013" its "569-2013": a hyphenated word counts whole and by its parts.
    const words = new Set(article.title.toLowerCase().split(/[^a-z0-9-]+/).flatMap((word) => [word.replace(/-/g, ''), ...word.split('-')]));
    expect(id.split('-').filter((word) => !words.has(word))).toEqual([]);
  });

  it('moves every old address to an article, and no article has an address that moved', () => {
    for (const [old, now] of MOVED_ARTICLE_IDS) {
      expect(findArticle(now), now).toBeDefined();
      expect(findArticle(old), old).toBeUndefined();
    }
  });

  it('finds no article for an unknown or missing id', () => {
    expect(findArticle('no-such-article')).toBeUndefined();
    expect(findArticle(undefined)).toBeUndefined();
  });
});

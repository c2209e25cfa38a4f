// A built-in blog article (spec §3), its categories, and the reading time worked out from its text.
import { formatMonthDayYear } from '../../lib/dates/calendar-day';

export type BlogCategory = 'Zoning Guide' | 'Technology' | 'Market Analysis';

export const BLOG_CATEGORIES: readonly BlogCategory[] = ['Zoning Guide', 'Technology', 'Market Analysis'];

export interface BlogArticle {
  id: string;
  title: string;
  excerpt: string;
  author: string;
  /** ISO date. */
  date: string;
  /** "N min read": readTimeOf of its body (spec §3's content, article-bodies.ts), which articles.test.ts holds it to. */
  readTime: string;
  category: BlogCategory;
  tags: readonly string[];
  imageUrl: string | null;
}

/** A common figure for an adult reading non-fiction on a screen; the reading time rounds up at this pace. */
export const WORDS_PER_MINUTE = 200;

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', rsquo: '’', lsquo: '‘', ndash: '–', mdash: '—' };

/** The words a reader sees: tags removed, entities read as the characters they stand for. */
export function articleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|[a-z]+);/gi, (whole, name: string) =>
      name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : (ENTITIES[name.toLowerCase()] ?? whole),
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words are runs of non-space characters that hold at least one letter or digit (a lone dash is not a word). */
export function countWords(html: string): number {
  return articleText(html)
    .split(' ')
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

export function readTimeOf(html: string): string {
  return `${Math.max(1, Math.ceil(countWords(html) / WORDS_PER_MINUTE))} min read`;
}

/** The category as it reads in the address: 'Market Analysis' → 'market-analysis'. */
export function categorySlug(category: BlogCategory): string {
  return category.toLowerCase().replace(/\s+/g, '-');
}

/** The category a ?category= value names, or null when it names none. */
export function categoryFromSlug(slug: string): BlogCategory | null {
  return BLOG_CATEGORIES.find((category) => categorySlug(category) === slug.trim().toLowerCase()) ?? null;
}

/** 'July 14, 2025' for '2025-07-14'. */
export const formatArticleDate = formatMonthDayYear;

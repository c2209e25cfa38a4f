// A built-in blog article (spec §3) and its categories.
import { formatMonthDayYear } from '../../lib/dates/calendar-day';

export type BlogCategory = 'Zoning Guide' | 'Technology' | 'Market Analysis';

export const BLOG_CATEGORIES: readonly BlogCategory[] = ['Zoning Guide', 'Technology', 'Market Analysis'];

export interface BlogArticle {
  id: string;
  title: string;
  excerpt: string;
  /** Trusted, built-in HTML (authored in this repository, never user input). */
  content: string;
  author: string;
  /** ISO date. */
  date: string;
  readTime: string;
  category: BlogCategory;
  tags: readonly string[];
  imageUrl: string | null;
}

/** 'July 14, 2025' for '2025-07-14'. */
export const formatArticleDate = formatMonthDayYear;

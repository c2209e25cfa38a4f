// A built-in blog article (spec §3) and its categories.

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

export function formatArticleDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-CA', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

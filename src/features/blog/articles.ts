// The six built-in articles, newest first.
import { MARKET_ANALYSIS_ARTICLES } from './articles/market-analysis';
import { TECHNOLOGY_ARTICLES } from './articles/technology';
import { ZONING_GUIDE_ARTICLES } from './articles/zoning-guide';
import type { BlogArticle } from './model';

export const ARTICLES: readonly BlogArticle[] = [...ZONING_GUIDE_ARTICLES, ...TECHNOLOGY_ARTICLES, ...MARKET_ANALYSIS_ARTICLES].sort(
  (a, b) => b.date.localeCompare(a.date),
);

export function findArticle(id: string | undefined): BlogArticle | undefined {
  return ARTICLES.find((article) => article.id === id);
}

// The head of the page at a path, written into the live document: a public page's own from the table the prerender
// used (src/lib/site/page-heads.ts), any other page the site's description and no canonical URL. Loaded by RouteHead
// once a page has drawn, so the heads' table stays out of the first script.
import { SITE_ORIGIN } from '../config/site-origin';
import { articleHead, DEFAULT_DESCRIPTION, PAGE_HEADS, type PageHead } from '../lib/site/page-heads';
import { ARTICLE_PATH_PREFIX, normalisePath } from '../lib/site/site-routes';
import { applyPageHead, applyPrivatePageHead } from '../platform/document-head';

async function headOf(route: string): Promise<PageHead | null> {
  const head = PAGE_HEADS[route];
  if (head || !route.startsWith(ARTICLE_PATH_PREFIX)) return head ?? null;
  // The articles come with the blog's own chunk, which this route loads anyway.
  const { findArticle } = await import('../features/blog/articles');
  const article = findArticle(route.slice(ARTICLE_PATH_PREFIX.length));
  return article ? articleHead(article) : null;
}

/** Writes the head of `pathname` unless the visitor has moved on (`current` turned false) by the time it is known. */
export async function applyRouteHead(pathname: string, current: () => boolean): Promise<void> {
  const head = await headOf(normalisePath(pathname));
  if (!current()) return;
  if (head) applyPageHead(head, SITE_ORIGIN);
  else applyPrivatePageHead(DEFAULT_DESCRIPTION);
}

// Keeps the document's head in step with the route on client-side navigation: a public page gets its own head from the
// table the prerender used (src/lib/site/page-heads.ts); any other page the site's description and no canonical URL.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SITE_ORIGIN } from '../config/site-origin';
import { ARTICLE_PATH_PREFIX, normalisePath } from '../lib/site/site-routes';
import { articleHead, DEFAULT_DESCRIPTION, PAGE_HEADS } from '../lib/site/page-heads';
import { applyPageHead, applyPrivatePageHead } from '../platform/document-head';

export function RouteHead() {
  const { pathname } = useLocation();
  useEffect(() => {
    const route = normalisePath(pathname);
    const head = PAGE_HEADS[route];
    if (head) return applyPageHead(head, SITE_ORIGIN);
    if (!route.startsWith(ARTICLE_PATH_PREFIX)) return applyPrivatePageHead(DEFAULT_DESCRIPTION);
    // The articles come with the blog's own chunk, which this route loads anyway.
    let current = true;
    void import('../features/blog/articles').then(({ findArticle }) => {
      const article = findArticle(route.slice(ARTICLE_PATH_PREFIX.length));
      if (!current) return;
      if (article) applyPageHead(articleHead(article), SITE_ORIGIN);
      else applyPrivatePageHead(DEFAULT_DESCRIPTION);
    });
    return () => {
      current = false;
    };
  }, [pathname]);
  return null;
}

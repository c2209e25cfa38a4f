// The route table (routes.tsx) and the list the server and the service worker serve from (lib/site/site-routes.ts)
// name the same routes, so neither can gain a page the other does not know.
import { describe, expect, it } from 'vitest';
import { ARTICLES } from '../features/blog/articles';
import { CLIENT_ROUTE_PATTERNS, pageServingOf, PRERENDERED_PATHS } from '../lib/site/site-routes';
// The route table's own source text.
import ROUTES_SOURCE from './routes.tsx?raw';


describe('the route list', () => {
  it('when routes.tsx is read, then its routes are exactly the site routes (the index route being /)', () => {
    const paths = [...ROUTES_SOURCE.matchAll(/<Route\s+path="([^"]+)"/g)].map((match) => match[1]).filter((path) => path !== '*');
    if (/<Route\s+index\b/.test(ROUTES_SOURCE)) paths.push('/');

    expect([...paths].sort()).toEqual([...CLIENT_ROUTE_PATTERNS].sort());
  });

  it('when routes.tsx names the pages it preloads for hydration, then they are the prerendered ones', () => {
    const table = ROUTES_SOURCE.slice(ROUTES_SOURCE.indexOf('const PRERENDERED_PAGES'), ROUTES_SOURCE.indexOf('] as const;'));
    const patterns = [...table.matchAll(/\['([^']+)',/g)].map((match) => match[1]);

    expect(patterns).toEqual([...PRERENDERED_PATHS.slice(0, 3), '/blog/:articleId', ...PRERENDERED_PATHS.slice(3)]);
  });

  it('when each built-in article is asked for, then it is a prerendered page', () => {
    for (const article of ARTICLES) {
      expect(pageServingOf(`/blog/${article.id}`), article.id).toEqual({ kind: 'prerendered', file: `blog/${article.id}.html` });
    }
  });
});

// The build's server entry (loaded by server/site/prerender-plugin.ts, never by the browser): renders a public page
// with the app's own components in a static router, and lists the pages to prerender with their heads and dates.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppContent } from './app/app';
import { ARTICLES } from './features/blog/articles';
import { articleHead, NOT_FOUND_HEAD, PAGE_HEADS } from './lib/site/page-heads';
import type { PrerenderedPage } from './lib/site/prerendered-page';
import { NOT_FOUND_FILE, NOT_FOUND_PATH, PRERENDERED_PATHS, prerenderedFileOf } from './lib/site/site-routes';

export function prerenderedPages(): PrerenderedPage[] {
  const pages: PrerenderedPage[] = PRERENDERED_PATHS.map((path) => {
    const head = PAGE_HEADS[path];
    if (!head) throw new Error(`No head for the prerendered page ${path} (src/lib/site/page-heads.ts).`);
    return { path, file: prerenderedFileOf(path), head, listed: true, lastModified: null };
  });
  for (const article of ARTICLES) {
    const path = `/blog/${article.id}`;
    pages.push({ path, file: prerenderedFileOf(path), head: articleHead(article), listed: true, lastModified: article.date });
  }
  pages.push({ path: NOT_FOUND_PATH, file: NOT_FOUND_FILE, head: NOT_FOUND_HEAD, listed: false, lastModified: null });
  return pages;
}

/** The markup React renders into #root for this path, every lazy page loaded (prerender waits for them). */
export async function renderPage(path: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={path}>
        <AppContent />
      </StaticRouter>
    </StrictMode>,
    // A boundary larger than the chunk size would be written apart and revealed by an inline script, which the
    // site's CSP (script-src 'self') blocks: the page would stay on its fallback and React draw it anew.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  if (errors.length > 0) throw new Error(`Prerendering ${path} failed: ${String(errors[0])}`, { cause: errors[0] });
  const markup = await new Response(prelude).text();
  if (/<script\b|<!--\$\?-->/.test(markup)) {
    throw new Error(`Prerendering ${path} left a boundary for an inline script to fill; the CSP would block it.`);
  }
  return markup;
}

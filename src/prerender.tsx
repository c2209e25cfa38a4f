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

/**
 * The markup React renders into #root for this path, every lazy page loaded: react-dom/static's `prerender` waits
 * for each Suspense boundary (renderToString would write its fallback). The browser hydrates it with the same React,
 * so useId's ids and the markup match.
 */
export async function renderPage(path: string): Promise<string> {
  const page = (
    <StrictMode>
      <StaticRouter location={path}>
        <AppContent />
      </StaticRouter>
    </StrictMode>
  );
  // An error inside a Suspense boundary does not reject: React writes the boundary's fallback for the client to render,
  // and reports the error here. A page the build could not render fails the build instead.
  const errors: unknown[] = [];
  let markup: string;
  try {
    const { prelude } = await prerender(page, {
      onError: (error) => void errors.push(error),
      // A boundary past this many bytes would be written after the rest, moved into place by an inline script (an
      // article's is): with no limit every boundary is written where it stands.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    markup = await new Response(prelude).text();
    if (errors.length > 0) throw errors[0];
  } catch (error) {
    throw new Error(`Prerendering ${path} failed: ${String(error)}`, { cause: error });
  }
  // The site's CSP (script-src 'self') would block any inline script the markup carried, and with it what a pending
  // boundary (`<!--$?-->`) waits for.
  if (/<script\b|<!--\$\?-->/.test(markup)) {
    throw new Error(`Prerendering ${path} wrote an inline script or left a boundary for one to fill; the CSP would block it.`);
  }
  return markup;
}

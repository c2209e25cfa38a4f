// The build's server entry (loaded by server/site/prerender-plugin.ts, never by the browser): renders a public page
// with the app's own components in a static router, and lists the pages to prerender with their heads and dates.
import { StrictMode } from 'react';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
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
 * The markup Preact renders into #root for this path, every lazy page loaded (the async renderer waits for them): the
 * same renderer the browser hydrates it with, so useId's ids and the markup match.
 */
export async function renderPage(path: string): Promise<string> {
  const page = (
    <StrictMode>
      <StaticRouter location={path}>
        <AppContent />
      </StaticRouter>
    </StrictMode>
  );
  // The app's components are typed with React's JSX; at run time they are Preact's elements (vite.config.ts's aliases).
  let markup: string;
  try {
    markup = await renderToStringAsync(page as unknown as VNode);
  } catch (error) {
    throw new Error(`Prerendering ${path} failed: ${String(error)}`, { cause: error });
  }
  // The site's CSP (script-src 'self') would block any inline script the markup carried.
  if (/<script\b/.test(markup)) throw new Error(`Prerendering ${path} wrote an inline script; the CSP would block it.`);
  return markup;
}

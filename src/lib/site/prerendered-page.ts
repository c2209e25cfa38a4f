// What the build's render entry (src/prerender.tsx) gives the build (server/site/prerender-plugin.ts).
import type { PageHead } from './page-heads';

export interface PrerenderedPage {
  /** The path rendered (the router's location). */
  path: string;
  /** Where in the built client its HTML goes. */
  file: string;
  head: PageHead;
  /** Whether it is a real page (canonical URL, in the sitemap); the 404 page is not. */
  listed: boolean;
  /** The article's date; null for the other pages (their date is the build's content date). */
  lastModified: string | null;
}

export interface PageRenderer {
  prerenderedPages(): PrerenderedPage[];
  /** The markup the app renders into #root for this path. */
  renderPage(path: string): Promise<string>;
}

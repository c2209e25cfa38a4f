// Part of the client build (vite.config.ts): once Vite has written dist/, renders every public page with the app's own
// components (src/prerender.tsx, loaded through Vite's module runner) into its own HTML file, keeps the empty page as
// the app shell for client-only routes, and writes the sharing images, robots.txt and sitemap.xml. It runs before the
// service worker's build, so the worker precaches the pages it writes.

import { execFileSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { headHtml } from '../../src/lib/site/page-heads';
import { buildRobots, buildSitemap } from '../../src/lib/site/sitemap';
import { APP_SHELL_FILE } from '../../src/lib/site/site-routes';
import { precompressFiles } from '../http/precompressed';
import type { PageRenderer, PrerenderedPage } from '../../src/lib/site/prerendered-page';
import { drawShareImages } from './share-images';

const RENDER_ENTRY = 'src/prerender.tsx';
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The module each prerendered path's page is, as src/app/routes.tsx loads it lazily: its stylesheets are linked in the
 * page's HTML so it is styled before (and without) JavaScript.
 */
const PAGE_MODULES: readonly (readonly [RegExp, string])[] = [
  [/^\/$/, 'src/features/home/home-page.tsx'],
  [/^\/pricing$/, 'src/features/pricing/pricing-page.tsx'],
  [/^\/blog(?:\/.*)?$/, 'src/features/blog/blog-page.tsx'],
  [/^\/contact$/, 'src/features/contact/contact-page.tsx'],
  [/^\/legal$/, 'src/features/legal/legal-page.tsx'],
  [/^\/404$/, 'src/app/not-found-page.tsx'],
];

type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

export interface PrerenderOptions {
  /** The public origin canonical and sharing URLs start with. */
  origin: string;
  /** What the client's own build defines (__SITE_ORIGIN__ …), so the rendered modules read the same constants. */
  define: Record<string, string>;
  /** The sitemap's date for the pages that are not articles (contentDate). */
  pagesDate: string;
}

/**
 * The sitemap's date for the pages that are not articles: SOURCE_DATE_EPOCH when the build sets it (the
 * reproducible-builds convention), else the date of the checkout's last commit, the content the pages were built
 * from; without git, the build's own day.
 */
export function contentDate(sourceDateEpoch: string | undefined, cwd: string): string {
  if (sourceDateEpoch && /^\d+$/.test(sourceDateEpoch)) return new Date(Number(sourceDateEpoch) * 1000).toISOString().slice(0, 10);
  try {
    const date = execFileSync('git', ['log', '-1', '--format=%cs'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  } catch {
    // Not a git checkout (an unpacked release): the build's day is when these pages were made.
  }
  return new Date().toISOString().slice(0, 10);
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The stylesheets of a page's module and what it imports, which the entry does not already link. */
function pageStylesheets(manifest: Manifest, pagePath: string, template: string): string {
  const match = PAGE_MODULES.find(([pattern]) => pattern.test(pagePath));
  if (!match) throw new Error(`No page module is known for the prerendered path ${pagePath} (server/site/prerender-plugin.ts).`);
  const [, key] = match;
  if (!manifest[key]) throw new Error(`The build manifest has no ${key}: update PAGE_MODULES to match src/app/routes.tsx.`);
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (id: string) => {
    const chunk = manifest[id];
    if (!chunk || seen.has(id)) return;
    seen.add(id);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return [...css]
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
    .join('');
}

/** The page's HTML: the built template with the page's head, stylesheets and markup. */
export function pageHtml(template: string, page: PrerenderedPage, markup: string, origin: string, stylesheets: string): string {
  if (!template.includes(EMPTY_ROOT)) throw new Error(`The built index.html has no ${EMPTY_ROOT} to prerender into.`);
  const head = headHtml(page.head, origin, { canonical: page.listed }) + (page.listed ? '' : '\n    <meta name="robots" content="noindex" />');
  const html = template
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>/, head)
    .replace('</head>', `${stylesheets}</head>`)
    .replace(EMPTY_ROOT, () => `<div id="root" data-prerendered="${escapeAttribute(page.path)}">${markup}</div>`);
  if (!html.includes('<title>')) throw new Error('The built index.html has no meta description to put the page head in its place.');
  return html;
}

/** Stylesheet imports render as nothing: the built client's own stylesheets style the page (pageStylesheets). */
function stylesheetsAsNothing(): Plugin {
  const EMPTY = '\0zonebrief-prerender-stylesheet';
  return {
    name: 'zonebrief:prerender-stylesheets',
    enforce: 'pre',
    resolveId: (id) => (/\.css(?:\?.*)?$/.test(id) ? EMPTY : null),
    load: (id) => (id === EMPTY ? 'export default {};' : null),
  };
}

export function prerenderSite({ origin, define, pagesDate }: PrerenderOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'zonebrief:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      // After the precompress plugin: the pages written here are compressed here.
      order: 'post',
      async handler(options) {
        if (config.build.ssr || !options.dir) return;
        const dir = options.dir;
        const template = await readFile(path.join(dir, 'index.html'), 'utf8');
        const manifest = JSON.parse(await readFile(path.join(dir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
        // A server-side module runner that stays open while the pages render: their lazy pages are imported then.
        const vite = await createServer({
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: 'error',
          define,
          // JSX compiled as in the client's build; React and the router load from node_modules, the React the
          // browser hydrates with.
          plugins: [react(), stylesheetsAsNothing()],
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        const written: string[] = [];
        const write = async (file: string, contents: string | Buffer) => {
          await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
          await writeFile(path.join(dir, file), contents);
          written.push(file);
        };

        await write(APP_SHELL_FILE, template);
        let pages: PrerenderedPage[];
        try {
          const renderer = (await vite.ssrLoadModule(path.join(config.root, RENDER_ENTRY))) as PageRenderer;
          pages = renderer.prerenderedPages();
          for (const page of pages) {
            const markup = await renderer.renderPage(page.path);
            await write(page.file, pageHtml(template, page, markup, origin, pageStylesheets(manifest, page.path, template)));
          }
        } finally {
          await vite.close();
        }
        for (const image of drawShareImages()) await write(image.path.slice(1), image.png);

        const entries = pages.filter((page) => page.listed).map((page) => ({ path: page.path, lastModified: page.lastModified ?? pagesDate }));
        await write('sitemap.xml', buildSitemap(origin, entries));
        await write('robots.txt', buildRobots(origin));
        await precompressFiles(dir, written);
        config.logger.info(`Prerendered ${pages.length} pages, ${entries.length} in the sitemap (pages dated ${pagesDate}).`);
      },
    },
  };
}

// Serves the built client: hashed assets cached for a year, pages and the service worker always revalidated. A GET
// that asks for a page gets the page the build prerendered for its path, the app shell for a route the client draws,
// or the prerendered 404 page with status 404 (src/lib/site/site-routes.ts says which); an article's old address
// moves for good to its address now (src/lib/site/moved-pages.ts). Source maps are never served in production, even
// when a build left some in the folder.

import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { Router, type Response } from 'express';
import { servePrecompressed } from './precompressed';
import { readRoutePreloads, ROUTE_FIRST_PAINT, routeOf, type RoutePreloads } from './route-preloads';
import { movedPagePath } from '../../src/lib/site/moved-pages';
import { APP_SHELL_FILE, NOT_FOUND_FILE, NOT_FOUND_PATH, pageOfPrerenderedFile, pageServingOf, PRERENDERED_PATHS } from '../../src/lib/site/site-routes';

/** The element index.html leaves for the app to render into. */
const EMPTY_ROOT = '<div id="root"></div>';

const NEVER_CACHE = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js']);

export interface ClientAppOptions {
  /** Answer *.map as not found: they would publish the client's sources. */
  hideSourceMaps: boolean;
}

function setCacheHeaders(res: Response, filePath: string): void {
  const name = path.basename(filePath);
  if (NEVER_CACHE.has(name) || name.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
  else if (filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'public, max-age=3600');
}

export function createClientAppRouter(distDir: string, { hideSourceMaps }: ClientAppOptions): Router {
  const router = Router();
  const pages = pageReader(distDir);

  if (hideSourceMaps) {
    router.get(/\.map$/i, (_req, _res, next) => {
      next('router');
    });
  }

  // A link or bookmark made before an article's slug changed: 301 to the article's address now, with its query.
  router.get(/^\/blog\//, (req, res, next) => {
    const moved = movedPagePath(req.path);
    if (moved === null) return next();
    res.redirect(301, `${moved}${req.url.slice(req.path.length)}`);
  });

  // A built page's own file opened as a page goes to the page's address (/index.html to /), and the shell's and the
  // 404 page's files are no page at all; the service worker's precache (no navigation) still fetches each file.
  router.get(/\.html$/i, (req, res, next) => {
    if (req.get('Sec-Fetch-Mode') !== 'navigate') return next();
    const page = pageOfPrerenderedFile(req.path);
    if (page !== null) return res.redirect(301, `${page}${req.url.slice(req.path.length)}`);
    sendPage(res, pages.read(req.path));
  });

  // The build's own compressed copies first (Brotli, then gzip); then only the client's files are compressed on the
  // fly: /data sends its own pre-gzipped bytes, and API answers are a kilobyte or two, where compression's
  // per-request cost (~80 µs of CPU, `npm run bench`) buys little.
  router.use(servePrecompressed(distDir, setCacheHeaders));
  router.use(compression());
  // No redirect: /blog is a page, not the folder of the articles' pages (which would send it to /blog/).
  router.use(express.static(distDir, { index: false, redirect: false, setHeaders: setCacheHeaders }));

  router.get(/.*/, (req, res, next) => {
    if (!req.accepts('html') || path.extname(req.path) !== '') return next();
    sendPage(res, pages.read(req.path));
  });

  return router;
}

function sendPage(res: Response, page: ServedPage | null): void {
  if (page === null) {
    res.status(503).type('text').send('The client is not built yet: run `npm run build` (npm start does it for you).');
    return;
  }
  res.setHeader('Cache-Control', 'no-cache');
  res.status(page.status).type('html').send(page.html);
}

interface ServedPage {
  status: 200 | 404;
  html: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The 404 page speaks of the path asked for (it was prerendered at NOT_FOUND_PATH). Its root stays marked as rendered
 * for NOT_FOUND_PATH, so the client draws the path afresh (an unknown article is the blog's own "Article not found").
 */
function notFoundPageFor(html: string, pathname: string): string {
  return html.replace(`<code>${NOT_FOUND_PATH}</code>`, `<code>${escapeHtml(pathname)}</code>`);
}

/** A built file's text, read again when a build replaces it; null when the build has no such file. */
function fileReader(distDir: string): (file: string) => { text: string; mtimeMs: number } | null {
  const cache = new Map<string, { mtimeMs: number; text: string }>();
  return (file) => {
    const full = path.join(distDir, file);
    const mtimeMs = statSync(full, { throwIfNoEntry: false })?.mtimeMs;
    if (mtimeMs === undefined) {
      cache.delete(file);
      return null;
    }
    const cached = cache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached;
    const read = { mtimeMs, text: readFileSync(full, 'utf8') };
    cache.set(file, read);
    return read;
  };
}

/**
 * The page for a path, with the path's own chunks named in its head and, in the shell, its first paint in its root
 * (route-preloads.ts); null while the client is not built. A build without prerendered pages (the tests' hand-made
 * ones) serves its index.html as the shell.
 */
function pageReader(distDir: string): { read: (pathname: string) => ServedPage | null } {
  const readFile = fileReader(distDir);
  let preloads: { mtimeMs: number; links: RoutePreloads } | null = null;
  const shell = () => readFile(APP_SHELL_FILE) ?? readFile('index.html');
  return {
    read(pathname) {
      const serving = pageServingOf(pathname);
      let status: 200 | 404 = 200;
      let html: string | null = null;
      let built = shell();
      if (!built) return null;
      if (!preloads || preloads.mtimeMs !== built.mtimeMs) preloads = { mtimeMs: built.mtimeMs, links: readRoutePreloads(distDir) };
      if (serving.kind === 'prerendered') {
        const page = readFile(serving.file);
        // A build that prerendered nothing still has the fixed pages, drawn by the client; an article it has not is none.
        if (page) html = page.text;
        else if ((PRERENDERED_PATHS as readonly string[]).includes(routeOf(pathname)) && !readFile(APP_SHELL_FILE)) html = built.text;
      } else if (serving.kind === 'shell') {
        html = built.text;
        const firstPaint = ROUTE_FIRST_PAINT[routeOf(pathname)];
        if (firstPaint) html = html.replace(EMPTY_ROOT, `<div id="root">${firstPaint}</div>`);
      }
      if (html === null) {
        status = 404;
        built = readFile(NOT_FOUND_FILE) ?? built;
        html = notFoundPageFor(built.text, pathname);
      }
      return { status, html: preloads.links.addTo(html, pathname) };
    },
  };
}

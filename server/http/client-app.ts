// Serves the built client: hashed assets cached for a year, index.html and the service worker always revalidated,
// and index.html for every other GET that asks for a page (client-side routes). Source maps are never served in
// production, even when a build left some in the folder.

import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { Router, type Response } from 'express';
import { servePrecompressed } from './precompressed';
import { readRoutePreloads, ROUTE_FIRST_PAINT, routeOf, type RoutePreloads } from './route-preloads';

/** The element index.html leaves for React to render into. */
const EMPTY_ROOT = '<div id="root"></div>';

const NEVER_CACHE = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js']);

export interface ClientAppOptions {
  /** Answer *.map as not found: they would publish the client's sources. */
  hideSourceMaps: boolean;
}

function setCacheHeaders(res: Response, filePath: string): void {
  const name = path.basename(filePath);
  if (NEVER_CACHE.has(name)) res.setHeader('Cache-Control', 'no-cache');
  else if (filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'public, max-age=3600');
}

export function createClientAppRouter(distDir: string, { hideSourceMaps }: ClientAppOptions): Router {
  const router = Router();

  if (hideSourceMaps) {
    router.get(/\.map$/i, (_req, _res, next) => {
      next('router');
    });
  }

  // The build's own compressed copies first (Brotli, then gzip); then only the client's files are compressed on the
  // fly: /data sends its own pre-gzipped bytes, and API answers are a kilobyte or two, where compression's
  // per-request cost (~80 µs of CPU, `npm run bench`) buys little.
  router.use(servePrecompressed(distDir, setCacheHeaders));
  router.use(compression());
  router.use(express.static(distDir, { index: false, setHeaders: setCacheHeaders }));

  const pages = pageReader(distDir);
  router.get(/.*/, (req, res, next) => {
    if (!req.accepts('html') || path.extname(req.path) !== '') return next();
    const page = pages.read(req.path);
    if (page === null) {
      res.status(503).type('text').send('The client is not built yet: run `npm run build` (npm start does it for you).');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(page);
  });

  return router;
}

/**
 * index.html with the path's own chunks named in its head and its first paint in its root (route-preloads.ts), read
 * again when a build replaces it.
 */
function pageReader(distDir: string): { read: (pathname: string) => string | null } {
  const indexHtml = path.join(distDir, 'index.html');
  let built: { mtimeMs: number; html: string; preloads: RoutePreloads } | null = null;
  return {
    read(pathname) {
      const mtimeMs = statSync(indexHtml, { throwIfNoEntry: false })?.mtimeMs;
      if (mtimeMs === undefined) return null;
      if (built?.mtimeMs !== mtimeMs) built = { mtimeMs, html: readFileSync(indexHtml, 'utf8'), preloads: readRoutePreloads(distDir) };
      const links = built.preloads.linksFor(pathname);
      const firstPaint = ROUTE_FIRST_PAINT[routeOf(pathname)];
      let html = links ? built.html.replace('</head>', `${links}</head>`) : built.html;
      if (firstPaint) html = html.replace(EMPTY_ROOT, `<div id="root">${firstPaint}</div>`);
      return html;
    },
  };
}

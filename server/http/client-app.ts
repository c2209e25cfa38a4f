// Serves the built client: hashed assets cached for a year, index.html and the service worker always revalidated,
// and index.html for every other GET that asks for a page (client-side routes). Source maps are never served in
// production, even when a build left some in the folder.

import { existsSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { Router } from 'express';

const NEVER_CACHE = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js']);

export interface ClientAppOptions {
  /** Answer *.map as not found: they would publish the client's sources. */
  hideSourceMaps: boolean;
}

export function createClientAppRouter(distDir: string, { hideSourceMaps }: ClientAppOptions): Router {
  const router = Router();
  const indexHtml = path.join(distDir, 'index.html');

  if (hideSourceMaps) {
    router.get(/\.map$/i, (_req, _res, next) => {
      next('router');
    });
  }

  // Only the client's files are compressed on the fly: /data sends its own pre-gzipped bytes, and API answers
  // are a kilobyte or two, where compression's per-request cost (~80 µs of CPU, `npm run bench`) buys little.
  router.use(compression());
  router.use(
    express.static(distDir, {
      index: false,
      setHeaders(res, filePath) {
        const name = path.basename(filePath);
        if (NEVER_CACHE.has(name)) res.setHeader('Cache-Control', 'no-cache');
        else if (filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else res.setHeader('Cache-Control', 'public, max-age=3600');
      },
    }),
  );

  router.get(/.*/, (req, res, next) => {
    if (!req.accepts('html') || path.extname(req.path) !== '') return next();
    if (!existsSync(indexHtml)) {
      res.status(503).type('text').send('The client is not built yet: run `npm run build` (npm start does it for you).');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });

  return router;
}

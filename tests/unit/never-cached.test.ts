// The service worker's cache rule against every route the real server mounts: of the API, only the products list may
// be cached. The routes are read from the app createApp builds, so a route added later is held to the rule too.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { prepareInMemory } from '../../server/dataset/artifacts/prepared-dataset';
import { openDatabase, type Database } from '../../server/db/client';
import { createLogger } from '../../server/http/logger';
import { createLiveDataset, type LiveDataset } from '../../server/live-dataset/live-dataset';
import { datasetServing } from '../../server/live-dataset/served-dataset';
import { CACHE_NAMES, runtimeCacheFor } from '../../sw/cache-names';
import { tinyDataset } from '../fixtures/tiny-dataset';

/** What Express 5's router keeps of each `use` and route (router/lib/layer.js); read, never changed. */
interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
}

/** One route: its method and path, the path with its mount prefix, or the regular expression it was written as. */
interface MountedRoute {
  method: string;
  path: string | RegExp;
}

/** Every route under `stack`, mounted at `prefix`, nested routers followed. */
function routesOf(stack: readonly Layer[], prefix = ''): MountedRoute[] {
  return stack.flatMap((layer): MountedRoute[] => {
    if (layer.route) {
      const routePath = layer.route.path;
      if (!(routePath instanceof RegExp) && typeof routePath !== 'string') throw new Error(`A route the test cannot read: ${String(routePath)}`);
      const methods = Object.keys(layer.route.methods).filter((method) => method !== '_all');
      return methods.map((method) => ({ method: method.toUpperCase(), path: routePath instanceof RegExp ? routePath : `${prefix}${routePath}` }));
    }
    const mount = layer.rawPath === '/' || layer.rawPath === undefined ? '' : layer.rawPath;
    if (typeof mount !== 'string') throw new Error(`A router mounted where the test cannot read: ${String(mount)}`);
    return layer.handle.stack ? routesOf(layer.handle.stack, `${prefix}${mount}`) : [];
  });
}

/** The routes written as paths, as "/api/reports/:id". */
function routePaths(routes: readonly MountedRoute[]): string[] {
  return routes.flatMap((route) => (typeof route.path === 'string' ? [route.path] : []));
}

/** A URL for a route path: each :param and *rest filled in, with a query string as the client might send. */
function sampleUrl(routePath: string): URL {
  const filled = routePath.replace(/:[A-Za-z_]+/g, 'sample-1').replace(/\*[A-Za-z_]+/g, 'sample/part');
  return new URL(`${filled}?v=sample`, 'https://zonebrief.example');
}

/**
 * The live dataset's routes pick the served version's routers per request, which leaves nothing to read in the
 * app's stack; this one hands over the current version's routers themselves, so the app mounts them as they are.
 */
function readableLiveDataset(live: LiveDataset): LiveDataset {
  return { ...live, route: (pick) => pick(live.current()), leasedRoute: (pick) => pick(live.current()) };
}

let db: Database;
let routes: MountedRoute[];

beforeAll(async () => {
  const dist = await mkdtemp(path.join(tmpdir(), 'zonebrief-dist-'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>ZoneBrief</title>');
  db = await openDatabase({ kind: 'pglite' });
  const config = loadConfig({ NODE_ENV: 'test', CLIENT_DIST_DIR: dist });
  const logger = createLogger('silent');
  const live = createLiveDataset(prepareInMemory(tinyDataset()), datasetServing({ config, logger }));
  const app: Express = createApp({ config, logger, db, dataset: readableLiveDataset(live) });
  routes = routesOf((app.router as unknown as { stack: Layer[] }).stack);
});

afterAll(async () => {
  await db.close();
});

describe('what the service worker never caches', () => {
  it('when the server mounts its routes, then the test reads every area of the API', () => {
    const read = routes.map((route) => `${route.method} ${String(route.path)}`);
    for (const route of [
      'GET /api/payments-simple/products',
      'POST /api/payments-simple/create-checkout-session',
      'GET /api/payments-simple/account',
      'POST /api/auth/local/token',
      'DELETE /api/delete-account',
      'GET /api/zoning/spatial-data',
      'GET /api/geocode',
      'GET /api/reports',
      'GET /api/reports/:id/pdf',
      'POST /api/analysis',
      'GET /api/analysis/:key',
    ]) {
      expect(read).toContain(route);
    }
  });

  it('when a route is written as a regular expression, then it is one of the client app\'s (files and pages, never the API)', () => {
    // A new one cannot be turned into a URL to check: it fails here, for whoever adds it to hold it to the rule.
    const written = routes.flatMap((route) => (route.path instanceof RegExp ? [String(route.path)] : []));
    // The blog's moved articles (a 301 to the new address, which the worker keeps no copy of: it caches answers of 200
    // only), the built pages' own files (opened as pages they move to the page's address) and every other page.
    expect(written).toEqual(['/^\\/blog\\//', '/\\.html$/i', '/.*/']);
    expect(runtimeCacheFor(new URL('https://zonebrief.example/pricing.html'))).toBeNull();
  });

  it('when a route is under /api, then only the products list is cacheable', () => {
    const cacheable = routePaths(routes).filter((routePath) => routePath.startsWith('/api/') && runtimeCacheFor(sampleUrl(routePath)) !== null);
    expect(cacheable).toEqual(['/api/payments-simple/products']);
    expect(runtimeCacheFor(sampleUrl('/api/payments-simple/products'))).toBe(CACHE_NAMES.products);
  });

  it('when a route is neither /api nor /data, then nothing of it is cacheable', () => {
    const cacheable = routePaths(routes)
      .filter((routePath) => !routePath.startsWith('/api/') && !routePath.startsWith('/data/'))
      .filter((routePath) => runtimeCacheFor(sampleUrl(routePath)) !== null);
    expect(cacheable).toEqual([]);
  });
});

// The built client over HTTP through the real app: source maps are never published in production, while the
// scripts they belong to are; and the client build makes none for the server to publish.

import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthTestApp, type AuthTestApp } from '../../tests/support/auth-test-app';
import { openDatabase, type Database } from '../db/client';
import { migrate } from '../db/migrate';
import { readRoutePreloads, ROUTE_MODULES } from './route-preloads';

const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'p'.repeat(40),
  PUBLIC_URL: 'https://zonebrief.example',
  STRIPE_SECRET_KEY: 'sk_test_client_app',
  STRIPE_WEBHOOK_SECRET: 'whsec_client_app',
  SMTP_URL: 'smtp://127.0.0.1:9',
};

const INDEX_HTML = '<!doctype html><html><head><title>ZoneBrief</title></head><body><div id="root"></div></body></html>';

/** A dist/ as a build with source maps would leave it: each script names its map, and the maps hold the sources. */
async function writeBuildWithMaps(distDir: string): Promise<void> {
  await mkdir(path.join(distDir, 'assets'), { recursive: true });
  await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
  for (const file of ['assets/index-abc123.js', 'sw.js']) {
    await writeFile(path.join(distDir, file), `console.log(1);\n//# sourceMappingURL=${path.basename(file)}.map\n`);
    await writeFile(path.join(distDir, `${file}.map`), JSON.stringify({ version: 3, sources: ['../src/main.tsx'], sourcesContent: ['secret'] }));
  }
}

let db: Database;
let production: AuthTestApp;
let development: AuthTestApp;

beforeAll(async () => {
  db = await openDatabase({ kind: 'pglite' });
  await migrate(db);
  production = await startAuthTestApp(db, { env: PRODUCTION_ENV });
  development = await startAuthTestApp(db);
  await writeBuildWithMaps(path.join(production.dataDir, 'dist'));
  await writeBuildWithMaps(path.join(development.dataDir, 'dist'));
});

afterAll(async () => {
  await production.close();
  await development.close();
  await db.close();
});

describe('source maps', () => {
  it.each(['/assets/index-abc123.js.map', '/sw.js.map', '/ASSETS/INDEX-ABC123.JS.MAP'])(
    'when a production server is asked for %s, then it is a JSON 404 like any unknown path',
    async (mapPath) => {
      const res = await fetch(`${production.base}${mapPath}`);

      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_found');
    },
  );

  it('when a production server is asked with HEAD for a map, then it is a 404 too', async () => {
    expect((await fetch(`${production.base}/sw.js.map`, { method: 'HEAD' })).status).toBe(404);
  });

  it('when a production server is asked for the scripts themselves, then it serves them', async () => {
    expect((await fetch(`${production.base}/assets/index-abc123.js`)).status).toBe(200);
    expect((await fetch(`${production.base}/sw.js`)).status).toBe(200);
  });

  it('when a page with chunks of its own is served, then its HTML names them and holds its first paint; an unknown path is a 404 with the plain HTML', async () => {
    const dist = path.join(production.dataDir, 'dist');
    await mkdir(path.join(dist, '.vite'), { recursive: true });
    await writeFile(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({ 'src/app/screens/map-screen.tsx': { file: 'assets/map-screen-abc123.js' }, 'src/platform/maplibre.ts': { file: 'assets/maplibre-abc123.js' } }),
    );

    const map = await fetch(`${production.base}/map?lat=43.65&lng=-79.38`, { headers: { Accept: 'text/html' } });
    const terms = await fetch(`${production.base}/terms`, { headers: { Accept: 'text/html' } });

    expect(map.status).toBe(200);
    expect(map.headers.get('content-type')).toMatch(/^text\/html/);
    const mapHtml = await map.text();
    expect(mapHtml).toContain('<link rel="modulepreload" crossorigin href="/assets/maplibre-abc123.js">');
    // Its loading screen is in the page itself, painted before any script runs.
    expect(mapHtml).toContain('<div id="root"><div class="loading-screen" role="status">');
    expect(terms.status).toBe(404);
    expect(await terms.text()).toBe(INDEX_HTML);
  });

  it('when a development server has a map in its folder, then it serves it for the browser tools', async () => {
    expect((await fetch(`${development.base}/sw.js.map`)).status).toBe(200);
  });

});

describe('prerendered pages', () => {
  const page = (body: string) => `<!doctype html><html><head><title>${body}</title></head><body><div id="root" data-prerendered="/x">${body}</div></body></html>`;
  const NOT_FOUND = '<!doctype html><html><head><title>Page not found</title></head><body><div id="root" data-prerendered="/404"><h1>Page not found</h1><p>There is no page at <code>/404</code>.</p></div></body></html>';

  beforeAll(async () => {
    const dist = path.join(development.dataDir, 'dist');
    await mkdir(path.join(dist, 'blog'), { recursive: true });
    await writeFile(path.join(dist, 'app.html'), INDEX_HTML);
    await writeFile(path.join(dist, 'index.html'), page('Home'));
    await writeFile(path.join(dist, 'pricing.html'), page('Pricing'));
    await writeFile(path.join(dist, 'blog.html'), page('Blog'));
    await writeFile(path.join(dist, 'blog', 'an-article.html'), page('An article'));
    await writeFile(path.join(dist, 'blog', 'main-streets-and-the-cr-zone.html'), page('Main streets'));
    await writeFile(path.join(dist, '404.html'), NOT_FOUND);
  });

  const html = (pathname: string) => fetch(`${development.base}${pathname}`, { headers: { Accept: 'text/html' } });

  it.each([
    ['/', 'Home'],
    ['/pricing', 'Pricing'],
    ['/pricing/', 'Pricing'],
    ['/blog', 'Blog'],
    ['/blog/an-article', 'An article'],
  ])('when %s is asked for, then its own prerendered page answers, revalidated each time', async (pathname, body) => {
    const res = await html(pathname);

    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(page(body));
  });

  /** A browser's navigation (fetch() would send its own Sec-Fetch-Mode, cors). */
  const navigate = (pathname: string) =>
    new Promise<{ status: number; location: string | undefined; text: string }>((resolve, reject) => {
      const req = request(`${development.base}${pathname}`, { headers: { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate' } }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, text }));
      });
      req.on('error', reject);
      req.end();
    });

  it.each([
    ['/index.html', '/'],
    ['/pricing.html?tab=x', '/pricing?tab=x'],
    ['/blog/an-article.html', '/blog/an-article'],
  ])('when the page file %s is opened as a page, then it moves for good to %s', async (pathname, location) => {
    const res = await navigate(pathname);

    expect(res.status).toBe(301);
    expect(res.location).toBe(location);
  });

  it.each([
    ['/blog/avenues-and-mid-rise-corridors', '/blog/main-streets-and-the-cr-zone'],
    ['/blog/avenues-and-mid-rise-corridors/', '/blog/main-streets-and-the-cr-zone'],
    ['/blog/avenues-and-mid-rise-corridors?utm_source=mail&x=1', '/blog/main-streets-and-the-cr-zone?utm_source=mail&x=1'],
  ])('when the article that moved is asked for at %s, then it moves for good to %s', async (pathname, location) => {
    const res = await navigate(pathname);

    expect(res.status).toBe(301);
    expect(res.location).toBe(location);
  });

  it('when a fetch follows the moved article\'s redirect, then it lands on the article\'s page', async () => {
    const res = await html('/blog/avenues-and-mid-rise-corridors');

    expect(res.redirected).toBe(true);
    expect(new URL(res.url).pathname).toBe('/blog/main-streets-and-the-cr-zone');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(page('Main streets'));
  });

  it.each(['/app.html', '/404.html'])('when %s is opened as a page, then the 404 page answers, naming it', async (pathname) => {
    const res = await navigate(pathname);

    expect(res.status).toBe(404);
    expect(res.text).toBe(NOT_FOUND.replace('<code>/404</code>', `<code>${pathname}</code>`));
  });

  it.each([
    ['/index.html', page('Home')],
    ['/app.html', INDEX_HTML],
  ])('when %s is fetched as a file (the worker precaching it), then the file answers', async (pathname, body) => {
    const res = await fetch(`${development.base}${pathname}`);

    expect(res.status).toBe(200);
    expect(await res.text()).toBe(body);
  });

  it('when a route the client draws is asked for, then the app shell answers', async () => {
    const res = await html('/account/reports');

    expect(res.status).toBe(200);
    expect(await res.text()).toBe(INDEX_HTML);
  });

  it.each(['/no-such-page', '/blog/no-such-article', '/pricing/extra'])('when %s is asked for, then the 404 page answers with status 404, naming the path', async (pathname) => {
    const res = await html(pathname);

    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toBe(NOT_FOUND.replace('<code>/404</code>', `<code>${pathname}</code>`));
  });

  it('when the unknown path holds HTML characters, then the 404 page escapes them', async () => {
    const text = await (await html('/a"<b>')).text();

    expect(text).not.toContain('<b>');
    expect(text).toMatch(/<code>\/a(?:%22|&#34;)(?:%3C|&#60;)b(?:%3E|&#62;)<\/code>/);
  });

  it('when robots.txt is in the build, then it is served as text', async () => {
    await writeFile(path.join(development.dataDir, 'dist', 'robots.txt'), 'User-agent: *\nAllow: /\n');
    const res = await fetch(`${development.base}/robots.txt`);

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  });
});

describe('the client build', () => {
  it('when the client and its service worker are built, then no script names a source map and no map is written', async () => {
    const outDir = await mkdtemp(path.join(tmpdir(), 'zonebrief-build-'));
    try {
      await build({ configFile: path.resolve('vite.config.ts'), logLevel: 'silent', build: { outDir, emptyOutDir: true } });
      const files = (await readdir(outDir, { recursive: true })).map(String);
      const scripts = files.filter((file) => file.endsWith('.js'));
      const naming = [];
      for (const file of scripts) if ((await readFile(path.join(outDir, file), 'utf8')).includes('sourceMappingURL')) naming.push(file);

      expect(scripts).toContain('sw.js');
      expect(naming).toEqual([]);
      expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
      // The modules the server names in each page's HTML are the build's, and the big chunks went out compressed.
      const manifest = JSON.parse(await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
      for (const key of Object.values(ROUTE_MODULES).flat()) expect(manifest[key], key).toBeDefined();
      expect(readRoutePreloads(outDir).linksFor('/map')).toMatch(/href="\/assets\/maplibre-gl-worker-[\w-]+\.js"/);
      expect(files).toContain(path.join(`${manifest['src/platform/maplibre.ts']?.file}.br`));
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  }, 120_000);
});

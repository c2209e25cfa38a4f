import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOUNDARY_URL } from '../../src/features/map/map-data-plan';
import { readRoutePreloads, ROUTE_FETCHES } from './route-preloads';

/** A build manifest shaped as Vite writes it: the entry, the map's two lazy modules, a shared chunk, two workers. */
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_env-1.js'], dynamicImports: ['src/app/screens/map-screen.tsx'] },
  '_env-1.js': { file: 'assets/env-1.js' },
  '_card-1.js': { file: 'assets/card-1.js', css: ['assets/card-1.css'] },
  'src/app/screens/map-screen.tsx': {
    file: 'assets/map-screen-1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_env-1.js', '_card-1.js'],
    css: ['assets/map-screen-1.css'],
    assets: ['assets/offline-look-up.worker-1.js'],
  },
  'src/platform/maplibre.ts': {
    file: 'assets/maplibre-1.js',
    isDynamicEntry: true,
    imports: ['index.html'],
    css: ['assets/maplibre-1.css'],
    assets: ['assets/maplibre-gl-worker-1.js'],
  },
  'src/features/home/home-page.tsx': { file: 'assets/home-page-1.js', isDynamicEntry: true, imports: ['index.html', '_card-1.js'] },
};

let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'zonebrief-preloads-'));
  await mkdir(path.join(dist, '.vite'));
  await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
});
afterAll(() => rm(dist, { recursive: true, force: true }));

describe("a page's own chunks named in its HTML", () => {
  it('when /map is served, then its lazy chunks, their styles, the engine and its worker are named, and nothing the entry has', () => {
    const links = readRoutePreloads(dist).linksFor('/map');

    for (const file of ['map-screen-1.js', 'card-1.js', 'maplibre-1.js', 'maplibre-gl-worker-1.js']) {
      expect(links).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
    }
    for (const file of ['map-screen-1.css', 'card-1.css', 'maplibre-1.css']) expect(links).toContain(`<link rel="preload" as="style" crossorigin href="/assets/${file}">`);
    expect(links).not.toContain('index-1.js');
    expect(links).not.toContain('env-1.js');
    // The offline look-up's worker starts only when a look-up needs it.
    expect(links).not.toContain('offline-look-up.worker');
    expect(links).toContain('<link rel="preload" as="fetch" crossorigin href="/api/dataset">');
  });

  it('when the map asks for its outline, then it is the URL /map preloads', () => {
    expect(ROUTE_FETCHES['/map']).toContain(BOUNDARY_URL);
  });

  it('when /map is served, then its fetches open the head, before the entry script, and its chunks close it', () => {
    const shell =
      '<!doctype html><html><head><meta charset="UTF-8" /><title>ZoneBrief</title><script type="module" src="/assets/index-1.js"></script></head><body></body></html>';

    const page = readRoutePreloads(dist).addTo(shell, '/map');

    const at = (text: string) => page.indexOf(text);
    const dataset = at('<link rel="preload" as="fetch" crossorigin href="/api/dataset">');
    expect(at('<meta charset="UTF-8" />')).toBeLessThan(dataset);
    expect(dataset).toBeLessThan(at('<title>'));
    expect(at('<script type="module"')).toBeLessThan(at('href="/assets/map-screen-1.js"'));
    expect(at('href="/assets/map-screen-1.js"')).toBeLessThan(at('</head>'));
    expect(page.match(/as="fetch"/g)).toHaveLength(ROUTE_FETCHES['/map']?.length ?? 0);
    // A page with no links is served as it is.
    expect(readRoutePreloads(dist).addTo(shell, '/account/reports')).toBe(shell);
  });

  it('when a path has a trailing slash, then it gets its page’s links; other paths get none', () => {
    const preloads = readRoutePreloads(dist);

    expect(preloads.linksFor('/map/')).toBe(preloads.linksFor('/map'));
    expect(preloads.linksFor('/')).toContain('home-page-1.js');
    expect(preloads.linksFor('/account/reports')).toBe('');
    // A route whose module the build does not have (the manifest names no pricing page here) gets none either.
    expect(preloads.linksFor('/pricing')).toBe('');
  });

  it('when the build has no manifest, then pages are served without chunk links', async () => {
    const bare = await mkdtemp(path.join(tmpdir(), 'zonebrief-preloads-bare-'));
    try {
      expect(readRoutePreloads(bare).linksFor('/')).toBe('');
      expect(readRoutePreloads(bare).linksFor('/map')).not.toContain('modulepreload');
    } finally {
      await rm(bare, { recursive: true, force: true });
    }
  });
});

// Each page's own chunks named in the HTML that serves it, so the browser fetches them with the page's entry rather
// than one round trip after it: the entry only asks for a lazy route's chunks once it has run, and on a 560 ms link
// that wait is a second of the first view (issue 13, point 5). Read from Vite's build manifest, so the hints follow
// every build; without one (a development server, an old build), pages are served as they are.

import { readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  assets?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/**
 * The modules each path's page loads lazily, as the client's route table imports them (src/app/routes.tsx). /map also
 * loads the map engine, whose worker script is fetched once the engine runs.
 */
export const ROUTE_MODULES: Readonly<Record<string, readonly string[]>> = Object.freeze({
  '/': ['src/features/home/home-page.tsx'],
  '/map': ['src/app/screens/map-screen.tsx', 'src/platform/maplibre.ts'],
  '/pricing': ['src/features/pricing/pricing-page.tsx'],
  '/blog': ['src/features/blog/blog-page.tsx'],
});

/**
 * What a page fetches first once its chunks run, asked for with the page instead (`as="fetch"`, matched by the page's
 * own same-origin fetch): /map's dataset description and city outline, which hold back its first view.
 */
export const ROUTE_FETCHES: Readonly<Record<string, readonly string[]>> = Object.freeze({
  '/map': ['/api/dataset', '/data/toronto_boundary_extracted.json'],
});

/**
 * What a page shows before its scripts run, written into the root the app renders into: /map's loading screen (the
 * stylesheet the page links styles it), so the first paint comes with the page and its stylesheet, not after the
 * scripts. The app replaces it with the same screen. Content pages show their frame at once when their script runs.
 */
export const ROUTE_FIRST_PAINT: Readonly<Record<string, string>> = Object.freeze({
  '/map': '<div class="loading-screen" role="status"><p class="loading-screen__brand">ZoneBrief</p><p class="loading-screen__status">Loading map</p></div>',
});

/** Module scripts that start a worker from their chunk: its script is named too. */
const WORKER_STARTERS = new Set(['src/platform/maplibre.ts']);

/** The entry's own chunks are already in the page; hints name only what the route adds. */
const ENTRY_KEY = 'index.html';

export interface RoutePreloads {
  /** The `<link>` tags for this path's page (as `addTo` places them: first the top's, then the end's), '' when none. */
  linksFor(pathname: string): string;
  /**
   * The page with its links. On HTTP/1.1 a browser has six connections to a host and hands them out in document order
   * among requests of one priority, so what holds back /map's first view the longest goes at the top of the head:
   * its two small fetches, then the engine and its worker (350 KB of its ~500), which began last when they were named
   * after thirty-odd chunks. The other chunks go at the head's end (issue 13, point 5).
   */
  addTo(html: string, pathname: string): string;
}

/** Where the first links go: after the charset declaration, which must stay within the page's first 1024 bytes. */
const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;

export function readRoutePreloads(distDir: string): RoutePreloads {
  const manifest = readManifest(distDir);
  const top = new Map<string, string>(
    Object.entries(ROUTE_FETCHES).map(([route, urls]) => [route, urls.map((url) => `<link rel="preload" as="fetch" crossorigin href="${url}">`).join('')]),
  );
  const end = new Map<string, string>();
  if (manifest) {
    const inEntry = closure(manifest, [ENTRY_KEY]);
    for (const [route, modules] of Object.entries(ROUTE_MODULES)) {
      if (modules.some((key) => !manifest[key])) continue;
      const { long, rest } = linkTags(manifest, closure(manifest, modules), inEntry);
      top.set(route, (top.get(route) ?? '') + long);
      end.set(route, rest);
    }
  }
  const linksAt = (links: Map<string, string>, pathname: string) => links.get(routeOf(pathname)) ?? '';
  return {
    linksFor: (pathname) => linksAt(top, pathname) + linksAt(end, pathname),
    addTo(html, pathname) {
      const first = linksAt(top, pathname);
      const last = linksAt(end, pathname);
      const start = CHARSET.test(html) ? CHARSET : '<head>';
      const page = first ? html.replace(start, (tag) => `${tag}${first}`) : html;
      return last ? page.replace('</head>', `${last}</head>`) : page;
    },
  };
}

/** The route a path is served as: '/map/' is /map. */
export function routeOf(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

function readManifest(distDir: string): Manifest | null {
  try {
    return JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/** The manifest keys of these modules and everything they import statically. */
function closure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/** The route's chunk links: the longest downloads (the map engine and its worker), then the rest in build order. */
function linkTags(manifest: Manifest, keys: Set<string>, inEntry: Set<string>): { long: string; rest: string } {
  const long: string[] = [];
  const rest: string[] = [];
  for (const key of keys) {
    if (inEntry.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) continue;
    const modules = WORKER_STARTERS.has(key) ? long : rest;
    modules.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
    for (const css of chunk.css ?? []) rest.push(`<link rel="preload" as="style" crossorigin href="/${css}">`);
    // MapLibre's worker is a module worker started from the engine's chunk (other workers start on demand).
    if (WORKER_STARTERS.has(key)) {
      for (const asset of chunk.assets ?? []) if (asset.endsWith('.js')) long.push(`<link rel="modulepreload" crossorigin href="/${asset}">`);
    }
  }
  return { long: long.join(''), rest: rest.join('') };
}

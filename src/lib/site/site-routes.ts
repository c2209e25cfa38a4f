// The client's routes as the server and the service worker need them: which paths are pages prerendered at build time
// (served as their own HTML file), which are drawn by the client alone (served the app shell), and so which are not
// pages at all (a 404). src/app/routes.tsx is held to this list by src/app/site-routes.test.ts.

/** Prerendered at build time, each to its own HTML file (prerenderedFileOf). */
export const PRERENDERED_PATHS = Object.freeze(['/', '/pricing', '/blog', '/contact', '/legal'] as const);

/** /blog/:articleId: one prerendered page per built-in article; an id without one is not a page. */
export const ARTICLE_PATH_PREFIX = '/blog/';

/** Routes the client draws with no prerendered HTML: the map, sign-in, checkout and the signed-in areas. */
export const CLIENT_ONLY_PATHS = Object.freeze([
  '/map',
  '/email-confirmed',
  '/login',
  '/auth/callback',
  '/reset-password',
  '/checkout/:sessionId',
  '/account',
  '/account/overview',
  '/account/settings',
  '/account/reports',
  '/account/pricing',
  '/account-old',
  '/reports',
] as const);

/** The built shell for client-only routes (index.html is the prerendered home page). */
export const APP_SHELL_FILE = 'app.html';
/** The prerendered 404 page, rendered at a path no route matches; the server writes each request's own path for it. */
export const NOT_FOUND_FILE = '404.html';
export const NOT_FOUND_PATH = '/404';

export type PageServing =
  /** A prerendered page: `file` (relative to the built client) if the build wrote it, else not a page. */
  | { kind: 'prerendered'; file: string }
  /** A route the client draws: the app shell. */
  | { kind: 'shell'; file: string }
  /** No such page. */
  | { kind: 'not-found'; file: string };

/** The route a path is served as: '/pricing/' is /pricing. */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** The HTML file a prerendered route's page is written to: '/' → index.html, '/blog/x' → blog/x.html. */
export function prerenderedFileOf(pathname: string): string {
  const route = normalisePath(pathname);
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

/** A path one segment long after the prefix, of the characters an article id or session id may hold. */
function segmentAfter(prefix: string, route: string): string | null {
  if (!route.startsWith(prefix)) return null;
  const rest = route.slice(prefix.length);
  return /^[A-Za-z0-9_-]+$/.test(rest) ? rest : null;
}

function matchesPattern(pattern: string, route: string): boolean {
  const dynamic = pattern.indexOf('/:');
  if (dynamic === -1) return pattern === route;
  return segmentAfter(pattern.slice(0, dynamic + 1), route) !== null;
}

/**
 * How a path's page is served. An article path counts as prerendered whatever its id: whether the build wrote its
 * file decides (an unknown id has none, and is a 404).
 */
export function pageServingOf(pathname: string): PageServing {
  const route = normalisePath(pathname);
  if ((PRERENDERED_PATHS as readonly string[]).includes(route) || segmentAfter(ARTICLE_PATH_PREFIX, route) !== null) {
    return { kind: 'prerendered', file: prerenderedFileOf(route) };
  }
  if (CLIENT_ONLY_PATHS.some((pattern) => matchesPattern(pattern, route))) return { kind: 'shell', file: APP_SHELL_FILE };
  return { kind: 'not-found', file: NOT_FOUND_FILE };
}

/**
 * The page whose prerendered file a path names ('/pricing.html' is '/pricing', '/index.html' is '/'); null for any
 * other path, the shell's and the 404 page's files among them.
 */
export function pageOfPrerenderedFile(pathname: string): string | null {
  if (!pathname.endsWith('.html')) return null;
  const stem = pathname.slice(0, -'.html'.length);
  const route = stem === '/index' ? '/' : stem;
  const serving = pageServingOf(route);
  return serving.kind === 'prerendered' && `/${serving.file}` === pathname ? route : null;
}

/** Every route pattern the client's route table has, prerendered or not (for the check against routes.tsx). */
export const CLIENT_ROUTE_PATTERNS: readonly string[] = Object.freeze([
  ...PRERENDERED_PATHS,
  `${ARTICLE_PATH_PREFIX}:articleId`,
  ...CLIENT_ONLY_PATHS,
]);

/** Query parameters that sharing and campaigns add and no page reads. */
const TRACKING_PARAMETER = /^(?:utm_[a-z]+|fbclid|gclid|msclkid|ref)$/;

/**
 * Whether a query may change what a page draws (?tab=privacy, a filter): its prerendered HTML, made without a query,
 * is then drawn afresh rather than hydrated. Tracking parameters alone do not count.
 */
export function hasRenderingQuery(search: string): boolean {
  return [...new URLSearchParams(search).keys()].some((key) => !TRACKING_PARAMETER.test(key));
}

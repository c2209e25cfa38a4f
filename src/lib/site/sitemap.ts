// robots.txt and sitemap.xml, written at build time from the public pages the prerender knows.

export interface SitemapEntry {
  /** The page's path, e.g. '/blog/some-article'. */
  path: string;
  /** When its content last changed: an ISO date (YYYY-MM-DD). */
  lastModified: string;
}

/** Paths crawlers are asked to leave alone: the signed-in areas, checkout, sign-in and the API. */
export const DISALLOWED_PATHS = Object.freeze(['/account', '/reports', '/checkout/', '/api/', '/auth/', '/login', '/reset-password', '/email-confirmed', '/dev/']);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The origin with no trailing slash; anything but an http(s) origin is refused. */
export function siteOriginOf(origin: string): string {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw new Error(`The site origin must be an absolute http(s) URL, not ${JSON.stringify(origin)}.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`The site origin must be http(s), not ${url.protocol}`);
  if (url.pathname !== '/' || url.search || url.hash) throw new Error(`The site origin must be an origin alone (no path, query or hash): ${origin}`);
  return url.origin;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function buildSitemap(origin: string, entries: readonly SitemapEntry[]): string {
  const base = siteOriginOf(origin);
  const seen = new Set<string>();
  const urls = entries.map(({ path, lastModified }) => {
    if (!path.startsWith('/')) throw new Error(`A sitemap path must start with '/': ${path}`);
    if (!ISO_DATE.test(lastModified) || Number.isNaN(Date.parse(lastModified))) throw new Error(`Not an ISO date for ${path}: ${lastModified}`);
    if (seen.has(path)) throw new Error(`The sitemap lists ${path} twice.`);
    seen.add(path);
    return `  <url>\n    <loc>${escapeXml(base + path)}</loc>\n    <lastmod>${lastModified}</lastmod>\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function buildRobots(origin: string): string {
  const base = siteOriginOf(origin);
  return ['User-agent: *', 'Allow: /', ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
}

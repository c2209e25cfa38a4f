import { describe, expect, it } from 'vitest';
import { buildRobots, buildSitemap, siteOriginOf } from './sitemap';

describe('buildSitemap', () => {
  it('when pages are given, then each is a url with its absolute loc and lastmod, in order', () => {
    const xml = buildSitemap('https://zonebrief.example/', [
      { path: '/', lastModified: '2026-11-20' },
      { path: '/blog/a-b', lastModified: '2025-06-02' },
    ]);

    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect([...xml.matchAll(/<loc>([^<]*)<\/loc>\s*<lastmod>([^<]*)<\/lastmod>/g)].map((m) => [m[1], m[2]])).toEqual([
      ['https://zonebrief.example/', '2026-11-20'],
      ['https://zonebrief.example/blog/a-b', '2025-06-02'],
    ]);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('when a path holds XML characters, then they are escaped', () => {
    expect(buildSitemap('http://localhost:8080', [{ path: '/a&b', lastModified: '2026-01-01' }])).toContain('<loc>http://localhost:8080/a&#38;b</loc>');
  });

  it('when a date is not an ISO date, then it is refused', () => {
    expect(() => buildSitemap('http://localhost:8080', [{ path: '/', lastModified: '27 Nov 2026' }])).toThrow(/Not an ISO date for \//);
  });

  it('when a path is listed twice or is not site-relative, then it is refused', () => {
    expect(() => buildSitemap('http://localhost:8080', [{ path: '/', lastModified: '2026-01-01' }, { path: '/', lastModified: '2026-01-01' }])).toThrow(/twice/);
    expect(() => buildSitemap('http://localhost:8080', [{ path: 'pricing', lastModified: '2026-01-01' }])).toThrow(/must start with/);
  });
});

describe('buildRobots', () => {
  it('when robots.txt is built, then it allows the site, disallows the private areas and names the sitemap', () => {
    const robots = buildRobots('https://zonebrief.example');

    expect(robots.split('\n').slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const path of ['/account', '/reports', '/checkout/', '/api/', '/auth/', '/login']) expect(robots).toContain(`\nDisallow: ${path}\n`);
    expect(robots).toContain('\nSitemap: https://zonebrief.example/sitemap.xml\n');
  });
});

describe('siteOriginOf', () => {
  it('when an origin is given with or without its slash, then it is the origin alone', () => {
    expect(siteOriginOf('https://zonebrief.example/')).toBe('https://zonebrief.example');
  });

  it.each(['zonebrief.example', 'ftp://zonebrief.example', 'https://zonebrief.example/app', 'https://zonebrief.example/?a=1'])('when %s is given, then it is refused', (origin) => {
    expect(() => siteOriginOf(origin)).toThrow(/site origin/);
  });
});

import { describe, expect, it } from 'vitest';
import { hasRenderingQuery, normalisePath, pageOfPrerenderedFile, pageServingOf, prerenderedFileOf } from './site-routes';

describe('pageServingOf', () => {
  it.each([
    ['/', 'index.html'],
    ['/pricing', 'pricing.html'],
    ['/pricing/', 'pricing.html'],
    ['/blog', 'blog.html'],
    ['/contact', 'contact.html'],
    ['/legal', 'legal.html'],
    ['/blog/how-to-read-a-toronto-zone-label', 'blog/how-to-read-a-toronto-zone-label.html'],
  ])('when %s is asked for, then its prerendered file %s serves it', (path, file) => {
    expect(pageServingOf(path)).toEqual({ kind: 'prerendered', file });
  });

  it.each(['/map', '/login', '/account', '/account/reports', '/account-old', '/reports', '/checkout/cs_local_123', '/auth/callback', '/map/'])(
    'when the client-only route %s is asked for, then the app shell serves it',
    (path) => {
      expect(pageServingOf(path)).toEqual({ kind: 'shell', file: 'app.html' });
    },
  );

  it.each(['/no-such-page', '/pricing/extra', '/checkout', '/checkout/a/b', '/blog/a/b', '/blog/bad%20id', '/account/unknown', '/404', '/app'])(
    'when the unknown path %s is asked for, then it is not a page',
    (path) => {
      expect(pageServingOf(path)).toEqual({ kind: 'not-found', file: '404.html' });
    },
  );
});

describe('prerenderedFileOf and normalisePath', () => {
  it('when a path has trailing slashes, then it is the route without them, and the root stays the root', () => {
    expect(normalisePath('/blog//')).toBe('/blog');
    expect(normalisePath('/')).toBe('/');
    expect(prerenderedFileOf('/blog/x/')).toBe('blog/x.html');
  });
});

describe('pageOfPrerenderedFile', () => {
  it('when a path names the file of a prerendered page, then it is that page', () => {
    expect(pageOfPrerenderedFile('/index.html')).toBe('/');
    expect(pageOfPrerenderedFile('/pricing.html')).toBe('/pricing');
    expect(pageOfPrerenderedFile('/blog/an-article.html')).toBe('/blog/an-article');
  });

  it('when a path names the shell, the 404 page or no page file, then it is none', () => {
    expect(pageOfPrerenderedFile('/app.html')).toBeNull();
    expect(pageOfPrerenderedFile('/404.html')).toBeNull();
    expect(pageOfPrerenderedFile('/map.html')).toBeNull();
    expect(pageOfPrerenderedFile('/pricing')).toBeNull();
    expect(pageOfPrerenderedFile('/blog/a/b.html')).toBeNull();
  });
});

describe('hasRenderingQuery', () => {
  it('when the query is empty or only tracking parameters, then the prerendered markup can be hydrated', () => {
    expect(hasRenderingQuery('')).toBe(false);
    expect(hasRenderingQuery('?utm_source=x&utm_campaign=y&fbclid=1')).toBe(false);
  });

  it('when the query holds a parameter a page may read, then the page is drawn afresh', () => {
    expect(hasRenderingQuery('?tab=privacy')).toBe(true);
    expect(hasRenderingQuery('?utm_source=x&showLogin=true')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { MOVED_ARTICLE_IDS, movedArticleId, movedPagePath } from './moved-pages';

describe('moved pages', () => {
  it.each([
    ['/blog/avenues-and-mid-rise-corridors', '/blog/main-streets-and-the-cr-zone'],
    ['/blog/avenues-and-mid-rise-corridors/', '/blog/main-streets-and-the-cr-zone'],
  ])('when %s is asked for, then it has moved to %s', (path, moved) => {
    expect(movedPagePath(path)).toBe(moved);
  });

  it.each(['/blog/main-streets-and-the-cr-zone', '/blog/no-such-article', '/blog', '/avenues-and-mid-rise-corridors', '/blog/constructor', '/blog/avenues-and-mid-rise-corridors/x'])(
    'when %s is asked for, then it has not moved',
    (path) => {
      expect(movedPagePath(path)).toBeNull();
    },
  );

  it('when an id moved, then its new id has not moved again (one hop to the article)', () => {
    for (const [, now] of MOVED_ARTICLE_IDS) expect(movedArticleId(now), now).toBeNull();
    expect(movedArticleId(undefined)).toBeNull();
  });
});

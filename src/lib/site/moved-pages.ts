// Articles whose address changed: the server answers an old one with a 301 to the new one, and the client's router
// sends an in-app link to an old one on to the new one, so a link or bookmark made before the change still arrives.

import { ARTICLE_PATH_PREFIX, normalisePath } from './site-routes';

/** An article's old id → its id now: a slug renamed to say what the article is. Never remove a line. */
export const MOVED_ARTICLE_IDS: ReadonlyMap<string, string> = new Map([
  ['avenues-and-mid-rise-corridors', 'main-streets-and-the-cr-zone'],
]);

/** The id an article has now, if `id` is one it had before; else null. */
export function movedArticleId(id: string | undefined): string | null {
  return (id === undefined ? undefined : MOVED_ARTICLE_IDS.get(id)) ?? null;
}

/** The path a moved page has now ('/blog/<old id>' → '/blog/<new id>', a trailing slash allowed); else null. */
export function movedPagePath(pathname: string): string | null {
  const route = normalisePath(pathname);
  if (!route.startsWith(ARTICLE_PATH_PREFIX)) return null;
  const id = movedArticleId(route.slice(ARTICLE_PATH_PREFIX.length));
  return id === null ? null : `${ARTICLE_PATH_PREFIX}${id}`;
}

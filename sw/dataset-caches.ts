// What a change of dataset version makes stale in the service worker's caches: tiles and map files of every other
// version (their URLs carry ?v=<dataset id>), and the unversioned map files with them. The page says which is current.
import { CACHE_NAMES } from './cache-names';

/** A cached tile or glyph request that does not belong to `datasetId` (a tile of another version, or of none). */
export function isOtherVersionTile(url: string, datasetId: string): boolean {
  const { pathname, searchParams } = new URL(url);
  // Label glyphs are the font's, not a dataset's.
  if (pathname.startsWith('/data/fonts/')) return false;
  return searchParams.get('v') !== datasetId;
}

/**
 * Deletes the tiles and versioned map files of other versions and, when other versions' tiles were found, the map
 * files without a version too; returns how many entries went. An unversioned map file (the outline, asked for before
 * the page knows the version) shows no version of its own, so only other versions' tiles show it may be stale: with
 * none, it was cached with this version's tiles (as on the visit after a first one, whose page could not yet tell the
 * worker its version).
 */
export async function forgetOtherDatasetVersions(storage: CacheStorage, datasetId: string): Promise<number> {
  let removedTiles = 0;
  const tiles = await storage.open(CACHE_NAMES.tiles);
  for (const request of await tiles.keys()) {
    if (isOtherVersionTile(request.url, datasetId) && (await tiles.delete(request))) removedTiles += 1;
  }
  let removedFiles = 0;
  const files = await storage.open(CACHE_NAMES.data);
  for (const request of await files.keys()) {
    const version = new URL(request.url).searchParams.get('v');
    const stale = version === null ? removedTiles > 0 : version !== datasetId;
    if (stale && (await files.delete(request))) removedFiles += 1;
  }
  return removedTiles + removedFiles;
}

// What a change of dataset version makes stale in the service worker's caches: tiles of every other version (their
// URLs carry ?v=<dataset id>) and the map files, whose URLs carry no version. The page says which version is current.
import { CACHE_NAMES } from './cache-names';

/** A cached tile or glyph request that does not belong to `datasetId` (a tile of another version, or of none). */
export function isOtherVersionTile(url: string, datasetId: string): boolean {
  const { pathname, searchParams } = new URL(url);
  // Label glyphs are the font's, not a dataset's.
  if (pathname.startsWith('/data/fonts/')) return false;
  return searchParams.get('v') !== datasetId;
}

/** Deletes the tiles of other versions and every cached map file; returns how many entries went. */
export async function forgetOtherDatasetVersions(storage: CacheStorage, datasetId: string): Promise<number> {
  let removed = 0;
  const tiles = await storage.open(CACHE_NAMES.tiles);
  for (const request of await tiles.keys()) {
    if (isOtherVersionTile(request.url, datasetId) && (await tiles.delete(request))) removed += 1;
  }
  const files = await storage.open(CACHE_NAMES.data);
  for (const request of await files.keys()) if (await files.delete(request)) removed += 1;
  return removed;
}

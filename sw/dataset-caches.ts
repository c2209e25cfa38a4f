// What a change of dataset version makes stale in the service worker's caches: tiles of every other version (their
// URLs carry ?v=<dataset id>) and then the map files, whose URLs carry no version. The page says which is current.
import { CACHE_NAMES } from './cache-names';

/** A cached tile or glyph request that does not belong to `datasetId` (a tile of another version, or of none). */
export function isOtherVersionTile(url: string, datasetId: string): boolean {
  const { pathname, searchParams } = new URL(url);
  // Label glyphs are the font's, not a dataset's.
  if (pathname.startsWith('/data/fonts/')) return false;
  return searchParams.get('v') !== datasetId;
}

/**
 * Deletes the tiles of other versions and, when there were any, every cached map file; returns how many entries went.
 * Map files carry no version, so only other versions' tiles show they may be stale: with none, they were cached with
 * this version's tiles (as on the visit after a first one, whose page could not yet tell the worker its version).
 */
export async function forgetOtherDatasetVersions(storage: CacheStorage, datasetId: string): Promise<number> {
  let removed = 0;
  const tiles = await storage.open(CACHE_NAMES.tiles);
  for (const request of await tiles.keys()) {
    if (isOtherVersionTile(request.url, datasetId) && (await tiles.delete(request))) removed += 1;
  }
  if (removed === 0) return 0;
  const files = await storage.open(CACHE_NAMES.data);
  for (const request of await files.keys()) if (await files.delete(request)) removed += 1;
  return removed;
}

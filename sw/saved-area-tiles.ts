// Which copy of a tile or glyph the worker answers with: a saved area's first (never expiring, written by the page when
// the area was saved); then the browsing cache and the network; and when neither answers (offline), a saved area's
// tile of the same place under another dataset version. The map asks for tiles under the version it last saw online,
// so an area saved under an earlier version would otherwise show its answers offline but not its map until refreshed;
// its own tiles are the ones that match the answers it gives (the panel names the version they come from).

import { CACHE_NAMES } from './cache-names';

export async function savedAreaFirst(storage: CacheStorage, request: Request, browse: () => Promise<Response>): Promise<Response> {
  const saved = await storage.match(request, { cacheName: CACHE_NAMES.savedAreas });
  if (saved) return saved;
  try {
    return await browse();
  } catch (error) {
    const earlier = await storage.match(request, { cacheName: CACHE_NAMES.savedAreas, ignoreSearch: true });
    if (earlier) return earlier;
    throw error;
  }
}

// Tiles of the map's first view asked for before the map engine has arrived: on a slow link MapLibre's code takes
// seconds to come, and its first tile request would wait for it, then one more round trip (issue 13, point 5). The
// map's tile protocol takes a tile from here when it was asked for early, or fetches it itself.

import { tileGate } from './tile-gate';

const early = new Map<string, Promise<Response>>();

/**
 * Starts fetching these tile URLs now, each once, at most `limit` at a time through the map's own tile gate (its body
 * read inside, as the map's requests are), so they count against the same limit as the map's.
 */
export function fetchTilesEarly(urls: readonly string[], limit: number): void {
  tileGate.limit = limit;
  for (const url of urls) {
    if (early.has(url)) continue;
    const response = tileGate.run(async () => {
      const answer = await fetch(url);
      const body = answer.status === 204 ? null : await answer.arrayBuffer();
      return new Response(body, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
    });
    // A failure is the map's to report, when it takes the tile; one it never takes is no one's.
    response.catch(() => undefined);
    early.set(url, response);
  }
}

/** The early fetch of this URL, handed over once; undefined when it was not asked for early. */
export function takeEarlyTile(url: string): Promise<Response> | undefined {
  const response = early.get(url);
  early.delete(url);
  return response;
}

/** Drops what the first view did not use (the view moved before the map drew it). */
export function forgetEarlyTiles(): void {
  early.clear();
}

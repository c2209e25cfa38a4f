// Tiles of the map's first view asked for before the map engine has arrived: on a slow link MapLibre's code takes
// seconds to come, and its first tile request would wait for it, then one more round trip (issue 13, point 5). The
// map's tile protocol takes a tile from here when it was asked for early, or fetches it itself.

const early = new Map<string, Promise<Response>>();

/** Starts fetching these tile URLs now, each once. */
export function fetchTilesEarly(urls: readonly string[]): void {
  for (const url of urls) {
    if (early.has(url)) continue;
    const response = fetch(url);
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
  for (const response of early.values()) void response.then((unused) => unused.body?.cancel(), () => undefined);
  early.clear();
}

// Puts in the runtime caches what a page loaded before this worker controlled it (tiles, glyphs, map files), by the
// same rules as the routes. The fetches are answered by the HTTP cache, so this costs the network little or nothing.
import { runtimeCacheFor } from './cache-names';

/** A few at a time, so the warm-up does not crowd out what the page asks for meanwhile. */
const AT_ONCE = 4;

/** Each URL the worker keeps, with its cache: same origin, a cached route, once each. */
export function warmUpPlan(urls: readonly unknown[], origin: string): Array<{ url: string; cacheName: string }> {
  const plan = new Map<string, string>();
  for (const value of urls) {
    if (typeof value !== 'string') continue;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      continue;
    }
    const cacheName = url.origin === origin ? runtimeCacheFor(url) : null;
    if (cacheName) plan.set(url.href, cacheName);
  }
  return [...plan].map(([url, cacheName]) => ({ url, cacheName }));
}

/** Adds each planned URL its cache lacks; one that fails is left out. Returns how many were added. */
export async function warmUpCaches(storage: CacheStorage, urls: readonly unknown[], origin: string): Promise<number> {
  const queue = warmUpPlan(urls, origin);
  let added = 0;
  async function work(): Promise<void> {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const cache = await storage.open(next.cacheName);
      if (await cache.match(next.url)) continue;
      try {
        await cache.add(next.url);
        added += 1;
      } catch {
        // Gone from the HTTP cache and unreachable, or no longer a success: the route caches it when next asked.
      }
    }
  }
  await Promise.all(Array.from({ length: AT_ONCE }, work));
  return added;
}

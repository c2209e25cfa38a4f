// For tests outside a browser: the Cache Storage API over memory (open, match with cacheName or ignoring the query,
// put, delete, keys), able to refuse a put as a full quota does after a given number of entries.

type Stored = { body: ArrayBuffer; status: number; headers: [string, string][] };

class MemoryCache {
  readonly entries = new Map<string, Stored>();
  constructor(private readonly storage: FakeCacheStorage) {}

  async match(request: string | URL | Request, options: { ignoreSearch?: boolean } = {}): Promise<Response | undefined> {
    const url = urlOf(request);
    const key = options.ignoreSearch ? [...this.entries.keys()].find((stored) => withoutSearch(stored) === withoutSearch(url)) : url;
    const stored = key === undefined ? undefined : this.entries.get(key);
    return stored && new Response(stored.status === 204 ? null : stored.body, { status: stored.status, headers: stored.headers });
  }

  async put(request: string | URL | Request, response: Response): Promise<void> {
    if (this.storage.entryCount() >= this.storage.quotaEntries) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.entries.set(urlOf(request), { body: await response.arrayBuffer(), status: response.status, headers: [...response.headers] });
  }

  async delete(request: string | URL | Request): Promise<boolean> {
    return this.entries.delete(urlOf(request));
  }

  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

function withoutSearch(url: string): string {
  const parsed = new URL(url);
  parsed.search = '';
  return parsed.href;
}

function urlOf(request: string | URL | Request): string {
  return typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;
}

export class FakeCacheStorage {
  readonly caches = new Map<string, MemoryCache>();
  /** Entries over every cache beyond which a put fails with QuotaExceededError. */
  quotaEntries = Number.POSITIVE_INFINITY;

  entryCount(): number {
    return [...this.caches.values()].reduce((sum, cache) => sum + cache.entries.size, 0);
  }

  async open(name: string): Promise<MemoryCache> {
    let cache = this.caches.get(name);
    if (!cache) this.caches.set(name, (cache = new MemoryCache(this)));
    return cache;
  }

  async match(request: string | URL | Request, options: { cacheName?: string; ignoreSearch?: boolean } = {}): Promise<Response | undefined> {
    const names = options.cacheName ? [options.cacheName] : [...this.caches.keys()];
    for (const name of names) {
      const found = await this.caches.get(name)?.match(request, options);
      if (found) return found;
    }
    return undefined;
  }

  async keys(): Promise<string[]> {
    return [...this.caches.keys()];
  }
}

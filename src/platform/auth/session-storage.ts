// Where the sign-in session is kept: in persistent and per-tab browser storage at once (spec §4), behind the
// small Storage-like shape both auth adapters (and supabase-js's `auth.storage`) read and write.

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A Storage that lives as long as the page: for tests, Node, and browsers whose storage is refused. */
export function createMemoryStorage(): StorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

/**
 * Reads the per-tab copy first, so a tab keeps the session it is using even while another tab rewrites the
 * persistent one; writes and removals go to both, so a new tab starts signed in and a sign-out leaves nothing.
 */
export function createDualStorage(persistent: StorageLike, perTab: StorageLike): StorageLike {
  return {
    getItem: (key) => perTab.getItem(key) ?? persistent.getItem(key),
    setItem: (key, value) => {
      persistent.setItem(key, value);
      perTab.setItem(key, value);
    },
    removeItem: (key) => {
      persistent.removeItem(key);
      perTab.removeItem(key);
    },
  };
}

/**
 * Wraps a browser Storage that may be missing or refuse to work (private mode, storage disabled, quota):
 * when it throws, the value is kept in memory instead, so signing in still works for this page's life.
 */
export function createTolerantStorage(open: () => StorageLike | null | undefined): StorageLike {
  const memory = createMemoryStorage();
  let store: StorageLike | null = null;
  try {
    const candidate = open() ?? null;
    if (candidate) {
      const probe = '__zonebrief_storage_probe__';
      candidate.setItem(probe, probe);
      candidate.removeItem(probe);
      store = candidate;
    }
  } catch {
    store = null;
  }
  if (!store) return memory;
  const browser = store;
  return {
    getItem: (key) => {
      try {
        return browser.getItem(key) ?? memory.getItem(key);
      } catch {
        return memory.getItem(key);
      }
    },
    setItem: (key, value) => {
      try {
        browser.setItem(key, value);
        memory.removeItem(key);
      } catch {
        memory.setItem(key, value);
      }
    },
    removeItem: (key) => {
      memory.removeItem(key);
      try {
        browser.removeItem(key);
      } catch {
        // Nothing was written there that memory did not also drop.
      }
    },
  };
}

/** The default: window.localStorage + window.sessionStorage, each falling back to memory. */
export function createBrowserSessionStorage(): StorageLike {
  const hasWindow = typeof window !== 'undefined';
  return createDualStorage(
    createTolerantStorage(() => (hasWindow ? window.localStorage : null)),
    createTolerantStorage(() => (hasWindow ? window.sessionStorage : null)),
  );
}

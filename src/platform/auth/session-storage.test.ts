import { describe, expect, it } from 'vitest';
import { createBrowserSessionStorage, createDualStorage, createMemoryStorage, createTolerantStorage, type StorageLike } from './session-storage';

const KEY = 'zonebrief.auth.session';

/** A browser storage that refuses everything, as Safari's private mode once did. */
const refusing: StorageLike = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

describe('createDualStorage', () => {
  it('when a value is written, then both the persistent and the per-tab store hold it', () => {
    const persistent = createMemoryStorage();
    const perTab = createMemoryStorage();

    createDualStorage(persistent, perTab).setItem(KEY, 'session');

    expect(persistent.getItem(KEY)).toBe('session');
    expect(perTab.getItem(KEY)).toBe('session');
  });

  it('when both stores hold a value, then the per-tab one is read', () => {
    const persistent = createMemoryStorage();
    const perTab = createMemoryStorage();
    persistent.setItem(KEY, 'other tab');
    perTab.setItem(KEY, 'this tab');

    expect(createDualStorage(persistent, perTab).getItem(KEY)).toBe('this tab');
  });

  it('when only the persistent store holds a value (a new tab), then it is read', () => {
    const persistent = createMemoryStorage();
    persistent.setItem(KEY, 'kept');

    expect(createDualStorage(persistent, createMemoryStorage()).getItem(KEY)).toBe('kept');
  });

  it('when a value is removed, then neither store holds it', () => {
    const persistent = createMemoryStorage();
    const perTab = createMemoryStorage();
    const dual = createDualStorage(persistent, perTab);
    dual.setItem(KEY, 'session');

    dual.removeItem(KEY);

    expect(persistent.getItem(KEY)).toBeNull();
    expect(perTab.getItem(KEY)).toBeNull();
    expect(dual.getItem(KEY)).toBeNull();
  });
});

describe('createTolerantStorage', () => {
  it('when the browser storage throws, then values are kept in memory instead', () => {
    const storage = createTolerantStorage(() => refusing);

    storage.setItem(KEY, 'session');

    expect(storage.getItem(KEY)).toBe('session');
    storage.removeItem(KEY);
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('when opening the browser storage throws, then memory is used', () => {
    const storage = createTolerantStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });

    storage.setItem(KEY, 'session');

    expect(storage.getItem(KEY)).toBe('session');
  });

  it('when a write fails for lack of room, then it is kept in memory and still read back', () => {
    const items = new Map<string, string>();
    let full = false;
    const flaky: StorageLike = {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => {
        if (full) throw new DOMException('full', 'QuotaExceededError');
        items.set(key, value);
      },
      removeItem: (key) => void items.delete(key),
    };
    const storage = createTolerantStorage(() => flaky);
    full = true;

    storage.setItem(KEY, 'session');

    expect(storage.getItem(KEY)).toBe('session');
  });
});

describe('createBrowserSessionStorage', () => {
  it('when written, then the session is in both localStorage and sessionStorage', () => {
    const storage = createBrowserSessionStorage();

    storage.setItem(KEY, 'session');

    expect(window.localStorage.getItem(KEY)).toBe('session');
    expect(window.sessionStorage.getItem(KEY)).toBe('session');
    storage.removeItem(KEY);
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });
});

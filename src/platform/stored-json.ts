// Small JSON values kept in local or session storage, read back defensively: the browser may refuse storage (private
// mode, a full quota, a sandboxed frame), and what is there may come from an older build or the user's own hands.

export type StorageArea = 'local' | 'session';

/** Inside the callers' try: even reaching window.localStorage throws where storage is refused. */
function storageFor(area: StorageArea): Storage {
  return area === 'local' ? window.localStorage : window.sessionStorage;
}

/** The value under `key` as `check` reads it (null for a shape it refuses); null when absent, not JSON or refused. */
export function readStoredJson<T>(key: string, area: StorageArea, check: (value: unknown) => T | null): T | null {
  try {
    const text = storageFor(area).getItem(key);
    return text === null ? null : check(JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/** Stores `value` as JSON; refused storage is ignored (what it kept is a convenience, never needed). */
export function writeStoredJson(key: string, area: StorageArea, value: unknown): void {
  try {
    storageFor(area).setItem(key, JSON.stringify(value));
  } catch {
    // Refused or full: the value is simply not kept.
  }
}

export function removeStored(key: string, area: StorageArea): void {
  try {
    storageFor(area).removeItem(key);
  } catch {
    // Refused: nothing was stored.
  }
}

/** A JSON object (not an array): what stored values and our answers are checked against. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

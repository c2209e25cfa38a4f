// Where each sign-in service keeps its session in browser storage, and whether one is kept: read before either
// service loads, so a page can tell a signed-out visitor at once without downloading the sign-in code.

/** The embedded service's session (local-session.ts). */
export const LOCAL_SESSION_KEY = 'zonebrief.auth.session';
/** The hosted service's session, as supabase-js stores it under the key supabase-gateway.ts gives it. */
export const SUPABASE_SESSION_KEY = 'zonebrief.auth.session.supabase';

const SESSION_KEYS: readonly string[] = [LOCAL_SESSION_KEY, SUPABASE_SESSION_KEY];

/** A storage event's key that may change who is signed in; null is storage cleared (localStorage.clear()). */
export function isSessionKey(key: string | null): boolean {
  return key === null || SESSION_KEYS.includes(key);
}

/** Whether persistent or per-tab storage holds a session of either service; storage that refuses reads holds none. */
export function hasStoredSession(): boolean {
  if (typeof window === 'undefined') return false;
  const read = (open: () => Storage) => {
    try {
      const storage = open();
      return SESSION_KEYS.some((key) => storage.getItem(key) !== null);
    } catch {
      return false;
    }
  };
  return read(() => window.sessionStorage) || read(() => window.localStorage);
}

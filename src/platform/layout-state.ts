// Saved layout state (spec §3): where the page was scrolled when the user signed in, valid for 30 s, so the
// reload or redirect that follows a sign-in puts them back where they were.

const KEY = 'zonebrief.layoutState';
export const LAYOUT_STATE_VALID_MS = 30_000;

export interface LayoutState {
  scrollY: number;
  timestamp: number;
  userAgent: string;
}

export function saveLayoutState(now = Date.now()): void {
  const state: LayoutState = { scrollY: window.scrollY, timestamp: now, userAgent: navigator.userAgent };
  try {
    sessionStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    // Storage unavailable: nothing to restore later.
  }
}

export function clearLayoutState(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}

/** The saved state when it is still valid for this browser, else null (and a stale one is dropped). */
export function readLayoutState(now = Date.now()): LayoutState | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<LayoutState> | null;
    if (!value || typeof value.scrollY !== 'number' || typeof value.timestamp !== 'number') return null;
    const fresh = now - value.timestamp <= LAYOUT_STATE_VALID_MS && value.userAgent === navigator.userAgent;
    if (!fresh) clearLayoutState();
    return fresh ? (value as LayoutState) : null;
  } catch {
    return null;
  }
}

// Saved layout state (spec §3): where the page was scrolled when the user signed in, valid for 30 s, so the
// reload or redirect that follows a sign-in puts them back where they were.
import { isRecord, readStoredJson, removeStored, writeStoredJson } from './stored-json';

const KEY = 'zonebrief.layoutState';
export const LAYOUT_STATE_VALID_MS = 30_000;

export interface LayoutState {
  scrollY: number;
  timestamp: number;
  userAgent: string;
}

/** Not kept where storage is refused: nothing to restore later. */
export function saveLayoutState(now = Date.now()): void {
  writeStoredJson(KEY, 'session', { scrollY: window.scrollY, timestamp: now, userAgent: navigator.userAgent } satisfies LayoutState);
}

export function clearLayoutState(): void {
  removeStored(KEY, 'session');
}

function toLayoutState(value: unknown): LayoutState | null {
  if (!isRecord(value) || typeof value.scrollY !== 'number' || typeof value.timestamp !== 'number') return null;
  return value as unknown as LayoutState;
}

/** The saved state when it is still valid for this browser, else null (and a stale one is dropped). */
export function readLayoutState(now = Date.now()): LayoutState | null {
  const state = readStoredJson(KEY, 'session', toLayoutState);
  if (!state) return null;
  const fresh = now - state.timestamp <= LAYOUT_STATE_VALID_MS && state.userAgent === navigator.userAgent;
  if (!fresh) clearLayoutState();
  return fresh ? state : null;
}

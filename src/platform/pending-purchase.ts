// The purchase a signed-out buyer started (spec §4 Purchase), kept in session storage until they have signed in.
import { isRecord, readStoredJson, removeStored, writeStoredJson } from './stored-json';

const KEY = 'zonebrief.pendingPurchase';

export interface PendingPurchase {
  productId: string;
  /** Unix milliseconds when the buyer pressed Buy. */
  at: number;
}

/** Not kept where storage is refused (private mode): the buyer then simply chooses again after signing in. */
export function savePendingPurchase(productId: string, now = Date.now()): void {
  writeStoredJson(KEY, 'session', { productId, at: now } satisfies PendingPurchase);
}

export function readPendingPurchase(): PendingPurchase | null {
  return readStoredJson(KEY, 'session', (value) => {
    if (!isRecord(value)) return null;
    const { productId, at } = value;
    return typeof productId === 'string' && typeof at === 'number' ? { productId, at } : null;
  });
}

export function clearPendingPurchase(): void {
  removeStored(KEY, 'session');
}

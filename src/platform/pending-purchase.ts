// The purchase a signed-out buyer started (spec §4 Purchase), kept in session storage until they have signed in.

const KEY = 'zonebrief.pendingPurchase';

export interface PendingPurchase {
  productId: string;
  /** Unix milliseconds when the buyer pressed Buy. */
  at: number;
}

export function savePendingPurchase(productId: string, now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ productId, at: now } satisfies PendingPurchase));
  } catch {
    // Storage may be unavailable (private mode): the buyer then simply chooses again after signing in.
  }
}

export function readPendingPurchase(): PendingPurchase | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { productId, at } = value as Partial<PendingPurchase>;
    return typeof productId === 'string' && typeof at === 'number' ? { productId, at } : null;
  } catch {
    return null;
  }
}

export function clearPendingPurchase(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}

// The credit balance cached in local storage (spec §3 Account), so the top bar shows it before the account call answers.

const KEY = 'zonebrief.credits';

interface CachedCredits {
  userId: string;
  balance: number;
}

export function readCachedCredits(userId: string): number | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<CachedCredits> | null;
    return value?.userId === userId && typeof value.balance === 'number' ? value.balance : null;
  } catch {
    return null;
  }
}

export function writeCachedCredits(userId: string, balance: number): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ userId, balance } satisfies CachedCredits));
  } catch {
    // Storage unavailable: the balance is fetched again next time.
  }
}

export function clearCachedCredits(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}

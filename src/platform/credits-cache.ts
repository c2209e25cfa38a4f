// The credit balance cached in local storage (spec §3 Account), so the top bar shows it before the account call answers.
import { isRecord, readStoredJson, removeStored, writeStoredJson } from './stored-json';

const KEY = 'zonebrief.credits';

interface CachedCredits {
  userId: string;
  balance: number;
}

export function readCachedCredits(userId: string): number | null {
  return readStoredJson(KEY, 'local', (value) => (isRecord(value) && value.userId === userId && typeof value.balance === 'number' ? value.balance : null));
}

/** Not kept where storage is refused: the balance is fetched again next time. */
export function writeCachedCredits(userId: string, balance: number): void {
  writeStoredJson(KEY, 'local', { userId, balance } satisfies CachedCredits);
}

export function clearCachedCredits(): void {
  removeStored(KEY, 'local');
}

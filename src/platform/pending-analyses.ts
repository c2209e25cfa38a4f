// The Idempotency-Keys of analyses whose answer this browser has not seen yet, per place, kept in local storage so
// that a reload or a crash mid-analysis can ask the server what became of them (docs/reports.md, recovery).
import { isRecord, readStoredJson, writeStoredJson } from './stored-json';

const KEY = 'zonebrief.pendingAnalyses';

/** Places remembered at most; the oldest is forgotten first. */
const MAX_PENDING = 20;

export interface PendingAnalyses {
  /** The key sent for this place and not yet answered; null when there is none. */
  read(placeKey: string): string | null;
  keep(placeKey: string, idempotencyKey: string): void;
  forget(placeKey: string): void;
}

function readAll(): Record<string, string> {
  const stored = readStoredJson(KEY, 'local', (value) => (isRecord(value) ? value : null)) ?? {};
  return Object.fromEntries(Object.entries(stored).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** Where storage is refused, nothing is kept: the analysis is then only remembered until the page goes. */
export const storedPendingAnalyses: PendingAnalyses = {
  read(placeKey) {
    const all = readAll();
    return Object.hasOwn(all, placeKey) ? (all[placeKey] ?? null) : null;
  },
  keep(placeKey, idempotencyKey) {
    const { [placeKey]: _previous, ...others } = readAll();
    const kept = Object.entries(others).slice(-(MAX_PENDING - 1));
    writeStoredJson(KEY, 'local', Object.fromEntries([...kept, [placeKey, idempotencyKey]]));
  },
  forget(placeKey) {
    const { [placeKey]: _forgotten, ...others } = readAll();
    writeStoredJson(KEY, 'local', others);
  },
};

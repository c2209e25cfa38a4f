// Asks the offline look-up worker (offline-look-up.worker.ts) what the saved areas answer at a point: started on the
// first offline look-up, then kept.

import type { SavedLookUpResult } from '../lib/offline/saved-answer';

export interface OfflineLookUpRequest {
  id: number;
  lng: number;
  lat: number;
}

export type OfflineLookUpReply = { id: number; result: SavedLookUpResult } | { id: number; error: string };

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (result: SavedLookUpResult) => void; reject: (error: Error) => void }>();

function started(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./offline-look-up.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = ({ data }: MessageEvent<OfflineLookUpReply>) => {
    const pending = waiting.get(data.id);
    waiting.delete(data.id);
    if (!pending) return;
    if ('result' in data) pending.resolve(data.result);
    else pending.reject(new Error(data.error));
  };
  return worker;
}

/** The saved areas' answer at the point; rejects where this browser has no workers or storage. */
export function lookUpSaved(lng: number, lat: number): Promise<SavedLookUpResult> {
  return new Promise((resolve, reject) => {
    if (typeof Worker === 'undefined') return reject(new Error('This browser cannot look up saved areas.'));
    const id = (nextId += 1);
    waiting.set(id, { resolve, reject });
    started().postMessage({ id, lng, lat } satisfies OfflineLookUpRequest);
  });
}

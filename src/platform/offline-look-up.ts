// Asks the offline worker (offline-look-up.worker.ts) what the saved areas answer: at a point, or for a typed address.
// Started on the first offline question, then kept.

import type { AddressSearchResult } from '../lib/api/geocode';
import type { SavedLookUpResult } from '../lib/offline/saved-answer';

type Question = { kind: 'look-up'; lng: number; lat: number } | { kind: 'search'; query: string };

export type OfflineLookUpRequest = Question & { id: number };

export type OfflineLookUpReply =
  | { id: number; kind: 'look-up'; result: SavedLookUpResult }
  | { id: number; kind: 'search'; results: AddressSearchResult[] }
  | { id: number; error: string };

type Answered = Exclude<OfflineLookUpReply, { error: string }>;

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (reply: Answered) => void; reject: (error: Error) => void }>();

function started(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./offline-look-up.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = ({ data }: MessageEvent<OfflineLookUpReply>) => {
    const pending = waiting.get(data.id);
    waiting.delete(data.id);
    if (!pending) return;
    if ('error' in data) pending.reject(new Error(data.error));
    else pending.resolve(data);
  };
  return worker;
}

function ask(question: Question): Promise<Answered> {
  return new Promise((resolve, reject) => {
    if (typeof Worker === 'undefined') return reject(new Error('This browser cannot read saved areas.'));
    const id = (nextId += 1);
    waiting.set(id, { resolve, reject });
    started().postMessage({ ...question, id } satisfies OfflineLookUpRequest);
  });
}

/** The saved areas' answer at the point; rejects where this browser has no workers or storage. */
export async function lookUpSaved(lng: number, lat: number): Promise<SavedLookUpResult> {
  const reply = await ask({ kind: 'look-up', lng, lat });
  if (reply.kind !== 'look-up') throw new Error('The offline worker answered another question.');
  return reply.result;
}

/** The addresses in the saved areas that match the query, best first; rejects where this browser has no workers or storage. */
export async function searchSaved(query: string): Promise<AddressSearchResult[]> {
  const reply = await ask({ kind: 'search', query });
  if (reply.kind !== 'search') throw new Error('The offline worker answered another question.');
  return reply.results;
}

/**
 * Opens, in the worker, the saved area holding this point (if any) so the first look-up there answers at once: opening
 * a pack builds its indexes, the slow part of a first offline click. Nothing is answered; a failure is the look-up's
 * to report later.
 */
export function prepareSavedArea(lng: number, lat: number): void {
  lookUpSaved(lng, lat).catch(() => undefined);
}

// Saved areas in the browser: each area's record and pack in IndexedDB (the one importer of idb), its tiles in the
// saved-areas cache. A save downloads the pack as one request (resumed with a byte range if the link drops), checks
// it opens, then writes tiles, pack and record; whatever fails or is cancelled on the way leaves nothing behind.

import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { openAreaPack, type AreaPack } from '../lib/offline/area-pack';
import { SAVED_AREAS_CACHE, savedTileUrl, tilesOnlyIn, type SavedArea } from '../lib/offline/saved-areas';
import type { Box } from '../lib/spatial/area-geometries';
import { isQuotaError } from './storage-quota';

const DATABASE = 'zonebrief-offline';
const TILE_CONTENT_TYPE = 'application/vnd.mapbox-vector-tile';
/** Tries after the first when the link drops mid-download, each resuming where the last stopped. */
const RESUMES = 3;

interface OfflineSchema extends DBSchema {
  areas: { key: string; value: SavedArea };
  /** The pack's bytes (gunzipped), by area id. */
  packs: { key: string; value: ArrayBuffer };
}

let database: Promise<IDBPDatabase<OfflineSchema>> | undefined;

function db(): Promise<IDBPDatabase<OfflineSchema>> {
  database ??= openDB<OfflineSchema>(DATABASE, 1, {
    upgrade(upgrading) {
      upgrading.createObjectStore('areas', { keyPath: 'id' });
      upgrading.createObjectStore('packs');
    },
  });
  return database;
}

/** Every saved area, newest first. */
export async function listSavedAreas(): Promise<SavedArea[]> {
  const areas = await (await db()).getAll('areas');
  return areas.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/** The area's pack, opened; null when it is not saved (or its pack is missing). */
export async function openSavedPack(id: string): Promise<AreaPack | null> {
  const bytes = await (await db()).get('packs', id);
  return bytes ? openAreaPack(new Uint8Array(bytes)) : null;
}

export async function renameSavedArea(id: string, name: string): Promise<void> {
  const store = (await db()).transaction('areas', 'readwrite').store;
  const area = await store.get(id);
  if (!area) throw new SavedAreaError('This saved area no longer exists.');
  await store.put({ ...area, name });
}

/** Deletes the area's record and pack, and the tiles no other saved area holds. */
export async function deleteSavedArea(id: string): Promise<void> {
  const areas = await listSavedAreas();
  const area = areas.find((candidate) => candidate.id === id);
  if (!area) return;
  const tx = (await db()).transaction(['areas', 'packs'], 'readwrite');
  await Promise.all([tx.objectStore('areas').delete(id), tx.objectStore('packs').delete(id), tx.done]);
  const cache = await caches.open(SAVED_AREAS_CACHE);
  await Promise.all(tilesOnlyIn(area, areas).map((url) => cache.delete(url)));
}

export class SavedAreaError extends Error {
  override readonly name = 'SavedAreaError';
}

export interface DownloadProgress {
  /** Bytes received so far, and the pack's size (0 until the server says). */
  done: number;
  total: number;
}

/**
 * The pack at `url`, gunzipped: one GET, resumed with Range and If-Range after a dropped link (RESUMES times at most).
 * Rejects with the signal's reason when cancelled, with SavedAreaError when the server refuses or the link stays down.
 */
export async function downloadAreaPack(url: string, { signal, onProgress }: { signal: AbortSignal; onProgress: (progress: DownloadProgress) => void }): Promise<{ bytes: ArrayBuffer; size: number }> {
  const chunks: Uint8Array[] = [];
  let done = 0;
  let total = 0;
  let etag: string | null = null;
  for (let attempt = 0; ; attempt += 1) {
    const headers: Record<string, string> = done > 0 && etag ? { Range: `bytes=${done}-`, 'If-Range': etag } : {};
    try {
      const response = await fetch(url, { signal, headers, cache: 'no-store' });
      if (!response.ok) throw new SavedAreaError(await refusal(response));
      if (response.status !== 206) {
        // The whole pack (a first try, or the server's pack changed since): start over.
        chunks.length = 0;
        done = 0;
        total = Number(response.headers.get('Content-Length') ?? 0);
        etag = response.headers.get('ETag');
      }
      onProgress({ done, total });
      const reader = response.body!.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        chunks.push(read.value);
        done += read.value.length;
        onProgress({ done, total });
      }
      break;
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      if (error instanceof SavedAreaError) throw error;
      if (attempt >= RESUMES) throw new SavedAreaError('The connection dropped while saving this area. Nothing was saved; try again when the signal is better.');
    }
  }
  const gunzipped = new Blob(chunks as BlobPart[]).stream().pipeThrough(new DecompressionStream('gzip'));
  return { bytes: await new Response(gunzipped).arrayBuffer(), size: done };
}

/** The pack's exact size in bytes before downloading it (HEAD); rejects with SavedAreaError when the server refuses. */
export async function areaPackSize(url: string, signal: AbortSignal): Promise<number> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'HEAD', signal, cache: 'no-store' });
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    throw new SavedAreaError('Could not reach the server to prepare this area. Check your connection and try again.', { cause: error });
  }
  if (!response.ok) throw new SavedAreaError(await refusal(response));
  return Number(response.headers.get('Content-Length') ?? 0);
}

async function refusal(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown } };
    if (typeof body.error?.message === 'string') return body.error.message;
  } catch {
    // Not our error body: the status says enough.
  }
  return `The server could not prepare this area (${response.status}). Nothing was saved.`;
}

/**
 * Stores a downloaded pack as a saved area: its tiles into the saved-areas cache, then pack and record in one
 * transaction. A failure (a full quota among them) takes back the tiles it had put; the error says what happened.
 */
export async function storeSavedArea(input: {
  id: string;
  name: string;
  bbox: Box;
  pack: ArrayBuffer;
  size: number;
  origin: string;
  /** Same-origin files the map needs besides the pack's tiles (its label glyphs), kept with them. */
  alsoKeep?: readonly string[];
}): Promise<SavedArea> {
  const pack = openAreaPack(new Uint8Array(input.pack));
  const datasetId = pack.meta.manifest.id;
  const cache = await caches.open(SAVED_AREAS_CACHE);
  const previous = await listSavedAreas();
  const held = new Set(previous.flatMap((area) => area.tileUrls));
  const added: string[] = [];
  const tileUrls: string[] = [];
  try {
    for (const tile of pack.tiles()) {
      const url = savedTileUrl(input.origin, tile.path, datasetId);
      tileUrls.push(url);
      const response = tile.bytes
        ? new Response(tile.bytes.slice(), { status: 200, headers: { 'Content-Type': TILE_CONTENT_TYPE } })
        : new Response(null, { status: 204 });
      await cache.put(url, response);
      if (!held.has(url)) added.push(url);
    }
    for (const url of input.alsoKeep ?? []) {
      const response = await fetch(url);
      if (!response.ok) continue;
      tileUrls.push(url);
      await cache.put(url, response);
      if (!held.has(url)) added.push(url);
    }
    const area: SavedArea = {
      id: input.id,
      name: input.name,
      bbox: input.bbox,
      savedAt: new Date().toISOString(),
      datasetId,
      datasetVersion: pack.meta.manifest.version,
      datasetSource: pack.meta.dataset.demo ? 'demo' : pack.meta.dataset.source,
      bytes: input.size,
      tileCount: tileUrls.length,
      tileUrls,
    };
    const tx = (await db()).transaction(['areas', 'packs'], 'readwrite');
    await Promise.all([tx.objectStore('packs').put(input.pack, input.id), tx.objectStore('areas').put(area), tx.done]);
    return area;
  } catch (error) {
    await Promise.all(added.map((url) => cache.delete(url)));
    if (isQuotaError(error)) {
      throw new SavedAreaError('There is not enough storage on this device to save this area. Delete a saved area or free some space, then try again.', { cause: error });
    }
    throw error;
  }
}

/** The label glyphs this page has loaded: a saved area keeps them, so street names show offline. */
export function loadedGlyphUrls(): string[] {
  const prefix = `${window.location.origin}/data/fonts/`;
  return [...new Set(performance.getEntriesByType('resource').map((entry) => entry.name))].filter((name) => name.startsWith(prefix));
}


/** What the browser says is used and available for this site; null where it does not say. */
export async function storageLeft(): Promise<{ usage: number; quota: number } | null> {
  if (!navigator.storage?.estimate) return null;
  const { usage = 0, quota = 0 } = await navigator.storage.estimate();
  return quota > 0 ? { usage, quota } : null;
}

/** Asks the browser to keep this site's storage under pressure (on the user's click to save); whether it agreed. */
export async function askPersistentStorage(): Promise<boolean> {
  if (!navigator.storage?.persist) return false;
  return (await navigator.storage.persisted?.()) || navigator.storage.persist();
}

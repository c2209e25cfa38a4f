// The steps of saving the map's view offline: plan (what it fetches, the room left), download with progress and
// cancel, store; and the saved areas listed, renamed, refreshed and deleted.

import { useCallback, useEffect, useRef, useState } from 'react';
import type { TileSetSpec } from '../../lib/offline/area-pack';
import { areaPackUrl, planAreaSave, type AreaSavePlan, type SavedArea } from '../../lib/offline/saved-areas';
import type { Box } from '../../lib/spatial/area-geometries';
import {
  areaPackSize,
  askPersistentStorage,
  deleteSavedArea,
  downloadAreaPack,
  listSavedAreas,
  loadedGlyphUrls,
  renameSavedArea,
  storageLeft,
  storeSavedArea,
  type DownloadProgress,
} from '../../platform/saved-areas';

export type AreaSaveStep =
  | { step: 'idle' }
  | { step: 'planning' }
  /** `replaces`: the saved area a Refresh saves again (under its name, deleted once the new copy is stored). */
  | { step: 'plan'; plan: AreaSavePlan; bytes: number; storage: { usage: number; quota: number } | null; url: string; replaces: SavedArea | null }
  | { step: 'saving'; name: string; progress: DownloadProgress }
  | { step: 'failed'; message: string }
  | { step: 'saved'; area: SavedArea };

export interface AreaSave {
  state: AreaSaveStep;
  areas: SavedArea[];
  /** Plans saving the box (the map's view), asking the server the pack's size. */
  plan(bbox: Box): void;
  /** Saves what the plan shows under `name` (after a refresh's plan, in place of the area refreshed). */
  save(name: string): void;
  /** Stops a plan or a download; nothing is kept. */
  cancel(): void;
  remove(id: string): Promise<void>;
  rename(id: string, name: string): Promise<void>;
  /** Plans the area's box again and saves it under its name in place of the old one. */
  refresh(area: SavedArea): void;
}

const message = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong while saving this area. Nothing was saved.');

export function useAreaSave(tileSets: readonly TileSetSpec[]): AreaSave {
  const [state, setState] = useState<AreaSaveStep>({ step: 'idle' });
  const [areas, setAreas] = useState<SavedArea[]>([]);
  const running = useRef<AbortController | null>(null);

  const reload = useCallback(async () => {
    try {
      setAreas(await listSavedAreas());
    } catch {
      setAreas([]);
    }
  }, []);

  useEffect(() => {
    let live = true;
    listSavedAreas().then(
      (found) => {
        if (live) setAreas(found);
      },
      () => undefined,
    );
    return () => {
      live = false;
      running.current?.abort();
    };
  }, []);

  const planFor = useCallback(
    (bbox: Box, replaces: SavedArea | null) => {
      running.current?.abort();
      const planned = planAreaSave(bbox, tileSets);
      if (planned.tooLarge) {
        setState({ step: 'failed', message: planned.tooLarge });
        return;
      }
      const controller = new AbortController();
      running.current = controller;
      setState({ step: 'planning' });
      const url = areaPackUrl(window.location.origin, bbox, tileSets);
      Promise.all([areaPackSize(url, controller.signal), storageLeft()]).then(
        ([bytes, storage]) => {
          if (!controller.signal.aborted) setState({ step: 'plan', plan: planned, bytes, storage, url, replaces });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setState({ step: 'failed', message: message(error) });
        },
      );
    },
    [tileSets],
  );
  const plan = useCallback((bbox: Box) => planFor(bbox, null), [planFor]);

  const save = useCallback(
    (name: string) => {
      if (state.step !== 'plan') return;
      const { url, plan: planned, bytes, replaces } = state;
      const controller = new AbortController();
      running.current = controller;
      setState({ step: 'saving', name, progress: { done: 0, total: bytes } });
      void (async () => {
        try {
          // Asked on the user's click, so the browser may grant it.
          await askPersistentStorage();
          const pack = await downloadAreaPack(url, { signal: controller.signal, onProgress: (progress) => setState({ step: 'saving', name, progress }) });
          const area = await storeSavedArea({
            id: crypto.randomUUID(),
            name,
            bbox: planned.bbox,
            pack: pack.bytes,
            size: pack.size,
            origin: window.location.origin,
            alsoKeep: loadedGlyphUrls(),
          });
          if (replaces) await deleteSavedArea(replaces.id);
          setState({ step: 'saved', area });
        } catch (error) {
          setState(controller.signal.aborted ? { step: 'idle' } : { step: 'failed', message: message(error) });
        } finally {
          await reload();
        }
      })();
    },
    [state, reload],
  );

  const cancel = useCallback(() => {
    running.current?.abort(new DOMException('The save was cancelled.', 'AbortError'));
    setState({ step: 'idle' });
  }, []);

  const remove = useCallback(
    async (id: string) => {
      await deleteSavedArea(id);
      await reload();
    },
    [reload],
  );

  const rename = useCallback(
    async (id: string, name: string) => {
      await renameSavedArea(id, name);
      await reload();
    },
    [reload],
  );

  // From the data the server serves now: an area saved from another version comes back as the current one's.
  const refresh = useCallback((area: SavedArea) => planFor(area.bbox, area), [planFor]);

  return { state, areas, plan, save, cancel, remove, rename, refresh };
}

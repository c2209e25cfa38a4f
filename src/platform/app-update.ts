// Whether a new version of the app is installed and waiting: the service-worker registrar offers it, the update
// notice shows it, and the switch happens only when the user asks for it.
import { useSyncExternalStore } from 'react';

export type AppUpdate = { readonly status: 'none' } | { readonly status: 'waiting'; readonly activate: () => void };

export interface AppUpdateStore {
  subscribe(listener: () => void): () => void;
  current(): AppUpdate;
  /** A new version is waiting; `activate` switches to it (the page then reloads). */
  offer(activate: () => void): void;
}

const NO_UPDATE: AppUpdate = Object.freeze({ status: 'none' });

export function createAppUpdateStore(): AppUpdateStore {
  let state: AppUpdate = NO_UPDATE;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current: () => state,
    offer(activate) {
      state = Object.freeze({ status: 'waiting', activate });
      for (const listener of listeners) listener();
    },
  };
}

/** The app's one store: main.tsx hands its `offer` to the registrar, the notice reads it. */
export const appUpdate = createAppUpdateStore();

export function useAppUpdate(store: AppUpdateStore = appUpdate): AppUpdate {
  // A prerendered page was built with no update waiting.
  return useSyncExternalStore(store.subscribe, store.current, () => NO_UPDATE);
}

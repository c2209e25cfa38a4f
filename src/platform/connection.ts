// Whether the browser says it has a network: navigator.onLine and its online/offline events, for React and plain code.
import { useSyncExternalStore } from 'react';

/** The browser's own word; true where it gives none (a server render, an old engine). */
export function isBrowserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Calls `notify` each time the browser goes offline or comes back; returns the unsubscribe. */
export function subscribeToConnection(notify: () => void): () => void {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
}

/** Whether the browser is online now, re-rendering when that changes. */
export function useBrowserOnline(): boolean {
  return useSyncExternalStore(subscribeToConnection, isBrowserOnline, () => true);
}

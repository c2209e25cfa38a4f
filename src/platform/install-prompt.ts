// The browser's side of installing the app: keeps the install prompt Chrome hands over (beforeinstallprompt), follows
// appinstalled and the display mode, and says which offer to make (lib/device/install-offer decides).
import { useSyncExternalStore } from 'react';
import { installOfferFor, type InstallOffer } from '../lib/device/install-offer';

/** Chromium's event (not in TypeScript's DOM library): the prompt can be shown once, from a user's gesture. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}

const STANDALONE_QUERY = '(display-mode: standalone)';

export interface InstallPromptStore {
  /**
   * Starts following the window's events; call once, as early as possible (the prompt may come before React renders).
   * Returns what stops it.
   */
  listen(): () => void;
  subscribe(listener: () => void): () => void;
  offer(): InstallOffer;
  /** Shows the browser's install prompt; the offer goes either way, as the prompt cannot be shown twice. */
  install(): Promise<void>;
}

function isInstallPromptEvent(event: Event): event is BeforeInstallPromptEvent {
  return typeof (event as Partial<BeforeInstallPromptEvent>).prompt === 'function';
}

export function createInstallPromptStore(win: Window = window): InstallPromptStore {
  let prompt: BeforeInstallPromptEvent | null = null;
  let installed = false;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const standalone = () =>
    (typeof win.matchMedia === 'function' && win.matchMedia(STANDALONE_QUERY).matches) ||
    (win.navigator as Navigator & { standalone?: boolean }).standalone === true;

  return {
    listen() {
      const onPrompt = (event: Event) => {
        if (!isInstallPromptEvent(event)) return;
        // Instead of the browser's own mini-infobar, the app offers it where the user looks for it.
        event.preventDefault();
        prompt = event;
        notify();
      };
      const onInstalled = () => {
        installed = true;
        prompt = null;
        notify();
      };
      const displayMode = typeof win.matchMedia === 'function' ? win.matchMedia(STANDALONE_QUERY) : null;
      win.addEventListener('beforeinstallprompt', onPrompt);
      win.addEventListener('appinstalled', onInstalled);
      displayMode?.addEventListener('change', notify);
      return () => {
        win.removeEventListener('beforeinstallprompt', onPrompt);
        win.removeEventListener('appinstalled', onInstalled);
        displayMode?.removeEventListener('change', notify);
      };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    offer: () =>
      installOfferFor({
        standalone: standalone(),
        installed,
        promptAvailable: prompt !== null,
        userAgent: win.navigator.userAgent,
        maxTouchPoints: win.navigator.maxTouchPoints ?? 0,
      }),
    async install() {
      const shown = prompt;
      prompt = null;
      notify();
      await shown?.prompt();
    },
  };
}

let appStore: InstallPromptStore | null = null;

/** Where there is no window (the build's prerender): nothing to follow and nothing to offer. */
const WINDOWLESS_STORE: InstallPromptStore = Object.freeze({
  listen: () => () => undefined,
  subscribe: () => () => undefined,
  offer: () => 'none' as const,
  install: () => Promise.resolve(),
});

/** The app's one store, made on first use (main.tsx starts it listening before the first render). */
export function installPrompt(): InstallPromptStore {
  if (typeof window === 'undefined') return WINDOWLESS_STORE;
  appStore ??= createInstallPromptStore();
  return appStore;
}

/** The offer; a prerendered page is hydrated with none (what its HTML shows), then the browser's own. */
export function useInstallOffer(store: InstallPromptStore = installPrompt()): InstallOffer {
  return useSyncExternalStore(store.subscribe, store.offer, WINDOWLESS_STORE.offer);
}

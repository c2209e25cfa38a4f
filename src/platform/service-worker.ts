// Registers the service worker through workbox-window, in production builds only.
import { Workbox } from 'workbox-window';
import { env } from '../config/env';

export interface ServiceWorkerHooks {
  /** A new version is installed and waiting; call `activate` to switch to it (the page then reloads). */
  onUpdateWaiting?: (activate: () => void) => void;
}

export async function registerServiceWorker(hooks: ServiceWorkerHooks = {}): Promise<void> {
  if (!env.PROD || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    hooks.onUpdateWaiting?.(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  try {
    await workbox.register();
  } catch (error) {
    console.warn('Service worker registration failed', error);
  }
}

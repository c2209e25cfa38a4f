// For the client tests only: the browser's online flag set as a real browser changes it (navigator.onLine, then the event).

let online = true;

/** Puts the browser offline (false) or back online (true), as a network change would, and fires the event. */
export function setBrowserOnline(value: boolean): void {
  online = value;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

/** Back to jsdom's own navigator.onLine (true), for afterEach. */
export function restoreBrowserOnline(): void {
  online = true;
  Reflect.deleteProperty(navigator, 'onLine');
}

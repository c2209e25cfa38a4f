// The message a page sends its service worker once the worker controls it: the URLs the page loaded before, which the
// worker puts in its caches (sw/warm-up.ts), so a first visit is available offline without a reload.

export const WARM_UP_MESSAGE = 'WARM_UP';

export interface WarmUpMessage {
  type: typeof WARM_UP_MESSAGE;
  urls: string[];
}

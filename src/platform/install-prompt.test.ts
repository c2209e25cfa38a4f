import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInstallPromptStore } from './install-prompt';

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

let stopListening: () => void = () => undefined;

afterEach(() => {
  stopListening();
  vi.restoreAllMocks();
});

/** A beforeinstallprompt as Chromium fires it: cancelable, with a prompt() that counts its calls. */
function installPromptEvent() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompted: 0, prompt: async () => undefined });
  event.prompt = async () => {
    event.prompted += 1;
  };
  return event;
}

function storeOnChrome() {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(ANDROID_CHROME);
  const store = createInstallPromptStore(window);
  stopListening = store.listen();
  return store;
}

describe('the install prompt store', () => {
  it('when the browser offers its prompt, then the offer is the prompt and the browser’s own banner is held back', () => {
    const store = storeOnChrome();
    const event = installPromptEvent();

    window.dispatchEvent(event);

    expect(store.offer()).toBe('prompt');
    expect(event.defaultPrevented).toBe(true);
  });

  it('when install is asked for, then the prompt is shown once and the offer goes', async () => {
    const store = storeOnChrome();
    const event = installPromptEvent();
    window.dispatchEvent(event);
    const heard: string[] = [];
    store.subscribe(() => heard.push(store.offer()));

    await store.install();

    expect(event.prompted).toBe(1);
    expect(heard).toEqual(['none']);
  });

  it('when the app was installed, then the offer goes', () => {
    const store = storeOnChrome();
    window.dispatchEvent(installPromptEvent());

    window.dispatchEvent(new Event('appinstalled'));

    expect(store.offer()).toBe('none');
  });
});

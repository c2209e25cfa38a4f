import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInstallPromptStore } from '../../platform/install-prompt';
import { InstallMenuSection, InstallTopBarOffer } from './install-offer';

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const IPAD_SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

let stopListening: () => void = () => undefined;

afterEach(() => {
  cleanup();
  stopListening();
  vi.restoreAllMocks();
  Reflect.deleteProperty(window.navigator, 'maxTouchPoints');
});

function storeFor(userAgent: string, maxTouchPoints = 0) {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  // jsdom's navigator has no maxTouchPoints: an own property for this test, removed after it.
  Object.defineProperty(window.navigator, 'maxTouchPoints', { value: maxTouchPoints, configurable: true });
  const store = createInstallPromptStore(window);
  stopListening = store.listen();
  return store;
}

/** Chromium's beforeinstallprompt, its prompt() counting the times it was shown. */
function offerPrompt(): { shown: number } {
  const counter = { shown: 0 };
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: async () => {
      counter.shown += 1;
    },
  });
  act(() => void window.dispatchEvent(event));
  return counter;
}

describe('the install offer', () => {
  it('when the browser has no prompt and is not Safari on iOS, then the menu offers nothing', () => {
    render(<InstallMenuSection store={storeFor(ANDROID_CHROME)} />);
    expect(screen.queryByText('App')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('when Chromium hands over its prompt and Install app is pressed, then the prompt is shown and the button goes', () => {
    render(<InstallMenuSection store={storeFor(ANDROID_CHROME)} />);
    const prompt = offerPrompt();

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Install app' })));

    expect(prompt.shown).toBe(1);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('when the app is installed, then the top bar’s button goes', () => {
    render(<InstallTopBarOffer store={storeFor(ANDROID_CHROME)} />);
    offerPrompt();
    expect(screen.getByRole('button', { name: 'Install app' })).toBeTruthy();

    act(() => void window.dispatchEvent(new Event('appinstalled')));

    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('when Safari on an iPhone shows the menu, then it gives the Share-sheet steps', () => {
    render(<InstallMenuSection store={storeFor(IPHONE_SAFARI)} />);
    expect(screen.getByText('Add to Home Screen: tap Share, then Add to Home Screen')).toBeTruthy();
  });

  it('when Safari on a wide iPad shows the top bar, then Install app discloses the Share-sheet steps', () => {
    render(<InstallTopBarOffer store={storeFor(IPAD_SAFARI, 5)} />);
    const disclosure = screen.getByText('Install app').closest('details');

    fireEvent.click(screen.getByText('Install app'));

    expect(disclosure?.open).toBe(true);
    expect(disclosure?.textContent).toContain('Add to Home Screen: tap Share, then Add to Home Screen');
  });
});

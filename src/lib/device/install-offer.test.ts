import { describe, expect, it } from 'vitest';
import { installOfferFor, isIOSSafari, type InstallSituation } from './install-offer';

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP_MODE = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const MAC_SAFARI = IPAD_DESKTOP_MODE;
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

function situation(overrides: Partial<InstallSituation>): InstallSituation {
  return { standalone: false, installed: false, promptAvailable: false, userAgent: ANDROID_CHROME, maxTouchPoints: 5, ...overrides };
}

describe('isIOSSafari', () => {
  it.each([
    ['iPhone Safari', IPHONE_SAFARI, 5, true],
    ['iPad Safari asking for desktop sites', IPAD_DESKTOP_MODE, 5, true],
    ['Chrome on iPhone', IPHONE_CHROME, 5, false],
    ['Safari on a Mac', MAC_SAFARI, 0, false],
    ['Chrome on Android', ANDROID_CHROME, 5, false],
  ])('%s → %s', (_name, userAgent, maxTouchPoints, expected) => {
    expect(isIOSSafari(userAgent, maxTouchPoints)).toBe(expected);
  });
});

describe('installOfferFor', () => {
  it('when the browser handed over its prompt, then the offer is the prompt', () => {
    expect(installOfferFor(situation({ promptAvailable: true }))).toBe('prompt');
  });

  it('when there is no prompt on Chrome, then there is no offer', () => {
    expect(installOfferFor(situation({}))).toBe('none');
  });

  it('when Safari on an iPhone runs the page in a tab, then the offer is the instructions', () => {
    expect(installOfferFor(situation({ userAgent: IPHONE_SAFARI }))).toBe('ios-instructions');
  });

  it('when the app already runs standalone, then there is no offer, prompt or not', () => {
    expect(installOfferFor(situation({ standalone: true, promptAvailable: true }))).toBe('none');
    expect(installOfferFor(situation({ standalone: true, userAgent: IPHONE_SAFARI }))).toBe('none');
  });

  it('when the browser said the app was installed, then there is no offer', () => {
    expect(installOfferFor(situation({ installed: true, promptAvailable: true }))).toBe('none');
  });
});

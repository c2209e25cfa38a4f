import { describe, expect, it } from 'vitest';
import { classifyDevice, createDeviceWatcher, describeDevice, isWorthReporting, type DeviceEnvironment, type DeviceInfo } from './device-type';

const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';
const IPAD_AS_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';

function env(width: number, overrides: Partial<DeviceEnvironment> = {}): DeviceEnvironment {
  return { width, height: 800, userAgent: DESKTOP_CHROME, maxTouchPoints: 0, hasTouchEvents: false, ...overrides };
}

describe('classifyDevice', () => {
  it.each([
    [768, 'mobile'],
    [769, 'tablet'],
    [1024, 'tablet'],
    [1025, 'desktop'],
  ] as const)('when first measured at %i px, then it is %s', (width, type) => {
    expect(classifyDevice(env(width))).toBe(type);
  });

  it('when a phone user agent has a wide window, then it is still mobile', () => {
    expect(classifyDevice(env(1200, { userAgent: ANDROID_CHROME }))).toBe('mobile');
  });

  it('when an iPad that reports itself as a Mac is 1366 px wide, then it is a tablet', () => {
    expect(classifyDevice(env(1366, { userAgent: IPAD_AS_MAC, maxTouchPoints: 5 }))).toBe('tablet');
  });

  it('when the same Mac user agent has no touch points, then it is a desktop', () => {
    expect(classifyDevice(env(1366, { userAgent: IPAD_AS_MAC }))).toBe('desktop');
  });

  it.each([
    [788, 'mobile'],
    [789, 'tablet'],
  ] as const)('when it was mobile and grows to %i px, then it is %s', (width, type) => {
    expect(classifyDevice(env(width), 'mobile')).toBe(type);
  });

  it.each([
    [749, 'tablet'],
    [748, 'mobile'],
  ] as const)('when it was a tablet and shrinks to %i px, then it is %s', (width, type) => {
    expect(classifyDevice(env(width), 'tablet')).toBe(type);
  });

  it.each([
    [1005, 'desktop'],
    [1004, 'tablet'],
  ] as const)('when it was a desktop and shrinks to %i px, then it is %s', (width, type) => {
    expect(classifyDevice(env(width), 'desktop')).toBe(type);
  });

  it.each([
    [1044, 'tablet'],
    [1045, 'desktop'],
  ] as const)('when it was a tablet and grows to %i px, then it is %s', (width, type) => {
    expect(classifyDevice(env(width), 'tablet')).toBe(type);
  });
});

describe('describeDevice', () => {
  it('when it is an iPhone in portrait, then it has every spec field set for iOS Safari on touch', () => {
    const info = describeDevice(env(390, { height: 844, userAgent: IPHONE_SAFARI, maxTouchPoints: 5, hasTouchEvents: true }));

    expect(info).toEqual({
      isMobile: true,
      isTablet: false,
      isDesktop: false,
      deviceType: 'mobile',
      screenSize: { width: 390, height: 844 },
      orientation: 'portrait',
      isTouchDevice: true,
      isIOS: true,
      isAndroid: false,
      isSafari: true,
      isChrome: false,
    });
  });

  it('when it is Chrome on Android, then it is Android and Chrome, not Safari', () => {
    const info = describeDevice(env(412, { height: 915, userAgent: ANDROID_CHROME, maxTouchPoints: 5 }));

    expect([info.isAndroid, info.isChrome, info.isSafari, info.isIOS]).toEqual([true, true, false, false]);
  });

  it('when the window is wider than tall, then it is landscape', () => {
    expect(describeDevice(env(1280, { height: 800 })).orientation).toBe('landscape');
  });
});

describe('isWorthReporting', () => {
  const at = (width: number, height = 800): DeviceInfo => describeDevice(env(width, { height }));

  it('when the size changes by 50 px or less and the type is the same, then it is not reported', () => {
    expect(isWorthReporting(at(1280, 800), at(1330, 750))).toBe(false);
  });

  it('when the width changes by more than 50 px, then it is reported', () => {
    expect(isWorthReporting(at(1280), at(1331))).toBe(true);
  });

  it('when the height alone changes by more than 50 px, then it is reported', () => {
    expect(isWorthReporting(at(1280, 800), at(1280, 700))).toBe(true);
  });

  it('when the type changes, even by a few pixels, then it is reported', () => {
    expect(isWorthReporting(at(770), at(766))).toBe(true);
  });
});

/** A hand-driven clock and timer queue, so the watcher's timing is tested without waiting. */
function fakeClock() {
  let time = 0;
  let timers: { at: number; run: () => void; id: number }[] = [];
  let nextId = 1;
  return {
    now: () => time,
    setTimer: (run: () => void, ms: number) => {
      const id = nextId++;
      timers.push({ at: time + ms, run, id });
      return id;
    },
    clearTimer: (id: unknown) => {
      timers = timers.filter((timer) => timer.id !== id);
    },
    advance(ms: number) {
      time += ms;
      const due = timers.filter((timer) => timer.at <= time);
      timers = timers.filter((timer) => timer.at > time);
      for (const timer of due) timer.run();
    },
  };
}

function watch(start: number) {
  const clock = fakeClock();
  let environment = env(start);
  const reports: DeviceInfo[] = [];
  const watcher = createDeviceWatcher({ read: () => environment, onChange: (info) => reports.push(info), ...clock });
  const resizeTo = (width: number) => {
    environment = env(width);
    watcher.handleResize();
  };
  return { clock, watcher, reports, resizeTo };
}

describe('createDeviceWatcher', () => {
  it('when a resize comes within 100 ms of mount, then it is ignored', () => {
    const { clock, reports, resizeTo } = watch(1280);

    clock.advance(60);
    resizeTo(600);
    clock.advance(200);

    expect(reports).toEqual([]);
  });

  it('when resizes keep coming, then one reading is taken 50 ms after the last', () => {
    const { clock, reports, resizeTo } = watch(1280);
    clock.advance(150);

    resizeTo(1000);
    clock.advance(30);
    resizeTo(800);
    clock.advance(30);
    resizeTo(600);
    clock.advance(49);
    const beforeQuiet = reports.length;
    clock.advance(1);

    expect(beforeQuiet).toBe(0);
    expect(reports.map((info) => [info.deviceType, info.screenSize.width])).toEqual([['mobile', 600]]);
  });

  it('when the window changes by only 30 px within one type, then nothing is reported', () => {
    const { clock, reports, resizeTo } = watch(1280);
    clock.advance(150);

    resizeTo(1310);
    clock.advance(50);

    expect(reports).toEqual([]);
  });

  it('when a mobile window grows to 780 px, then hysteresis keeps it mobile', () => {
    const { clock, watcher, resizeTo } = watch(700);
    clock.advance(150);

    resizeTo(780);
    clock.advance(50);

    expect(watcher.current().deviceType).toBe('mobile');
  });

  it('when disposed with a reading pending, then nothing is reported', () => {
    const { clock, watcher, reports, resizeTo } = watch(1280);
    clock.advance(150);

    resizeTo(600);
    watcher.dispose();
    clock.advance(100);

    expect(reports).toEqual([]);
  });
});

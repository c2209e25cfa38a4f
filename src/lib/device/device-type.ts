// Device detection (spec §3 Device info, §9): mobile/tablet/desktop from width and user agent, with hysteresis.
//
// Where each rule is used: this module decides how the *device* is treated — the map's data-loading plan
// (progressive on mobile, with mobile timeouts) and its tile concurrency (3 on mobile, 6 otherwise). The map
// screen's *layout* (bottom sheet vs sidebar, legend closed vs open) follows the viewport alone, mobile below
// 768 px (spec §9 "Layout"), the same breakpoint as its CSS, so layout and stylesheet never disagree.

export type DeviceType = 'mobile' | 'tablet' | 'desktop';

/** Mobile at 768 px or less, tablet up to 1024 px (spec §9). */
export const MOBILE_MAX_WIDTH = 768;
export const TABLET_MAX_WIDTH = 1024;
/** A breakpoint moves this far away from the current type, so a width jittering around it does not flip the layout. */
export const HYSTERESIS_PX = 20;
/** Resize events are handled once they have stopped for this long. */
export const RESIZE_DEBOUNCE_MS = 50;
/** Resizes in the first moments after mount (browser chrome settling, rotation) are ignored. */
export const SETTLE_AFTER_MOUNT_MS = 100;
/** A change of size alone must be larger than this to be reported. */
export const SIZE_CHANGE_PX = 50;

export interface DeviceEnvironment {
  width: number;
  height: number;
  userAgent: string;
  /** navigator.maxTouchPoints */
  maxTouchPoints: number;
  /** Whether the window has touch events ('ontouchstart' in window). */
  hasTouchEvents: boolean;
}

export interface DeviceInfo {
  isMobile: boolean;
  isTablet: boolean;
  isDesktop: boolean;
  deviceType: DeviceType;
  screenSize: { width: number; height: number };
  orientation: 'portrait' | 'landscape';
  isTouchDevice: boolean;
  isIOS: boolean;
  isAndroid: boolean;
  isSafari: boolean;
  isChrome: boolean;
}

const MOBILE_AGENT = /Android.+Mobile|iPhone|iPod|Windows Phone|IEMobile|BlackBerry|Opera Mini|webOS/i;

/** iPadOS 13+ says "Macintosh"; only its touch points give it away. */
export function isIPad(userAgent: string, maxTouchPoints: number): boolean {
  return /iPad/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/** iPhone, iPod or iPad (whatever the browser: on iOS every one is WebKit). */
export function isIOSDevice(userAgent: string, maxTouchPoints: number): boolean {
  return /iPhone|iPod/.test(userAgent) || isIPad(userAgent, maxTouchPoints);
}

/** Every iOS and Chrome agent also says "Safari"; only a Safari without them is Safari. */
export function isSafariAgent(userAgent: string): boolean {
  return /Safari/.test(userAgent) && !/Chrome|CriOS|FxiOS|EdgiOS|Chromium|Android/.test(userAgent);
}

export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_AGENT.test(userAgent);
}

/**
 * The device type for a width, staying with `previous` until the width is clearly past a breakpoint:
 * once mobile, mobile up to 788 px; from above, mobile only at 748 px or less; once desktop, tablet only at
 * 1004 px or less; once tablet, desktop only above 1044 px. User agents override widths: a phone is always
 * mobile, an iPad is a tablet unless the window is phone-narrow.
 */
export function classifyDevice(env: Pick<DeviceEnvironment, 'width' | 'userAgent' | 'maxTouchPoints'>, previous?: DeviceType): DeviceType {
  if (isMobileUserAgent(env.userAgent)) return 'mobile';
  const mobileMax = previous === 'mobile' ? MOBILE_MAX_WIDTH + HYSTERESIS_PX : previous ? MOBILE_MAX_WIDTH - HYSTERESIS_PX : MOBILE_MAX_WIDTH;
  if (env.width <= mobileMax) return 'mobile';
  if (isIPad(env.userAgent, env.maxTouchPoints)) return 'tablet';
  const tabletMax =
    previous === 'desktop' ? TABLET_MAX_WIDTH - HYSTERESIS_PX : previous === 'tablet' || previous === 'mobile' ? TABLET_MAX_WIDTH + HYSTERESIS_PX : TABLET_MAX_WIDTH;
  return env.width <= tabletMax ? 'tablet' : 'desktop';
}

/** Everything spec §3 lists for a device, for one moment. */
export function describeDevice(env: DeviceEnvironment, previous?: DeviceType): DeviceInfo {
  const deviceType = classifyDevice(env, previous);
  const ua = env.userAgent;
  const isIOS = isIOSDevice(ua, env.maxTouchPoints);
  const isChrome = /Chrome|CriOS/.test(ua) && !/Edg\//.test(ua);
  return {
    isMobile: deviceType === 'mobile',
    isTablet: deviceType === 'tablet',
    isDesktop: deviceType === 'desktop',
    deviceType,
    screenSize: { width: env.width, height: env.height },
    orientation: env.height >= env.width ? 'portrait' : 'landscape',
    isTouchDevice: env.hasTouchEvents || env.maxTouchPoints > 0,
    isIOS,
    isAndroid: /Android/.test(ua),
    isSafari: isSafariAgent(ua),
    isChrome,
  };
}

/** Report a new reading only when the type changed or the size moved by more than 50 px either way. */
export function isWorthReporting(current: DeviceInfo, next: DeviceInfo): boolean {
  return (
    current.deviceType !== next.deviceType ||
    Math.abs(current.screenSize.width - next.screenSize.width) > SIZE_CHANGE_PX ||
    Math.abs(current.screenSize.height - next.screenSize.height) > SIZE_CHANGE_PX
  );
}

export interface DeviceWatcherOptions {
  /** Reads the environment now (the window's size and navigator). */
  read: () => DeviceEnvironment;
  onChange: (info: DeviceInfo) => void;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface DeviceWatcher {
  current(): DeviceInfo;
  /** Call on every resize or orientation change; readings are debounced and filtered. */
  handleResize(): void;
  dispose(): void;
}

/** The resize rules of spec §9 as a small state machine, so they can be tested without a window. */
export function createDeviceWatcher(options: DeviceWatcherOptions): DeviceWatcher {
  const now = options.now ?? (() => Date.now());
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const mountedAt = now();
  let current = describeDevice(options.read());
  let pending: unknown = null;
  let disposed = false;

  const settle = () => {
    pending = null;
    if (disposed) return;
    const next = describeDevice(options.read(), current.deviceType);
    if (!isWorthReporting(current, next)) return;
    current = next;
    options.onChange(next);
  };

  return {
    current: () => current,
    handleResize() {
      if (disposed || now() - mountedAt < SETTLE_AFTER_MOUNT_MS) return;
      if (pending !== null) clearTimer(pending);
      pending = setTimer(settle, RESIZE_DEBOUNCE_MS);
    },
    dispose() {
      disposed = true;
      if (pending !== null) clearTimer(pending);
      pending = null;
    },
  };
}

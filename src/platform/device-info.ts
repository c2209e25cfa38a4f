// The browser side of device detection: feeds window size and navigator to lib/device and follows resizes.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createDeviceWatcher, describeDevice, type DeviceEnvironment, type DeviceInfo } from '../lib/device/device-type';

function readEnvironment(): DeviceEnvironment {
  return {
    width: window.innerWidth,
    height: window.innerHeight,
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    hasTouchEvents: 'ontouchstart' in window,
  };
}

/** Device info (spec §3) that follows resizes under the rules of spec §9 (debounce, settle time, 50 px, hysteresis). */
export function useDeviceInfo(): DeviceInfo {
  const [info, setInfo] = useState(() => describeDevice(readEnvironment()));
  useEffect(() => {
    const watcher = createDeviceWatcher({ read: readEnvironment, onChange: setInfo });
    const onResize = () => watcher.handleResize();
    window.addEventListener('resize', onResize);
    window.addEventListener('orientationchange', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      window.removeEventListener('orientationchange', onResize);
      watcher.dispose();
    };
  }, []);
  return info;
}

/** Spec §9 "Layout: mobile below 768 px": the phone layout (the menu button and slide-in menu, the map's bottom sheet). */
export const MOBILE_LAYOUT_BELOW_PX = 768;

/**
 * Whether the viewport is narrower than `px` — the layout rule (spec §9 "Layout": mobile below 768 px). It uses the
 * same media query as the stylesheets, so what React renders and what CSS lays out switch at the same pixel.
 */
export function useViewportBelow(px: number): boolean {
  const query = `(max-width: ${px - 0.02}px)`;
  return useSyncExternalStore(
    (notify) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : window.innerWidth < px),
    // A prerendered page is laid out for a wide screen; a phone's hydration then renders its own layout.
    () => false,
  );
}

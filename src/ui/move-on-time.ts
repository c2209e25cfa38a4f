// The phone's moves (the sheet's rise and fall, the menu's slide) on react-spring, at rest on time at any frame rate.
//
// react-spring advances an animation by each frame's interval, capped at 64 ms: on a device drawing a frame a second
// (a phone busy with the map) a 300 ms move would take five seconds, and the sheet once stalled at 34.6 % that way. So
// every move here has a deadline on the clock: the first frame past it puts the move at its end.
import { easings, type SpringConfig, type SpringValue } from '@react-spring/web';
import { useLayoutEffect, type RefObject } from 'react';

/** The spec's 300 ms (§9: the sheet's close, the menu's close). */
export const MOVE_MS = 300;
/** A move of the spec's length, easing out. */
export const TIMED_MOVE: SpringConfig = { duration: MOVE_MS, easing: easings.easeOutCubic };
/** A spring back after a drag that did not go far enough; at rest in about 400 ms. */
export const SPRING_BACK: SpringConfig = { tension: 300, friction: 30 };
/** How long a spring back may take before its deadline puts it at rest. */
const SPRING_BACK_WITHIN_MS = 500;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

interface Move {
  to: number;
  config?: SpringConfig;
  /** While a finger holds it: straight there, this frame. */
  immediate?: boolean;
}

/** Moves a spring to `to`: timed (the default) or a spring back, at rest by its deadline either way. */
export function moveOnTime(spring: SpringValue<number>, { to, config = TIMED_MOVE, immediate = false }: Move): void {
  if (immediate || prefersReducedMotion()) {
    void spring.start({ to, immediate: true });
    return;
  }
  const within = config.duration ?? SPRING_BACK_WITHIN_MS;
  const startedAt = performance.now();
  let ended = false;
  void spring.start({
    to,
    config,
    immediate: false,
    onChange: () => {
      if (ended || performance.now() - startedAt < within) return;
      ended = true;
      spring.set(to);
    },
  });
}

/**
 * Draws an animated element from its spring again after every render. React writes an `animated` element's style
 * with the value it was rendered with, so a render computed before a move's last frame and committed after it (a
 * lazy part of the sheet's answer arriving) leaves the element mid-move while its spring is at rest (react-spring
 * #2273): the sheet was seen stopped at 35 % that way while the map was busy.
 */
export function useDrawnAfterEachRender<E extends HTMLElement>(element: RefObject<E | null>, draw: (element: E) => void): void {
  useLayoutEffect(() => {
    if (element.current) draw(element.current);
  });
}

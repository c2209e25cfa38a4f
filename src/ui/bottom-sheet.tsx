// A draggable bottom sheet for phones (spec §2, §9 "Mobile sidebar"): minimized 3 %, open 40 %, dragged within 3–80 %.
import { animated, useSpring } from '@react-spring/web';
import { useDrag } from '@use-gesture/react';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import {
  dragSheetPercent,
  SHEET_ANIMATION_MS,
  SHEET_MINIMIZED_PERCENT,
  SHEET_OPEN_PERCENT,
  snapSheet,
  toggleSheet,
  type SheetPosition,
} from './bottom-sheet-snap';
import './bottom-sheet.css';

interface BottomSheetProps {
  /** Controlled: the parent opens it (e.g. after a map click); a drag or a tap reports back through onOpenChange. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The region's name, e.g. 'Property details'. */
  label: string;
  /** The handle's name in each state; also its visible text. */
  showLabel: string;
  hideLabel: string;
  /**
   * Every frame of the height (percent of the viewport) and of the handle's top edge (px from the viewport top),
   * for things that must keep clear of the sheet.
   */
  onHeightChange?: (percent: number, handleTopPx: number) => void;
  children: ReactNode;
}

/** A click that follows a drag's release this soon is the drag's own click, not a tap. */
const CLICK_AFTER_DRAG_MS = 350;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function BottomSheet({ open, onOpenChange, label, showLabel, hideLabel, onHeightChange, children }: BottomSheetProps) {
  const bodyId = useId();
  const resting = useRef<SheetPosition>(
    open ? { state: 'open', percent: SHEET_OPEN_PERCENT } : { state: 'minimized', percent: SHEET_MINIMIZED_PERCENT },
  );
  const dragEndedAt = useRef(-Infinity);
  const handleRef = useRef<HTMLButtonElement>(null);
  const heightListener = useRef(onHeightChange);
  useLayoutEffect(() => {
    heightListener.current = onHeightChange;
  }, [onHeightChange]);

  const report = useCallback((percent: number) => {
    // The handle rides above the sheet's edge by its (negative) offsetTop.
    const handleTopPx = window.innerHeight * (1 - percent / 100) + (handleRef.current?.offsetTop ?? 0);
    heightListener.current?.(percent, handleTopPx);
  }, []);

  const [{ height }, api] = useSpring(() => ({
    height: resting.current.percent,
    onChange: ({ value }: { value: { height: number } }) => report(value.height),
  }));

  useEffect(() => {
    report(resting.current.percent);
  }, [report]);

  // The spring advances at most 64 ms a frame, so on a device drawing a few frames a second (a phone busy drawing the
  // map) a 300 ms rise would last seconds: once its time is up, the sheet is put where it rests on the next frame.
  const settleDeadline = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(settleDeadline.current), []);

  const settle = useCallback(
    (next: SheetPosition) => {
      resting.current = next;
      api.start({ height: next.percent, immediate: prefersReducedMotion(), config: { duration: SHEET_ANIMATION_MS } });
      window.clearTimeout(settleDeadline.current);
      settleDeadline.current = window.setTimeout(() => {
        if (resting.current === next && height.get() !== next.percent) api.start({ height: next.percent, immediate: true });
      }, SHEET_ANIMATION_MS);
    },
    [api, height],
  );

  // The parent's word wins when it changes the state; an open sheet the user pulled to 60 % stays at 60 %.
  useEffect(() => {
    const wanted = open ? 'open' : 'minimized';
    if (resting.current.state !== wanted) settle(toggleSheet(resting.current.state));
  }, [open, settle]);

  const bind = useDrag(
    ({ first, last, tap, movement: [, dy], memo }) => {
      if (tap) return memo;
      if (first) window.clearTimeout(settleDeadline.current);
      const start: number = first || memo === undefined ? height.get() : (memo as number);
      const windowHeight = window.innerHeight;
      const endPercent = dragSheetPercent(start, dy, windowHeight);
      if (!last) {
        api.start({ height: endPercent, immediate: true });
        return start;
      }
      dragEndedAt.current = performance.now();
      const next = snapSheet({ startPercent: start, endPercent, dragPx: dy, windowHeight });
      settle(next);
      if ((next.state === 'open') !== open) onOpenChange(next.state === 'open');
      return start;
    },
    { axis: 'y', filterTaps: true, pointer: { capture: true } },
  );

  // One interpolation for the sheet's life: a new one on each render would leave the element bound to it mid-rise
  // (a re-render while the sheet moves), and the height drawn could stop short of where the spring ended.
  const cssHeight = useMemo(() => height.to((value) => `${value}dvh`), [height]);

  const onHandleClick = () => {
    if (performance.now() - dragEndedAt.current < CLICK_AFTER_DRAG_MS) return;
    const next = toggleSheet(resting.current.state);
    settle(next);
    onOpenChange(next.state === 'open');
  };

  return (
    <animated.section className="bottom-sheet" aria-label={label} style={{ height: cssHeight }}>
      <button
        ref={handleRef}
        type="button"
        className="bottom-sheet__handle"
        aria-expanded={open}
        aria-controls={bodyId}
        {...bind()}
        onClick={onHandleClick}
      >
        <span className="bottom-sheet__grip" aria-hidden="true" />
        {open ? hideLabel : showLabel}
      </button>
      <div id={bodyId} className="bottom-sheet__body" inert={!open}>
        {children}
      </div>
    </animated.section>
  );
}

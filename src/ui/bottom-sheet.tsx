// A draggable bottom sheet for phones (spec §2, §9 "Mobile sidebar"): minimized 3 %, open 40 %, pulled up to 80 %.
// @use-gesture/react's useDrag reads the finger (or mouse) on the handle and @react-spring/web draws the height: 1:1
// under the finger, resisting past the ends, then to a stop on release. It loads with the phone layout only.
import { animated, useSpringValue } from '@react-spring/web';
import { rubberbandIfOutOfBounds, useDrag } from '@use-gesture/react';
import { useCallback, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  flickOf,
  releaseSheet,
  sheetAt,
  sheetPercentFromTop,
  sheetStateText,
  sheetTopBounds,
  sheetTopPx,
  stepSheet,
  toggleSheet,
  type SheetPosition,
} from './bottom-sheet-snap';
import { moveOnTime, useDrawnAfterEachRender } from './move-on-time';
import './bottom-sheet.css';

export interface BottomSheetProps {
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

/** The sheet's height for a percent of the screen: of the visible screen, which shrinks as a phone's toolbars show. */
const heightOf = (percent: number) => `${percent}dvh`;

const ARROW_DIRECTION: Partial<Record<string, 'up' | 'down'>> = { ArrowUp: 'up', ArrowDown: 'down' };

export function BottomSheet({ open, onOpenChange, label, showLabel, hideLabel, onHeightChange, children }: BottomSheetProps) {
  const bodyId = useId();
  const handleRef = useRef<HTMLButtonElement>(null);
  // Where the sheet rests (or is going), and what a screen reader was last told of it.
  const [resting, setResting] = useState<SheetPosition>(() => sheetAt(open ? 'open' : 'minimized'));
  const restingRef = useRef(resting);
  const heightListener = useRef(onHeightChange);
  useLayoutEffect(() => {
    heightListener.current = onHeightChange;
  }, [onHeightChange]);

  const percent = useSpringValue(resting.percent, { onChange: ({ value }: { value: number }) => report(value) });

  // The handle rides above the sheet's edge by its (negative) offsetTop.
  function report(height: number) {
    heightListener.current?.(height, sheetTopPx(height, window.innerHeight) + (handleRef.current?.offsetTop ?? 0));
  }
  useLayoutEffect(() => report(percent.get()), [percent]);
  const section = useRef<HTMLElement>(null);
  useDrawnAfterEachRender(section, (element) => {
    element.style.height = heightOf(percent.get());
  });

  const settle = useCallback(
    (next: SheetPosition) => {
      restingRef.current = next;
      setResting(next);
      moveOnTime(percent, { to: next.percent });
    },
    [percent],
  );

  /** A move the user made: the sheet goes there and the parent hears when that opens or closes it. */
  const goTo = (next: SheetPosition) => {
    settle(next);
    if ((next.state === 'open') !== open) onOpenChange(next.state === 'open');
  };

  // The parent's word wins when it changes the state; an open sheet the user pulled to 80 % stays at 80 %.
  useLayoutEffect(() => {
    const wanted = open ? 'open' : 'minimized';
    if (restingRef.current.state !== wanted) settle(toggleSheet(restingRef.current.state));
  }, [open, settle]);

  const bind = useDrag(
    ({ first, last, tap, xy: [, y], initial: [, pressedY], velocity: [, speed], direction: [, directionY], memo }) => {
      if (tap) return memo; // the click that follows toggles
      const windowHeight = window.innerHeight;
      const startPercent = first ? percent.get() : (memo as number);
      // The top edge moves 1:1 with the finger from where it pressed, and resists past the 80 % and 3 % lines.
      const dragPx = y - pressedY;
      const { top: highest, bottom: lowest } = sheetTopBounds(windowHeight);
      const top = rubberbandIfOutOfBounds(sheetTopPx(startPercent, windowHeight) + dragPx, highest, lowest);
      if (!last) {
        moveOnTime(percent, { to: sheetPercentFromTop(top, windowHeight), immediate: true });
        return startPercent;
      }
      const endPercent = sheetPercentFromTop(sheetTopPx(startPercent, windowHeight) + dragPx, windowHeight);
      goTo(releaseSheet({ startPercent, endPercent, dragPx, windowHeight, flick: flickOf(speed, directionY) }));
      return startPercent;
    },
    // The arrow keys are the handle's own (a stop each), not use-gesture's nudges.
    { axis: 'y', filterTaps: true, pointer: { keys: false } },
  );

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const direction = ARROW_DIRECTION[event.key];
    if (!direction) return;
    event.preventDefault();
    goTo(stepSheet(restingRef.current.percent, direction));
  };

  return (
    <animated.section ref={section} className="bottom-sheet" aria-label={label} style={{ height: percent.to(heightOf) }}>
      <button
        ref={handleRef}
        type="button"
        className="bottom-sheet__handle"
        aria-expanded={open}
        aria-controls={bodyId}
        aria-describedby={`${bodyId}-state`}
        {...bind()}
        onKeyDown={onKeyDown}
        onClick={() => goTo(toggleSheet(restingRef.current.state))}
      >
        <span className="bottom-sheet__grip" aria-hidden="true" />
        {open ? hideLabel : showLabel}
      </button>
      <span id={`${bodyId}-state`} className="sr-only" role="status">
        {sheetStateText(resting)}
      </span>
      <div id={bodyId} className="bottom-sheet__body" inert={!open}>
        {children}
      </div>
    </animated.section>
  );
}

// A draggable bottom sheet for phones (spec §2, §9 "Mobile sidebar"): minimized 3 %, open 40 %, dragged within 3–80 %.
// The drag is the handle's own pointer events and the rise a clock-timed tween on animation frames: a dependency-free
// few lines, where a spring and a gesture library weighed ~20 KB gzip on the map's first view (issue 13, point 5).
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import {
  dragSheetPercent,
  SHEET_MINIMIZED_PERCENT,
  SHEET_OPEN_PERCENT,
  SHEET_TAP_SLOP_PX,
  sheetPercentAt,
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

interface Drag {
  pointerId: number;
  startY: number;
  startPercent: number;
  moved: boolean;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function BottomSheet({ open, onOpenChange, label, showLabel, hideLabel, onHeightChange, children }: BottomSheetProps) {
  const bodyId = useId();
  const [start] = useState<SheetPosition>(() =>
    open ? { state: 'open', percent: SHEET_OPEN_PERCENT } : { state: 'minimized', percent: SHEET_MINIMIZED_PERCENT },
  );
  const resting = useRef(start);
  // The height drawn now: set on the element straight away, every frame, without a render.
  const shown = useRef(start.percent);
  const section = useRef<HTMLElement>(null);
  const handleRef = useRef<HTMLButtonElement>(null);
  const frame = useRef(0);
  const drag = useRef<Drag | null>(null);
  const dragEndedAt = useRef(-Infinity);
  const heightListener = useRef(onHeightChange);
  useLayoutEffect(() => {
    heightListener.current = onHeightChange;
  }, [onHeightChange]);

  const draw = useCallback((percent: number) => {
    shown.current = percent;
    section.current?.style.setProperty('height', `${percent}dvh`);
    // The handle rides above the sheet's edge by its (negative) offsetTop.
    const handleTopPx = window.innerHeight * (1 - percent / 100) + (handleRef.current?.offsetTop ?? 0);
    heightListener.current?.(percent, handleTopPx);
  }, []);

  useEffect(() => {
    draw(shown.current);
    return () => cancelAnimationFrame(frame.current);
  }, [draw]);

  const settle = useCallback(
    (next: SheetPosition) => {
      resting.current = next;
      cancelAnimationFrame(frame.current);
      const from = shown.current;
      if (prefersReducedMotion() || from === next.percent) {
        draw(next.percent);
        return;
      }
      const startedAt = performance.now();
      const step = (now: number) => {
        const percent = sheetPercentAt(from, next.percent, now - startedAt);
        draw(percent);
        if (percent !== next.percent) frame.current = requestAnimationFrame(step);
      };
      frame.current = requestAnimationFrame(step);
    },
    [draw],
  );

  // The parent's word wins when it changes the state; an open sheet the user pulled to 60 % stays at 60 %.
  useLayoutEffect(() => {
    const wanted = open ? 'open' : 'minimized';
    if (resting.current.state !== wanted) settle(toggleSheet(resting.current.state));
  }, [open, settle]);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (!event.isPrimary || event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { pointerId: event.pointerId, startY: event.clientY, startPercent: shown.current, moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dy = event.clientY - current.startY;
    if (!current.moved && Math.abs(dy) < SHEET_TAP_SLOP_PX) return;
    if (!current.moved) cancelAnimationFrame(frame.current);
    current.moved = true;
    draw(dragSheetPercent(current.startPercent, dy, window.innerHeight));
  };
  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    if (!current.moved) return; // a tap: the click that follows toggles
    dragEndedAt.current = performance.now();
    const dy = event.clientY - current.startY;
    const windowHeight = window.innerHeight;
    const next = snapSheet({ startPercent: current.startPercent, endPercent: dragSheetPercent(current.startPercent, dy, windowHeight), dragPx: dy, windowHeight });
    settle(next);
    if ((next.state === 'open') !== open) onOpenChange(next.state === 'open');
  };
  const onPointerCancel = (event: PointerEvent<HTMLButtonElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    const moved = drag.current.moved;
    drag.current = null;
    if (moved) settle(resting.current);
  };

  const onHandleClick = () => {
    if (performance.now() - dragEndedAt.current < CLICK_AFTER_DRAG_MS) return;
    const next = toggleSheet(resting.current.state);
    settle(next);
    onOpenChange(next.state === 'open');
  };

  return (
    <section ref={section} className="bottom-sheet" aria-label={label} style={{ height: `${start.percent}dvh` }}>
      <button
        ref={handleRef}
        type="button"
        className="bottom-sheet__handle"
        aria-expanded={open}
        aria-controls={bodyId}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
        onClick={onHandleClick}
      >
        <span className="bottom-sheet__grip" aria-hidden="true" />
        {open ? hideLabel : showLabel}
      </button>
      <div id={bodyId} className="bottom-sheet__body" inert={!open}>
        {children}
      </div>
    </section>
  );
}

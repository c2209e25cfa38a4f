// The bottom sheet's height rules (spec §2, §9 "Mobile sidebar"), as plain numbers: percent of the viewport height.

export const SHEET_MINIMIZED_PERCENT = 3;
export const SHEET_OPEN_PERCENT = 40;
export const SHEET_MAX_PERCENT = 80;
/** Let go below this and the sheet folds away. */
export const SHEET_SNAP_MINIMIZED_BELOW_PERCENT = 20;
/** A downward drag longer than the smaller of these closes an open sheet. */
export const SHEET_CLOSE_DRAG_PX = 100;
export const SHEET_CLOSE_DRAG_FRACTION = 0.3;
export const SHEET_ANIMATION_MS = 300;
/** A press on the handle that moves less than this is a tap, not a drag. */
export const SHEET_TAP_SLOP_PX = 3;

export type SheetState = 'minimized' | 'open';

export interface SheetPosition {
  state: SheetState;
  percent: number;
}

export function clampSheetPercent(percent: number): number {
  return Math.min(SHEET_MAX_PERCENT, Math.max(SHEET_MINIMIZED_PERCENT, percent));
}

/** The height while the finger is down: the start height moved by the drag (down is positive), kept within 3–80 %. */
export function dragSheetPercent(startPercent: number, dragPx: number, windowHeight: number): number {
  return clampSheetPercent(startPercent - (dragPx / windowHeight) * 100);
}

export function closeThresholdPx(windowHeight: number): number {
  return Math.min(SHEET_CLOSE_DRAG_PX, windowHeight * SHEET_CLOSE_DRAG_FRACTION);
}

interface SnapInput {
  /** Height when the drag began. */
  startPercent: number;
  /** Height where the finger let go (clamped here, so a raw value is fine). */
  endPercent: number;
  /** Vertical travel of the drag in px; positive is downward. */
  dragPx: number;
  windowHeight: number;
}

/** Where the sheet rests after a drag: minimized below 20 % or after a long pull down from open, else where it was let go. */
export function snapSheet({ startPercent, endPercent, dragPx, windowHeight }: SnapInput): SheetPosition {
  const wasOpen = startPercent > SHEET_MINIMIZED_PERCENT;
  const percent = clampSheetPercent(endPercent);
  if (percent < SHEET_SNAP_MINIMIZED_BELOW_PERCENT) return { state: 'minimized', percent: SHEET_MINIMIZED_PERCENT };
  if (wasOpen && dragPx > closeThresholdPx(windowHeight)) return { state: 'minimized', percent: SHEET_MINIMIZED_PERCENT };
  return { state: 'open', percent };
}

/** A tap on the handle: minimized opens to 40 %, any open height folds away. */
export function toggleSheet(state: SheetState): SheetPosition {
  return state === 'minimized'
    ? { state: 'open', percent: SHEET_OPEN_PERCENT }
    : { state: 'minimized', percent: SHEET_MINIMIZED_PERCENT };
}

/**
 * The height `elapsedMs` into a move from one height to another: eased out over SHEET_ANIMATION_MS, then at rest.
 * Timed by the clock, not by frames, so a device drawing a frame a second still has the sheet at rest by its next one.
 */
export function sheetPercentAt(fromPercent: number, toPercent: number, elapsedMs: number): number {
  const t = Math.min(1, Math.max(0, elapsedMs / SHEET_ANIMATION_MS));
  const eased = 1 - (1 - t) ** 3;
  return t === 1 ? toPercent : fromPercent + (toPercent - fromPercent) * eased;
}

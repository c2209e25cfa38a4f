// The bottom sheet's height rules (spec §2, §9 "Mobile sidebar"), as plain numbers: percent of the viewport height.

export const SHEET_MINIMIZED_PERCENT = 3;
export const SHEET_OPEN_PERCENT = 40;
export const SHEET_MAX_PERCENT = 80;
/** Where the sheet rests: minimized, open, and pulled up as far as it goes. */
export const SHEET_STOPS = [SHEET_MINIMIZED_PERCENT, SHEET_OPEN_PERCENT, SHEET_MAX_PERCENT] as const;
/** Let go below this and the sheet folds away (the spec's line between the first two stops). */
export const SHEET_SNAP_MINIMIZED_BELOW_PERCENT = 20;
/** A downward drag longer than the smaller of these closes an open sheet. */
export const SHEET_CLOSE_DRAG_PX = 100;
export const SHEET_CLOSE_DRAG_FRACTION = 0.3;
export const SHEET_ANIMATION_MS = 300;
/** A release moving faster than this (px/ms, use-gesture's swipe speed) is a flick: the sheet's and the menu's. */
export const FLICK_PX_PER_MS = 0.5;

export type SheetState = 'minimized' | 'open';

export interface SheetPosition {
  state: SheetState;
  percent: number;
}

/** Which way the finger was moving when it let go fast: up grows the sheet. */
export type Flick = 'up' | 'down' | null;

function at(percent: number): SheetPosition {
  return { state: percent === SHEET_MINIMIZED_PERCENT ? 'minimized' : 'open', percent };
}

/** The stop of a state: 3 % minimized, 40 % open. */
export function sheetAt(state: SheetState): SheetPosition {
  return at(state === 'minimized' ? SHEET_MINIMIZED_PERCENT : SHEET_OPEN_PERCENT);
}

/** The sheet's top edge, px from the viewport top, at a height. */
export function sheetTopPx(percent: number, windowHeight: number): number {
  return windowHeight - (windowHeight * percent) / 100;
}

/** The height whose top edge is at `topPx`. */
export function sheetPercentFromTop(topPx: number, windowHeight: number): number {
  return ((windowHeight - topPx) / windowHeight) * 100;
}

/** The top edge's range while dragging: from the 80 % line down to the 3 % one (beyond them the drag resists). */
export function sheetTopBounds(windowHeight: number): { top: number; bottom: number } {
  return { top: sheetTopPx(SHEET_MAX_PERCENT, windowHeight), bottom: sheetTopPx(SHEET_MINIMIZED_PERCENT, windowHeight) };
}

export function closeThresholdPx(windowHeight: number): number {
  return Math.min(SHEET_CLOSE_DRAG_PX, windowHeight * SHEET_CLOSE_DRAG_FRACTION);
}

/** The stop nearest a height: the spec's 20 % line between minimized and open, halfway between open and 80 %. */
export function nearestStop(percent: number): number {
  if (percent < SHEET_SNAP_MINIMIZED_BELOW_PERCENT) return SHEET_MINIMIZED_PERCENT;
  return percent < (SHEET_OPEN_PERCENT + SHEET_MAX_PERCENT) / 2 ? SHEET_OPEN_PERCENT : SHEET_MAX_PERCENT;
}

/** The next stop past a height, upward or downward; the end stop when there is none further. */
export function stopPast(percent: number, direction: 'up' | 'down'): number {
  if (direction === 'up') return SHEET_STOPS.find((stop) => stop > percent) ?? SHEET_MAX_PERCENT;
  return [...SHEET_STOPS].reverse().find((stop) => stop < percent) ?? SHEET_MINIMIZED_PERCENT;
}

export function flickOf(velocityPxPerMs: number, directionY: number): Flick {
  if (Math.abs(velocityPxPerMs) < FLICK_PX_PER_MS || directionY === 0) return null;
  return directionY < 0 ? 'up' : 'down';
}

interface ReleaseInput {
  /** Height when the drag began. */
  startPercent: number;
  /** Height where the finger let go. */
  endPercent: number;
  /** Vertical travel of the drag in px; positive is downward. */
  dragPx: number;
  windowHeight: number;
  flick: Flick;
}

/**
 * Where the sheet goes when the finger lets go: a long pull down from open closes it (the spec's threshold); a flick
 * carries it to the next stop past where it was let go, one further than the nearest when that lies behind the finger;
 * otherwise it goes to the nearest stop.
 */
export function releaseSheet({ startPercent, endPercent, dragPx, windowHeight, flick }: ReleaseInput): SheetPosition {
  const wasOpen = startPercent > SHEET_MINIMIZED_PERCENT;
  if (wasOpen && dragPx > closeThresholdPx(windowHeight)) return at(SHEET_MINIMIZED_PERCENT);
  return at(flick ? stopPast(endPercent, flick) : nearestStop(endPercent));
}

/** A tap on the handle (or Enter): minimized opens to 40 %, any open height folds away. */
export function toggleSheet(state: SheetState): SheetPosition {
  return sheetAt(state === 'minimized' ? 'open' : 'minimized');
}

/** An arrow key on the handle: the next stop up or down from where the sheet rests. */
export function stepSheet(percent: number, direction: 'up' | 'down'): SheetPosition {
  return at(stopPast(percent, direction));
}

/** What a screen reader hears of the sheet's place. */
export function sheetStateText(position: SheetPosition): string {
  if (position.state === 'minimized') return 'Details minimized';
  return `Details open, ${Math.round(position.percent)} % of the screen`;
}

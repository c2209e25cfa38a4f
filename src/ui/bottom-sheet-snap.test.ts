import { describe, expect, it } from 'vitest';
import { closeThresholdPx, dragSheetPercent, SHEET_ANIMATION_MS, sheetPercentAt, snapSheet, toggleSheet } from './bottom-sheet-snap';

describe('dragSheetPercent', () => {
  it('when dragged up by a tenth of the window, then the sheet grows by 10 points', () => {
    expect(dragSheetPercent(40, -80, 800)).toBeCloseTo(50);
  });

  it('when dragged far up, then it stops at 80 %', () => {
    expect(dragSheetPercent(40, -2000, 800)).toBe(80);
  });

  it('when dragged far down, then it stops at 3 %', () => {
    expect(dragSheetPercent(40, 2000, 800)).toBe(3);
  });
});

describe('closeThresholdPx', () => {
  it('when the window is tall, then 100 px closes the sheet', () => {
    expect(closeThresholdPx(844)).toBe(100);
  });

  it('when the window is short, then 30 % of its height closes the sheet', () => {
    expect(closeThresholdPx(300)).toBe(90);
  });
});

describe('snapSheet', () => {
  it('when let go below 20 %, then it snaps to minimized (3 %)', () => {
    expect(snapSheet({ startPercent: 3, endPercent: 19, dragPx: -135, windowHeight: 844 })).toEqual({ state: 'minimized', percent: 3 });
  });

  it('when let go at 20 %, then it stays open there', () => {
    expect(snapSheet({ startPercent: 3, endPercent: 20, dragPx: -143, windowHeight: 844 })).toEqual({ state: 'open', percent: 20 });
  });

  it('when let go at 60 %, then it rests at 60 %', () => {
    expect(snapSheet({ startPercent: 40, endPercent: 60, dragPx: -169, windowHeight: 844 })).toEqual({ state: 'open', percent: 60 });
  });

  it('when let go beyond 80 %, then it rests at 80 %', () => {
    expect(snapSheet({ startPercent: 40, endPercent: 95, dragPx: -464, windowHeight: 844 })).toEqual({ state: 'open', percent: 80 });
  });

  it('when an open sheet is pulled down more than 100 px but stays above 20 %, then it closes', () => {
    expect(snapSheet({ startPercent: 40, endPercent: 27, dragPx: 110, windowHeight: 844 })).toEqual({ state: 'minimized', percent: 3 });
  });

  it('when an open sheet is pulled down by 100 px exactly, then it stays open where let go', () => {
    const endPercent = 40 - (100 / 844) * 100;
    expect(snapSheet({ startPercent: 40, endPercent, dragPx: 100, windowHeight: 844 })).toEqual({ state: 'open', percent: endPercent });
  });

  it('when a short window is pulled down past 30 % of its height, then it closes', () => {
    expect(snapSheet({ startPercent: 80, endPercent: 50, dragPx: 91, windowHeight: 300 })).toEqual({ state: 'minimized', percent: 3 });
  });
});

describe('toggleSheet', () => {
  it('when minimized, then a tap opens it to 40 %', () => {
    expect(toggleSheet('minimized')).toEqual({ state: 'open', percent: 40 });
  });

  it('when open, then a tap minimizes it to 3 %', () => {
    expect(toggleSheet('open')).toEqual({ state: 'minimized', percent: 3 });
  });
});

describe('sheetPercentAt', () => {
  it('when the move starts, then the sheet is where it was', () => {
    expect(sheetPercentAt(3, 40, 0)).toBe(3);
  });

  it('when half the time has passed, then it is past half way (eased out) and short of the end', () => {
    const percent = sheetPercentAt(3, 40, SHEET_ANIMATION_MS / 2);
    expect(percent).toBeGreaterThan(3 + 37 / 2);
    expect(percent).toBeLessThan(40);
  });

  it('when the time is up, or long past (a slow frame), then it is at rest exactly where it was going', () => {
    expect(sheetPercentAt(40, 3, SHEET_ANIMATION_MS)).toBe(3);
    expect(sheetPercentAt(40, 3, 5 * SHEET_ANIMATION_MS)).toBe(3);
  });
});

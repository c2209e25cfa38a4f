import { describe, expect, it } from 'vitest';
import {
  closeThresholdPx,
  flickOf,
  nearestStop,
  releaseSheet,
  sheetPercentFromTop,
  sheetStateText,
  sheetTopBounds,
  sheetTopPx,
  stepSheet,
  toggleSheet,
} from './bottom-sheet-snap';

describe('sheetTopPx and sheetPercentFromTop', () => {
  it('when the sheet is at 40 % of an 800 px window, then its top is 480 px down, and back', () => {
    expect(sheetTopPx(40, 800)).toBe(480);
    expect(sheetPercentFromTop(480, 800)).toBe(40);
  });

  it('when dragging, then the top edge is bounded by the 80 % and 3 % lines', () => {
    expect(sheetTopBounds(1000)).toEqual({ top: 200, bottom: 970 });
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

describe('nearestStop', () => {
  it.each([
    [19.9, 3],
    [20, 40],
    [59.9, 40],
    [60, 80],
    [95, 80],
    [1, 3],
  ])('when let go at %s %%, then the nearest stop is %s %%', (percent, stop) => {
    expect(nearestStop(percent)).toBe(stop);
  });
});

describe('flickOf', () => {
  it('when the finger leaves upward at 0.8 px/ms, then it is a flick up', () => {
    expect(flickOf(0.8, -1)).toBe('up');
  });

  it('when it leaves downward fast, then it is a flick down', () => {
    expect(flickOf(1.2, 1)).toBe('down');
  });

  it('when it leaves slowly, or still, then it is no flick', () => {
    expect(flickOf(0.3, -1)).toBeNull();
    expect(flickOf(2, 0)).toBeNull();
  });
});

describe('releaseSheet', () => {
  const release = (startPercent: number, endPercent: number, flick: 'up' | 'down' | null = null, windowHeight = 844) =>
    releaseSheet({ startPercent, endPercent, dragPx: ((startPercent - endPercent) / 100) * windowHeight, windowHeight, flick });

  it('when let go below 20 %, then it snaps to minimized (3 %)', () => {
    expect(release(3, 19)).toEqual({ state: 'minimized', percent: 3 });
  });

  it('when let go at 30 %, then it goes to the open stop, 40 %', () => {
    expect(release(3, 30)).toEqual({ state: 'open', percent: 40 });
  });

  it('when let go at 65 %, then it goes up to 80 %', () => {
    expect(release(40, 65)).toEqual({ state: 'open', percent: 80 });
  });

  it('when let go past 80 % (the rubber band), then it comes back to 80 %', () => {
    expect(release(40, 86)).toEqual({ state: 'open', percent: 80 });
  });

  it('when flicked up from just above 40 %, then it goes one stop further, to 80 %', () => {
    expect(release(40, 43, 'up')).toEqual({ state: 'open', percent: 80 });
  });

  it('when flicked up from minimized, then it opens to 40 %', () => {
    expect(release(3, 12, 'up')).toEqual({ state: 'open', percent: 40 });
  });

  it('when flicked down from 80 % by a little, then it goes to 40 %, not back to 80 %', () => {
    expect(release(80, 75, 'down')).toEqual({ state: 'open', percent: 40 });
  });

  it('when an open sheet is pulled down more than 100 px but stays above 20 %, then it closes', () => {
    expect(releaseSheet({ startPercent: 40, endPercent: 27, dragPx: 110, windowHeight: 844, flick: null })).toEqual({ state: 'minimized', percent: 3 });
  });

  it('when an open sheet is pulled down by 100 px exactly, then it goes to the nearest stop, 40 %', () => {
    const endPercent = 40 - (100 / 844) * 100;
    expect(releaseSheet({ startPercent: 40, endPercent, dragPx: 100, windowHeight: 844, flick: null })).toEqual({ state: 'open', percent: 40 });
  });

  it('when a short window is pulled down past 30 % of its height, then it closes', () => {
    expect(releaseSheet({ startPercent: 80, endPercent: 50, dragPx: 91, windowHeight: 300, flick: null })).toEqual({ state: 'minimized', percent: 3 });
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

describe('stepSheet', () => {
  it('when the up arrow is pressed at each stop, then it climbs 3 → 40 → 80 and stays at 80', () => {
    expect(stepSheet(3, 'up')).toEqual({ state: 'open', percent: 40 });
    expect(stepSheet(40, 'up')).toEqual({ state: 'open', percent: 80 });
    expect(stepSheet(80, 'up')).toEqual({ state: 'open', percent: 80 });
  });

  it('when the down arrow is pressed at 80 %, then it goes to 40 %, then minimizes', () => {
    expect(stepSheet(80, 'down')).toEqual({ state: 'open', percent: 40 });
    expect(stepSheet(40, 'down')).toEqual({ state: 'minimized', percent: 3 });
  });
});

describe('sheetStateText', () => {
  it('when minimized or open, then it says so, with the height', () => {
    expect(sheetStateText({ state: 'minimized', percent: 3 })).toBe('Details minimized');
    expect(sheetStateText({ state: 'open', percent: 80 })).toBe('Details open, 80 % of the screen');
  });
});

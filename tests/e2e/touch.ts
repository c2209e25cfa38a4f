// One finger on the page, driven through the DevTools protocol as a touch screen sends it: touchstart, touchmoves,
// touchend. The pace matters: the sheet and the menu tell a slow drag from a flick by the finger's speed at release.

import type { CDPSession, Page } from 'playwright-core';

export interface Point {
  x: number;
  y: number;
}

export interface Finger {
  down: (at: Point) => Promise<void>;
  /** Moves to `to` in `steps` moves, `msPerStep` apart. */
  moveTo: (to: Point, options?: { steps?: number; msPerStep?: number }) => Promise<void>;
  up: () => Promise<void>;
}

/** 8 moves this far apart make a slow drag (a 100 px drag at about 0.25 px/ms); 0 makes a flick. */
export const SLOW_MS_PER_STEP = 50;

export async function finger(page: Page): Promise<Finger> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  let at: Point = { x: 0, y: 0 };
  return {
    down: async (point) => {
      at = point;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    },
    moveTo: async (to, { steps = 8, msPerStep = SLOW_MS_PER_STEP } = {}) => {
      const from = at;
      for (let step = 1; step <= steps; step += 1) {
        if (msPerStep > 0) await page.waitForTimeout(msPerStep);
        at = { x: from.x + ((to.x - from.x) * step) / steps, y: from.y + ((to.y - from.y) * step) / steps };
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at] });
      }
    },
    up: async () => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await cdp.detach();
    },
  };
}

/** A whole drag from `from` to `to`: slow unless the pace says otherwise. */
export async function drag(page: Page, from: Point, to: Point, pace: { steps?: number; msPerStep?: number } = {}): Promise<void> {
  const touch = await finger(page);
  await touch.down(from);
  await touch.moveTo(to, pace);
  await touch.up();
}

/**
 * A flick: two long moves as fast as the protocol carries them (tens of px per round trip, well over 0.5 px/ms), and
 * the finger lifted straight after (use-gesture keeps the speed of a release within 32 ms of the last move).
 */
export const FLICK = { steps: 2, msPerStep: 0 } as const;

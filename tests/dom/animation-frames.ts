// Animation frames and the clock given by hand, for react-spring's frame loop and use-gesture's speeds: a test draws
// each frame when it chooses (a second apart, say, as on a phone busy drawing the map) and reads what was drawn, and
// spaces a finger's moves in time (events are stamped from the faked Date).
import { Globals } from '@react-spring/web';
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

export interface HeldFrames {
  /** Moves the clock on by `afterMs`, then runs the frames requested so far. */
  draw: (afterMs?: number) => void;
  /** Draws frames 16 ms apart until none is requested: every move is at rest. */
  drawUntilIdle: () => void;
  /** Hands the frames and the clock back. */
  release: () => void;
}

const FRAME_MS = 16;
const MOST_FRAMES = 1_000;

export function holdFrames(): HeldFrames {
  let frames: FrameRequestCallback[] = [];
  vi.useFakeTimers({ toFake: ['Date', 'performance'] });
  Globals.assign({
    requestAnimationFrame: (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    },
  });
  const draw = (afterMs = FRAME_MS) => {
    vi.advanceTimersByTime(afterMs);
    const due = frames;
    frames = [];
    act(() => due.forEach((callback) => callback(performance.now())));
  };
  return {
    draw,
    drawUntilIdle: () => {
      for (let drawn = 0; frames.length > 0; drawn += 1) {
        if (drawn === MOST_FRAMES) throw new Error(`still moving after ${MOST_FRAMES} frames`);
        draw();
      }
    },
    release: () => {
      Globals.assign({ requestAnimationFrame: (callback) => window.requestAnimationFrame(callback) });
      vi.useRealTimers();
    },
  };
}

/**
 * Holds the frames in every test of the file: each draws its own, and each ends with every move at rest, so none runs
 * on into the next; the rendered tree is cleaned up after. Returns the current test's frames.
 */
export function holdFramesInEachTest(): () => HeldFrames {
  let frames: HeldFrames | null = null;
  beforeEach(() => {
    frames = holdFrames();
  });
  afterEach(() => {
    frames?.drawUntilIdle();
    frames?.release();
    cleanup();
  });
  return () => {
    if (!frames) throw new Error('the frames are held inside a test only');
    return frames;
  };
}

// The component tests' setup (vitest.config.ts): jsdom paints no frames, so the effects Preact runs after the next frame
// in a browser (a requestAnimationFrame, or 35 ms at most) run here once the render's own task is done. Tests that fake
// the clock then see an effect as they would in a browser a frame later, not only after they move the clock.
import { options } from 'preact';

const nextFrameAfterTheTask = (afterPaint: () => void) => queueMicrotask(afterPaint);
options.requestAnimationFrame = nextFrameAfterTheTask;

/**
 * A page too busy to draw (the map drawing on a slow device): the next frame does not come until the returned function
 * lets it, so what a component does only after a frame has not happened yet. Render without `act` meanwhile: `act`
 * runs the waiting effects itself.
 */
export function holdNextFrame(): () => void {
  const waiting: (() => void)[] = [];
  options.requestAnimationFrame = (afterPaint) => waiting.push(afterPaint);
  return () => {
    options.requestAnimationFrame = nextFrameAfterTheTask;
    for (const afterPaint of waiting.splice(0)) afterPaint();
  };
}

// The component tests' setup (vitest.config.ts): jsdom paints no frames, so the effects Preact runs after the next frame
// in a browser (a requestAnimationFrame, or 35 ms at most) run here once the render's own task is done. Tests that fake
// the clock then see an effect as they would in a browser a frame later, not only after they move the clock.
import { options } from 'preact';

options.requestAnimationFrame = (afterPaint) => queueMicrotask(afterPaint);

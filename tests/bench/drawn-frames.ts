// Counts the animation frames in which a page drew on a WebGL canvas. On this machine each such frame is drawn in
// software and read back for the compositor (70–330 ms at a desktop size, docs/decisions.md "The first view on a slow
// link"), so a visit's count beside MapLibre alone's says how much of its time goes to drawing the map.

import type { BrowserContext, Page } from 'playwright-core';

// Plain script text: it runs in the page before any of the page's own scripts.
const COUNTER = `(() => {
  let drew = false;
  let frames = 0;
  const gl = WebGL2RenderingContext.prototype;
  for (const name of ['drawElements', 'drawArrays']) {
    const draw = gl[name];
    gl[name] = function (...args) {
      drew = true;
      return draw.apply(this, args);
    };
  }
  const requestFrame = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) =>
    requestFrame((time) => {
      try {
        callback(time);
      } finally {
        if (drew) frames += 1;
        drew = false;
      }
    });
  Object.defineProperty(window, '__drawnFrames', { get: () => frames });
})()`;

/** Counts, in every page the context opens from now on, the animation frames that drew on a WebGL canvas. */
export async function countDrawnFrames(context: BrowserContext): Promise<void> {
  await context.addInitScript(COUNTER);
}

/** The frames the page has drawn so far (countDrawnFrames must have been called before it opened). */
export async function drawnFrames(page: Page): Promise<number> {
  return (await page.evaluate('window.__drawnFrames')) as number;
}

// What floats over /map, and the selected parcel, as the page draws them: the band the overlays take at the top, and
// the box of the parcel's highlight read from the map's own pixels (so a test checks what is drawn, not what the
// app believes it drew).

import type { Page } from 'playwright-core';

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The highlight's outline colour (src/features/map/map-style.ts SELECTION_COLOUR), and how far a pixel may be off it. */
const HIGHLIGHT_RGB = [0x0b, 0x5c, 0xad] as const;
const HIGHLIGHT_TOLERANCE = 12;
/** Fewer matching pixels than this is no outline (a stray antialiased pixel of another blue). */
const MIN_OUTLINE_PIXELS = 20;

export const intersects = (a: Rect, b: Rect): boolean => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The lowest bottom edge of everything shown in the phone's top column (its header, chips and notices). */
export function topBandBottom(page: Page): Promise<number> {
  return page.locator('.map-screen__top').evaluate((column) => {
    const shown = [...column.querySelectorAll('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility === 'visible';
    });
    return Math.max(column.getBoundingClientRect().top, ...shown.map((element) => element.getBoundingClientRect().bottom));
  });
}

/** Every element shown over the map's canvas matching the selectors, each with its rect. */
export function overlayRects(page: Page, selectors: string): Promise<Array<{ name: string; rect: Rect }>> {
  return page.evaluate((query) => {
    return [...document.querySelectorAll(query)]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ element, box }) => box.width > 0 && box.height > 0 && getComputedStyle(element).visibility === 'visible')
      .map(({ element, box }) => ({ name: element.className.toString(), rect: { left: box.left, top: box.top, right: box.right, bottom: box.bottom } }));
  }, selectors);
}

/**
 * The box, in viewport px, of the selected parcel's outline as the map draws it; null when none is drawn. Everything
 * but the map's canvas is hidden for the screenshot (markers and overlays would cover the outline), then shown again.
 */
export async function highlightBox(page: Page): Promise<Rect | null> {
  const style = await page.addStyleTag({ content: '* { visibility: hidden !important; } canvas.maplibregl-canvas { visibility: visible !important; }' });
  let png: Buffer;
  try {
    png = await page.screenshot();
  } finally {
    await style.evaluate((element) => element.parentNode?.removeChild(element));
  }
  return page.evaluate(
    async ({ base64, rgb, tolerance, minPixels }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D context to read the screenshot');
      context.drawImage(bitmap, 0, 0);
      const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      const found = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity, pixels: 0 };
      for (let y = 0; y < height; y += 1) {
        for (let x = 0; x < width; x += 1) {
          const at = (y * width + x) * 4;
          const near = [0, 1, 2].every((channel) => Math.abs((data[at + channel] ?? 0) - (rgb[channel] ?? 0)) <= tolerance);
          if (!near) continue;
          found.pixels += 1;
          found.left = Math.min(found.left, x);
          found.right = Math.max(found.right, x + 1);
          found.top = Math.min(found.top, y);
          found.bottom = Math.max(found.bottom, y + 1);
        }
      }
      if (found.pixels < minPixels) return null;
      return { left: found.left, top: found.top, right: found.right, bottom: found.bottom };
    },
    { base64: png.toString('base64'), rgb: HIGHLIGHT_RGB, tolerance: HIGHLIGHT_TOLERANCE, minPixels: MIN_OUTLINE_PIXELS },
  );
}

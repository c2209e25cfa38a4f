// The phone's bottom sheet as the page itself lays it out.
//
// Read inside the page, not through the protocol's box model: headless Chromium left the sheet's spring mid-rise (its
// animation frames stopped once the map went idle) while only boundingBox() polled it, and ran them on when the page
// itself was asked.

import type { Page } from 'playwright-core';

export interface SheetBox {
  /** Its top edge, px from the top of the viewport. */
  top: number;
  /** Its height as a percent of the viewport height. */
  heightPercent: number;
}

export function sheetBox(page: Page): Promise<SheetBox> {
  return page.getByRole('region', { name: 'Property details' }).evaluate((sheet) => {
    const { top, height } = sheet.getBoundingClientRect();
    return { top, heightPercent: (height / window.innerHeight) * 100 };
  });
}

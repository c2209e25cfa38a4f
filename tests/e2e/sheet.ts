// The phone's bottom sheet as the page itself lays it out (read inside the page: what a finger meets there).

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

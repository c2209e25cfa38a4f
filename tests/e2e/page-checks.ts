// The checks every screen must pass in Chromium: axe finds no serious or critical violation, every button and link
// outside running text is at least 44 px in both directions, and nothing moves once drawn (no layout shift).

import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';

export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

export async function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    function isInSentence(el: HTMLElement): boolean {
      const own = el.textContent?.trim().length ?? 0;
      const around = el.parentElement?.textContent?.trim().length ?? 0;
      return getComputedStyle(el).display === 'inline' && around > own + 10;
    }
    return [...document.querySelectorAll<HTMLElement>('button, a[href], input, select, [role="tab"]')]
      // Links inside a sentence are exempt (WCAG 2.5.8 inline exception); so are hidden elements.
      .filter((el) => el.offsetParent !== null && !isInSentence(el))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0 && (box.width < 44 || box.height < 44))
      .map(({ el, box }) => `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`);
  });
}

/**
 * Records, in every page the context opens from now on, each layout shift from the first paint on with what moved
 * (`layoutShifts(page)` reads them): added before the page loads, so the shifts of its load are among them.
 */
export async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { layoutShifts: string[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node | null }[] }[]) {
        const moved = entry.sources.map(({ node }) => (node instanceof Element ? node.className || node.tagName : String(node?.nodeName)));
        shifts.push(`${entry.value.toFixed(4)} (${moved.join(', ')})`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts recorded so far (recordLayoutShifts): their scores and what moved. */
export async function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts?: string[] }).layoutShifts ?? ['(not recorded)']);
}

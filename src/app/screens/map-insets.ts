// How far down the map's top edge the screen's overlays reach, so a pick is framed below them.

/**
 * What floats along the top: each item of the column, each chip, and the legend by its toggle alone: open, the
 * legend folds off a selection it would cover, so the map need not make room for its list.
 */
const TOP_ITEMS = ':scope > :not(.map-screen__chips), .map-screen__chips > :not(.map-legend), .map-legend__toggle';

/** The lowest bottom edge, px from the viewport top, of what the column holds and shows (its own top when nothing). */
export function topOverlaysBottom(column: Element): number {
  const shown = [...column.querySelectorAll(TOP_ITEMS)].filter((item) => item.getClientRects().length > 0 && !item.closest('.map-screen__covered'));
  return Math.max(column.getBoundingClientRect().top, ...shown.map((item) => item.getBoundingClientRect().bottom));
}

// Where the map frames a pick: the part of it that what floats over its edges leaves free, in the map adapter's terms.
import type { Geometry, Position } from 'geojson';

/** Screen pixels covered along the map's top and bottom edges (the phone's search column, a sheet). */
export interface ViewInsets {
  top: number;
  bottom: number;
}

/** A box on screen, in CSS pixels from the viewport's top-left (as getBoundingClientRect measures). */
export interface ScreenBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** How far inside the free part a revealed place must sit, and how long the move to bring it there takes. */
const REVEAL_MARGIN_PX = 48;
export const REVEAL_DURATION_MS = 300;

/** Where the target must sit, from the container's centre, to land in the middle of the part the insets leave free. */
export function centreOffset(insets: ViewInsets): [number, number] {
  return [0, (insets.top - insets.bottom) / 2];
}

/** The margin a revealed place keeps inside the free part: less where that part is short (a phone held sideways). */
export function revealMargin(height: number, insets: ViewInsets): number {
  return Math.max(0, Math.min(REVEAL_MARGIN_PX, (height - insets.top - insets.bottom) / 4));
}

/** Whether a box (px from the container's top-left) lies, with the margin, in the part of the container left free. */
export function isInside(box: ScreenBox, container: { clientWidth: number; clientHeight: number }, insets: ViewInsets): boolean {
  const { clientWidth: width, clientHeight: height } = container;
  const margin = revealMargin(height, insets);
  return box.left >= margin && box.right <= width - margin && box.top >= insets.top + margin && box.bottom <= height - insets.bottom - margin;
}

/** Every position of a geometry, for the box around what a layer draws. */
export function positionsOf(geometry: Geometry): Position[] {
  switch (geometry.type) {
    case 'Point':
      return [geometry.coordinates];
    case 'MultiPoint':
    case 'LineString':
      return geometry.coordinates;
    case 'MultiLineString':
    case 'Polygon':
      return geometry.coordinates.flat();
    case 'MultiPolygon':
      return geometry.coordinates.flat(2);
    case 'GeometryCollection':
      return geometry.geometries.flatMap(positionsOf);
  }
}

/**
 * Reports how far MapLibre's credit line reaches up from the container's bottom edge; returns what stops the reports.
 * Called once on observe, then whenever the line folds, unfolds or wraps: it is pinned to the bottom edge, so a resize
 * of the map alone does not move it.
 */
export function watchCreditHeight(container: HTMLElement, report: (px: number) => void): () => void {
  const credit = container.querySelector('.maplibregl-ctrl-attrib');
  if (!credit) return () => undefined;
  const observer = new ResizeObserver(() => report(container.getBoundingClientRect().bottom - credit.getBoundingClientRect().top));
  observer.observe(credit);
  return () => observer.disconnect();
}

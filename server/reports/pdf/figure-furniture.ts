// The site figure's furniture: scale bar, north arrow, hatching and the legend of the zones shown.
import {
  clipEvenOdd,
  closePath,
  endPath,
  lineTo,
  moveTo,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setLineWidth,
  setStrokingRgbColor,
  stroke,
  type PDFOperator,
  type PDFPage,
  type RGB,
} from 'pdf-lib';
import type { SiteZone } from '../../../src/lib/report/site-figure';
import { roundScaleLength } from './figure-geometry';
import type { FigureRect } from './figure-labels';
import { ZONE_FILL_OPACITY, legendText, zoneStyle } from './figure-style';
import { INK, type Fonts } from './page-flow';
import { toWinAnsi } from './win-ansi';

/** A rectangle on the page: left, bottom, width, height in PDF points. */
export interface PageBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const BLACK = rgb(0.1, 0.1, 0.1);
const WHITE = rgb(1, 1, 1);

/** The scale bar's length: the longest round length up to a quarter of the figure's width. */
function scaleBarMetres(width: number, pointsPerMetre: number): number {
  return roundScaleLength((width * 0.25) / pointsPerMetre);
}

/** What the north arrow and the scale bar cover, in figure points (y down from the top): no label may go there. */
export function furnitureRects(width: number, height: number, pointsPerMetre: number): FigureRect[] {
  const barLength = scaleBarMetres(width, pointsPerMetre) * pointsPerMetre;
  return [
    { left: width - 38, top: 0, right: width, bottom: 44 },
    { left: 0, top: height - 36, right: barLength + 20, bottom: height },
  ];
}

/** Scale bar in the bottom-left corner. */
export function drawScaleBar(page: PDFPage, fonts: Fonts, box: PageBox, pointsPerMetre: number): number {
  const metres = scaleBarMetres(box.width, pointsPerMetre);
  const length = metres * pointsPerMetre;
  const label = `${metres} m`;
  const x = box.x + 10;
  const y = box.y + 10;
  page.drawRectangle({ x: x - 5, y: y - 5, width: length + 10, height: 26, color: WHITE, opacity: 0.85 });
  const half = length / 2;
  page.drawRectangle({ x, y, width: half, height: 4, color: BLACK, borderColor: BLACK, borderWidth: 0.6 });
  page.drawRectangle({ x: x + half, y, width: half, height: 4, color: WHITE, borderColor: BLACK, borderWidth: 0.6 });
  page.drawText('0', { x: x - 1.5, y: y + 7, size: 7, font: fonts.regular, color: BLACK });
  const labelWidth = fonts.bold.widthOfTextAtSize(label, 7.5);
  page.drawText(label, { x: x + length - labelWidth, y: y + 7, size: 7.5, font: fonts.bold, color: BLACK });
  return metres;
}

/** North arrow in the top-right corner (the projection keeps north up). */
export function drawNorthArrow(page: PDFPage, fonts: Fonts, box: PageBox): void {
  const cx = box.x + box.width - 20;
  const top = box.y + box.height - 8;
  page.drawCircle({ x: cx, y: top - 18, size: 14, color: WHITE, opacity: 0.85 });
  page.drawSvgPath('M0 0 L6 18 L0 13 L-6 18 Z', { x: cx, y: top - 10, color: BLACK, borderColor: BLACK, borderWidth: 0.5 });
  const width = fonts.bold.widthOfTextAtSize('N', 9);
  page.drawText('N', { x: cx - width / 2, y: top - 8, size: 9, font: fonts.bold, color: BLACK });
}

/** Diagonal lines over a region, clipped to the given rings (page coordinates). */
export function hatchOperators(rings: readonly (readonly (readonly [number, number])[])[], colour: RGB, spacing = 5): PDFOperator[] {
  const points = rings.flat();
  if (points.length === 0) return [];
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const ops: PDFOperator[] = [pushGraphicsState()];
  for (const ring of rings) {
    ring.forEach(([x, y], index) => ops.push(index === 0 ? moveTo(x, y) : lineTo(x, y)));
    ops.push(closePath());
  }
  ops.push(clipEvenOdd(), endPath(), setStrokingRgbColor(colour.red, colour.green, colour.blue), setLineWidth(0.6));
  // Lines of slope 1: y = x + c, for c across the region.
  for (let c = minY - maxX; c <= maxY - minX; c += spacing) {
    ops.push(moveTo(minX, minX + c), lineTo(maxX, maxX + c));
  }
  ops.push(stroke(), popGraphicsState());
  return ops;
}

function drawSwatch(page: PDFPage, x: number, y: number, zone: SiteZone): void {
  const style = zoneStyle(zone);
  page.drawRectangle({ x, y, width: 14, height: 9, color: style.fill, opacity: ZONE_FILL_OPACITY, borderColor: style.outline, borderWidth: 0.8 });
  if (style.hatched) {
    page.pushOperators(...hatchOperators([[[x, y], [x + 14, y], [x + 14, y + 9], [x, y + 9]]], style.outline, 3));
  }
}

/** How the figure draws the neighbouring parcels' outlines and the streets: the legend shows the same. */
export const PARCEL_LINE = { colour: rgb(0.3, 0.3, 0.3), width: 0.45 } as const;
export const STREET_LINE = { casing: rgb(0.55, 0.55, 0.55), fill: rgb(1, 1, 1) } as const;

/** What else the figure shows, for the legend: neighbouring parcels, streets. */
export interface LegendExtras {
  readonly parcels: boolean;
  readonly streets: boolean;
}

/** One legend entry per zone symbol shown plus the subject parcel, in rows under the figure; returns the height used. */
export function drawLegend(page: PDFPage, fonts: Fonts, left: number, top: number, width: number, zones: readonly SiteZone[], extras: LegendExtras): number {
  const size = 8;
  const rowHeight = 14;
  const seen = new Set<string>();
  const shown = zones.filter((zone) => !seen.has(legendText(zone)) && seen.add(legendText(zone)));
  const entries: { text: string; draw: (x: number, y: number) => void }[] = [
    { text: 'Subject parcel', draw: (x, y) => page.drawRectangle({ x, y, width: 14, height: 9, borderColor: BLACK, borderWidth: 2 }) },
    ...(extras.parcels
      ? [{ text: 'Neighbouring parcel', draw: (x: number, y: number) => page.drawRectangle({ x, y, width: 14, height: 9, borderColor: PARCEL_LINE.colour, borderWidth: PARCEL_LINE.width }) }]
      : []),
    ...(extras.streets
      ? [
          {
            text: 'Street',
            draw: (x: number, y: number) => page.drawRectangle({ x, y: y + 1, width: 14, height: 7, color: STREET_LINE.fill, borderColor: STREET_LINE.casing, borderWidth: 0.8 }),
          },
        ]
      : []),
    ...shown.map((zone) => ({ text: toWinAnsi(legendText(zone)), draw: (x: number, y: number) => drawSwatch(page, x, y, zone) })),
  ];
  let x = left;
  let y = top - rowHeight;
  for (const entry of entries) {
    const entryWidth = 20 + fonts.regular.widthOfTextAtSize(entry.text, size) + 14;
    if (x > left && x + entryWidth > left + width) {
      x = left;
      y -= rowHeight;
    }
    entry.draw(x, y);
    page.drawText(entry.text, { x: x + 20, y: y + 1.5, size, font: fonts.regular, color: INK.text });
    x += entryWidth;
  }
  return top - y + 4;
}

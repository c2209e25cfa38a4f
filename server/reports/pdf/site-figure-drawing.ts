// Draws the site figure as vectors: zoning polygons in their colours with labels, the parcel on top, scale bar, north arrow.
import { clip, endPath, popGraphicsState, pushGraphicsState, rectangle, rgb, type PDFPage } from 'pdf-lib';
import type { Position } from 'geojson';
import type { SiteFigure } from '../../../src/lib/report/site-figure';
import { drawLegend, drawNorthArrow, drawScaleBar, hatchOperators, type PageBox } from './figure-furniture';
import {
  clipRingToBox,
  fitProjection,
  labelSpot,
  orientRings,
  ringsToSvgPath,
  visibleArea,
  type FigurePoint,
  type FigureProjection,
} from './figure-geometry';
import { ZONE_FILL_OPACITY, zoneStyle } from './figure-style';
import { INK, type Fonts } from './page-flow';
import { toWinAnsi } from './win-ansi';

export const FIGURE_UNAVAILABLE = 'Site figure unavailable for this point';

const LABEL_SIZE = 7.5;
/** Polygons showing less than this (square points) get no label: it would cover its neighbours. */
const MIN_LABEL_AREA = 250;

interface Label {
  text: string;
  x: number;
  y: number;
}

function project(rings: readonly Position[][], projection: FigureProjection): FigurePoint[][] {
  return rings.map((ring) => ring.map(projection.project));
}

function chooseLabel(fonts: Fonts, rings: FigurePoint[][], width: number, height: number, label: string, zone: string): Label | null {
  const visible = rings.map((ring) => clipRingToBox(ring, width, height)).filter((ring, index) => index > 0 || ring.length >= 3);
  if (visible.length === 0 || (visible[0]?.length ?? 0) < 3 || visibleArea(visible) < MIN_LABEL_AREA) return null;
  const spot = labelSpot(visible);
  if (!spot) return null;
  const candidates = [toWinAnsi(label), toWinAnsi(zone)];
  const text = candidates.find((candidate) => fonts.bold.widthOfTextAtSize(candidate, LABEL_SIZE) + 4 <= spot.room) ?? candidates[1];
  return text ? { text, x: spot.x, y: spot.y } : null;
}

function drawLabel(page: PDFPage, fonts: Fonts, box: PageBox, label: Label): void {
  const width = fonts.bold.widthOfTextAtSize(label.text, LABEL_SIZE);
  // Kept wholly inside the frame: a spot near an edge would otherwise have its label cut by the clip.
  const centreX = Math.min(Math.max(label.x, width / 2 + 3), box.width - width / 2 - 3);
  const centreY = Math.min(Math.max(label.y, LABEL_SIZE), box.height - LABEL_SIZE);
  const x = box.x + centreX - width / 2;
  const y = box.y + box.height - centreY - LABEL_SIZE / 2 + 1;
  page.drawRectangle({ x: x - 2, y: y - 2, width: width + 4, height: LABEL_SIZE + 3, color: rgb(1, 1, 1), opacity: 0.75 });
  page.drawText(label.text, { x, y, size: LABEL_SIZE, font: fonts.bold, color: INK.text });
}

/** The figure box and, under it, the legend; returns the height used below `box`'s bottom by the legend. */
export function drawSiteFigure(page: PDFPage, fonts: Fonts, box: PageBox, figure: SiteFigure | null, site?: readonly [number, number]): number {
  page.drawRectangle({ ...box, color: rgb(0.985, 0.985, 0.98) });
  if (!figure) {
    const width = fonts.bold.widthOfTextAtSize(FIGURE_UNAVAILABLE, 11);
    page.drawText(FIGURE_UNAVAILABLE, { x: box.x + (box.width - width) / 2, y: box.y + box.height / 2 - 4, size: 11, font: fonts.bold, color: INK.muted });
    page.drawRectangle({ ...box, borderColor: INK.rule, borderWidth: 1 });
    return 0;
  }
  const projection = fitProjection(figure.bbox, box.width, box.height);
  const top = box.y + box.height;
  const toPage = ([x, y]: FigurePoint): [number, number] => [box.x + x, top - y];
  const labels: Label[] = [];

  // Everything outside the frame is clipped away: the polygons run on beyond it.
  page.pushOperators(pushGraphicsState(), rectangle(box.x, box.y, box.width, box.height), clip(), endPath());
  for (const zone of figure.zones) {
    const style = zoneStyle(zone);
    for (const polygon of zone.polygons) {
      const rings = orientRings(project(polygon, projection));
      const path = ringsToSvgPath(rings);
      if (!path) continue;
      page.drawSvgPath(path, { x: box.x, y: top, color: style.fill, opacity: ZONE_FILL_OPACITY, borderColor: style.outline, borderWidth: 0.8 });
      if (style.hatched) page.pushOperators(...hatchOperators(rings.map((ring) => ring.map(toPage)), style.outline));
      const label = chooseLabel(fonts, rings, box.width, box.height, zone.label, zone.zone);
      if (label) labels.push(label);
    }
  }
  if (figure.parcel) {
    const path = ringsToSvgPath(project(figure.parcel, projection));
    if (path) page.drawSvgPath(path, { x: box.x, y: top, borderColor: rgb(0.05, 0.05, 0.05), borderWidth: 2.2 });
  }
  if (site) {
    const [x, y] = toPage(projection.project([...site]));
    page.drawCircle({ x, y, size: 3, color: rgb(0.85, 0.1, 0.1), borderColor: rgb(1, 1, 1), borderWidth: 1 });
  }
  for (const label of labels) drawLabel(page, fonts, box, label);
  page.pushOperators(popGraphicsState());

  drawNorthArrow(page, fonts, box);
  drawScaleBar(page, fonts, box, projection.pointsPerMetre);
  page.drawRectangle({ ...box, borderColor: INK.muted, borderWidth: 1 });
  return drawLegend(page, fonts, box.x, box.y - 4, box.width, figure.zones);
}

// Draws the site figure as vectors: zoning polygons in their colours, the neighbouring parcels' outlines, the streets
// with their names, the subject parcel on top, one label per zone where it fits, scale bar and north arrow.
import { LineCapStyle, LineJoinStyle, clip, degrees, endPath, popGraphicsState, pushGraphicsState, rectangle, rgb, type PDFPage } from 'pdf-lib';
import type { Position } from 'geojson';
import type { SiteFigure, SiteZone } from '../../../src/lib/report/site-figure';
import { PARCEL_LINE, STREET_LINE, drawLegend, drawNorthArrow, drawScaleBar, furnitureRects, hatchOperators, type PageBox } from './figure-furniture';
import { clipRingToBox, fitProjection, labelSpots, orientRings, ringsToSvgPath, visibleArea, type FigurePoint, type FigureProjection, type LabelSpot } from './figure-geometry';
import { TakenBoxes, placeLabel, placeStreetName, rectsMeet, type FigureRect } from './figure-labels';
import { ZONE_FILL_OPACITY, zoneStyle } from './figure-style';
import { INK, type Fonts } from './page-flow';
import { toWinAnsi } from './win-ansi';

export const FIGURE_UNAVAILABLE = 'Site figure unavailable for this point';

const LABEL_SIZE = 7.5;
const STREET_NAME_SIZE = 6.5;
/** Polygons showing less than this (square points) get no label: it would cover its neighbours. */
const MIN_LABEL_AREA = 250;
/** A street is drawn this wide on the ground (a nominal road, for the picture only), within the widths below. */
const STREET_METRES = 10;
const STREET_POINTS = { min: 7, max: 14 } as const;

function project(rings: readonly Position[][], projection: FigureProjection): FigurePoint[][] {
  return rings.map((ring) => ring.map(projection.project));
}

/** The spots inside a polygon's visible part where its label may go, best first. */
function spotsOf(rings: FigurePoint[][], width: number, height: number): LabelSpot[] {
  const visible = rings.map((ring) => clipRingToBox(ring, width, height)).filter((ring, index) => index > 0 || ring.length >= 3);
  if (visible.length === 0 || (visible[0]?.length ?? 0) < 3 || visibleArea(visible) < MIN_LABEL_AREA) return [];
  return labelSpots(visible);
}

/** The box of the subject parcel's outline: labels keep off it where they can, so the parcel reads clearly. */
function boundsOf(rings: readonly FigurePoint[][]): FigureRect | null {
  const points = rings.flat();
  if (points.length === 0) return null;
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
}

/** A polyline as an SVG path (open: a street is not a ring). */
function lineToSvgPath(line: readonly FigurePoint[]): string {
  return line.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(2)} ${y.toFixed(2)}`).join(' ');
}

interface FigureFrame {
  readonly page: PDFPage;
  readonly fonts: Fonts;
  readonly box: PageBox;
  readonly projection: FigureProjection;
}

function drawZones({ page, box, projection }: FigureFrame, zones: readonly SiteZone[]): void {
  const top = box.y + box.height;
  const toPage = ([x, y]: FigurePoint): [number, number] => [box.x + x, top - y];
  for (const zone of zones) {
    const style = zoneStyle(zone);
    for (const polygon of zone.polygons) {
      const rings = orientRings(project(polygon, projection));
      const path = ringsToSvgPath(rings);
      if (!path) continue;
      page.drawSvgPath(path, { x: box.x, y: top, color: style.fill, opacity: ZONE_FILL_OPACITY, borderColor: style.outline, borderWidth: 0.8 });
      if (style.hatched) page.pushOperators(...hatchOperators(rings.map((ring) => ring.map(toPage)), style.outline));
    }
  }
}

function drawParcels({ page, box, projection }: FigureFrame, parcels: readonly Position[][][]): void {
  for (const parcel of parcels) {
    const path = ringsToSvgPath(project(parcel, projection));
    if (path) page.drawSvgPath(path, { x: box.x, y: box.y + box.height, borderColor: PARCEL_LINE.colour, borderWidth: PARCEL_LINE.width });
  }
}

/** Streets as roads: a grey casing under a white band, so crossing streets join cleanly. */
function drawStreets({ page, box, projection }: FigureFrame, lines: readonly FigurePoint[][]): void {
  const width = Math.min(Math.max(STREET_METRES * projection.pointsPerMetre, STREET_POINTS.min), STREET_POINTS.max);
  const stroke = { x: box.x, y: box.y + box.height, borderLineCap: LineCapStyle.Round, borderLineJoin: LineJoinStyle.Round } as const;
  for (const line of lines) page.drawSvgPath(lineToSvgPath(line), { ...stroke, borderColor: STREET_LINE.casing, borderWidth: width + 1.6 });
  for (const line of lines) page.drawSvgPath(lineToSvgPath(line), { ...stroke, borderColor: STREET_LINE.fill, borderWidth: width });
}

/** Each street's name once, along the longest stretch where it fits and meets nothing already placed. */
function drawStreetNames({ page, fonts, box }: FigureFrame, streets: readonly { name: string; line: FigurePoint[] }[], taken: TakenBoxes): void {
  const font = fonts.regular;
  const frame = { width: box.width, height: box.height };
  const seen = new Set<string>();
  for (const street of streets) {
    const name = toWinAnsi(street.name);
    if (!name.trim() || seen.has(name)) continue;
    const width = font.widthOfTextAtSize(name, STREET_NAME_SIZE);
    const spot = placeStreetName(street.line, width, STREET_NAME_SIZE, frame, (rect) => taken.isFree(rect));
    if (!spot) continue;
    seen.add(name);
    taken.take(spot.rect);
    // Baseline start: back half the name along the street, down a third of the size across it (page y is up).
    const [cos, sin] = [Math.cos(spot.angle), Math.sin(spot.angle)];
    const x = box.x + spot.x - (width / 2) * cos - STREET_NAME_SIZE * 0.35 * sin;
    const y = box.y + box.height - spot.y + (width / 2) * sin - STREET_NAME_SIZE * 0.35 * cos;
    page.drawText(name, { x, y, size: STREET_NAME_SIZE, font, color: rgb(0.25, 0.25, 0.25), rotate: degrees((-spot.angle * 180) / Math.PI) });
  }
}

/**
 * One label per zone label: the full label where it fits across the zone, else the zone symbol; at the best free
 * spot of any of the zone's polygons, off the subject parcel where it can be, never over the furniture or another label.
 */
function drawZoneLabels({ page, fonts, box, projection }: FigureFrame, zones: readonly SiteZone[], taken: TakenBoxes, parcel: FigureRect | null): void {
  const font = fonts.bold;
  const frame = { width: box.width, height: box.height };
  const byLabel = new Map<string, { zone: string; spots: LabelSpot[] }>();
  for (const zone of zones) {
    const spots = zone.polygons.flatMap((polygon) => spotsOf(orientRings(project(polygon, projection)), box.width, box.height));
    const entry = byLabel.get(zone.label) ?? { zone: zone.zone, spots: [] };
    byLabel.set(zone.label, { ...entry, spots: [...entry.spots, ...spots] });
  }
  // Two zones whose labels fall back to the same symbol ('CR') show it once: the legend names the colour.
  const shown = new Set<string>();
  for (const [label, { zone, spots }] of byLabel) {
    const texts = [...new Set([toWinAnsi(label), toWinAnsi(zone)])]
      .filter((text) => !shown.has(text))
      .map((text) => ({ text, width: font.widthOfTextAtSize(text, LABEL_SIZE) }));
    const best = [...spots].sort((a, b) => b.room - a.room);
    const offParcel = (rect: FigureRect) => taken.isFree(rect) && (!parcel || !rectsMeet(parcel, rect));
    const placed = placeLabel(best, texts, LABEL_SIZE + 1, frame, offParcel) ?? placeLabel(best, texts, LABEL_SIZE + 1, frame, (rect) => taken.isFree(rect));
    if (!placed) continue;
    shown.add(placed.text);
    taken.take(placed.rect);
    const width = font.widthOfTextAtSize(placed.text, LABEL_SIZE);
    const x = box.x + placed.x - width / 2;
    const y = box.y + box.height - placed.y - LABEL_SIZE / 2 + 1;
    page.drawRectangle({ x: x - 2, y: y - 2, width: width + 4, height: LABEL_SIZE + 3, color: rgb(1, 1, 1), opacity: 0.75 });
    page.drawText(placed.text, { x, y, size: LABEL_SIZE, font, color: INK.text });
  }
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
  const frame: FigureFrame = { page, fonts, box, projection };
  const top = box.y + box.height;
  const streets = figure.streets.filter((street) => street.line.length >= 2).map((street) => ({ name: street.name, line: street.line.map(projection.project) }));
  const parcel = figure.parcel ? project(figure.parcel, projection) : null;
  const taken = new TakenBoxes(furnitureRects(box.width, box.height, projection.pointsPerMetre));

  // Everything outside the frame is clipped away: the polygons and streets run on beyond it.
  page.pushOperators(pushGraphicsState(), rectangle(box.x, box.y, box.width, box.height), clip(), endPath());
  drawZones(frame, figure.zones);
  drawParcels(frame, figure.parcels);
  drawStreets(frame, streets.map((street) => street.line));
  if (parcel) {
    const path = ringsToSvgPath(parcel);
    if (path) page.drawSvgPath(path, { x: box.x, y: top, color: rgb(1, 1, 1), opacity: 0.25, borderColor: rgb(0.05, 0.05, 0.05), borderWidth: 2.2 });
  }
  if (site) {
    const [x, y] = projection.project([...site]);
    page.drawCircle({ x: box.x + x, y: top - y, size: 3, color: rgb(0.85, 0.1, 0.1), borderColor: rgb(1, 1, 1), borderWidth: 1 });
  }
  drawStreetNames(frame, streets, taken);
  drawZoneLabels(frame, figure.zones, taken, parcel ? boundsOf(parcel) : null);
  page.pushOperators(popGraphicsState());

  drawNorthArrow(page, fonts, box);
  drawScaleBar(page, fonts, box, projection.pointsPerMetre);
  page.drawRectangle({ ...box, borderColor: INK.muted, borderWidth: 1 });
  return drawLegend(page, fonts, box.x, box.y - 4, box.width, figure.zones, { parcels: figure.parcels.length > 0, streets: streets.length > 0 });
}

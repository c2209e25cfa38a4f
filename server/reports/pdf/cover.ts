// The cover page: product, title, report id, address, date, coordinates and data source, then the site figure.
import type { ZoningBrief } from '../../../src/lib/report/brief-model';
import { shownZoneLabel } from '../../../src/lib/report/brief-wording';
import type { SiteFigure } from '../../../src/lib/report/site-figure';
import { bboxAspect } from './figure-geometry';
import { rgb } from 'pdf-lib';
import { DEMO_COVER_NOTICE, dataSourceLine, formatBriefDate, formatCoordinates } from './brief-sections';
import { CONTENT_WIDTH, INK, PAGE, drawLines, wrapText, type PageFlow } from './page-flow';
import { drawSiteFigure } from './site-figure-drawing';

export const PRODUCT_TAGLINE = 'AI-Powered Zoning Intelligence';

/** Room kept under the figure for its legend. */
const LEGEND_ROOM = 46;
/** Without a figure, a short box says so instead of a large empty frame. */
const UNAVAILABLE_HEIGHT = 72;
const NOTICE_RED = rgb(0.75, 0.1, 0.1);
const NOTICE_PAD = 8;

/** A red-framed box under the title: a brief on demo data says so where a buyer looks first. */
function drawDemoNotice(flow: PageFlow, y: number): number {
  const { page, fonts } = flow;
  const [title, text] = DEMO_COVER_NOTICE;
  const inner = CONTENT_WIDTH - 2 * NOTICE_PAD;
  const titleLines = wrapText(title, fonts.bold, 12, inner);
  const textLines = wrapText(text, fonts.regular, 10, inner);
  const height = NOTICE_PAD * 2 + titleLines.length * 15 + textLines.length * 13 + 3;
  page.drawRectangle({
    x: PAGE.margin,
    y: y - height,
    width: CONTENT_WIDTH,
    height,
    borderColor: NOTICE_RED,
    borderWidth: 1.5,
    color: rgb(1, 0.95, 0.95),
  });
  let cursor = y - NOTICE_PAD;
  cursor -= drawLines(page, titleLines, PAGE.margin + NOTICE_PAD, cursor, { font: fonts.bold, size: 12, lineHeight: 15, color: NOTICE_RED });
  drawLines(page, textLines, PAGE.margin + NOTICE_PAD, cursor, { font: fonts.regular, size: 10, lineHeight: 13, color: INK.text });
  return height;
}

export function writeCover(flow: PageFlow, brief: ZoningBrief, figure: SiteFigure | null): void {
  const { page, fonts } = flow;
  const left = PAGE.margin;
  let y = flow.y;
  y -= drawLines(page, [brief.product], left, y, { font: fonts.bold, size: 26, color: INK.accent });
  y -= drawLines(page, [PRODUCT_TAGLINE], left, y, { font: fonts.regular, size: 11, color: INK.muted });
  y -= 12;
  y -= drawLines(page, [brief.title], left, y, { font: fonts.bold, size: 20, color: INK.text });
  y -= 8;
  if (brief.provenance.demo) y -= drawDemoNotice(flow, y) + 10;

  const facts: [string, string][] = [
    ['Report ID', brief.reportId],
    ['Address', brief.property.address],
    ['Date', formatBriefDate(brief.generatedAt)],
    ['Coordinates', formatCoordinates(brief.property.lat, brief.property.lng)],
    brief.formerBylaw === null
      ? ['Zone', shownZoneLabel(brief.zoning.label, brief.zoning.zone)]
      : ['Zone', `Former by-law area: not By-law 569-2013 (the zoning data shows ${brief.zoning.label ?? brief.zoning.zone})`],
    ['Data source', dataSourceLine(brief)],
  ];
  const labelWidth = 86;
  for (const [label, value] of facts) {
    const lines = wrapText(value, fonts.regular, 10.5, CONTENT_WIDTH - labelWidth);
    drawLines(page, [label], left, y, { font: fonts.bold, size: 10.5, color: INK.muted });
    y -= drawLines(page, lines, left + labelWidth, y, { font: fonts.regular, size: 10.5 }) + 2;
  }

  y -= 12;
  y -= drawLines(page, ['Site figure'], left, y, { font: fonts.bold, size: 13, color: INK.headerFill });
  y -= 6;
  // The frame keeps the figure's own shape: beyond its bbox the data holds no zones, so nothing else is drawn.
  const room = y - PAGE.bodyBottom - LEGEND_ROOM;
  const aspect = figure ? bboxAspect(figure.bbox) : CONTENT_WIDTH / UNAVAILABLE_HEIGHT;
  const width = Math.min(CONTENT_WIDTH, room * aspect);
  const height = width / aspect;
  const box = { x: left + (CONTENT_WIDTH - width) / 2, y: y - height, width, height };
  const legendHeight = drawSiteFigure(page, fonts, box, figure, [brief.property.lng, brief.property.lat]);
  flow.y = box.y - legendHeight;
}

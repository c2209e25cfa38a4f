// Renders a ZoningBrief (and its site figure) to the Type D Informational Zoning Brief PDF with pdf-lib.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { ZoningBrief } from '../../../src/lib/report/brief-model';
import { shownZoneLabel } from '../../../src/lib/report/brief-wording';
import type { SiteFigure } from '../../../src/lib/report/site-figure';
import { briefSections, type BriefSection } from './brief-sections';
import { writeCover } from './cover';
import { INK, PAGE, measureParagraph, newPage, startPage, writeHeading, writeParagraph, type Fonts, type PageFlow, type TextStyle } from './page-flow';
import { drawFooter, drawHeader, drawWatermark } from './page-furniture';
import { measureTable, writeTable } from './table';
import { toWinAnsi } from './win-ansi';

const PARAGRAPH_GAP = 6;

function bodyStyle(flow: PageFlow, muted = false): TextStyle {
  return { font: flow.fonts.regular, size: 9.5, ...(muted ? { color: INK.muted } : {}) };
}

function measureSection(flow: PageFlow, section: BriefSection): number {
  const table = section.rows.length > 0 ? measureTable(flow, section.rows) : 0;
  const empty = section.rows.length === 0 && section.whenEmpty ? measureParagraph(flow, section.whenEmpty, bodyStyle(flow, true)) : 0;
  const paragraphs = (section.paragraphs ?? []).reduce((sum, text) => sum + measureParagraph(flow, text, bodyStyle(flow)) + PARAGRAPH_GAP, 0);
  return table + empty + paragraphs;
}

/** A section no taller than this starts on a new page rather than being split. */
const KEEP_TOGETHER_MAX = (PAGE.bodyTop - PAGE.bodyBottom) / 2;

function writeSection(flow: PageFlow, section: BriefSection): void {
  const height = measureSection(flow, section);
  writeHeading(flow, section.heading, height <= KEEP_TOGETHER_MAX ? height : 60);
  if (section.rows.length > 0) writeTable(flow, section.heading, section.rows);
  else if (section.whenEmpty) writeParagraph(flow, section.whenEmpty, bodyStyle(flow, true));
  for (const paragraph of section.paragraphs ?? []) {
    writeParagraph(flow, paragraph, bodyStyle(flow));
    flow.y -= PARAGRAPH_GAP;
  }
}

function setMetadata(doc: PDFDocument, brief: ZoningBrief): void {
  const created = new Date(brief.generatedAt);
  const date = Number.isNaN(created.getTime()) ? new Date(0) : created;
  doc.setTitle(toWinAnsi(`${brief.title}: ${brief.property.address} (${brief.reportId})`), { showInWindowTitleBar: true });
  doc.setAuthor(brief.product);
  doc.setSubject(toWinAnsi(`Zoning of ${brief.property.address}: ${shownZoneLabel(brief.zoning.label, brief.zoning.zone)}`));
  doc.setKeywords(['zoning', 'Toronto', 'By-law 569-2013', brief.reportId]);
  doc.setCreator(brief.product);
  doc.setProducer(brief.product);
  doc.setLanguage('en-CA');
  doc.setCreationDate(date);
  doc.setModificationDate(date);
}

/**
 * The brief as PDF bytes: a cover with the site figure, then the sections as tables; every page has the header,
 * 'Page N of M', the disclaimer and, for demo data, the watermark. Standard fonts only, so nothing is embedded.
 */
export async function renderBriefPdf(brief: ZoningBrief, figure: SiteFigure | null): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const flow: PageFlow = { doc, fonts, page: startPage({ doc }), y: PAGE.bodyTop };
  writeCover(flow, brief, figure);
  newPage(flow);
  for (const section of briefSections(brief)) writeSection(flow, section);

  const pages = doc.getPages();
  pages.forEach((page, index) => {
    if (brief.provenance.demo) drawWatermark(page, fonts);
    drawHeader(page, fonts, brief.product, brief.reportId);
    drawFooter(page, fonts, brief.disclaimer, index + 1, pages.length);
  });
  setMetadata(doc, brief);
  return doc.save();
}

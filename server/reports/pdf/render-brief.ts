// Renders a ZoningBrief (and its site figure) to the Type D Informational Zoning Brief PDF with pdf-lib.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { ZoningBrief } from '../../../src/lib/report/brief-model';
import { shownZoneLabel } from '../../../src/lib/report/brief-wording';
import type { SiteFigure } from '../../../src/lib/report/site-figure';
import { balancedBreaks, writeBody } from './body-layout';
import { briefSections } from './brief-sections';
import { writeCover } from './cover';
import { PAGE, ensureRoom, newPage, startPage, type Fonts, type PageFlow } from './page-flow';
import { drawFooter, drawHeader, drawWatermark } from './page-furniture';
import { measureSummaryPage, writeSummaryPage } from './summary-page';
import { toWinAnsi } from './win-ansi';

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
 * The brief as PDF bytes: a cover with the site figure, the summary page, then the sections as tables; every page has
 * the header, 'Page N of M', the disclaimer (only there, once) and, for demo data, the watermark. Standard fonts
 * only, so nothing is embedded.
 */
export async function renderBriefPdf(brief: ZoningBrief, figure: SiteFigure | null): Promise<Uint8Array> {
  const sections = briefSections(brief);
  const breaks = await balancedBreaks(sections);

  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const flow: PageFlow = { doc, fonts, page: startPage({ doc }), y: PAGE.bodyTop };
  writeCover(flow, brief, figure);
  // The summary follows the cover on its page where it fits whole there (a cover without a figure), else on the next.
  ensureRoom(flow, measureSummaryPage(flow, brief.summary) + 20);
  writeSummaryPage(flow, brief.summary);
  newPage(flow);
  writeBody(flow, sections, breaks);

  const pages = doc.getPages();
  pages.forEach((page, index) => {
    if (brief.provenance.demo) drawWatermark(page, fonts);
    drawHeader(page, fonts, brief.product, brief.reportId);
    drawFooter(page, fonts, brief.disclaimer, index + 1, pages.length);
  });
  setMetadata(doc, brief);
  return doc.save();
}
